package chautari.engine.shologuti;

import static chautari.engine.shologuti.Chains.JUMPS_SHIFT;
import static chautari.engine.shologuti.Chains.PATH_SHIFT;
import static chautari.engine.shologuti.Points.bit;

import chautari.engine.Rng;

/**
 * The steps and first jumps of all of a side's pieces at once, one line shift at a time (see
 * {@link Points}). A step along a line of shift s joins a point b and b + s, one holding the
 * mover's piece and the other empty, whichever way it goes; so one set a shift, of the lower
 * ends b, holds the steps both ways, and likewise one set a shift the first jumps from b to
 * b + 2s or back over an enemy on b + s. Sets 0..4 are the steps by shift, 5..9 the jumps.
 */
final class Shifts {
    static final int SETS = 2 * Points.SHIFTS.length;
    private static final int JUMP_SETS = Points.SHIFTS.length;
    private static final long STEP_1 = Points.STEP_UP[0];
    private static final long STEP_2 = Points.STEP_UP[1];
    private static final long STEP_4 = Points.STEP_UP[2];
    private static final long STEP_5 = Points.STEP_UP[3];
    private static final long STEP_6 = Points.STEP_UP[4];
    private static final long JUMP_1 = Points.JUMP_UP[0];
    private static final long JUMP_2 = Points.JUMP_UP[1];
    private static final long JUMP_4 = Points.JUMP_UP[2];
    private static final long JUMP_5 = Points.JUMP_UP[3];
    private static final long JUMP_6 = Points.JUMP_UP[4];
    private static final long JUMP_DOWN_1 = Points.JUMP_DOWN[0];
    private static final long JUMP_DOWN_2 = Points.JUMP_DOWN[1];
    private static final long JUMP_DOWN_4 = Points.JUMP_DOWN[2];
    private static final long JUMP_DOWN_5 = Points.JUMP_DOWN[3];
    private static final long JUMP_DOWN_6 = Points.JUMP_DOWN[4];
    /** Set k's lower ends, the shift to its middle (jumps), the span to its other end, and -1 for a step set (no middle). */
    private static final long[] LOW = new long[SETS];
    private static final int[] MIDDLE = new int[SETS];
    private static final int[] SPAN = new int[SETS];
    private static final long[] NO_MIDDLE = new long[SETS];
    /** CODES[k << 7 | b << 1 | 1]: the move of set k at lower end b when the mover's piece is on b; {@code | 0} when it is on the other end. */
    private static final int[] CODES = new int[SETS << 7];

    static {
        for (int i = 0; i < Points.SHIFTS.length; i++) {
            int s = Points.SHIFTS[i];
            LOW[i] = Points.STEP_UP[i];
            SPAN[i] = s;
            NO_MIDDLE[i] = -1;
            LOW[JUMP_SETS + i] = Points.JUMP_UP[i];
            MIDDLE[JUMP_SETS + i] = s;
            SPAN[JUMP_SETS + i] = 2 * s;
        }
        for (int k = 0; k < SETS; k++) {
            for (long rest = LOW[k]; rest != 0; rest &= rest - 1) {
                int b = Long.numberOfTrailingZeros(rest);
                int e = b + SPAN[k];
                CODES[k << 7 | b << 1 | 1] = k < JUMP_SETS ? stepCode(b, e) : jumpCode(b, e);
                CODES[k << 7 | b << 1] = k < JUMP_SETS ? stepCode(e, b) : jumpCode(e, b);
            }
        }
    }

    private Shifts() {
    }

    static int stepCode(int from, int to) {
        return from | Long.bitCount(Points.NEIGHBOUR_MASK[from] & bit(to) - 1) << PATH_SHIFT;
    }

    static int jumpCode(int from, int to) {
        return from | 1 << JUMPS_SHIFT | Long.bitCount(Points.LANDING_MASK[from] & bit(to) - 1) << PATH_SHIFT;
    }

    /** The lower ends of the lines of shift s (those {@code low}) with the mover on one end and the other empty. */
    private static long steps(long low, int s, long mine, long empty) {
        return low & (mine & empty >>> s | empty & mine >>> s);
    }

    /** As {@link #steps} for the jumps of shift s: the mover and an empty point 2s apart, an enemy between. */
    private static long jumps(long low, int s, long mine, long theirs, long empty) {
        return low & theirs >>> s & (mine & empty >>> 2 * s | empty & mine >>> 2 * s);
    }

