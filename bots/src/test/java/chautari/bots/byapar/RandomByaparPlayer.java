package chautari.bots.byapar;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.byapar.ByaparState;

/**
 * The ladder's simple level (README's levels) read literally for Byapar, to measure against: a random
 * legal move other than an offer (it makes none), and a random answer to an offer, except that it
 * refuses one handing the other seat a whole group for nothing ({@link Valuation#handsOverMonopoly}).
 */
final class RandomByaparPlayer implements Bot {
    @Override
    public Budget playBudget() {
        return Budget.iterations(1);
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        ByaparState s = (ByaparState) state;
        if (s.stageName().equals("offer")) {
            boolean forNothing = Valuation.handsOverMonopoly(new Holdings(s), s.currentSeat(), Trade.parse(s.openOfferText()), seat);
            return !forNothing && rng.nextInt(2) == 0 ? ByaparState.ACCEPT : ByaparState.REFUSE;
        }
        Moves moves = new Moves(s, seat);
        int plain = 0;
        while (plain < moves.count() && !moves.isOffer(plain)) {
            plain++;
        }
        return moves.code(rng.nextInt(plain));
    }
}
