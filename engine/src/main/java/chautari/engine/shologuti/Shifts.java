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
 * b + 2s or back over an enemy on b + s. A random draw packs these ten sets into four words.
 *
 * <p>An instance holds the sets of the side to move, worked out once a move by {@link #of}:
 * they tell whether it can move at all, and a random draw starts from them.
 */
final class Shifts {
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
    /** Where the draw's words hold the compressed sets of the diagonal shifts (4 and 6); shifts 1, 2 and 5 keep their squares. */
    private static final int STEP_4_AT = 40;
    private static final int STEP_6_AT = STEP_4_AT + Long.bitCount(STEP_4);
    private static final int JUMP_4_AT = 64 - Long.numberOfLeadingZeros(JUMP_5);
    private static final int JUMP_6_AT = JUMP_4_AT + Long.bitCount(JUMP_4);
    /**
     * WORDS[k << 6 | b]: bit b of the draw's word k (0, 1 steps; 2, 3 jumps) stands for a line
     * from a lower end L to a point H; the entry is the move if the mover is on L (whose lowest
     * six bits are L, its start) and above it, from bit 32, the move if the mover is on H.
     */
    private static final long[] WORDS = new long[4 << 6];
    /** ENDS[k << 6 | b]: that line's two ends, L and H, as a set. */
    private static final long[] ENDS = new long[4 << 6];
    /** Draws below this stand for steps, in words 0 and 1. */
    private static final int STEPS_END = 2 << 6;

    static {
        word(0, STEP_1, 0, 1, false);
        word(0, STEP_2, 0, 2, false);
        word(1, STEP_5, 0, 5, false);
        word(1, STEP_4, STEP_4_AT, 4, false);
        word(1, STEP_6, STEP_6_AT, 6, false);
        word(2, JUMP_1, 0, 1, true);
        word(2, JUMP_2, 0, 2, true);
        word(3, JUMP_5, 0, 5, true);
        word(3, JUMP_4, JUMP_4_AT, 4, true);
        word(3, JUMP_6, JUMP_6_AT, 6, true);
        if (STEP_6_AT + Long.bitCount(STEP_6) > 64 || Long.numberOfLeadingZeros(STEP_5) < 64 - STEP_4_AT
                || JUMP_6_AT + Long.bitCount(JUMP_6) > 64) {
            throw new IllegalStateException("the draw's words overflow");
        }
    }

    /** Enters the lines of shift s with lower ends {@code lows} in word k, at their squares or compressed from bit {@code at}. */
    private static void word(int k, long lows, int at, int s, boolean jump) {
        int i = 0;
        for (long rest = lows; rest != 0; rest &= rest - 1, i++) {
            int low = Long.numberOfTrailingZeros(rest);
            int high = low + (jump ? 2 * s : s);
            int b = at == 0 ? low : at + i;
            int up = jump ? jumpCode(low, high) : stepCode(low, high);
            int down = jump ? jumpCode(high, low) : stepCode(high, low);
            if (WORDS[k << 6 | b] != 0) {
                throw new IllegalStateException("two lines on one bit of a draw's word");
            }
            WORDS[k << 6 | b] = up | (long) down << 32;
            ENDS[k << 6 | b] = bit(low) | bit(high);
        }
    }

    /** The draw's words 0 and 1 (the steps), and the first jumps of each shift by their lower ends. */
    private long steps0;
    private long steps1;
    private long jumps1;
    private long jumps2;
    private long jumps4;
    private long jumps5;
    private long jumps6;
    /** The union of the jumps' sets: none when the side to move has no jump. */
    private long anyJump;
    /** Scratch for walking chains, made when first needed; not part of the position. */
    private Chains chains;

    Chains chains() {
        if (chains == null) {
            chains = new Chains();
        }
        return chains;
    }

    /**
     * Works out the sets of the side with {@code mine} to move. Square b and b + d hold one of
     * its pieces and an empty point when both are in {@code x} (not theirs) and just one is its
     * own: {@code pd} has those b, the steps of shift d and, with theirs between, the jumps of shift d / 2.
     * The masks of lines keep only points of the board, so {@code x} need not.
     * Returns whether that side has a move.
     */
    boolean of(long mine, long theirs) {
        long x = ~theirs;
        long p1 = x & x >>> 1 & (mine ^ mine >>> 1);
        long p2 = x & x >>> 2 & (mine ^ mine >>> 2);
        steps0 = STEP_1 & p1 | STEP_2 & p2;
        jumps1 = JUMP_1 & theirs >>> 1 & p2;
        long p4 = x & x >>> 4 & (mine ^ mine >>> 4);
        jumps2 = JUMP_2 & theirs >>> 2 & p4;
        long p5 = x & x >>> 5 & (mine ^ mine >>> 5);
        long p6 = x & x >>> 6 & (mine ^ mine >>> 6);
        steps1 = STEP_5 & p5 | Long.compress(p4, STEP_4) << STEP_4_AT | Long.compress(p6, STEP_6) << STEP_6_AT;
        jumps4 = JUMP_4 & theirs >>> 4 & x & x >>> 8 & (mine ^ mine >>> 8);
        jumps5 = JUMP_5 & theirs >>> 5 & x & x >>> 10 & (mine ^ mine >>> 10);
        jumps6 = JUMP_6 & theirs >>> 6 & x & x >>> 12 & (mine ^ mine >>> 12);
        anyJump = jumps1 | jumps2 | jumps4 | jumps5 | jumps6;
        return (steps0 | steps1 | anyJump) != 0;
    }

    void copyFrom(Shifts other) {
        steps0 = other.steps0;
        steps1 = other.steps1;
        jumps1 = other.jumps1;
        jumps2 = other.jumps2;
        jumps4 = other.jumps4;
        jumps5 = other.jumps5;
        jumps6 = other.jumps6;
        anyJump = other.anyJump;
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

    /** How many steps the pieces {@code mine} have. */
    static int stepCount(long mine, long empty) {
        return Long.bitCount(steps(STEP_1, 1, mine, empty)) + Long.bitCount(steps(STEP_2, 2, mine, empty))
                + Long.bitCount(steps(STEP_4, 4, mine, empty)) + Long.bitCount(steps(STEP_5, 5, mine, empty))
                + Long.bitCount(steps(STEP_6, 6, mine, empty));
    }

    /**
     * A uniformly random legal move of the side to move, {@code mine}, which must have one. Every
     * move has a number: the steps and single jumps word by word ({@link #WORDS}), then the
     * chains of two jumps or more a first jump at a time ({@link #longer}), counted only when
     * some first jump's landing can jump again. A step or single jump is drawn as its place in
     * the words, {@code k << 6 | b} (see {@link #move}, {@link #isStep}, {@link #ends}); a chain
     * as {@code ~move}, below 0.
     */
    int draw(long mine, long theirs, Rng rng) {
        int c0 = Long.bitCount(steps0);
        int c1 = Long.bitCount(steps1);
        if (anyJump == 0) {
            return pick(rng.below(c0 + c1), c0, c1, 0, 0, 0);
        }
        long w2 = wordTwo();
        long w3 = wordThree();
        int c2 = Long.bitCount(w2);
        int single = c0 + c1 + c2 + Long.bitCount(w3);
        long goOn = goOn(mine, theirs);
        if (goOn != 0) {
            return drawWithChains(mine, theirs, rng, goOn, single, c0, c1, c2, w2, w3);
        }
        return pick(rng.below(single), c0, c1, c2, w2, w3);
    }

    /** As {@link #draw} when chains of two jumps or more are moves too, with the words and counts the draw found. */
    private int drawWithChains(long mine, long theirs, Rng rng, long goOn, int single,
            int c0, int c1, int c2, long w2, long w3) {
        int r = rng.below(single + longer(mine, theirs, goOn));
        if (r >= single) {
            return ~pickLonger(mine, theirs, goOn, r - single);
        }
        return pick(r, c0, c1, c2, w2, w3);
    }

    /** The draw's word 2: the single jumps of shifts 1 and 2. */
    private long wordTwo() {
        return jumps1 | jumps2;
    }

    /** The draw's word 3: the single jumps of shift 5 and, compressed above them, of shifts 4 and 6. */
    private long wordThree() {
        return jumps5 | Long.compress(jumps4, JUMP_4) << JUMP_4_AT | Long.compress(jumps6, JUMP_6) << JUMP_6_AT;
    }

    /** The move a draw of 0 or more stands for, with the mover on {@code mine}. */
    static int move(int drawn, long mine) {
        long entry = WORDS[drawn];
        return (int) (entry >>> ((~mine >>> entry & 1) << 5));
    }

    /** Whether a draw of 0 or more is a step. */
    static boolean isStep(int drawn) {
        return drawn < STEPS_END;
    }

    /** The two ends of a drawn step or single jump: the mover's piece leaves one for the other. */
    static long ends(int drawn) {
        return ENDS[drawn];
    }

    /**
     * The first jumps' landings where the piece can jump again: none unless the side to move has
     * a chain of two jumps or more. A landing can jump again exactly when it could on the board
     * before the jump: its start was the mover's, and the piece it took could be jumped again
     * only back to that start (no line ever turns another jump onto the point a jump passed
     * over; the board tests check it). So they are the landings that would be
     * {@link #jumpers} on that board: the empty ends of first jumps ({@code ends}; the other end
     * is the mover's) that are also an end of an open jump, an enemy between two empty points.
     */
    private long goOn(long mine, long theirs) {
        long empty = ~(mine | theirs);
        long ends = jumps1 | jumps1 << 2 | jumps2 | jumps2 << 4 | jumps4 | jumps4 << 8
                | jumps5 | jumps5 << 10 | jumps6 | jumps6 << 12;
        long open1 = JUMP_1 & theirs >>> 1 & empty & empty >>> 2;
        long open2 = JUMP_2 & theirs >>> 2 & empty & empty >>> 4;
        long open4 = JUMP_4 & theirs >>> 4 & empty & empty >>> 8;
        long open5 = JUMP_5 & theirs >>> 5 & empty & empty >>> 10;
        long open6 = JUMP_6 & theirs >>> 6 & empty & empty >>> 12;
        return ends & (open1 | open1 << 2 | open2 | open2 << 4 | open4 | open4 << 8
                | open5 | open5 << 10 | open6 | open6 << 12);
    }

    /** The place of step or single jump number {@code r}: words 0 to 2 hold {@code c0}, {@code c1} and {@code c2} of them. */
    private int pick(int r, int c0, int c1, int c2, long w2, long w3) {
        int p2 = c0 + c1;
        int p3 = p2 + c2;
        int m1 = c0 - r - 1 >> 31;
        int m2 = p2 - r - 1 >> 31;
        int m3 = p3 - r - 1 >> 31;
        long w = steps0 & ~m1 | steps1 & (m1 ^ m2) | w2 & (m2 ^ m3) | w3 & m3;
        int before = (c0 & m1) + (c1 & m2) + (c2 & m3);
        int k = -(m1 + m2 + m3);
        return k << 6 | Long.numberOfTrailingZeros(Long.expand(1L << r - before, w));
    }

    /** Where the first jumps of shift s (lower ends {@code jumps}) land. */
    private static long landings(long jumps, int s, long mine, long empty) {
        return (jumps & mine) << 2 * s | jumps & empty;
    }

    /** Whether {@link #draw} counts chains here: it must whenever a chain of two jumps is a move. */
    static boolean drawCountsChains(long mine, long theirs) {
        long empty = Points.ALL & ~(mine | theirs);
        long landings = 0;
        for (int i = 0; i < Points.SHIFTS.length; i++) {
            int s = Points.SHIFTS[i];
            landings |= landings(jumps(Points.JUMP_UP[i], s, mine, theirs, empty), s, mine, empty);
        }
        return jumpers(landings, theirs, empty) != 0;
    }

    /**
     * How many chains of two jumps or more there are, all starting with a first jump whose
     * landing is one of {@code goOn}. A first jump from m over t to q leaves the same second
     * jumps open from q as q has on the board before it: the jump back over t would land on m,
     * which the mover holds now, and no other jump from q can land on m or pass over t (the
     * board tests check it). So each first jump to q has as many two-jump chains as q has open
     * jumps now; only the chains of three jumps or more are walked, from the second landings.
     */
    private int longer(long mine, long theirs, long goOn) {
        long empty = Points.ALL & ~(mine | theirs);
        int count = 0;
        for (long rest = goOn; rest != 0; rest &= rest - 1) {
            int q = Long.numberOfTrailingZeros(rest);
            long firstTaken = Chains.open(q, theirs, mine);
            long secondTaken = Chains.open(q, theirs, empty);
            count += Long.bitCount(firstTaken) * Long.bitCount(secondTaken);
            count += beyondSecond(q, firstTaken, secondTaken, theirs, empty);
        }
        return count;
    }

    /** How many chains of three jumps or more go through q, reached by a jump over one of {@code firstTaken} and left over one of {@code secondTaken}. */
    private static int beyondSecond(int q, long firstTaken, long secondTaken, long theirs, long empty) {
        int count = 0;
        for (long firsts = firstTaken; firsts != 0; firsts &= firsts - 1) {
            int t = Long.numberOfTrailingZeros(firsts);
            long left = theirs & ~bit(t);
            long emptyThen = (empty | bit(2 * t - q) | bit(t)) & ~bit(q);
            for (long seconds = secondTaken; seconds != 0; seconds &= seconds - 1) {
                count += Chains.countAfter(q, Long.numberOfTrailingZeros(seconds), left, emptyThen);
            }
        }
        return count;
    }

    /** The lower ends of the first jumps of shift s that land on one of {@code goOn}. */
    private static long goingOn(long jumps, int s, long mine, long empty, long goOn) {
        return jumps & (goOn >>> 2 * s & mine | goOn & empty);
    }

    /**
     * Chain number {@code r} of those {@link #longer} counts, in its order: by shift, then by the
     * first jump's lower end, then as {@link Chains} lists a jump's chains (counted as
     * {@link #longer} does). A random draw picks a chain seldom, so this counts again rather than
     * keep the counts.
     */
    private int pickLonger(long mine, long theirs, long goOn, int r) {
        long empty = Points.ALL & ~(mine | theirs);
        for (int i = 0; ; i++) {
            int s = Points.SHIFTS[i];
            for (long lows = goingOn(firstJumps(i), s, mine, empty, goOn); lows != 0; lows &= lows - 1) {
                int b = Long.numberOfTrailingZeros(lows);
                int from = (int) (mine >>> b & 1) != 0 ? b : b + 2 * s;
                int q = from ^ b ^ (b + 2 * s);
                long secondTaken = Chains.open(q, theirs, empty);
                int count = Long.bitCount(secondTaken) + beyondSecond(q, bit(b + s), secondTaken, theirs, empty);
                if (r < count) {
                    return chains().pickAfter(from, b + s, theirs, empty | bit(from), r);
                }
                r -= count;
            }
        }
    }

    /** The first jumps of shift {@code Points.SHIFTS[i]}, by their lower ends. */
    private long firstJumps(int i) {
        return switch (i) {
            case 0 -> jumps1;
            case 1 -> jumps2;
            case 2 -> jumps4;
            case 3 -> jumps5;
            default -> jumps6;
        };
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
