package chautari.bots.byapar;

import chautari.engine.byapar.ByaparState;

/** A seat's legal moves now, with their texts (docs/notation.md), each written when first asked for. */
final class Moves {
    private final int[] codes;
    private final String[] texts;
    private final int count;
    private final ByaparState state;

    Moves(ByaparState s, int seat) {
        codes = new int[s.maxMoves()];
        count = s.legalMoves(seat, codes);
        texts = new String[count];
        state = s;
        if (count == 0) {
            throw new IllegalStateException("seat " + seat + " is awaited but has no legal move");
        }
    }

    int count() {
        return count;
    }

    int code(int i) {
        return codes[i];
    }

    String text(int i) {
        if (texts[i] == null) {
            texts[i] = state.moveText(codes[i]);
        }
        return texts[i];
    }

    /** Whether the move is a trade offer, without writing it out: offers are most of an after phase's moves. */
    boolean isOffer(int i) {
        return codes[i] >= ByaparState.OFFERS_FROM;
    }

    /** The code of the move with this text, or null when it is not legal now. */
    Integer find(String text) {
        for (int i = 0; i < count; i++) {
            if (!isOffer(i) && text(i).equals(text)) {
                return codes[i];
            }
        }
        return null;
    }
}
