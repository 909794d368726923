package chautari.bots.dots;

import chautari.engine.dots.DotsState;
import java.util.Arrays;

/**
 * A Dots and Boxes position as the computer players think about it: for each box the sides
 * drawn, for each line the boxes it borders, and the boxes each seat has gained since the
 * board was read. Lines and boxes are numbered as {@link DotsState} numbers them.
 */
final class DotsBoard {
    private static final int GROUND = -1;

    final int players;
    final int lines;
    final int boxes;
    /** The two boxes of each line, the second {@value #GROUND} on the edge. */
    private final int[][] boxesOf;
    /** The four sides of each box. */
    private final int[][] sidesOf;
    private final boolean[] drawn;
    private final int[] sides;
    private final int[] gained;
    private int mover;
    private int left;
    private long key0;
    private long key1;

    private DotsBoard(int players, int[][] boxesOf, int[][] sidesOf, boolean[] drawn, int[] sides, int[] gained) {
        this.players = players;
        this.lines = boxesOf.length;
        this.boxes = sidesOf.length;
        this.boxesOf = boxesOf;
        this.sidesOf = sidesOf;
        this.drawn = drawn;
        this.sides = sides;
        this.gained = gained;
    }

    static DotsBoard of(DotsState state) {
        int lines = state.maxMoves();
        int boxes = state.boxCount();
        int[][] boxesOf = new int[lines][];
        int[][] sidesOf = new int[boxes][4];
        int[] filled = new int[boxes];
        for (int line = 0; line < lines; line++) {
            boxesOf[line] = new int[] {state.boxOfLine(line, 0), state.boxOfLine(line, 1)};
            for (int box : boxesOf[line]) {
                if (box != GROUND) {
                    sidesOf[box][filled[box]++] = line;
                }
            }
        }
        DotsBoard board = new DotsBoard(state.players(), boxesOf, sidesOf, new boolean[lines], new int[boxes], new int[state.players()]);
        board.mover = state.toMove();
        board.left = lines;
        for (int line = 0; line < lines; line++) {
            if (state.isDrawn(line)) {
                board.mark(line);
            }
        }
        return board;
    }

    DotsBoard copy() {
        DotsBoard c = new DotsBoard(players, boxesOf, sidesOf, drawn.clone(), sides.clone(), gained.clone());
        c.mover = mover;
        c.left = left;
        c.key0 = key0;
        c.key1 = key1;
        return c;
    }

    private boolean mark(int line) {
        drawn[line] = true;
        if (line < 64) {
            key0 |= 1L << line;
        } else {
            key1 |= 1L << line;
        }
        boolean closed = false;
        for (int box : boxesOf[line]) {
            if (box != GROUND && ++sides[box] == 4) {
                closed = true;
            }
        }
        left--;
        return closed;
    }

    /** Draws the line for the mover: each box it closes is the mover's, who then moves again. */
    void play(int line) {
        int before = 0;
        for (int box : boxesOf[line]) {
            before += box != GROUND && sides[box] == 3 ? 1 : 0;
        }
        if (mark(line)) {
            gained[mover - 1] += before;
        } else {
            mover = mover % players + 1;
        }
    }

    int mover() {
        return mover;
    }

    boolean over() {
        return left == 0;
    }

    int sides(int box) {
        return sides[box];
    }

    /** The boxes each seat has closed since the board was read, seat k at index k - 1. */
    int[] gained() {
        return gained.clone();
    }

    /** The line's box other than {@code box}, {@value #GROUND} for the edge. */
    int across(int line, int box) {
        return boxesOf[line][0] == box ? boxesOf[line][1] : boxesOf[line][0];
    }

    /** Whether the line is on the edge of the board, a side of one box only. */
    boolean onEdge(int line) {
        return boxesOf[line][1] == GROUND;
    }

    /** The box's sides not drawn, in side order. */
    int[] open(int box) {
        return Arrays.stream(sidesOf[box]).filter(line -> !drawn[line]).toArray();
    }

    /** Whether drawing the line leaves no box with three sides for the next player: it borders none with two. */
    private boolean safe(int line) {
        if (drawn[line]) {
            return false;
        }
        for (int box : boxesOf[line]) {
            if (box != GROUND && sides[box] >= 2) {
                return false;
            }
        }
        return true;
    }

    int[] safeLines() {
        int[] found = new int[lines];
        int n = 0;
        for (int line = 0; line < lines; line++) {
            if (safe(line)) {
                found[n++] = line;
            }
        }
        return Arrays.copyOf(found, n);
    }

    int[] undrawn() {
        int[] found = new int[left];
        int n = 0;
        for (int line = 0; line < lines; line++) {
            if (!drawn[line]) {
                found[n++] = line;
            }
        }
        return found;
    }

    /** A box with three sides drawn, -1 when none. */
    int capturable() {
        for (int box = 0; box < boxes; box++) {
            if (sides[box] == 3) {
                return box;
            }
        }
        return -1;
    }

    /** The lines drawn and the seat to move, as a key for remembered values. */
    Key key() {
        return new Key(key0, key1, mover);
    }

    record Key(long lines0, long lines1, int mover) {
    }
}
