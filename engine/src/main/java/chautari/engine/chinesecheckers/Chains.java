package chautari.engine.chinesecheckers;

import static chautari.engine.chinesecheckers.Holes.HOLE;
import static chautari.engine.chinesecheckers.Holes.POINT;

import java.util.Arrays;

/**
 * The chains of hops of one marble, found depth first on the {@link Mailbox}: from each hole the
 * open hops in direction order ({@link Holes#SHIFTS}), each to a hole not yet landed on; every hop
 * ends a chain and may go on. A hole landed on is marked {@link #LANDED} while the walk is beyond
 * it, so "not yet landed on" is the test {@code == 0}, and the start, still holding the marble,
 * is never landed on. Nothing changes under a chain (nothing is captured, and the start is never
 * hopped over: a hop passes over a hole of another of the four classes the hops keep apart), so
 * every walk below meets the chains in the same order.
 *
 * <p>A chain is coded {@code from | to << 7 | index << 14}, holes as numbered in {@link Holes}:
 * the index is its place (from 0) among the chains of its marble that are moves, in that order.
 * So a code holds only on the board it was listed on; playing it needs only {@code from} and {@code to}.
 * A step is coded {@code from | to << 7}: its ends are neighbours, a chain's never are.
 *
 * <p>{@code target} is the point a marble that starts in its own target must end in, or -1.
 */
final class Chains {
    static final int TO_SHIFT = 7;
    static final int INDEX_SHIFT = 14;
    /** The most chains listed for a position: an index (below it) fits in the 17 bits above a code's two holes. */
    static final int MAX_CHAINS = 1 << 17;
    static final byte LANDED = -2;
    /** The hop in each direction, as a mailbox shift. */
    private static final int[] HOPS = new int[6];

    static {
        for (int d = 0; d < 6; d++) {
            HOPS[d] = 2 * Holes.SHIFTS[d];
        }
    }

    /** Scratch for {@link #pathAt} and {@link #indexOf}; not part of a position. */
    private int countdown;
    private int[] sought;
    private int soughtLength;
    private int found;

    /** Writes the chains of the marble on {@code cell} (hole {@code from}) into {@code out} from {@code n}; returns the new count. */
    static int list(Mailbox box, int cell, int from, int[] out, int n) {
        return hop(box.cells, box.hops, cell, box.hops[cell], from, out, n, n);
    }

    /** As {@link #list} for a marble locked in its target point: only chains ending there are moves. */
    static int listLocked(Mailbox box, int cell, int from, int target, int[] out, int n) {
        return hopLocked(box.cells, box.hops, cell, box.hops[cell], from, target, out, n, n);
    }

    /**
     * Lists the chains that go on from {@code at} by the hops {@code open}. The hop back the way
     * it came always lands where the walk has been, so it is left out before going on, and a hole
     * with no other hop open is not walked from at all.
     */
    private static int hop(byte[] cells, byte[] hops, int at, int open, int from, int[] out, int n, int first) {
        for (; open != 0; open &= open - 1) {
            int direction = Integer.numberOfTrailingZeros(open);
            int land = at + HOPS[direction];
            if (cells[land] == 0) {
                out[n] = from | HOLE[land] << TO_SHIFT | n - first << INDEX_SHIFT;
                n++;
                int onward = hops[land] & ~(1 << (direction ^ 1));
                if (onward != 0) {
                    cells[land] = LANDED;
                    n = hop(cells, hops, land, onward, from, out, n, first);
                    cells[land] = 0;
                }
            }
        }
        return n;
    }

    private static int hopLocked(byte[] cells, byte[] hops, int at, int open, int from, int target, int[] out, int n,
            int first) {
        for (; open != 0; open &= open - 1) {
            int direction = Integer.numberOfTrailingZeros(open);
            int land = at + HOPS[direction];
            if (cells[land] == 0) {
                if (POINT[land] == target) {
                    out[n] = from | HOLE[land] << TO_SHIFT | n - first << INDEX_SHIFT;
                    n++;
                }
                int onward = hops[land] & ~(1 << (direction ^ 1));
                if (onward != 0) {
                    cells[land] = LANDED;
                    n = hopLocked(cells, hops, land, onward, from, target, out, n, first);
                    cells[land] = 0;
                }
            }
        }
        return n;
    }

    /** How many chains the marble on {@code cell} has that are moves. */
    static long count(Mailbox box, int cell, int target) {
        return count(box.cells, box.hops, cell, target);
    }

    private static long count(byte[] cells, byte[] hops, int at, int target) {
        long count = 0;
        for (int open = hops[at]; open != 0; open &= open - 1) {
            int land = at + HOPS[Integer.numberOfTrailingZeros(open)];
            if (cells[land] == 0) {
                count += target < 0 || POINT[land] == target ? 1 : 0;
                cells[land] = LANDED;
                count += count(cells, hops, land, target);
                cells[land] = 0;
            }
        }
        return count;
    }

    /** Whether the marble on {@code cell} has a chain that is a move. */
    static boolean any(Mailbox box, int cell, int target) {
        return target < 0 ? box.hops[cell] != 0 : count(box, cell, target) > 0;
    }

    /**
     * The cells landed on by the marble's chain number {@code index}, written into {@code path}
     * from 0; returns how many, or -1 if it has no such chain.
     */
    int pathAt(Mailbox box, int cell, int target, int index, int[] path) {
        countdown = index;
        sought = null;
        return index >= 0 && walk(box.cells, box.hops, cell, target, path, 0) ? found : -1;
    }

    /** The index of the marble's chain that lands on the cells {@code landings[0 .. length - 1]}, or -1 if it is none of its moves. */
    int indexOf(Mailbox box, int cell, int target, int[] landings, int length, int[] path) {
        countdown = Integer.MAX_VALUE;
        sought = landings;
        soughtLength = length;
        return walk(box.cells, box.hops, cell, target, path, 0) ? Integer.MAX_VALUE - countdown - 1 : -1;
    }

    /** Walks the chains until the one sought is met, leaving the board as it was; true when met. */
    private boolean walk(byte[] cells, byte[] hops, int at, int target, int[] path, int depth) {
        for (int open = hops[at]; open != 0; open &= open - 1) {
            int land = at + HOPS[Integer.numberOfTrailingZeros(open)];
            if (cells[land] != 0) {
                continue;
            }
            path[depth] = land;
            if (target < 0 || POINT[land] == target) {
                countdown--;
                boolean met = sought == null ? countdown < 0
                        : depth + 1 == soughtLength && Arrays.equals(path, 0, depth + 1, sought, 0, depth + 1);
                if (met) {
                    found = depth + 1;
                    return true;
                }
            }
            cells[land] = LANDED;
            boolean met = walk(cells, hops, land, target, path, depth + 1);
            cells[land] = 0;
            if (met) {
                return true;
            }
        }
        return false;
    }
}
