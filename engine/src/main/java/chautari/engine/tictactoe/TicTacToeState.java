package chautari.engine.tictactoe;

import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A position of tic-tac-toe (3 by 3) or five in a row (15 by 15), docs/rules/tictactoe.md: each
 * side's marks as a set of bits on the {@link Grid}, X's words first, then O's. A move is the
 * bit of the cell it marks. Playing a move allocates nothing.
 */
public final class TicTacToeState extends GameState {
    /** The results there can be, by winning seat, 0 for the draw: an end allocates nothing. */
    private static final Result[] RESULTS = {Result.drawn(), Result.win(1), Result.win(2)};

    private final Grid grid;
    private final long[] marks;
    /** 0 for X to move, 1 for O. */
    private int side;
    private int placed;
    private Result result;

    private TicTacToeState(Grid grid, long[] marks, int side, int placed, Result result) {
        this.grid = grid;
        this.marks = marks;
        this.side = side;
        this.placed = placed;
        this.result = result;
    }

    static TicTacToeState initial(int size) {
        Grid grid = Grid.of(size);
        return new TicTacToeState(grid, new long[2 * grid.words], 0, 0, null);
    }

    public int size() {
        return grid.size;
    }

    /** The move that marks the cell on {@code file} and {@code rank}, both from 0. */
    public int move(int file, int rank) {
        return grid.bit(file, rank);
    }

    /** The seat whose mark is on the cell of a move ({@link #move}): 1 for X, 2 for O, 0 for none. */
    public int mark(int move) {
        long mask = 1L << move;
        int word = move >>> 6;
        return (marks[word] & mask) != 0 ? 1 : (marks[grid.words + word] & mask) != 0 ? 2 : 0;
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public Phase phase() {
        return result != null ? Phase.OVER : Phase.MOVE;
    }

    @Override
    public int toMove() {
        return result != null ? 0 : side + 1;
    }

    @Override
    public int maxMoves() {
        return grid.cells;
    }

    private long empty(int word) {
        return grid.cellBits[word] & ~(marks[word] | marks[grid.words + word]);
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (seat != toMove()) {
            return 0;
        }
        int n = 0;
        for (int word = 0; word < grid.words; word++) {
            for (long empty = empty(word); empty != 0; empty &= empty - 1) {
                out[n++] = word << 6 | Long.numberOfTrailingZeros(empty);
            }
        }
        return n;
    }

    @Override
    public boolean isLegal(int seat, int move) {
        return seat == toMove() && grid.isCell(move) && (empty(move >>> 6) >>> move & 1) != 0;
    }

    /**
     * The k-th empty cell, counted in the order {@link #legalMoves} lists them, for a uniform k.
     * The word holding it is found by counting through every word but the last, with no branch
     * to mispredict on where k falls.
     */
    @Override
    public int randomMove(int seat, Rng rng, int[] buffer) {
        if (seat != toMove()) {
            throw new IllegalStateException("seat " + seat + " has no move now");
        }
        int k = rng.below(grid.cells - placed);
        int word = 0;
        int before = 0;
        int upTo = 0;
        for (int w = 0; w < grid.words - 1; w++) {
            upTo += Long.bitCount(empty(w));
            boolean beyond = k >= upTo;
            word += beyond ? 1 : 0;
            before = beyond ? upTo : before;
        }
        return word << 6 | Long.numberOfTrailingZeros(Long.expand(1L << (k - before), empty(word)));
    }

    /** Marks the cell; the mover's line is looked for once X can have made one, at the (2 line - 1)-th mark. */
    @Override
    protected void apply(int seat, int move) {
        int base = side * grid.words;
        marks[base + (move >>> 6)] |= 1L << move;
        placed++;
        if (placed >= 2 * grid.line - 1 && grid.completesLine(marks, base, move)) {
            result = RESULTS[side + 1];
        } else if (placed == grid.cells) {
            result = RESULTS[0];
        }
        side ^= 1;
    }

    @Override
    public Result result() {
        return result;
    }

    @Override
    public long positionHash() {
        long hash = mix(grid.size, side);
        for (long word : marks) {
            hash = mix(hash, word);
        }
        return hash;
    }

    @Override
    public String moveText(int move) {
        if (!grid.isCell(move)) {
            throw new IllegalArgumentException("not a cell of a " + grid.size + " by " + grid.size + " board: " + move);
        }
        return grid.name(move);
    }

    @Override
    public int parseMove(String text) {
        return grid.parse(text);
    }

    /** The mark on a cell: {@code X}, {@code O} or {@code .}. */
    private char markOn(int bit) {
        return ".XO".charAt(mark(bit));
    }

    @Override
    public Map<String, Object> board() {
        Map<String, Object> rows = new LinkedHashMap<>();
        for (int rank = 0; rank < grid.size; rank++) {
            StringBuilder row = new StringBuilder(grid.size);
            for (int file = 0; file < grid.size; file++) {
                row.append(markOn(grid.bit(file, rank)));
            }
            rows.put(String.valueOf(rank + 1), row.toString());
        }
        return Map.of("rows", rows);
    }

    @Override
    public TicTacToeState copy() {
        return new TicTacToeState(grid, marks.clone(), side, placed, result);
    }
}
