package chautari.bots;

import chautari.engine.tictactoe.TicTacToeState;

/**
 * A tic-tac-toe or five-in-a-row position as the bots read and change it: each cell's mark
 * (0 empty, 1 X, 2 O) by the engine's move code, so a cell is the move that marks it. Codes
 * run {@code rank * stride + file}, the stride read from the engine.
 */
final class LineBoard {
    /** Across, down and the two diagonals, as steps of file and rank. */
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    final int size;
    /** The marks in a row that win: 3 on the small board, 5 on the large. */
    final int line;
    private final int stride;
    private final int[] marks;
    private int stones;

    LineBoard(TicTacToeState state) {
        size = state.size();
        line = size == 3 ? 3 : 5;
        stride = state.move(0, 1);
        marks = new int[size * stride];
        for (int rank = 0; rank < size; rank++) {
            for (int file = 0; file < size; file++) {
                int cell = state.move(file, rank);
                marks[cell] = state.mark(cell);
                stones += marks[cell] == 0 ? 0 : 1;
            }
        }
    }

    int cell(int file, int rank) {
        return rank * stride + file;
    }

    int file(int cell) {
        return cell % stride;
    }

    int rank(int cell) {
        return cell / stride;
    }

    int cells() {
        return marks.length;
    }

    boolean onBoard(int file, int rank) {
        return file >= 0 && file < size && rank >= 0 && rank < size;
    }

    /** Whether the code is a cell of the board, not the unused column past the last file. */
    boolean isCell(int cell) {
        return file(cell) < size;
    }

    boolean isEmpty(int cell) {
        return isCell(cell) && marks[cell] == 0;
    }

    int stones() {
        return stones;
    }

    void place(int cell, int seat) {
        marks[cell] = seat;
        stones++;
    }

    void clear(int cell) {
        marks[cell] = 0;
        stones--;
    }

    /** Whether the seat's mark on this empty cell would make a line of {@link #line} or more. */
    boolean wouldWin(int cell, int seat) {
        for (int[] d : DIRECTIONS) {
            if (1 + run(cell, seat, d[0], d[1]) + run(cell, seat, -d[0], -d[1]) >= line) {
                return true;
            }
        }
        return false;
    }

    /** The seat's marks in an unbroken run from the cell (not counted) one way. */
    private int run(int cell, int seat, int df, int dr) {
        int f = file(cell) + df;
        int r = rank(cell) + dr;
        int n = 0;
        while (onBoard(f, r) && marks[cell(f, r)] == seat) {
            n++;
            f += df;
            r += dr;
        }
        return n;
    }

    /**
     * Calls the visitor with each window of {@link #line} cells through {@code cell} (every window
     * on the board when {@code cell} is negative): the counts of X's and O's marks in it and
     * its first cell and step, so a visitor can find its empty cells.
     */
    void windows(int cell, WindowVisitor visitor) {
        for (int[] d : DIRECTIONS) {
            int step = d[1] * stride + d[0];
            if (cell < 0) {
                for (int rank = 0; rank < size; rank++) {
                    for (int file = 0; file < size; file++) {
                        visitWindow(file, rank, d, step, visitor);
                    }
                }
            } else {
                for (int back = line - 1; back >= 0; back--) {
                    visitWindow(file(cell) - back * d[0], rank(cell) - back * d[1], d, step, visitor);
                }
            }
        }
    }

    private void visitWindow(int file, int rank, int[] direction, int step, WindowVisitor visitor) {
        int lastFile = file + (line - 1) * direction[0];
        int lastRank = rank + (line - 1) * direction[1];
        if (!onBoard(file, rank) || !onBoard(lastFile, lastRank)) {
            return;
        }
        int first = cell(file, rank);
        int x = 0;
        int o = 0;
        for (int i = 0, c = first; i < line; i++, c += step) {
            x += marks[c] == 1 ? 1 : 0;
            o += marks[c] == 2 ? 1 : 0;
        }
        visitor.window(x, o, first, step);
    }

    /** One window of {@link LineBoard#windows}. */
    interface WindowVisitor {
        void window(int x, int o, int first, int step);
    }

    /** Whether a stone lies within {@code distance} files and ranks of the cell. */
    boolean near(int cell, int distance) {
        int f0 = file(cell);
        int r0 = rank(cell);
        for (int r = Math.max(0, r0 - distance); r <= Math.min(size - 1, r0 + distance); r++) {
            for (int f = Math.max(0, f0 - distance); f <= Math.min(size - 1, f0 + distance); f++) {
                if (marks[cell(f, r)] != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The seat's marks on the four lines through the cell, within {@code reach} cells of it. */
    int inLine(int cell, int seat, int reach) {
        int n = 0;
        for (int[] d : DIRECTIONS) {
            for (int sign = -1; sign <= 1; sign += 2) {
                for (int k = 1; k <= reach; k++) {
                    int f = file(cell) + sign * k * d[0];
                    int r = rank(cell) + sign * k * d[1];
                    if (!onBoard(f, r)) {
                        break;
                    }
                    n += marks[cell(f, r)] == seat ? 1 : 0;
                }
            }
        }
        return n;
    }

    /** Writes the empty cells on the four lines through the cell, within {@code reach} of it, to {@code out}; returns how many. */
    int emptyInLine(int cell, int reach, int[] out) {
        int n = 0;
        for (int[] d : DIRECTIONS) {
            for (int sign = -1; sign <= 1; sign += 2) {
                for (int k = 1; k <= reach; k++) {
                    int f = file(cell) + sign * k * d[0];
                    int r = rank(cell) + sign * k * d[1];
                    if (!onBoard(f, r)) {
                        break;
                    }
                    if (marks[cell(f, r)] == 0) {
                        out[n++] = cell(f, r);
                    }
                }
            }
        }
        return n;
    }
}
