package chautari.engine.shologuti;

import static chautari.engine.shologuti.Points.bit;

import java.util.Arrays;

/**
 * The capture chains of one piece, found depth first over the board as it is at each jump
 * (each taken piece leaves at once, the moving piece's own start is empty): every jump ends a
 * move and may go on. Every walk below visits the chains in the same order, the order of the
 * jumps in {@link Points#LANDING} at each point, lowest landing first.
 *
 * <p>A move is coded {@code from | jumps << 6 | path << 10}. A step has 0 jumps and its path
 * is the neighbour's place in {@link Points#NEIGHBOURS}; a chain of 1 to 7 jumps has each
 * jump's place in three bits, first jump lowest. A longer chain (up to 16 jumps) has jumps
 * {@value #LONG} and its path is its place among the long chains of its piece in this
 * order: that code holds only on the board it was listed on.
 *
 * <p>{@code theirs} is the other side's pieces, {@code empty} the empty points with the
 * moving piece's start among them.
 */
final class Chains {
    static final int JUMPS_SHIFT = 6;
    static final int PATH_SHIFT = 10;
    static final int PACKED_JUMPS = 7;
    static final int LONG = 15;
    /** A long chain that is not a move of the position: never legal. */
    static final int NO_LONG_CHAIN = LONG << JUMPS_SHIFT | 0x1FFFFF << PATH_SHIFT;

    /** The jumps of the long chain walked to, made the first time one is sought. */
    private int[] path;
    private int countdown;
    private int longSeen;
    private int[] target;
    private int found;

    /** How many chains start with a jump from {@code at}. */
    static int count(int at, long theirs, long empty) {
        return countOver(at, open(at, theirs, empty), theirs, empty);
    }

    /**
     * The points that an open jump from {@code at} passes over: a piece of theirs with an empty
     * landing beyond. A jump's landing grows with the point it passes over, so the landings
     * in order, compressed, deposit onto the points passed over in order.
     */
    static long open(int at, long theirs, long empty) {
        return Long.expand(Long.compress(empty, Points.LANDING_MASK[at]), Points.OVER_MASK[at]) & theirs;
    }

    /** How many chains start with one of the open jumps from {@code at} over {@code open}. */
    private static int countOver(int at, long open, long theirs, long empty) {
        int count = 0;
        for (; open != 0; open &= open - 1) {
            count += 1 + countAfter(at, Long.numberOfTrailingZeros(open), theirs, empty);
        }
        return count;
    }

    /** How many chains go on after the open jump from {@code at} over {@code taken}: those of two jumps or more starting with it. */
    static int countAfter(int at, int taken, long theirs, long empty) {
        int to = landing(at, taken);
        return count(to, theirs & ~bit(taken), (empty | bit(taken) | bit(at)) & ~bit(to));
    }

    /**
     * The code of chain number {@code index} (from 0) of those going on after the open jump from
     * {@code from} over {@code taken}: in listing order, the chains before it are those of the
     * jumps over lower points, then the jump itself.
     */
    int pickAfter(int from, int taken, long theirs, long empty, int index) {
        int before = countOver(from, open(from, theirs, empty) & bit(taken) - 1, theirs, empty);
        return pick(from, theirs, empty, before + 1 + index);
    }

    /** Where a jump from {@code at} over {@code taken} lands: the lines move by one shift, so the same again. */
    private static int landing(int at, int taken) {
        return 2 * taken - at;
    }

    /** The jump's place in {@link Points#LANDING}: jumps are listed by landing, lowest first. */
    private static int place(int at, int to) {
        return Long.bitCount(Points.LANDING_MASK[at] & bit(to) - 1);
    }

    /** Writes the codes of the piece's chains into {@code out} from {@code n}; returns the new count. */
    int list(int from, long theirs, long empty, int[] out, int n) {
        longSeen = 0;
        return list(from, from, theirs, empty, 0, from, out, n);
    }

    private int list(int from, int at, long theirs, long empty, int done, int code, int[] out, int n) {
        for (long over = open(at, theirs, empty); over != 0; over &= over - 1) {
            int taken = Long.numberOfTrailingZeros(over);
            int to = landing(at, taken);
            int next = done < PACKED_JUMPS ? code | place(at, to) << (PATH_SHIFT + 3 * done) : code;
            out[n++] = done < PACKED_JUMPS ? next | (done + 1) << JUMPS_SHIFT : longCode(from, longSeen++);
            n = list(from, to, theirs & ~bit(taken), (empty | bit(taken) | bit(at)) & ~bit(to), done + 1, next, out, n);
        }
        return n;
    }

    private static int longCode(int from, int index) {
        return from | LONG << JUMPS_SHIFT | index << PATH_SHIFT;
    }

    /** The code of the piece's chain number {@code index} (from 0) in listing order, which must exist. */
    int pick(int from, long theirs, long empty, int index) {
        countdown = index;
        longSeen = 0;
        return pick(from, from, theirs, empty, 0, from);
    }

    private int pick(int from, int at, long theirs, long empty, int done, int code) {
        for (long over = open(at, theirs, empty); over != 0; over &= over - 1) {
            int taken = Long.numberOfTrailingZeros(over);
            int to = landing(at, taken);
            int next = done < PACKED_JUMPS ? code | place(at, to) << (PATH_SHIFT + 3 * done) : code;
            int nthLong = done < PACKED_JUMPS ? -1 : longSeen++;
            if (countdown-- == 0) {
                return nthLong < 0 ? next | (done + 1) << JUMPS_SHIFT : longCode(from, nthLong);
            }
            int found = pick(from, to, theirs & ~bit(taken), (empty | bit(taken) | bit(at)) & ~bit(to), done + 1, next);
            if (found >= 0) {
                return found;
            }
        }
        return -1;
    }

    /** The jumps (places in {@link Points#LANDING}) of the piece's long chain number {@code index}, or null if there is none. */
    int[] longPath(int from, long theirs, long empty, int index) {
        countdown = index;
        target = null;
        return walkLongFrom(from, theirs, empty) ? Arrays.copyOf(path, found) : null;
    }

    /** The place among the piece's long chains of the chain with these jumps, or -1 if it is none. */
    int longIndex(int from, long theirs, long empty, int[] jumps) {
        countdown = Integer.MAX_VALUE;
        target = jumps;
        longSeen = 0;
        return walkLongFrom(from, theirs, empty) ? longSeen - 1 : -1;
    }

    private boolean walkLongFrom(int from, long theirs, long empty) {
        if (path == null) {
            path = new int[Long.SIZE];
        }
        return walkLong(from, theirs, empty, 0);
    }

    /** Walks the chains until the long one sought ({@link #target}, or number {@link #countdown}); true when found. */
    private boolean walkLong(int at, long theirs, long empty, int done) {
        for (long over = open(at, theirs, empty); over != 0; over &= over - 1) {
            int taken = Long.numberOfTrailingZeros(over);
            int to = landing(at, taken);
            path[done] = place(at, to);
            int jumps = done + 1;
            if (jumps > PACKED_JUMPS) {
                longSeen++;
                boolean hit = target == null ? countdown-- == 0
                        : jumps == target.length && Arrays.equals(path, 0, jumps, target, 0, jumps);
                if (hit) {
                    found = jumps;
                    return true;
                }
            }
            if (walkLong(to, theirs & ~bit(taken), (empty | bit(taken) | bit(at)) & ~bit(to), jumps)) {
                return true;
            }
        }
        return false;
    }
}
