package chautari.bots.byapar;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.byapar.ByaparState;

/**
 * Byapar's simple level, the ladder's baseline (README's levels): one ply of look-ahead, otherwise chance.
 * Of the moves other than offers it takes one that wins the game at once; else, in an after phase where it
 * has made no offer yet, one time in {@link #OFFER_ONE_IN} it makes one of the listed offers, drawn at
 * random among those not handing the other seat a whole group for nothing
 * ({@link Valuation#handsOverMonopoly}); else it draws among the moves other than offers, avoiding one that
 * loses the game at once while another is left. In Byapar only the {@code end} of a game's last turn ends
 * it by a move (rule 27; there is no giving up, rule 24), so a seat behind then plays its other moves out
 * first; none raises its worth (rule 28). It answers an offer by a coin flip, but refuses one handing
 * the proposer a whole group for nothing.
 */
public final class SimpleByapar implements Bot {
    /** It makes an offer in one after phase in this many. */
    static final int OFFER_ONE_IN = 4;

    @Override
    public Budget playBudget() {
        return Budget.iterations(1);
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        Bot.requireAwaited(state, seat);
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
        int chosen = -1;
        int seen = 0;
        int losing = -1;
        for (int i = 0; i < plain; i++) {
            ByaparState after = s.copy();
            after.playLegal(seat, moves.code(i));
            if (after.isOver() && after.result().winners().contains(seat)) {
                return moves.code(i);
            }
            if (after.isOver() && !after.result().draw()) {
                losing = moves.code(i);
            } else if (rng.nextInt(++seen) == 0) {
                chosen = moves.code(i);
            }
        }
        if (s.stageName().equals("after") && s.offersMadeThisTurn() == 0 && rng.nextInt(OFFER_ONE_IN) == 0) {
            Integer offer = randomOffer(s, seat, moves, plain, rng);
            if (offer != null) {
                return offer;
            }
        }
        return seen > 0 ? chosen : losing;
    }

    /**
     * A listed offer (the moves from {@code first} on) drawn at random among those not handing the other seat a whole
     * group for nothing; null when there is none.
     */
    private static Integer randomOffer(ByaparState s, int seat, Moves moves, int first, Rng rng) {
        int[] left = new int[moves.count() - first];
        for (int i = 0; i < left.length; i++) {
            left[i] = first + i;
        }
        Holdings h = new Holdings(s);
        for (int n = left.length; n > 0; n--) {
            int pick = rng.nextInt(n);
            int i = left[pick];
            left[pick] = left[n - 1];
            if (!Valuation.handsOverMonopoly(h, seat, Trade.parse(moves.text(i)), seat)) {
                return moves.code(i);
            }
        }
        return null;
    }
}
