package chautari.bots;

/** One entry a slot, a deeper or newer result taking a slot over; it grows between iterations as the search does. */
final class TranspositionTable {
    static final int NO_MOVE = Integer.MIN_VALUE;
    static final int EXACT = 1;
    static final int LOWER = 2;
    static final int UPPER = 3;
    static final int MIN_SLOTS = 1 << 10;
    private static final int MAX_SLOTS = 1 << 19;
    private long[] keys;
    private double[] values;
    private int[] moves;
    private byte[] depths;
    private byte[] bounds;
    private byte[] ages;
    private int mask;
    private byte age;

    TranspositionTable(int slots) {
        allocate(slots);
    }

    private void allocate(int slots) {
        keys = new long[slots];
        values = new double[slots];
        moves = new int[slots];
        depths = new byte[slots];
        bounds = new byte[slots];
        ages = new byte[slots];
        mask = slots - 1;
    }

    /** Makes room for twice the nodes visited so far, up to the largest size, keeping the entries. */
    void fit(long nodes) {
        if (nodes <= keys.length / 2 || keys.length >= MAX_SLOTS) {
            return;
        }
        TranspositionTable old = new TranspositionTable(MIN_SLOTS);
        old.keys = keys;
        old.values = values;
        old.moves = moves;
        old.depths = depths;
        old.bounds = bounds;
        old.ages = ages;
        allocate((int) Math.min(MAX_SLOTS, Long.highestOneBit(nodes) << 2));
        for (int slot = 0; slot < old.keys.length; slot++) {
            if (old.bounds[slot] != 0) {
                int to = index(old.keys[slot]);
                keys[to] = old.keys[slot];
                values[to] = old.values[slot];
                moves[to] = old.moves[slot];
                depths[to] = old.depths[slot];
                bounds[to] = old.bounds[slot];
                ages[to] = old.ages[slot];
            }
        }
    }

    void nextAge() {
        age++;
    }

    /** The slot holding this position, or -1. */
    int probe(long hash) {
        int slot = index(hash);
        return bounds[slot] != 0 && keys[slot] == hash ? slot : -1;
    }

    int move(int slot) {
        return moves[slot];
    }

    int depth(int slot) {
        return depths[slot];
    }

    double value(int slot) {
        return values[slot];
    }

    int bound(int slot) {
        return bounds[slot];
    }

    void store(long hash, double value, int depth, int bound, int move) {
        int slot = index(hash);
        if (bounds[slot] != 0 && keys[slot] != hash && ages[slot] == age && depths[slot] > depth) {
            return;
        }
        keys[slot] = hash;
        values[slot] = value;
        moves[slot] = move;
        depths[slot] = (byte) depth;
        bounds[slot] = (byte) bound;
        ages[slot] = age;
    }

    private int index(long hash) {
        return (int) (hash ^ (hash >>> 32)) & mask;
    }
}
