package chautari.engine.ludo;

import chautari.engine.GameException;

/**
 * The Ludo board of docs/rules/ludo.md: the 52 track squares t1..t52 (indexes 0..51), each colour's
 * start and safe squares, and a token's progress (0 yard, 1..51 track, 52..56 home column,
 * 57 home) as the square it names.
 */
final class Track {
    static final int SQUARES = 52;
    static final int YARD = 0;
    static final int LAST_TRACK = 51;
    static final int HOME = 57;
    /** Colours red, green, yellow, blue: 0..3. */
    static final int COLOURS = 4;
    static final String[] COLOUR_NAMES = {"red", "green", "yellow", "blue"};
    /** The four start squares and the four stars t9, t22, t35, t48, as a bit per track index. */
    static final long SAFE = 1L | 1L << 13 | 1L << 26 | 1L << 39 | 1L << 8 | 1L << 21 | 1L << 34 | 1L << 47;
    /** Where counts of tokens off the track go, so that moving a token needs no test of where it was: never read. */
    static final int OFF = SQUARES;
    /** The track index of colour c's progress p: {@code INDEX[c * 58 + p]}, {@link #OFF} off the track. */
    private static final int[] INDEX = new int[COLOURS * (HOME + 1)];
    /** Where a token at progress p ends with die d: {@code TARGET[d * 58 + p]}, past {@link #HOME} when it cannot move. */
    private static final int[] TARGET = new int[7 * (HOME + 1)];

    static {
        for (int c = 0; c < COLOURS; c++) {
            for (int p = 0; p <= HOME; p++) {
                INDEX[c * (HOME + 1) + p] = p >= 1 && p <= LAST_TRACK ? (start(c) + p - 1) % SQUARES : OFF;
            }
        }
        for (int d = 1; d <= 6; d++) {
            for (int p = 0; p <= HOME; p++) {
                TARGET[d * (HOME + 1) + p] = p == YARD ? (d == 6 ? 1 : HOME + 1) : Math.min(p + d, HOME + 1);
            }
        }
    }

    private Track() {
    }

    /** The track index of colour c's start square: t1, t14, t27, t40. */
    static int start(int c) {
        return 13 * c;
    }

    /** Where colour c's token at progress p stands on the track, or {@link #OFF} in the yard, the home column or home. */
    static int index(int c, int p) {
        return INDEX[c * (HOME + 1) + p];
    }

    /** Rulings 2 and 4: where a token at progress p ends with the die; past {@link #HOME} when it cannot use it. */
    static int target(int die, int p) {
        return TARGET[die * (HOME + 1) + p];
    }

    /** The eight safe squares, and {@link #OFF}, where nothing is captured either. */
    static boolean safe(int index) {
        return index == OFF || (SAFE >>> index & 1) != 0;
    }

    /** The name of colour c's progress p: {@code y}, {@code t1}..{@code t52}, {@code h1}..{@code h5}, {@code H}. */
    static String name(int c, int p) {
        if (p == YARD) {
            return "y";
        }
        if (p == HOME) {
            return "H";
        }
        if (p > LAST_TRACK) {
            return "h" + (p - LAST_TRACK);
        }
        return trackName(index(c, p));
    }

    static String trackName(int index) {
        return "t" + (index + 1);
    }

    /**
     * Colour c's progress named by a square, or -1 for a well-formed square no token of that
     * colour ever stands on (the square just before its start). A malformed name is a {@link GameException}.
     */
    static int progress(int c, String square) {
        if (square.equals("y")) {
            return YARD;
        }
        if (square.equals("H")) {
            return HOME;
        }
        int n = number(square);
        if (square.charAt(0) == 'h' && n >= 1 && n <= 5) {
            return LAST_TRACK + n;
        }
        if (square.charAt(0) == 't' && n >= 1 && n <= SQUARES) {
            int p = (n - 1 - start(c) + SQUARES) % SQUARES + 1;
            return p <= LAST_TRACK ? p : -1;
        }
        throw notASquare(square);
    }

    private static int number(String square) {
        if (square.length() < 2 || square.length() > 3 || square.charAt(1) == '0') {
            throw notASquare(square);
        }
        int n = 0;
        for (int i = 1; i < square.length(); i++) {
            char d = square.charAt(i);
            if (d < '0' || d > '9') {
                throw notASquare(square);
            }
            n = 10 * n + d - '0';
        }
        return n;
    }

    private static GameException notASquare(String square) {
        return new GameException("'" + square + "' is not a Ludo square: the yard y, track t1..t52,"
                + " home column h1..h5 or home H");
    }
}
