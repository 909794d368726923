package chautari.engine.byapar;

import static chautari.engine.byapar.ByaparState.BUILD;
import static chautari.engine.byapar.ByaparState.BUY;
import static chautari.engine.byapar.ByaparState.ROLL;
import static chautari.engine.byapar.ByaparState.UNMORTGAGE;

import chautari.engine.GameException;
import java.util.List;

/** Moves as docs/notation.md writes them, both ways. Neither way changes the state. */
final class MoveTexts {
    private static final List<String> WORDS = List.of("", "buy", "decline", "end", "accept", "refuse", "pay-fine", "use-card", "roll");
    private static final List<String> VERBS = List.of("build", "sell", "mortgage", "unmortgage");

    private MoveTexts() {
    }

    static String text(ByaparState s, int move) {
        if (move >= BUY && move <= ROLL) {
            return WORDS.get(move);
        }
        if (move >= OfferCodes.TRADE) {
            Offer o = Trading.offerOf(s, move);
            if (o == null) {
                throw new IllegalArgumentException("move " + move + " is not a Byapar move");
            }
            return o.text();
        }
        if (move < BUILD || move >= UNMORTGAGE + Squares.COUNT || move % 100 >= Squares.COUNT) {
            throw new IllegalArgumentException("move " + move + " is not a Byapar move");
        }
        return VERBS.get(move / 100 - 1) + ":s" + move % 100;
    }

    /** Reads a move; an offer must be legal now as well as well formed (see {@link Trading#code}). */
    static int parse(ByaparState s, String text) {
        int word = WORDS.indexOf(text);
        if (word > 0) {
            return word;
        }
        if (text.startsWith("trade:")) {
            return Trading.code(s, Offer.parse(text));
        }
        int colon = text.indexOf(':');
        int verb = colon < 0 ? -1 : VERBS.indexOf(text.substring(0, colon));
        String sq = colon < 0 ? "" : text.substring(colon + 1);
        if (verb < 0 || !sq.matches("s(0|[1-9][0-9]?)") || Integer.parseInt(sq.substring(1)) >= Squares.COUNT) {
            throw new GameException("'" + text + "' is not a Byapar move: buy, decline, build:sN, sell:sN, mortgage:sN,"
                    + " unmortgage:sN, trade:K:give=...:take=..., accept, refuse, pay-fine, use-card, roll or end");
        }
        return (verb + 1) * 100 + Integer.parseInt(sq.substring(1));
    }
}
