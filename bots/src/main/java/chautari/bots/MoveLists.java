package chautari.bots;

import chautari.engine.GameState;

/**
 * Legal moves as the bots list them. A game's {@link GameState#maxMoves} is a true bound,
 * but Sholo Guti's is 2^19 (its capture chains), so moves are listed through one scratch
 * buffer of that size, allocated once per search and only for games that need it, and
 * copied to buffers of at most {@value #LIMIT}. In the rare position with more moves than
 * that, the bots consider {@value #LIMIT} of them spread evenly over the game's list: every
 * one legal, and no search plays or scores hundreds of thousands of moves.
 */
final class MoveLists {
    static final int LIMIT = 256;
    private int[] scratch = new int[0];

    /** The size of a buffer that holds whatever {@link #fill} writes for this game. */
    static int bufferSize(GameState state) {
        return Math.min(state.maxMoves(), LIMIT);
    }

    /** Writes the seat's moves (or the spread of them) into {@code out}, of at least {@link #bufferSize}; returns how many. */
    int fill(GameState state, int seat, int[] out) {
        if (out.length >= state.maxMoves()) {
            return state.legalMoves(seat, out);
        }
        if (scratch.length < state.maxMoves()) {
            scratch = new int[state.maxMoves()];
        }
        int n = state.legalMoves(seat, scratch);
        if (n <= LIMIT) {
            System.arraycopy(scratch, 0, out, 0, n);
            return n;
        }
        for (int i = 0; i < LIMIT; i++) {
            out[i] = scratch[(int) ((long) i * n / LIMIT)];
        }
        return LIMIT;
    }

    /** The seat's moves (or the spread of them) in an array of their own. */
    int[] list(GameState state, int seat) {
        int[] out = new int[bufferSize(state)];
        int n = fill(state, seat, out);
        return n == out.length ? out : java.util.Arrays.copyOf(out, n);
    }
}
