package chautari.engine.chinesecheckers;

import chautari.engine.GameException;
import java.util.Arrays;

/**
 * The 121 holes of the star as docs/rules/chinesecheckers.md draws them, in two ways.
 *
 * <p>As a set: hole {@code i} is bit {@code i} of two longs (holes 0..63 in the low word, 64..120
 * in the high one), numbered row by row from seat 1's point, a1 = 0, b1 = 1, b2 = 2, ..., q1 = 120.
 *
 * <p>As a mailbox: a 21 by 21 grid of cells in axial coordinates (row r and q = (x + r) / 2, x as
 * the rulings place a hole), with a margin of two cells round the star so that a hop from any
 * hole stays inside the grid. Every one of the six directions is then one fixed shift,
 * {@link #SHIFTS}, and a hop is that shift twice.
 */
final class Holes {
    static final int COUNT = 121;
    static final int[] ROW_LENGTHS = {1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1};
    static final int WIDTH = 21;
    static final int CELLS = WIDTH * WIDTH;
    /** The six directions as mailbox shifts: along a row, then to the next row and back. */
    static final int[] SHIFTS = {1, -1, WIDTH, -WIDTH, WIDTH + 1, -(WIDTH + 1)};

    /** The points, numbered as their colours are: S, SE, NE, N, NW, SW; each one's opposite is 3 on. */
    static final int S = 0;
    static final int SE = 1;
    static final int NE = 2;
    static final int N = 3;
    static final int NW = 4;
    static final int SW = 5;
    static final String[] POINT_NAMES = {"S", "SE", "NE", "N", "NW", "SW"};

    /** CELL[i]: hole i's mailbox cell. */
    static final int[] CELL = new int[COUNT];
    /** HOLE[c]: the hole at mailbox cell c, or -1 off the star. */
    static final int[] HOLE = new int[CELLS];
    /** POINT[c]: the point (0..5) holding mailbox cell c, or -1 for the middle and off the star. */
    static final byte[] POINT = new byte[CELLS];
    /** POINT_LOW[p] and POINT_HIGH[p]: point p's ten holes as a set. */
    static final long[] POINT_LOW = new long[6];
    static final long[] POINT_HIGH = new long[6];
    /** An empty star: 0 in every hole, {@link #OFF} elsewhere. */
    static final byte[] EMPTY_BOARD = new byte[CELLS];
    static final byte OFF = -1;

    private static final String[] NAMES = new String[COUNT];

    static {
        Arrays.fill(HOLE, -1);
        Arrays.fill(POINT, (byte) -1);
        Arrays.fill(EMPTY_BOARD, OFF);
        int hole = 0;
        for (int row = 0; row < ROW_LENGTHS.length; row++) {
            int n = ROW_LENGTHS[row];
            for (int k = 1; k <= n; k++) {
                int x = 2 * k - n - 1;
                int q = (x + row) / 2;
                int cell = (row + 2) * WIDTH + q + 6;
                CELL[hole] = cell;
                HOLE[cell] = hole;
                EMPTY_BOARD[cell] = 0;
                NAMES[hole] = "" + (char) ('a' + row) + k;
                hole++;
            }
        }
        String[] points = {
            "a1 b1 b2 c1 c2 c3 d1 d2 d3 d4",
            "e10 e11 e12 e13 f10 f11 f12 g10 g11 h10",
            "m10 m11 m12 m13 l10 l11 l12 k10 k11 j10",
            "n1 n2 n3 n4 o1 o2 o3 p1 p2 q1",
            "m1 m2 m3 m4 l1 l2 l3 k1 k2 j1",
            "e1 e2 e3 e4 f1 f2 f3 g1 g2 h1",
        };
        for (int p = 0; p < 6; p++) {
            for (String name : points[p].split(" ")) {
                int h = parse(name);
                POINT[CELL[h]] = (byte) p;
                if (h < 64) {
                    POINT_LOW[p] |= 1L << h;
                } else {
                    POINT_HIGH[p] |= 1L << h;
                }
            }
        }
    }

    private Holes() {
    }

    static int opposite(int point) {
        return (point + 3) % 6;
    }

    static String name(int hole) {
        return NAMES[hole];
    }

    /** The hole named, such as {@code e5}; a name of no hole is a {@link GameException}. */
    static int parse(String name) {
        if (name.length() >= 2 && name.length() <= 3) {
            int row = name.charAt(0) - 'a';
            if (row >= 0 && row < ROW_LENGTHS.length && name.charAt(1) >= '1' && name.charAt(1) <= '9'
                    && (name.length() == 2 || name.charAt(2) >= '0' && name.charAt(2) <= '9')) {
                int k = Integer.parseInt(name, 1, name.length(), 10);
                if (k <= ROW_LENGTHS[row]) {
                    return firstOfRow(row) + k - 1;
                }
            }
        }
        throw new GameException("'" + name + "' is no hole of the star: rows a to q, each hole numbered from 1 "
                + "(a1, b1 b2, ..., e1 to e13, ..., q1)");
    }

    private static int firstOfRow(int row) {
        int first = 0;
        for (int r = 0; r < row; r++) {
            first += ROW_LENGTHS[r];
        }
        return first;
    }

    /** The direction (index into {@link #SHIFTS}) that leads from hole {@code from} to hole {@code to} in {@code times} shifts, or -1. */
    static int direction(int from, int to, int times) {
        int delta = CELL[to] - CELL[from];
        for (int d = 0; d < SHIFTS.length; d++) {
            if (delta == times * SHIFTS[d]) {
                return d;
            }
        }
        return -1;
    }

    static boolean adjacent(int from, int to) {
        return direction(from, to, 1) >= 0;
    }

    /** Whether the set (two words) holds hole h. */
    static boolean has(long low, long high, int h) {
        return ((h < 64 ? low : high) >>> h & 1) != 0;
    }
}
