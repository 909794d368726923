package chautari.engine.kasimala;

/**
 * One side's pieces in a {@link KasimalaState}: how many are left, which still wait, and the
 * cells of its started pieces, as a list in the order the side's moves are listed (from its
 * end) and as a set.
 */
final class SidePieces {
    /** The side's pieces still in the game, waiting ones included. */
    int pieces;
    /** The route position below which the side's pieces wait; the next to start stands just below it. */
    int frontier;
    /** The cells holding the side's started pieces: {@code started[0 .. count)}, each cell once. */
    final int[] started;
    int count;
    /** The same cells as a set: cell c at bit c of {@code startedLow} when below 64, else at bit c - 64 of {@code startedHigh}. */
    long startedLow;
    long startedHigh;
    /** The laigas the side holds, as a set of {@link KasimalaBoard#laigaBit}s. */
    int laigas;

    SidePieces(int cells) {
        started = new int[cells];
    }

    SidePieces(SidePieces o) {
        pieces = o.pieces;
        frontier = o.frontier;
        started = o.started.clone();
        count = o.count;
        startedLow = o.startedLow;
        startedHigh = o.startedHigh;
        laigas = o.laigas;
    }
}
