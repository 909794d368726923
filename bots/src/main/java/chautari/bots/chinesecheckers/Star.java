package chautari.bots.chinesecheckers;

/**
 * The star's 121 holes as the rulings number them (row by row from seat 1's point, a1 = 0, b1 = 1,
 * ..., q1 = 120, the engine's numbering too), worked out again for the bot: each hole's neighbour
 * in the six directions, which point holds it, and how many steps it is from each point's tip.
 */
final class Star {
    static final int COUNT = 121;
    static final int[] ROW_LENGTHS = {1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1};
    /** The points, as the engine numbers them: S, SE, NE, N, NW, SW; each one's opposite is 3 on. */
    static final int S = 0;
    static final int SE = 1;
    static final int NE = 2;
    static final int N = 3;
    static final int NW = 4;
    static final int SW = 5;
    /** The start points of the seats in turn order, by the number playing (none for 5). */
    static final int[][] SEAT_POINTS = {null, null, {S, N}, {S, NE, NW}, {S, SE, N, NW}, null, {S, SE, NE, N, NW, SW}};

    /** NEIGHBOUR[6 * hole + d]: the hole next to it in direction d, or -1. */
    static final int[] NEIGHBOUR = new int[6 * COUNT];
    /** POINT[hole]: the point (0..5) holding it, or -1 in the middle. */
    static final int[] POINT = new int[COUNT];
    /** POINT_HOLES[p]: the ten holes of point p, its tip first. */
    static final int[][] POINT_HOLES = new int[6][];
    /** DISTANCE[p][hole]: the steps from the hole to point p's tip. */
    static final int[][] DISTANCE = new int[6][COUNT];

    /** Axial q runs from -4 to 12 over the star: the grid that finds neighbours shifts it to 0 and on. */
    private static final int Q_OFFSET = 5;
    private static final int GRID_WIDTH = 19;
    private static final int[] ROW = new int[COUNT];
    private static final int[] AXIAL_Q = new int[COUNT];
    private static final String[] NAMES = new String[COUNT];
    private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}};

    static {
        int[][] grid = new int[17][GRID_WIDTH];
        for (int[] row : grid) {
            java.util.Arrays.fill(row, -1);
        }
        int hole = 0;
        for (int row = 0; row < ROW_LENGTHS.length; row++) {
            int n = ROW_LENGTHS[row];
            for (int k = 1; k <= n; k++) {
                int x = 2 * k - n - 1;
                ROW[hole] = row;
                AXIAL_Q[hole] = (x + row) / 2;
                grid[row][AXIAL_Q[hole] + Q_OFFSET] = hole;
                NAMES[hole] = "" + (char) ('a' + row) + k;
                hole++;
            }
        }
        for (int h = 0; h < COUNT; h++) {
            for (int d = 0; d < 6; d++) {
                int q = AXIAL_Q[h] + DIRECTIONS[d][0];
                int r = ROW[h] + DIRECTIONS[d][1];
                NEIGHBOUR[6 * h + d] = r >= 0 && r < 17 && q + Q_OFFSET >= 0 && q + Q_OFFSET < GRID_WIDTH ? grid[r][q + Q_OFFSET] : -1;
            }
        }
        String[] points = {
            "a1 b1 b2 c1 c2 c3 d1 d2 d3 d4",
            "e13 e10 e11 e12 f10 f11 f12 g10 g11 h10",
            "m13 m10 m11 m12 l10 l11 l12 k10 k11 j10",
            "q1 n1 n2 n3 n4 o1 o2 o3 p1 p2",
            "m1 m2 m3 m4 l1 l2 l3 k1 k2 j1",
            "e1 e2 e3 e4 f1 f2 f3 g1 g2 h1",
        };
        java.util.Arrays.fill(POINT, -1);
        for (int p = 0; p < 6; p++) {
            String[] names = points[p].split(" ");
            POINT_HOLES[p] = new int[names.length];
            for (int i = 0; i < names.length; i++) {
                POINT_HOLES[p][i] = parse(names[i]);
                POINT[POINT_HOLES[p][i]] = p;
            }
            int tip = POINT_HOLES[p][0];
            for (int h = 0; h < COUNT; h++) {
                DISTANCE[p][h] = distance(tip, h);
            }
        }
    }

    private Star() {
    }

    static int opposite(int point) {
        return (point + 3) % 6;
    }

    /** The steps between two holes on an empty board. */
    static int distance(int a, int b) {
        int dq = AXIAL_Q[a] - AXIAL_Q[b];
        int dr = ROW[a] - ROW[b];
        return Math.max(Math.max(Math.abs(dq), Math.abs(dr)), Math.abs(dq - dr));
    }

    static String name(int hole) {
        return NAMES[hole];
    }

    /** The hole named as docs/notation.md names it, such as {@code e5}. */
    static int parse(String name) {
        int row = name.charAt(0) - 'a';
        int k = Integer.parseInt(name, 1, name.length(), 10);
        int first = 0;
        for (int r = 0; r < row; r++) {
            first += ROW_LENGTHS[r];
        }
        if (row < 0 || row >= ROW_LENGTHS.length || k < 1 || k > ROW_LENGTHS[row]) {
            throw new IllegalArgumentException("no hole " + name);
        }
        return first + k - 1;
    }
}
