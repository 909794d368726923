package chautari.bots.byapar;

import chautari.engine.byapar.ByaparState;

/** A seat's legal moves now, with their texts (docs/notation.md). */
final class Moves {
    private final int[] codes;
    private final String[] texts;
    private final int count;

    Moves(ByaparState s, int seat) {
        codes = new int[s.maxMoves()];
        count = s.legalMoves(seat, codes);
        texts = new String[count];
        for (int i = 0; i < count; i++) {
            texts[i] = s.moveText(codes[i]);
        }
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
        return texts[i];
    }

    /** The code of the move with this text, or null when it is not legal now. */
    Integer find(String text) {
        for (int i = 0; i < count; i++) {
            if (texts[i].equals(text)) {
                return codes[i];
            }
        }
        return null;
    }
}
