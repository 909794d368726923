package chautari.engine.shologuti;

import chautari.engine.GameException;
import java.util.Arrays;

/**
 * The 37 points of the Sholo Guti board and its lines, as RULINGS.md draws them. Points are
 * numbered by rank, then file: a1 c1 e1 = 0..2, b2 c2 d2 = 3..5, a3..e7 = 6..30, b8 c8 d8 =
 * 31..33, a9 c9 e9 = 34..36, so one long holds a set of points. Each point's neighbours and
 * jumps (the point jumped over and the point landed on, on one straight line) are listed in
 * a fixed order; a move names them by their place in these lists.
 */
final class Points {
    static final int COUNT = 37;
    static final long ALL = (1L << COUNT) - 1;
    /** At most this many neighbours, and as many jumps, from any point: three bits name one. */
    static final int MAX_DIRECTIONS = 8;

    private static final String[] NAMES = new String[COUNT];

    /** Every straight line, point by point: a step joins neighbours on a line, a jump takes three in a row. */
    static final String[][] LINES = {
        {"a3", "b3", "c3", "d3", "e3"}, {"a4", "b4", "c4", "d4", "e4"}, {"a5", "b5", "c5", "d5", "e5"},
        {"a6", "b6", "c6", "d6", "e6"}, {"a7", "b7", "c7", "d7", "e7"},
        {"a3", "a4", "a5", "a6", "a7"}, {"b3", "b4", "b5", "b6", "b7"},
        {"c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9"},
        {"d3", "d4", "d5", "d6", "d7"}, {"e3", "e4", "e5", "e6", "e7"},
        {"a1", "b2", "c3", "d4", "e5"}, {"e1", "d2", "c3", "b4", "a5"},
        {"a3", "b4", "c5", "d6", "e7"}, {"e3", "d4", "c5", "b6", "a7"},
        {"a5", "b6", "c7", "d8", "e9"}, {"e5", "d6", "c7", "b8", "a9"},
        {"b2", "c2", "d2"}, {"a1", "c1", "e1"}, {"b8", "c8", "d8"}, {"a9", "c9", "e9"},
    };

    /** NEIGHBOURS[p][k]: the k-th point joined to p, lowest first. */
    static final int[][] NEIGHBOURS = new int[COUNT][];
    /** OVER[p][j] and LANDING[p][j]: the j-th jump from p passes over one point and lands on the next. */
    static final int[][] OVER = new int[COUNT][];
    static final int[][] LANDING = new int[COUNT][];
    /** NEIGHBOUR_MASK[p]: the points joined to p, as a set: its k-th lowest point is NEIGHBOURS[p][k]. */
    static final long[] NEIGHBOUR_MASK = new long[COUNT];
    /**
     * The jumps again, flat for speed: jump j of point p is at {@code p << 3 | j} in
     * JUMP_OVER and JUMP_TO (as one-point sets) and JUMP_LANDING (as a point); JUMPS[p] counts them.
     */
    static final long[] JUMP_OVER = new long[COUNT << 3];
    static final long[] JUMP_TO = new long[COUNT << 3];
    static final int[] JUMP_LANDING = new int[COUNT << 3];
    static final int[] JUMPS = new int[COUNT];
    /** OVER_MASK[p]: the points a jump from p can pass over. */
    static final long[] OVER_MASK = new long[COUNT];

    static {
        int n = 0;
        for (String name : new String[] {"a1", "c1", "e1", "b2", "c2", "d2"}) {
            NAMES[n++] = name;
        }
        for (int rank = 3; rank <= 7; rank++) {
            for (char file = 'a'; file <= 'e'; file++) {
                NAMES[n++] = "" + file + rank;
            }
        }
        for (String name : new String[] {"b8", "c8", "d8", "a9", "c9", "e9"}) {
            NAMES[n++] = name;
        }
        int[][] neighbours = new int[COUNT][MAX_DIRECTIONS];
        int[] neighbourCount = new int[COUNT];
        int[][] over = new int[COUNT][MAX_DIRECTIONS];
        int[][] landing = new int[COUNT][MAX_DIRECTIONS];
        int[] jumpCount = new int[COUNT];
        for (String[] line : LINES) {
            int[] p = Arrays.stream(line).mapToInt(Points::index).toArray();
            for (int i = 0; i < p.length; i++) {
                for (int dir = -1; dir <= 1; dir += 2) {
                    int next = i + dir;
                    if (next >= 0 && next < p.length) {
                        neighbours[p[i]][neighbourCount[p[i]]++] = p[next];
                    }
                    int beyond = i + 2 * dir;
                    if (beyond >= 0 && beyond < p.length) {
                        over[p[i]][jumpCount[p[i]]] = p[next];
                        landing[p[i]][jumpCount[p[i]]++] = p[beyond];
                    }
                }
            }
        }
        for (int p = 0; p < COUNT; p++) {
            NEIGHBOURS[p] = Arrays.copyOf(neighbours[p], neighbourCount[p]);
            Arrays.sort(NEIGHBOURS[p]);
            OVER[p] = Arrays.copyOf(over[p], jumpCount[p]);
            LANDING[p] = Arrays.copyOf(landing[p], jumpCount[p]);
            for (int q : NEIGHBOURS[p]) {
                NEIGHBOUR_MASK[p] |= bit(q);
            }
            for (int q : OVER[p]) {
                OVER_MASK[p] |= bit(q);
            }
            JUMPS[p] = OVER[p].length;
            for (int j = 0; j < OVER[p].length; j++) {
                JUMP_OVER[p << 3 | j] = bit(OVER[p][j]);
                JUMP_TO[p << 3 | j] = bit(LANDING[p][j]);
                JUMP_LANDING[p << 3 | j] = LANDING[p][j];
            }
        }
    }

    private Points() {
    }

    static String name(int point) {
        return NAMES[point];
    }

    /** The point's number, or -1 for a name that is not one of the 37. */
    static int index(String name) {
        for (int p = 0; p < COUNT; p++) {
            if (NAMES[p].equals(name)) {
                return p;
            }
        }
        return -1;
    }

    static int parse(String name) {
        int p = index(name);
        if (p < 0) {
            throw new GameException("'" + name + "' is not a point of the Sholo Guti board (files a..e, ranks 1..9; "
                    + "ranks 1, 2, 8 and 9 have only the triangles' points)");
        }
        return p;
    }

    static long bit(int point) {
        return 1L << point;
    }
}
