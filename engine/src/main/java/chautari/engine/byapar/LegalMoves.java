package chautari.engine.byapar;

import static chautari.engine.byapar.ByaparState.ACCEPT;
import static chautari.engine.byapar.ByaparState.BUILD;
import static chautari.engine.byapar.ByaparState.BUY;
import static chautari.engine.byapar.ByaparState.DECLINE;
import static chautari.engine.byapar.ByaparState.END;
import static chautari.engine.byapar.ByaparState.MORTGAGE;
import static chautari.engine.byapar.ByaparState.PAY_FINE;
import static chautari.engine.byapar.ByaparState.REFUSE;
import static chautari.engine.byapar.ByaparState.ROLL;
import static chautari.engine.byapar.ByaparState.SELL;
import static chautari.engine.byapar.ByaparState.UNMORTGAGE;
import static chautari.engine.byapar.ByaparState.USE_CARD;

/** The moves of docs/notation.md's phase table: which are listed, and which are legal (offers: {@link Trading}). */
final class LegalMoves {
    private LegalMoves() {
    }

    /** Writes the awaited seat's moves into {@code out} and returns how many. */
    static int list(ByaparState s, int seat, int[] out) {
        int n = 0;
        switch (s.stage) {
            case JAIL -> {
                if (s.cash[seat] >= Squares.FINE) {
                    out[n++] = PAY_FINE;
                }
                if (Estate.holdsJailCard(s, seat)) {
                    out[n++] = USE_CARD;
                }
                out[n++] = ROLL;
            }
            case BUY -> {
                if (s.cash[seat] >= Squares.price(s.square[seat])) {
                    out[n++] = BUY;
                }
                out[n++] = DECLINE;
                n = raising(s, seat, out, n);
            }
            case RAISE -> n = raising(s, seat, out, n);
            case OFFER -> {
                out[n++] = ACCEPT;
                out[n++] = REFUSE;
            }
            case AFTER -> {
                for (int sq : Squares.HOLDABLE) {
                    if (Estate.canBuild(s, seat, sq)) {
                        out[n++] = BUILD + sq;
                    }
                    if (Estate.canUnmortgage(s, seat, sq)) {
                        out[n++] = UNMORTGAGE + sq;
                    }
                }
                n = raising(s, seat, out, n);
                out[n++] = END;
                n = offers(s, seat, out, n);
            }
            default -> throw new IllegalStateException("no move in " + s.stage);
        }
        return n;
    }

    private static int raising(ByaparState s, int seat, int[] out, int n) {
        for (int sq : Squares.HOLDABLE) {
            if (Estate.canSell(s, seat, sq)) {
                out[n++] = SELL + sq;
            }
            if (Estate.canMortgage(s, seat, sq)) {
                out[n++] = MORTGAGE + sq;
            }
        }
        return n;
    }

    /** The family of offers {@link OfferCodes} names, to every other seat still in, while offers are left. */
    private static int offers(ByaparState s, int seat, int[] out, int n) {
        if (s.offersMade >= ByaparState.OFFERS_A_TURN) {
            return n;
        }
        long mine = Estate.tradableSquares(s, seat);
        for (int k = 1; k <= s.players; k++) {
            if (k == seat || s.out[k]) {
                continue;
            }
            long theirs = Estate.tradableSquares(s, k);
            for (long gs = mine; gs != 0; gs &= gs - 1) {
                int g = Long.numberOfTrailingZeros(gs);
                for (long ts = theirs; ts != 0; ts &= ts - 1) {
                    out[n++] = OfferCodes.code(OfferCodes.SWAP, k, g, Long.numberOfTrailingZeros(ts));
                }
                if (s.cash[k] >= Squares.price(g)) {
                    out[n++] = OfferCodes.code(OfferCodes.SELL_SQUARE, k, g, 0);
                }
            }
            for (long ts = theirs; ts != 0; ts &= ts - 1) {
                int t = Long.numberOfTrailingZeros(ts);
                if (s.cash[seat] >= Squares.price(t)) {
                    out[n++] = OfferCodes.code(OfferCodes.BUY_SQUARE, k, 0, t);
                }
            }
            for (int c = 0; c < Cards.JAIL_CARDS.length; c++) {
                if (s.cardHolder[c] == seat && s.cash[k] >= Offer.CARD_PRICE) {
                    out[n++] = OfferCodes.code(OfferCodes.SELL_CARD, k, 1 << c, 0);
                }
                if (s.cardHolder[c] == k && s.cash[seat] >= Offer.CARD_PRICE) {
                    out[n++] = OfferCodes.code(OfferCodes.BUY_CARD, k, 0, 1 << c);
                }
            }
        }
        return n;
    }

    /** Whether a move below the offers' codes is legal for the awaited seat now. */
    static boolean isLegal(ByaparState s, int seat, int move) {
        Stage stage = s.stage;
        return switch (move) {
            case BUY -> stage == Stage.BUY && s.cash[seat] >= Squares.price(s.square[seat]);
            case DECLINE -> stage == Stage.BUY;
            case END -> stage == Stage.AFTER;
            case ACCEPT, REFUSE -> stage == Stage.OFFER;
            case PAY_FINE -> stage == Stage.JAIL && s.cash[seat] >= Squares.FINE;
            case USE_CARD -> stage == Stage.JAIL && Estate.holdsJailCard(s, seat);
            case ROLL -> stage == Stage.JAIL;
            default -> {
                int sq = move % 100;
                if (move < BUILD || move >= UNMORTGAGE + Squares.COUNT || sq >= Squares.COUNT) {
                    yield false;
                }
                boolean raising = stage == Stage.AFTER || stage == Stage.BUY || stage == Stage.RAISE;
                yield switch (move / 100) {
                    case 1 -> stage == Stage.AFTER && Estate.canBuild(s, seat, sq);
                    case 2 -> raising && Estate.canSell(s, seat, sq);
                    case 3 -> raising && Estate.canMortgage(s, seat, sq);
                    default -> stage == Stage.AFTER && Estate.canUnmortgage(s, seat, sq);
                };
            }
        };
    }
}
