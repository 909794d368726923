package chautari.engine.chinesecheckers;

import static chautari.engine.chinesecheckers.Holes.CELL;
import static chautari.engine.chinesecheckers.Holes.CELLS;

/**
 * The marbles on the mailbox grid of {@link Holes}, with what a move finder asks of each hole
 * kept up to date as marbles move: which of the six directions lead to an empty neighbour, and
 * which lead over a marble to an empty hole beyond. A move changes two holes, and each hole
 * bears on the directions of the twelve cells a step and a hop from it, so it costs 24 small
 * updates; listing moves then reads one byte a hole instead of twelve.
 */
final class Mailbox {
    /** 0 an empty hole, k a marble of seat k, {@link Holes#OFF} off the star. */
    final byte[] cells;
    /** Bit d: a step along direction d ({@link Holes#SHIFTS}) leads to an empty hole. */
    final byte[] steps;
    /** Bit d: a hop along direction d passes over a marble to an empty hole. */
    final byte[] hops;

    private Mailbox(byte[] cells, byte[] steps, byte[] hops) {
        this.cells = cells;
        this.steps = steps;
        this.hops = hops;
    }

    static Mailbox empty() {
        Mailbox m = new Mailbox(Holes.EMPTY_BOARD.clone(), new byte[CELLS], new byte[CELLS]);
        for (int hole = 0; hole < Holes.COUNT; hole++) {
            m.refresh(CELL[hole]);
        }
        return m;
    }

    Mailbox copy() {
        return new Mailbox(cells.clone(), steps.clone(), hops.clone());
    }

    /** Puts a marble of the seat in an empty hole (a cell), or empties the hole with seat 0. */
    void put(int cell, int seat) {
        cells[cell] = (byte) seat;
        refresh(cell);
    }

    /** Moves the seat's marble from one cell to another, empty. */
    void move(int from, int to, int seat) {
        cells[from] = 0;
        cells[to] = (byte) seat;
        refresh(from);
        refresh(to);
    }

    /** Empties the holes a walk of chains left marked as landed on (when it stopped short). */
    void clearLandings() {
        for (int cell = 0; cell < cells.length; cell++) {
            if (cells[cell] == Chains.LANDED) {
                cells[cell] = 0;
            }
        }
    }

    /** Recomputes every direction bit that the content of {@code cell} bears on, direction by direction ({@link Holes#SHIFTS}). */
    private void refresh(int cell) {
        int empty = empty(cells[cell]);
        int full = full(cells[cell]);
        refresh(cell, 1, 0, empty, full);
        refresh(cell, -1, 1, empty, full);
        refresh(cell, Holes.WIDTH, 2, empty, full);
        refresh(cell, -Holes.WIDTH, 3, empty, full);
        refresh(cell, Holes.WIDTH + 1, 4, empty, full);
        refresh(cell, -(Holes.WIDTH + 1), 5, empty, full);
    }

    /**
     * Direction d (shift {@code shift}) of the cell before {@code cell}: a step to it, a hop over
     * it; and of the cell two before: a hop onto it.
     */
    private void refresh(int cell, int shift, int d, int empty, int full) {
        int clear = ~(1 << d);
        int before = cell - shift;
        int twoBefore = before - shift;
        steps[before] = (byte) (steps[before] & clear | empty << d);
        hops[before] = (byte) (hops[before] & clear | (full & empty(cells[cell + shift])) << d);
        hops[twoBefore] = (byte) (hops[twoBefore] & clear | (full(cells[before]) & empty) << d);
    }

    /** 1 for an empty hole, 0 for a marble or no hole. */
    static int empty(byte content) {
        return 1 - ((content | -content) >>> 31);
    }

    /** 1 for a marble, else 0. */
    static int full(byte content) {
        return -content >>> 31;
    }
}
