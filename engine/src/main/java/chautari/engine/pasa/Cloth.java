package chautari.engine.pasa;

import chautari.engine.GameException;

/**
 * The cross-shaped cloth: four arms S, E, N, W (0..3, anticlockwise, the way pieces travel),
 * each of three lanes c, r, l with squares 1..8 from the centre out, and the charkoni H.
 *
 * <p>The shared track is numbered 0..67 in the direction of travel: arm {@code a} holds
 * {@code 17a} = ac8, {@code 17a + j} = a r(9-j) for j = 1..8, then {@code 17a + 8 + j} = the
 * next arm's l j. A piece of arm {@code a} at progress {@code p} (0 = in H, 84 = home) stands
 * in its own middle lane for p in 1..7 and 77..83, and on track square
 * {@code (17a + p - 8) mod 68} for p in 8..76.
 */
final class Cloth {
    static final int ARMS = 4;
    static final int TRACK = 68;
    static final int HOME = 84;
    /** Not on the shared track: the charkoni or a middle lane square 1..7. */
    static final int OFF_TRACK = -1;
    static final String ARM_LETTERS = "SENW";

    /** Track square of each arm's progress 0..84, or {@link #OFF_TRACK}. */
    private static final int[][] SQUARE = new int[ARMS][HOME + 1];
    private static final String[][] NAME = new String[ARMS][HOME + 1];
    private static final boolean[] CASTLE = new boolean[TRACK];

    static {
        for (int arm = 0; arm < ARMS; arm++) {
            for (int p = 0; p <= HOME; p++) {
                SQUARE[arm][p] = p >= 8 && p <= 76 ? (17 * arm + p - 8) % TRACK : OFF_TRACK;
                NAME[arm][p] = p == 0 || p == HOME ? "H"
                        : p < 8 ? middle(arm, p)
                        : p > 76 ? middle(arm, HOME - p)
                        : trackName(SQUARE[arm][p]);
            }
            CASTLE[17 * arm] = true;
            CASTLE[17 * arm + 4] = true;
            CASTLE[17 * arm + 13] = true;
        }
    }

    private Cloth() {
    }

    /** The track square of arm's piece at progress p, or {@link #OFF_TRACK}. */
    static int square(int arm, int progress) {
        return SQUARE[arm][progress];
    }

    static String name(int arm, int progress) {
        return NAME[arm][progress];
    }

    static boolean castle(int trackSquare) {
        return CASTLE[trackSquare];
    }

    /**
     * For pieces of the given arms (by seat), the ordinary track square of each progress, or
     * {@link #OFF_TRACK} where nothing is ever blocked or captured (H, middle lanes, castles):
     * entry {@code seat << 7 | progress}.
     */
    static int[] ordinarySquares(int[] arms) {
        int[] route = new int[4 << 7];
        java.util.Arrays.fill(route, OFF_TRACK);
        for (int o = 0; o < arms.length; o++) {
            for (int p = 0; p <= HOME; p++) {
                int square = SQUARE[arms[o]][p];
                route[o << 7 | p] = square >= 0 && !CASTLE[square] ? square : OFF_TRACK;
            }
        }
        return route;
    }

    static String trackName(int square) {
        int arm = square / 17;
        int k = square % 17;
        if (k == 0) {
            return ARM_LETTERS.charAt(arm) + "c8";
        }
        if (k <= 8) {
            return ARM_LETTERS.charAt(arm) + "r" + (9 - k);
        }
        return ARM_LETTERS.charAt((arm + 1) % ARMS) + "l" + (k - 8);
    }

    private static String middle(int arm, int n) {
        return ARM_LETTERS.charAt(arm) + "c" + n;
    }

    /** Checks that a square name is well formed: H, or arm, lane and 1..8 as in {@code Sc3}, {@code Er5}. */
    static void requireSquare(String name) {
        boolean ok = name.equals("H") || name.length() == 3
                && ARM_LETTERS.indexOf(name.charAt(0)) >= 0
                && "crl".indexOf(name.charAt(1)) >= 0
                && name.charAt(2) >= '1' && name.charAt(2) <= '8';
        if (!ok) {
            throw new GameException("'" + name + "' is not a square: squares are H (the charkoni) or arm S, E, N, W,"
                    + " lane c, r, l and 1..8 from the centre, as Sc3 or Er5");
        }
    }
}
