package chautari.engine.shologuti;

/**
 * The steps and first jumps of all of a side's pieces at once, one line shift at a time (see
 * {@link Points}): a set shifted up or down by a line's shift, masked by the points that have
 * that line.
 */
final class Shifts {
    /** How many step sets {@link #steps} fills: each shift up and down. */
    static final int STEP_SETS = 2 * Points.SHIFTS.length;
    /** STEP_FROM[k]: what to add to a point of step set k to reach the point the step left. */
    private static final int[] STEP_FROM = {-1, 1, -2, 2, -4, 4, -5, 5, -6, 6};
    private static final long STEP_UP_1 = Points.STEP_UP[0];
    private static final long STEP_UP_2 = Points.STEP_UP[1];
    private static final long STEP_UP_4 = Points.STEP_UP[2];
    private static final long STEP_UP_5 = Points.STEP_UP[3];
    private static final long STEP_UP_6 = Points.STEP_UP[4];
    private static final long STEP_DOWN_1 = Points.STEP_DOWN[0];
    private static final long STEP_DOWN_2 = Points.STEP_DOWN[1];
    private static final long STEP_DOWN_4 = Points.STEP_DOWN[2];
    private static final long STEP_DOWN_5 = Points.STEP_DOWN[3];
    private static final long STEP_DOWN_6 = Points.STEP_DOWN[4];
    private static final long JUMP_UP_1 = Points.JUMP_UP[0];
    private static final long JUMP_UP_2 = Points.JUMP_UP[1];
    private static final long JUMP_UP_4 = Points.JUMP_UP[2];
    private static final long JUMP_UP_5 = Points.JUMP_UP[3];
    private static final long JUMP_UP_6 = Points.JUMP_UP[4];
    private static final long JUMP_DOWN_1 = Points.JUMP_DOWN[0];
    private static final long JUMP_DOWN_2 = Points.JUMP_DOWN[1];
    private static final long JUMP_DOWN_4 = Points.JUMP_DOWN[2];
    private static final long JUMP_DOWN_5 = Points.JUMP_DOWN[3];
    private static final long JUMP_DOWN_6 = Points.JUMP_DOWN[4];

    private Shifts() {
    }

    /** Fills {@code sets} with the points the pieces {@code mine} can step to, a set a shift; returns how many steps. */
    static int steps(long mine, long empty, long[] sets) {
        long s0 = (mine & STEP_UP_1) << 1 & empty;
        long s1 = (mine & STEP_DOWN_1) >>> 1 & empty;
        long s2 = (mine & STEP_UP_2) << 2 & empty;
        long s3 = (mine & STEP_DOWN_2) >>> 2 & empty;
        long s4 = (mine & STEP_UP_4) << 4 & empty;
        long s5 = (mine & STEP_DOWN_4) >>> 4 & empty;
        long s6 = (mine & STEP_UP_5) << 5 & empty;
        long s7 = (mine & STEP_DOWN_5) >>> 5 & empty;
        long s8 = (mine & STEP_UP_6) << 6 & empty;
        long s9 = (mine & STEP_DOWN_6) >>> 6 & empty;
        sets[0] = s0;
        sets[1] = s1;
        sets[2] = s2;
        sets[3] = s3;
        sets[4] = s4;
        sets[5] = s5;
        sets[6] = s6;
        sets[7] = s7;
        sets[8] = s8;
        sets[9] = s9;
        int count = Long.bitCount(s0) + Long.bitCount(s1) + Long.bitCount(s2) + Long.bitCount(s3)
                + Long.bitCount(s4) + Long.bitCount(s5) + Long.bitCount(s6) + Long.bitCount(s7)
                + Long.bitCount(s8) + Long.bitCount(s9);
        return count;
    }

    /** Whether any of the pieces {@code mine} can step. */
    static boolean canStep(long mine, long empty) {
        return (((mine & STEP_UP_1) << 1 | (mine & STEP_DOWN_1) >>> 1
                | (mine & STEP_UP_2) << 2 | (mine & STEP_DOWN_2) >>> 2
                | (mine & STEP_UP_4) << 4 | (mine & STEP_DOWN_4) >>> 4
                | (mine & STEP_UP_5) << 5 | (mine & STEP_DOWN_5) >>> 5
                | (mine & STEP_UP_6) << 6 | (mine & STEP_DOWN_6) >>> 6) & empty) != 0;
    }

    /** Step number {@code r} of the sets {@link #steps} filled, as its start and end: {@code from | to << 6}. */
    static int pickStep(long[] sets, int r) {
        int picked = pick(sets, r);
        int to = picked & 63;
        return to + STEP_FROM[picked >>> 6] | to << 6;
    }

