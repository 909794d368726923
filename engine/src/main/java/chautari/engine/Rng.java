package chautari.engine;

/**
 * A small seeded generator (SplitMix64): the same seed gives the same numbers on every JVM,
 * so a game's seed and moves replay exactly.
 */
public final class Rng {
    /**
     * Bounds below this draw in {@link #nextInt} without dividing, the same numbers: the rejection
     * limit is looked up, and {@code r % bound} is Lemire's remainder by multiplication, exact
     * for every 32-bit {@code r} ({@code INVERSE[bound]} is 2^64 / bound rounded up).
     */
    private static final int SMALL = 256;
    private static final long[] LIMIT = new long[SMALL];
    private static final long[] INVERSE = new long[SMALL];

    static {
        for (int bound = 1; bound < SMALL; bound++) {
            LIMIT[bound] = (1L << 32) - ((1L << 32) % bound);
            INVERSE[bound] = Long.divideUnsigned(-1L, bound) + 1;
        }
    }

    private long state;

    public Rng(long seed) {
        this.state = seed;
    }

    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A uniform number in [0, bound). */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        if ((bound & (bound - 1)) == 0) {
            return (int) (nextLong() >>> 33) & (bound - 1);
        }
        if (bound < SMALL) {
            long limit = LIMIT[bound];
            long r;
            do {
                r = nextLong() >>> 32;
            } while (r >= limit);
            return (int) Math.unsignedMultiplyHigh(INVERSE[bound] * r, bound);
        }
        long limit = (1L << 32) - ((1L << 32) % bound);
        long r;
        do {
            r = nextLong() >>> 32;
        } while (r >= limit);
        return (int) (r % bound);
    }

    /**
     * A uniform number in [0, bound), as exact as {@link #nextInt} but by Lemire's multiply-and-reject,
     * which divides only in the rare case of a draw that may need rejecting: random play draws once a
     * move, and two 64-bit divisions a draw would dominate it. Its sequence is not nextInt's.
     */
    public int below(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long m = (nextLong() >>> 32) * bound;
        if ((m & 0xFFFFFFFFL) < bound) {
            long threshold = (1L << 32) % bound;
            while ((m & 0xFFFFFFFFL) < threshold) {
                m = (nextLong() >>> 32) * bound;
            }
        }
        return (int) (m >>> 32);
    }

    public Rng copy() {
        Rng c = new Rng(0);
        c.state = state;
        return c;
    }
}
