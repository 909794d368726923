package chautari.engine.byapar;

import static chautari.engine.byapar.ByaparState.ACCEPT;
import static chautari.engine.byapar.ByaparState.BUY;
import static chautari.engine.byapar.ByaparState.DECLINE;
import static chautari.engine.byapar.ByaparState.END;
import static chautari.engine.byapar.ByaparState.PAY_FINE;
import static chautari.engine.byapar.ByaparState.REFUSE;
import static chautari.engine.byapar.ByaparState.ROLL;
import static chautari.engine.byapar.ByaparState.USE_CARD;

/** What each legal move does: buying (rule 13), jail choices (rule 10), building, selling, mortgaging (15 to 18), offers and answers (19 to 21). */
final class MoveEffects {
    private MoveEffects() {
    }

    static void apply(ByaparState s, int seat, int move) {
        if (move >= OfferCodes.TRADE) {
            Offer offer = Trading.offerOf(s, move);
            if (offer == null) {
                throw new IllegalArgumentException("move " + move + " is no offer in this position");
            }
            s.offer = offer;
            s.offersMade++;
            s.stage = Stage.OFFER;
            return;
        }
        switch (move) {
            case BUY -> {
                int sq = s.square[seat];
                Payments.pay(s, seat, Squares.price(sq));
                s.owner[sq] = seat;
                Turn.finishSquare(s);
            }
            case DECLINE -> Turn.finishSquare(s);
            case END -> Turn.end(s);
            case ACCEPT -> {
                Trading.exchange(s, s.offer);
                s.offer = null;
                s.stage = Stage.AFTER;
            }
            case REFUSE -> {
                s.offer = null;
                s.stage = Stage.AFTER;
            }
            case PAY_FINE -> {
                Payments.pay(s, seat, Squares.FINE);
                s.jail[seat] = 0;
                s.stage = Stage.DICE;
            }
            case USE_CARD -> {
                int c = s.cardHolder[1] == seat ? 1 : 0;
                s.cardHolder[c] = 0;
                s.decks.putBack(Cards.JAIL_CARDS[c]);
                s.jail[seat] = 0;
                s.stage = Stage.DICE;
            }
            case ROLL -> s.stage = Stage.DICE;
            default -> property(s, seat, move);
        }
    }

    /** build, sell, mortgage, unmortgage; while raising money, the debt is paid as soon as cash covers it (rule 23). */
    private static void property(ByaparState s, int seat, int move) {
        int sq = move % 100;
        switch (move / 100) {
            case 1 -> {
                Payments.pay(s, seat, Squares.houseCost(sq));
                s.houses[sq]++;
            }
            case 2 -> {
                s.houses[sq]--;
                Payments.collect(s, seat, Squares.houseCost(sq) / 2);
            }
            case 3 -> {
                s.mortgaged[sq] = true;
                Payments.collect(s, seat, Squares.mortgage(sq));
            }
            default -> {
                Payments.pay(s, seat, Squares.unmortgage(sq));
                s.mortgaged[sq] = false;
            }
        }
        if (s.stage == Stage.RAISE) {
            Debts.settle(s);
        }
    }
}