    /** Set k of the position, as the draw counted it. */
    static long set(int k, long mine, long theirs, long empty) {
        int span = SPAN[k];
        return LOW[k] & (theirs >>> MIDDLE[k] | NO_MIDDLE[k]) & (mine & empty >>> span | empty & mine >>> span);
    }

    /** The move of set k at lower end b. */
    static int code(int k, int b, long mine) {
        return CODES[k << 7 | b << 1 | (int) (mine >>> b) & 1];
    }

    /** How many steps the pieces {@code mine} have. */
    static int stepCount(long mine, long empty) {
        return Long.bitCount(steps(STEP_1, 1, mine, empty)) + Long.bitCount(steps(STEP_2, 2, mine, empty))
                + Long.bitCount(steps(STEP_4, 4, mine, empty)) + Long.bitCount(steps(STEP_5, 5, mine, empty))
                + Long.bitCount(steps(STEP_6, 6, mine, empty));
    }

    /** Whether any of the pieces {@code mine} can step. */
    static boolean canStep(long mine, long empty) {
        return (steps(STEP_1, 1, mine, empty) | steps(STEP_2, 2, mine, empty) | steps(STEP_4, 4, mine, empty)
                | steps(STEP_5, 5, mine, empty) | steps(STEP_6, 6, mine, empty)) != 0;
    }

    /**
     * A uniformly random legal move of the side with {@code mine}, which must have one. Every
     * move has a number: the steps and single jumps set by set, then the chains of two jumps
     * or more a first jump at a time ({@link #longer}), counted only when some first jump's
     * landing could jump again. {@code counts} holds a count a first jump meanwhile.
     */
    static int draw(long mine, long theirs, Rng rng, Chains chains, int[] counts) {
        long empty = Points.ALL & ~(mine | theirs);
        long j1 = jumps(JUMP_1, 1, mine, theirs, empty);
        long j2 = jumps(JUMP_2, 2, mine, theirs, empty);
        long j4 = jumps(JUMP_4, 4, mine, theirs, empty);
        long j5 = jumps(JUMP_5, 5, mine, theirs, empty);
        long j6 = jumps(JUMP_6, 6, mine, theirs, empty);
        int c0 = Long.bitCount(steps(STEP_1, 1, mine, empty));
        int c1 = Long.bitCount(steps(STEP_2, 2, mine, empty));
        int c2 = Long.bitCount(steps(STEP_4, 4, mine, empty));
        int c3 = Long.bitCount(steps(STEP_5, 5, mine, empty));
        int c4 = Long.bitCount(steps(STEP_6, 6, mine, empty));
        int c5 = Long.bitCount(j1);
        int c6 = Long.bitCount(j2);
        int c7 = Long.bitCount(j4);
        int c8 = Long.bitCount(j5);
        int steps = c0 + c1 + c2 + c3 + c4;
        int single = steps + c5 + c6 + c7 + c8 + Long.bitCount(j6);
        int total = single;
        long goOn = 0;
        if (single != steps) {
            goOn = mayGoOn(j1, j2, j4, j5, j6, mine, theirs, empty);
            if (goOn != 0) {
                total += longer(mine, theirs, empty, goOn, counts);
            }
        }
        int r = below(rng, total);
        if (r >= single) {
            return pickLonger(mine, theirs, empty, goOn, counts, r - single, chains);
        }
        int k = 0;
        int before = 0;
        int p = c0;
        int m = p - r - 1 >> 31;
        k -= m;
        before += c0 & m;
        p += c1;
        m = p - r - 1 >> 31;
        k -= m;
        before += c1 & m;
        p += c2;
        m = p - r - 1 >> 31;
        k -= m;
        before += c2 & m;
        p += c3;
        m = p - r - 1 >> 31;
        k -= m;
        before += c3 & m;
        p += c4;
        m = p - r - 1 >> 31;
        k -= m;
        before += c4 & m;
        p += c5;
        m = p - r - 1 >> 31;
        k -= m;
        before += c5 & m;
        p += c6;
        m = p - r - 1 >> 31;
        k -= m;
        before += c6 & m;
        p += c7;
        m = p - r - 1 >> 31;
        k -= m;
        before += c7 & m;
        p += c8;
        m = p - r - 1 >> 31;
        k -= m;
        before += c8 & m;
        int b = Long.numberOfTrailingZeros(Long.expand(1L << r - before, set(k, mine, theirs, empty)));
        return code(k, b, mine);
    }

