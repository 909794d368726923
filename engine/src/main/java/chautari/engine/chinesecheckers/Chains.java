package chautari.engine.chinesecheckers;

import static chautari.engine.chinesecheckers.Holes.HOLE;
import static chautari.engine.chinesecheckers.Holes.POINT;
import static chautari.engine.chinesecheckers.Holes.SHIFTS;
import static chautari.engine.chinesecheckers.Holes.WIDTH;

/**
 * The chains of hops of one marble, found depth first on the mailbox board ({@link Holes}): from
 * each hole the directions in {@link Holes#SHIFTS} order, each hop over a marble to an empty hole
 * not yet landed on; every hop ends a chain and may go on. A hole landed on is marked
 * {@link #LANDED} while the walk is beyond it, so "empty and not yet landed on" is one test
 * ({@code == 0}), and the start, still holding the marble, is never landed on. Nothing changes
 * under a chain (nothing is captured), so every walk below meets the chains in the same order.
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
    /** The chains a marble may have: an index must fit in the 17 bits above a code's two holes. */
    static final int MAX_INDEX = (1 << 17) - 1;
    static final byte LANDED = -2;

    /** The six directions, as constants for the listing walk, in {@link Holes#SHIFTS} order. */
    private static final int ALONG = 1;
    private static final int BACK = -1;
    private static final int UP = WIDTH;
    private static final int DOWN = -WIDTH;
    private static final int UP_ALONG = WIDTH + 1;
    private static final int DOWN_BACK = -(WIDTH + 1);

    /** Scratch for {@link #pathAt} and {@link #indexOf}; not part of a position. */
    private int countdown;
    private int[] sought;
    private int soughtLength;
    private int found;

    /** Writes the chains of the marble on {@code cell} (hole {@code from}) into {@code out} from {@code n}; returns the new count. */
    static int list(byte[] board, int cell, int from, int[] out, int n) {
        return hop(board, cell, from, out, n, n);
    }

    /** As {@link #list} for a marble locked in its target point: only chains ending there are moves. */
    static int listLocked(byte[] board, int cell, int from, int target, int[] out, int n) {
        return hopLocked(board, cell, from, target, out, n, n);
    }

    private static int hop(byte[] board, int at, int from, int[] out, int n, int first) {
        n = hop(board, at, ALONG, from, out, n, first);
        n = hop(board, at, BACK, from, out, n, first);
        n = hop(board, at, UP, from, out, n, first);
        n = hop(board, at, DOWN, from, out, n, first);
        n = hop(board, at, UP_ALONG, from, out, n, first);
        return hop(board, at, DOWN_BACK, from, out, n, first);
    }

    private static int hop(byte[] board, int at, int shift, int from, int[] out, int n, int first) {
        int over = at + shift;
        int land = over + shift;
        if (board[over] > 0 && board[land] == 0) {
            out[n] = from | HOLE[land] << TO_SHIFT | n - first << INDEX_SHIFT;
            board[land] = LANDED;
            n = hop(board, land, from, out, n + 1, first);
            board[land] = 0;
        }
        return n;
    }

    private static int hopLocked(byte[] board, int at, int from, int target, int[] out, int n, int first) {
        for (int shift : SHIFTS) {
            int over = at + shift;
            int land = over + shift;
            if (board[over] > 0 && board[land] == 0) {
                if (POINT[land] == target) {
                    out[n] = from | HOLE[land] << TO_SHIFT | n - first << INDEX_SHIFT;
                    n++;
                }
                board[land] = LANDED;
                n = hopLocked(board, land, from, target, out, n, first);
                board[land] = 0;
            }
        }
        return n;
    }

    /** How many chains the marble on {@code cell} has that are moves. */
    static int count(byte[] board, int cell, int target) {
        int count = 0;
        for (int shift : SHIFTS) {
            int over = cell + shift;
            int land = over + shift;
            if (board[over] > 0 && board[land] == 0) {
                count += target < 0 || POINT[land] == target ? 1 : 0;
                board[land] = LANDED;
                count += count(board, land, target);
                board[land] = 0;
            }
        }
        return count;
    }

    /**
     * The cells landed on by the marble's chain number {@code index}, written into {@code path}
     * from 0; returns how many, or -1 if it has no such chain.
     */
    int pathAt(byte[] board, int cell, int target, int index, int[] path) {
        countdown = index;
        sought = null;
        return walk(board, cell, target, path, 0) ? found : -1;
    }

    /** The index of the marble's chain that lands on the cells {@code landings[0 .. length - 1]}, or -1 if it is none of its moves. */
    int indexOf(byte[] board, int cell, int target, int[] landings, int length, int[] path) {
        countdown = Integer.MAX_VALUE;
        sought = landings;
        soughtLength = length;
        return walk(board, cell, target, path, 0) ? Integer.MAX_VALUE - countdown - 1 : -1;
    }

    /** Walks the chains until the one sought is met, leaving the board as it was; true when met. */
    private boolean walk(byte[] board, int at, int target, int[] path, int depth) {
        for (int shift : SHIFTS) {
            int over = at + shift;
            int land = over + shift;
            if (board[over] > 0 && board[land] == 0) {
                path[depth] = land;
                if (target < 0 || POINT[land] == target) {
                    countdown--;
                    boolean met = sought == null ? countdown < 0
                            : depth + 1 == soughtLength && java.util.Arrays.equals(path, 0, depth + 1, sought, 0, depth + 1);
                    if (met) {
                        found = depth + 1;
                        return true;
                    }
                }
                board[land] = LANDED;
                boolean met = walk(board, land, target, path, depth + 1);
                board[land] = 0;
                if (met) {
                    return true;
                }
            }
        }
        return false;
    }
}
