package chautari.engine.pasa;

/**
 * The 64 ordered throws of three dice grouped into the 20 sets they make: outcome
 * {@code a << 4 | b << 2 | c} with a, b, c the face indexes of the three dice.
 */
final class DiceSets {
    static final int COUNT = 20;
    private static final int[] OUTCOMES = new int[COUNT];
    private static final int[] WAYS = new int[COUNT];

    static {
        int g = 0;
        for (int a = 0; a < 4; a++) {
            for (int b = a; b < 4; b++) {
                for (int c = b; c < 4; c++) {
                    OUTCOMES[g] = a << 4 | b << 2 | c;
                    WAYS[g] = a == c ? 1 : a == b || b == c ? 3 : 6;
                    g++;
                }
            }
        }
    }

    private DiceSets() {
    }

    static int outcome(int set) {
        return OUTCOMES[set];
    }

    static double probability(int set) {
        return WAYS[set] / 64.0;
    }
}
