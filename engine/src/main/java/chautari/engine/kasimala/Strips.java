package chautari.engine.kasimala;

import chautari.engine.GameException;

/**
 * The throw of the four strips. An outcome 0..15 records each strip: bit {@code 3 - i} is
 * strip i, set when it fell face up, so the text {@code "1011"} (strip 0 first) is outcome 11.
 * Its value is the count face up, or 5 (ngha) when none is.
 */
final class Strips {
    static final int OUTCOMES = 16;
    static final int KASI = 1;
    static final int CHYA = 4;
    static final int NGHA = 5;

    /** One outcome for each value kasi, dwadi, sudi, chya, ngha, and how many of the 16 outcomes give it. */
    static final int[] GROUP_OUTCOMES = {0b1000, 0b1100, 0b1110, 0b1111, 0b0000};
    static final int[] GROUP_WAYS = {4, 6, 4, 1, 1};
    private static final String[] NAMES = {null, "kasi", "dwadi", "sudi", "chya", "ngha"};

    private Strips() {
    }

    static int value(int outcome) {
        int up = Integer.bitCount(outcome);
        return up == 0 ? NGHA : up;
    }

    /** The name of a throw of this value 1..5. */
    static String name(int value) {
        return NAMES[value];
    }

    /** Whether a throw of this value earns one more throw (a chya or a ngha). */
    static boolean throwsAgain(int value) {
        return value >= CHYA;
    }

    static String text(int outcome) {
        char[] strips = new char[4];
        for (int i = 0; i < 4; i++) {
            strips[i] = (outcome >> (3 - i) & 1) == 1 ? '1' : '0';
        }
        return new String(strips);
    }

    static int parse(String text) {
        if (text.length() != 4 || !text.chars().allMatch(c -> c == '0' || c == '1')) {
            throw new GameException("'" + text + "' is not a throw: write the four strips as 1 (face up) or 0"
                    + " (face down), such as 1011");
        }
        return Integer.parseInt(text, 2);
    }
}
