package chautari.engine.tictactoe;

import chautari.engine.GameException;

/**
 * A square board as bits: the cell on file {@code f} and rank {@code r} (both from 0) is bit
 * {@code r * stride + f} of a set held in {@link #words} longs. The stride is the size plus one,
 * so a column of bits past the last file, never set, ends every line that would run off an edge
 * and on along the next rank. 3 by 3 fits one long, 15 by 15 four (four ranks of 16 bits to a word);
 * a rank never spans two words.
 */
final class Grid {
    static final Grid THREE = new Grid(3, 3);
    static final Grid FIFTEEN = new Grid(15, 5);

    final int size;
    /** The marks in a row that win. */
    final int line;
    final int stride;
    final int words;
    final int cells;
    /** The board's cells in each word. */
    final long[] cellBits;

    private Grid(int size, int line) {
        this.size = size;
        this.line = line;
        this.stride = size + 1;
        this.words = (size * stride + 63) / 64;
        this.cells = size * size;
        this.cellBits = new long[words];
        for (int rank = 0; rank < size; rank++) {
            for (int file = 0; file < size; file++) {
                int bit = rank * stride + file;
                cellBits[bit >>> 6] |= 1L << bit;
            }
        }
    }

    static Grid of(int size) {
        return switch (size) {
            case 3 -> THREE;
            case 15 -> FIFTEEN;
            default -> throw new IllegalArgumentException("a board is 3 or 15 cells a side, not " + size);
        };
    }

    /** Whether the code is a cell of this board. */
    boolean isCell(int bit) {
        return bit >= 0 && bit < words * 64 && (cellBits[bit >>> 6] >>> bit & 1) != 0;
    }

    /**
     * Whether the mark on {@code bit}, in the set held at {@code marks[base ..]}, stands in an
     * unbroken line of {@link #line} or more of that set. Only the lines through it are looked at.
     * A rank lies within one word, so the run across is counted at once from the bits on either
     * side; down and along the diagonals the marks are counted one step at a time, and a step off
     * the board lands on a bit never set (the column past the last file, the bits past the last
     * rank) or below bit 0.
     */
    boolean completesLine(long[] marks, int base, int bit) {
        long word = marks[base + (bit >>> 6)];
        int across = Long.numberOfTrailingZeros(~(word >>> bit)) + Long.numberOfLeadingZeros(~(word << ~bit)) - 1;
        return across >= line || run(marks, base, bit, stride) >= line || run(marks, base, bit, stride + 1) >= line
                || run(marks, base, bit, stride - 1) >= line;
    }

    /** The marks in an unbroken run through {@code bit} along the step, counted up to {@link #line}. */
    private int run(long[] marks, int base, int bit, int step) {
        int run = 1;
        for (int q = bit + step; run < line && (marks[base + (q >>> 6)] >>> q & 1) != 0; q += step) {
            run++;
        }
        for (int q = bit - step; run < line && q >= 0 && (marks[base + (q >>> 6)] >>> q & 1) != 0; q -= step) {
            run++;
        }
        return run;
    }

    String name(int bit) {
        return (char) ('a' + bit % stride) + Integer.toString(bit / stride + 1);
    }

    /** Reads a cell name, {@code a1} .. {@code c3} or {@code a1} .. {@code o15}. */
    int parse(String text) {
        int file = text.isEmpty() ? -1 : text.charAt(0) - 'a';
        String digits = text.isEmpty() ? "" : text.substring(1);
        if (file < 0 || file >= size || !digits.matches("[1-9][0-9]?") || Integer.parseInt(digits) > size) {
            throw new GameException("'" + text + "' is not a move: write the cell, a1 .. " + name(bit(size - 1, size - 1)));
        }
        return bit(file, Integer.parseInt(digits) - 1);
    }

    int bit(int file, int rank) {
        return rank * stride + file;
    }
}
