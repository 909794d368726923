package chautari.bots.chess;

/**
 * The transposition table: by Zobrist key, the best move found, the score, the depth searched and
 * whether the score is exact or a bound. One slot a key's low bits; a new entry replaces the old.
 * An entry is packed in a long: move (bits 0..15), score + 32768 (16..31), depth (32..39),
 * bound (40..41, never 0, so an empty slot reads as a miss).
 */
final class ChessTable {
    static final int UPPER = 1;
    static final int LOWER = 2;
    static final int EXACT = 3;
    private final long[] keys;
    private final long[] entries;
    private final int mask;

    ChessTable(int bits) {
        keys = new long[1 << bits];
        entries = new long[1 << bits];
        mask = (1 << bits) - 1;
    }

    /** The entry for the key, or 0 when there is none. */
    long find(long key) {
        int slot = (int) key & mask;
        return keys[slot] == key ? entries[slot] : 0;
    }

    void store(long key, int move, int score, int depth, int bound) {
        int slot = (int) key & mask;
        keys[slot] = key;
        entries[slot] = (move & 0xFFFFL) | (long) (score + 32768) << 16 | (long) Math.max(0, depth) << 32 | (long) bound << 40;
    }

    static int move(long entry) {
        return (int) (entry & 0xFFFF);
    }

    static int score(long entry) {
        return (int) (entry >>> 16 & 0xFFFF) - 32768;
    }

    static int depth(long entry) {
        return (int) (entry >>> 32 & 0xFF);
    }

    static int bound(long entry) {
        return (int) (entry >>> 40 & 3);
    }
}
