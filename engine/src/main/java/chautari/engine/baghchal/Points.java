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
    /** The points joined to each point by a line; 32 entries, the last 7 empty, so a point masked to 5 bits needs no bounds check. */
    static final int[] NEIGHBOURS = new int[32];
    /**
     * Each point's jumps as one word: bits 0..24 the points a piece there can jump over
     * (neighbours with the line going on beyond them), bits 32..56 where it lands. As the
     * landing {@code 2 * jumped - from} grows with the point jumped, both list them in the same order.
     * 32 entries, as {@link #NEIGHBOURS}.
     */
    private static final long[] JUMPS = new long[32];

    static {
        for (int p = 0; p < COUNT; p++) {
            for (int[] d : DIRECTIONS) {
                int next = along(p, d, 1);
                if (next >= 0) {
                    NEIGHBOURS[p] |= 1 << next;
                    int beyond = along(p, d, 2);
                    if (beyond >= 0) {
                        JUMPS[p] |= 1L << next | 1L << 32 + beyond;
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

    static int neighbours(int point) {
        return NEIGHBOURS[point & 31];
    }

    static boolean joined(int from, int to) {
        return (neighbours(from) & 1 << to) != 0;
    }

    /** Whether {@code to} lies two steps from {@code from} along one straight line. */
    static boolean jump(int from, int to) {
        return (JUMPS[from] & 1L << 32 + to) != 0;
    }

    /** Where a piece on {@code from} can go: a step to an empty point, or a jump over one of {@code jumpable} onto an empty point. */
    static int moves(int from, int jumpable, int empty) {
        long jumps = JUMPS[from & 31];
        int landings = (int) (jumps >>> 32);
        int open = Integer.compress(jumpable, (int) jumps) & Integer.compress(empty, landings);
        return neighbours(from) & empty | Integer.expand(open, landings);
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
