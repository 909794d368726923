package chautari.engine.baghchal;

import chautari.engine.GameException;

/**
 * The 25 points, numbered {@code (rank - 1) * 5 + file} with files a..e as 0..4, and the
 * lines joining them: orthogonal everywhere, diagonal at points whose file plus rank index
 * is even. A set of points is an int with one bit a point.
 */
final class Points {
    static final int COUNT = 25;
    static final int ALL = (1 << COUNT) - 1;

    private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    /** How the point number changes one step in each of the eight directions: E, W, N, S, NE, NW, SE, SW. */
    static final int[] DELTA = {1, -1, 5, -5, 6, 4, -4, -6};
    /** The points with a line going on in each direction. */
    static final int[] GOES = new int[8];
    /** The points joined to each point by a line. */
    static final int[] NEIGHBOURS = new int[COUNT];

    static {
        for (int p = 0; p < COUNT; p++) {
            int file = p % 5;
            int rank = p / 5;
            for (int dir = 0; dir < 8; dir++) {
                int[] d = DIRECTIONS[dir];
                boolean diagonal = d[0] != 0 && d[1] != 0;
                int f = file + d[0];
                int r = rank + d[1];
                if ((diagonal && (file + rank) % 2 != 0) || f < 0 || f > 4 || r < 0 || r > 4) {
                    continue;
                }
                GOES[dir] |= 1 << p;
                NEIGHBOURS[p] |= 1 << (p + DELTA[dir]);
            }
        }
    }

    private Points() {
    }

    /** Each point of the set moved one step in the direction; the set must hold only points that {@linkplain #GOES go} that way. */
    static int step(int set, int dir) {
        int delta = DELTA[dir];
        return delta > 0 ? set << delta : set >>> -delta;
    }

    static boolean joined(int from, int to) {
        return (NEIGHBOURS[from] & 1 << to) != 0;
    }

    /** Whether {@code to} lies two steps from {@code from} along one straight line. */
    static boolean jump(int from, int to) {
        for (int dir = 0; dir < 8; dir++) {
            int over = from + DELTA[dir];
            if ((GOES[dir] & 1 << from) != 0 && (GOES[dir] & 1 << over) != 0 && over + DELTA[dir] == to) {
                return true;
            }
        }
        return false;
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
