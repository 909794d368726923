package chautari.engine.baghchal;

import chautari.engine.GameException;

/**
 * The 25 points, numbered {@code (rank - 1) * 5 + file} with files a..e as 0..4, and the
 * lines joining them: orthogonal everywhere, diagonal at points whose file plus rank index
 * is even. A set of points is an int with one bit a point. The tables are worked out once.
 */
final class Points {
    static final int COUNT = 25;
    static final int ALL = (1 << COUNT) - 1;

    /** The eight directions as file and rank steps. */
    private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    /** The points joined to each point by a line. */
    static final int[] NEIGHBOURS = new int[COUNT];
    /** The points a piece on each point can jump over: neighbours with the line going on beyond them. */
    static final int[] JUMPED = new int[COUNT];
    /** Where those jumps land; as the landing {@code 2 * jumped - from} grows with the point jumped, both sets list them in the same order. */
    static final int[] LANDINGS = new int[COUNT];

    static {
        for (int p = 0; p < COUNT; p++) {
            for (int[] d : DIRECTIONS) {
                int next = along(p, d, 1);
                if (next >= 0) {
                    NEIGHBOURS[p] |= 1 << next;
                    int beyond = along(p, d, 2);
                    if (beyond >= 0) {
                        JUMPED[p] |= 1 << next;
                        LANDINGS[p] |= 1 << beyond;
                    }
                }
            }
        }
    }

    private Points() {
    }

    /**
     * The point {@code steps} steps from {@code p} along a line in the direction, or -1 when
     * there is no such line: off the board, or a diagonal from an odd point. A line that
     * starts diagonal at an even point meets only even points, so it goes on straight.
     */
    private static int along(int p, int[] direction, int steps) {
        int file = p % 5 + steps * direction[0];
        int rank = p / 5 + steps * direction[1];
        boolean diagonal = direction[0] != 0 && direction[1] != 0;
        if ((diagonal && (p % 5 + p / 5) % 2 != 0) || file < 0 || file > 4 || rank < 0 || rank > 4) {
            return -1;
        }
        return rank * 5 + file;
    }

    static boolean joined(int from, int to) {
        return (NEIGHBOURS[from] & 1 << to) != 0;
    }

    /** Whether {@code to} lies two steps from {@code from} along one straight line. */
    static boolean jump(int from, int to) {
        return (LANDINGS[from] & 1 << to) != 0;
    }

    /** Where a piece on {@code from} can land jumping one of {@code jumpable} onto one of {@code empty}. */
    static int landings(int from, int jumpable, int empty) {
        int landings = LANDINGS[from];
        int open = Integer.compress(jumpable, JUMPED[from]) & Integer.compress(empty, landings);
        return Integer.expand(open, landings);
    }

    /** The point between the two ends of a jump. */
    static int between(int from, int to) {
        return (from + to) / 2;
    }

    static String name(int point) {
        return "" + (char) ('a' + point % 5) + (char) ('1' + point / 5);
    }

    static int parse(String name, String move) {
        if (name.length() != 2 || name.charAt(0) < 'a' || name.charAt(0) > 'e' || name.charAt(1) < '1' || name.charAt(1) > '5') {
            throw new GameException("'" + move + "' is not a move: '" + name + "' is not a point a1 .. e5");
        }
        return (name.charAt(1) - '1') * 5 + name.charAt(0) - 'a';
    }
}
