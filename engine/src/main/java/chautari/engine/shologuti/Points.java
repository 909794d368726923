package chautari.engine.shologuti;

import chautari.engine.GameException;
import java.util.Arrays;

/**
 * The 37 points of the Sholo Guti board and its lines, as docs/rules/shologuti.md draws them, on the squares
 * of the whole 5-file by 9-rank frame: square {@code (rank - 1) * 5 + file} (a1 = 0, c1 = 2,
 * b2 = 6, c3 = 12, e9 = 44), so one long holds a set of points and every straight line moves by
 * one fixed shift: 1 along a rank, 5 along a file, 4 and 6 on the diagonals, 2 along the
 * triangles' bases (a1-c1-e1, a9-c9-e9). Each point's neighbours and jumps are listed by the
 * square they reach, lowest first; a move names them by their place in these lists.
 */
final class Points {
    static final int SQUARES = 45;
    /** The 37 points, in rank-then-file order. */
    static final int[] LIST;
    /** The 37 points as a set. */
    static final long ALL;
    /** The shifts of the lines, each taken up (to a higher square) and down. */
    static final int[] SHIFTS = {1, 2, 4, 5, 6};

    private static final String[] NAMES = new String[SQUARES];

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
    static final int[][] NEIGHBOURS = new int[SQUARES][];
    /** OVER[p][j] and LANDING[p][j]: the j-th jump from p (by landing, lowest first) passes over one point and lands on the next. */
    static final int[][] OVER = new int[SQUARES][];
    static final int[][] LANDING = new int[SQUARES][];
    /** NEIGHBOUR_MASK[p]: the points joined to p, as a set: its k-th lowest point is NEIGHBOURS[p][k]. */
    static final long[] NEIGHBOUR_MASK = new long[SQUARES];
    /** LANDING_MASK[p]: the points a jump from p lands on: its j-th lowest is LANDING[p][j]. */
    static final long[] LANDING_MASK = new long[SQUARES];
    /** OVER_MASK[p]: the points a jump from p can pass over. */
    static final long[] OVER_MASK = new long[SQUARES];
    /** STEP_TO[p << 3 | k] = NEIGHBOURS[p][k] and JUMP_TO[p << 3 | j] = LANDING[p][j], flat for playing moves. */
    static final byte[] STEP_TO = new byte[SQUARES << 3];
    static final byte[] JUMP_TO = new byte[SQUARES << 3];
    /** STEP_UP[i] and STEP_DOWN[i]: the points with a line to the point SHIFTS[i] above (below) them. */
    static final long[] STEP_UP = new long[SHIFTS.length];
    static final long[] STEP_DOWN = new long[SHIFTS.length];
    /** JUMP_UP[i] and JUMP_DOWN[i]: the points with a jump over the point SHIFTS[i] above (below) to the next one. */
    static final long[] JUMP_UP = new long[SHIFTS.length];
    static final long[] JUMP_DOWN = new long[SHIFTS.length];

    static {
        int n = 0;
        int[] list = new int[37];
        long all = 0;
        for (int rank = 1; rank <= 9; rank++) {
            for (int file = 0; file < 5; file++) {
                int square = (rank - 1) * 5 + file;
                boolean triangleRow = rank == 1 || rank == 9;
                boolean triangleMiddle = rank == 2 || rank == 8;
                if (triangleRow && file % 2 == 1 || triangleMiddle && (file == 0 || file == 4)) {
                    continue;
                }
                NAMES[square] = "" + (char) ('a' + file) + rank;
                list[n++] = square;
                all |= bit(square);
            }
        }
        LIST = list;
        ALL = all;
        long[][] neighbours = new long[SQUARES][1];
        long[][] jumps = new long[SQUARES][1];
        int[][] over = new int[SQUARES][SQUARES];
        for (String[] line : LINES) {
            int[] p = Arrays.stream(line).mapToInt(Points::index).toArray();
            for (int i = 0; i < p.length; i++) {
                for (int dir = -1; dir <= 1; dir += 2) {
                    int next = i + dir;
                    if (next >= 0 && next < p.length) {
                        neighbours[p[i]][0] |= bit(p[next]);
                        addShift(p[i], p[next], STEP_UP, STEP_DOWN);
                    }
                    int beyond = i + 2 * dir;
                    if (beyond >= 0 && beyond < p.length) {
                        if (p[beyond] - p[i] != 2 * (p[next] - p[i])) {
                            throw new IllegalStateException("a line whose shift changes");
                        }
                        jumps[p[i]][0] |= bit(p[beyond]);
                        over[p[i]][p[beyond]] = p[next];
                        addShift(p[i], p[next], JUMP_UP, JUMP_DOWN);
                    }
                }
            }
        }
        for (int p : LIST) {
            NEIGHBOUR_MASK[p] = neighbours[p][0];
            LANDING_MASK[p] = jumps[p][0];
            NEIGHBOURS[p] = squares(NEIGHBOUR_MASK[p]);
            LANDING[p] = squares(LANDING_MASK[p]);
            OVER[p] = new int[LANDING[p].length];
            for (int j = 0; j < LANDING[p].length; j++) {
                OVER[p][j] = over[p][LANDING[p][j]];
                OVER_MASK[p] |= bit(OVER[p][j]);
                JUMP_TO[p << 3 | j] = (byte) LANDING[p][j];
            }
            for (int k = 0; k < NEIGHBOURS[p].length; k++) {
                STEP_TO[p << 3 | k] = (byte) NEIGHBOURS[p][k];
            }
        }
    }

    private static void addShift(int from, int to, long[] up, long[] down) {
        int i = Arrays.binarySearch(SHIFTS, Math.abs(to - from));
        if (i < 0) {
            throw new IllegalStateException("a line that moves by no shift of SHIFTS");
        }
        (to > from ? up : down)[i] |= bit(from);
    }

    private static int[] squares(long set) {
        int[] squares = new int[Long.bitCount(set)];
        for (int k = 0; set != 0; set &= set - 1) {
            squares[k++] = Long.numberOfTrailingZeros(set);
        }
        return squares;
    }

    private Points() {
    }

    static String name(int point) {
        return NAMES[point];
    }

    /** The point's square, or -1 for a name that is not one of the 37. */
    static int index(String name) {
        for (int p : LIST) {
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

    /** A set of squares as the documented set of points, bit i for the i-th point of {@link #LIST}. */
    static long toPointBits(long squares) {
        return Long.compress(squares, ALL);
    }
}