    /**
     * The landings of the first jumps (sets by shift) that could jump again, or a few more:
     * the board taken as it is with every piece those jumps take gone. (A landing can reach
     * its jump's start only back over the piece it took, which is gone.)
     */
    private static long mayGoOn(long j1, long j2, long j4, long j5, long j6, long mine, long theirs, long empty) {
        long landings = (j1 & mine) << 2 | j1 & empty | (j2 & mine) << 4 | j2 & empty
                | (j4 & mine) << 8 | j4 & empty | (j5 & mine) << 10 | j5 & empty
                | (j6 & mine) << 12 | j6 & empty;
        long taken = j1 << 1 | j2 << 2 | j4 << 4 | j5 << 5 | j6 << 6;
        return jumpers(landings, theirs, empty | taken);
    }

    /** Whether {@link #draw} counts chains here: it must whenever a chain of two jumps is a move. */
    static boolean drawCountsChains(long mine, long theirs) {
        long empty = Points.ALL & ~(mine | theirs);
        long j1 = jumps(JUMP_1, 1, mine, theirs, empty);
        long j2 = jumps(JUMP_2, 2, mine, theirs, empty);
        long j4 = jumps(JUMP_4, 4, mine, theirs, empty);
        long j5 = jumps(JUMP_5, 5, mine, theirs, empty);
        long j6 = jumps(JUMP_6, 6, mine, theirs, empty);
        return (j1 | j2 | j4 | j5 | j6) != 0 && mayGoOn(j1, j2, j4, j5, j6, mine, theirs, empty) != 0;
    }

    /**
     * Counts the chains of two jumps or more, a first jump (landing in {@code goOn}) at a time
     * into {@code counts}; returns their sum.
     */
    private static int longer(long mine, long theirs, long empty, long goOn, int[] counts) {
        int total = 0;
        int n = 0;
        for (int k = JUMP_SETS; k < SETS; k++) {
            int s = MIDDLE[k];
            for (long rest = set(k, mine, theirs, empty); rest != 0; rest &= rest - 1) {
                int b = Long.numberOfTrailingZeros(rest);
                int from = (int) (mine >>> b & 1) != 0 ? b : b + 2 * s;
                int to = 2 * b + 2 * s - from;
                if ((goOn >>> to & 1) != 0) {
                    int count = Chains.countAfter(from, b + s, theirs, empty | bit(from));
                    counts[n++] = count;
                    total += count;
                }
            }
        }
        return total;
    }

    /** Chain number {@code r} of those {@link #longer} counted, in the same order. */
    private static int pickLonger(long mine, long theirs, long empty, long goOn, int[] counts, int r, Chains chains) {
        int n = 0;
        for (int k = JUMP_SETS; ; k++) {
            int s = MIDDLE[k];
            for (long rest = set(k, mine, theirs, empty); rest != 0; rest &= rest - 1) {
                int b = Long.numberOfTrailingZeros(rest);
                int from = (int) (mine >>> b & 1) != 0 ? b : b + 2 * s;
                int to = 2 * b + 2 * s - from;
                if ((goOn >>> to & 1) != 0) {
                    if (r < counts[n]) {
                        return chains.pickAfter(from, b + s, theirs, empty | bit(from), r);
                    }
                    r -= counts[n++];
                }
            }
        }
    }

    /**
     * A uniform draw from 0 .. bound - 1 by Lemire's multiply-and-reject, which divides only in
     * the rare case of a draw that may need rejecting: random play draws once a move.
     */
    private static int below(Rng rng, int bound) {
        long m = (rng.nextLong() >>> 32) * bound;
        if ((m & 0xFFFFFFFFL) < bound) {
            long threshold = (1L << 32) % bound;
            while ((m & 0xFFFFFFFFL) < threshold) {
                m = (rng.nextLong() >>> 32) * bound;
            }
        }
        return (int) (m >>> 32);
    }

    /** The pieces of {@code mine} that can jump a piece of {@code theirs} now. */
    static long jumpers(long mine, long theirs, long empty) {
        return mine & (JUMP_1 & theirs >>> 1 & empty >>> 2
                | JUMP_DOWN_1 & theirs << 1 & empty << 2
                | JUMP_2 & theirs >>> 2 & empty >>> 4
                | JUMP_DOWN_2 & theirs << 2 & empty << 4
                | JUMP_4 & theirs >>> 4 & empty >>> 8
                | JUMP_DOWN_4 & theirs << 4 & empty << 8
                | JUMP_5 & theirs >>> 5 & empty >>> 10
                | JUMP_DOWN_5 & theirs << 5 & empty << 10
                | JUMP_6 & theirs >>> 6 & empty >>> 12
                | JUMP_DOWN_6 & theirs << 6 & empty << 12);
    }
}
