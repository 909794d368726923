package chautari.engine.checkers;

import chautari.engine.GameException;

/**
 * The 32 dark squares, square {@code n} (1..32, docs/rules/checkers.md#board) as bit {@code n - 1}
 * of an int. Row {@code r} (0..7 from Black's side) holds bits {@code 4r .. 4r + 3}; in the rows
 * numbered 1, 3, 5, 7 the square at place {@code k} of its row is column {@code 2k + 1} as White
 * sees the board, in the others column {@code 2k}.
 *
 * <p>Directions: {@link #UL} and {@link #UR} lead towards row 8 (Black's forward), {@link #DL}
 * and {@link #DR} towards row 1 (White's forward); L to the lower column, R to the higher. A step
 * moves a square's bit by 4 and by 3 or 5 (which depends on the row); a jump always by 7 or 9.
 */
final class Squares {
    static final int COUNT = 32;
    static final int UL = 0;
    static final int UR = 1;
    static final int DL = 2;
    static final int DR = 3;
    /** Where Black's and White's men are crowned: row 8, row 1. */
    static final int BLACK_CROWN = 0xF0000000;
    static final int WHITE_CROWN = 0x0000000F;
    /** The square a step from each square leads to in each direction, -1 off the board: {@code NEXT[d][square]}. */
    static final int[][] NEXT = new int[4][COUNT];
    /** Where a jump from each square lands in each direction, -1 off the board. */
    static final int[][] JUMP = new int[4][COUNT];

    /** For each direction, the squares a step leaves from in the rows of shift 4, and in the others. */
    static final int UL_4 = sources(UL, 4);
    static final int UL_3 = sources(UL, 3);
    static final int UR_4 = sources(UR, 4);
    static final int UR_5 = sources(UR, 5);
    static final int DL_4 = sources(DL, -4);
    static final int DL_5 = sources(DL, -5);
    static final int DR_4 = sources(DR, -4);
    static final int DR_3 = sources(DR, -3);
    /** For each direction, the squares a jump can leave from. */
    static final int JUMP_UL = jumpSources(UL);
    static final int JUMP_UR = jumpSources(UR);
    static final int JUMP_DL = jumpSources(DL);
    static final int JUMP_DR = jumpSources(DR);

    static {
        for (int d = 0; d < 4; d++) {
            for (int s = 0; s < COUNT; s++) {
                NEXT[d][s] = neighbour(s, d);
                JUMP[d][s] = NEXT[d][s] < 0 ? -1 : neighbour(NEXT[d][s], d);
            }
        }
    }

    private Squares() {
    }

    private static int column(int square) {
        return 2 * (square & 3) + ((square >> 2 & 1) == 0 ? 1 : 0);
    }

    /** The square one step from {@code square} in direction {@code d}, or -1. */
    private static int neighbour(int square, int d) {
        int row = (square >> 2) + (d == UL || d == UR ? 1 : -1);
        int column = column(square) + (d == UL || d == DL ? -1 : 1);
        if (row < 0 || row > 7 || column < 0 || column > 7) {
            return -1;
        }
        return 4 * row + column / 2;
    }

    private static int sources(int d, int shift) {
        int set = 0;
        for (int s = 0; s < COUNT; s++) {
            if (neighbour(s, d) == s + shift) {
                set |= 1 << s;
            }
        }
        return set;
    }

    private static int jumpSources(int d) {
        int set = 0;
        for (int s = 0; s < COUNT; s++) {
            int over = neighbour(s, d);
            if (over >= 0 && neighbour(over, d) >= 0) {
                set |= 1 << s;
            }
        }
        return set;
    }

    /** The squares one step up-left of those in {@code set}, and so on for the other three. */
    static int upLeft(int set) {
        return (set & UL_4) << 4 | (set & UL_3) << 3;
    }

    static int upRight(int set) {
        return (set & UR_4) << 4 | (set & UR_5) << 5;
    }

    static int downLeft(int set) {
        return (set & DL_4) >>> 4 | (set & DL_5) >>> 5;
    }

    static int downRight(int set) {
        return (set & DR_4) >>> 4 | (set & DR_3) >>> 3;
    }

    /** The squares whose up-left neighbour is in {@code set}, and so on for the other three. */
    static int intoUpLeft(int set) {
        return (set >>> 4) & UL_4 | (set >>> 3) & UL_3;
    }

    static int intoUpRight(int set) {
        return (set >>> 4) & UR_4 | (set >>> 5) & UR_5;
    }

    static int intoDownLeft(int set) {
        return set << 4 & DL_4 | set << 5 & DL_5;
    }

    static int intoDownRight(int set) {
        return set << 4 & DR_4 | set << 3 & DR_3;
    }

    /** The square of a 1..32 name, as a bit index. */
    static int parse(String name, String move) {
        if (!name.matches("[1-9][0-9]?")) {
            throw new GameException("'" + move + "' is not a move: squares are numbered 1 to 32, as '" + name + "' is not");
        }
        int n = Integer.parseInt(name);
        if (n > COUNT) {
            throw new GameException("'" + move + "' is not a move: squares are numbered 1 to 32, not " + n);
        }
        return n - 1;
    }

    static String name(int square) {
        return String.valueOf(square + 1);
    }
}