    /** Point number {@code r} of the sets counted in order, as the point and its set: {@code point | set << 6}. */
    private static int pick(long[] sets, int r) {
        int k = 0;
        int before = 0;
        int counted = 0;
        for (int i = 0; i < sets.length - 1; i++) {
            counted += Long.bitCount(sets[i]);
            int past = (counted - r - 1) >>> 31;
            k += past;
            before = past == 0 ? before : counted;
        }
        return Long.numberOfTrailingZeros(Long.expand(1L << r - before, sets[k])) | k << 6;
    }

    /**
     * Fills {@code sets} with the pieces of {@code mine} that can jump, a set a shift up and
     * down as {@link #steps} orders them; returns how many first jumps there are.
     */
    static int firstJumps(long mine, long theirs, long empty, long[] sets) {
        long s0 = mine & JUMP_UP_1 & theirs >>> 1 & empty >>> 2;
        long s1 = mine & JUMP_DOWN_1 & theirs << 1 & empty << 2;
        long s2 = mine & JUMP_UP_2 & theirs >>> 2 & empty >>> 4;
        long s3 = mine & JUMP_DOWN_2 & theirs << 2 & empty << 4;
        long s4 = mine & JUMP_UP_4 & theirs >>> 4 & empty >>> 8;
        long s5 = mine & JUMP_DOWN_4 & theirs << 4 & empty << 8;
        long s6 = mine & JUMP_UP_5 & theirs >>> 5 & empty >>> 10;
        long s7 = mine & JUMP_DOWN_5 & theirs << 5 & empty << 10;
        long s8 = mine & JUMP_UP_6 & theirs >>> 6 & empty >>> 12;
        long s9 = mine & JUMP_DOWN_6 & theirs << 6 & empty << 12;
        sets[0] = s0;
        sets[1] = s1;
        sets[2] = s2;
        sets[3] = s3;
        sets[4] = s4;
        sets[5] = s5;
        sets[6] = s6;
        sets[7] = s7;
        sets[8] = s8;
        sets[9] = s9;
        int count = Long.bitCount(s0) + Long.bitCount(s1) + Long.bitCount(s2) + Long.bitCount(s3)
                + Long.bitCount(s4) + Long.bitCount(s5) + Long.bitCount(s6) + Long.bitCount(s7)
                + Long.bitCount(s8) + Long.bitCount(s9);
        return count;
    }

    /**
     * Whether a first jump of the sets {@link #firstJumps} filled may go on: false only when no
     * piece landing from a first jump could jump again even with every taken piece's point
     * empty. (Its own start it could reach only back over the piece it took, which is gone.)
     */
    static boolean mayGoOn(long[] sets, long theirs, long empty) {
        long landings = sets[0] << 2 | sets[1] >>> 2
                | sets[2] << 4 | sets[3] >>> 4
                | sets[4] << 8 | sets[5] >>> 8
                | sets[6] << 10 | sets[7] >>> 10
                | sets[8] << 12 | sets[9] >>> 12;
        long taken = sets[0] << 1 | sets[1] >>> 1
                | sets[2] << 2 | sets[3] >>> 2
                | sets[4] << 4 | sets[5] >>> 4
                | sets[6] << 5 | sets[7] >>> 5
                | sets[8] << 6 | sets[9] >>> 6;
        return jumpers(landings, theirs, empty | taken) != 0;
    }

    /** First jump number {@code r} of the sets {@link #firstJumps} filled, as its start and landing: {@code from | to << 6}. */
    static int pickJump(long[] sets, int r) {
        int picked = pick(sets, r);
        int from = picked & 63;
        return from | from - 2 * STEP_FROM[picked >>> 6] << 6;
    }

    /** The pieces of {@code mine} that can jump a piece of {@code theirs} now. */
    static long jumpers(long mine, long theirs, long empty) {
        return mine & (JUMP_UP_1 & theirs >>> 1 & empty >>> 2
                | JUMP_DOWN_1 & theirs << 1 & empty << 2
                | JUMP_UP_2 & theirs >>> 2 & empty >>> 4
                | JUMP_DOWN_2 & theirs << 2 & empty << 4
                | JUMP_UP_4 & theirs >>> 4 & empty >>> 8
                | JUMP_DOWN_4 & theirs << 4 & empty << 8
                | JUMP_UP_5 & theirs >>> 5 & empty >>> 10
                | JUMP_DOWN_5 & theirs << 5 & empty << 10
                | JUMP_UP_6 & theirs >>> 6 & empty >>> 12
                | JUMP_DOWN_6 & theirs << 6 & empty << 12);
    }
}
