package chautari.bots;

import chautari.engine.GameState;

/**
 * Legal moves as the bots list them. A game's {@link GameState#maxMoves} is a true bound,
 * but Sholo Guti's is 2^19 (its capture chains), so moves are listed through one scratch
 * buffer of that size, allocated once per search and only for games that need it, and
 * copied to buffers of at most {@value #LIMIT}. In the rare position with more moves than
 * that, the bots consider {@value #SPREAD} of them spread evenly over the game's list: every
 * one legal. Only a side all but lost has so many (one piece amid sixteen enemies has
 * 317,896 chains), and there playing one long chain costs the engine milliseconds, so no
 * search plays or scores hundreds of thousands of them, nor even hundreds.
 */
final class MoveLists {
    static final int LIMIT = 256;
    static final int SPREAD = 16;
    private final Source source;
    private int[] scratch = new int[0];

    /** Where the moves come from: the legal moves, or a search's candidates among them. */
    @FunctionalInterface
    private interface Source {
        int fill(GameState state, int seat, int[] out);
    }

    /** Every legal move. */
    MoveLists() {
        this((state, seat, out) -> state.legalMoves(seat, out));
    }

    /** The moves a search with this knowledge considers ({@link Knowledge#candidates}). */
    MoveLists(Knowledge knowledge) {
        this(knowledge::candidates);
    }

    private MoveLists(Source source) {
        this.source = source;
    }

    /** The size of a buffer that holds whatever {@link #fill} writes for this game. */
    static int bufferSize(GameState state) {
        return Math.min(state.maxMoves(), LIMIT);
    }

    /** Writes the seat's moves (or the spread of them) into {@code out}, of at least {@link #bufferSize}; returns how many. */
    int fill(GameState state, int seat, int[] out) {
        if (out.length >= state.maxMoves()) {
            return source.fill(state, seat, out);
        }
        if (scratch.length < state.maxMoves()) {
            scratch = new int[state.maxMoves()];
        }
        int n = source.fill(state, seat, scratch);
        if (n <= LIMIT) {
            System.arraycopy(scratch, 0, out, 0, n);
            return n;
        }
        for (int i = 0; i < SPREAD; i++) {
            out[i] = scratch[(int) ((long) i * n / SPREAD)];
        }
        return SPREAD;
    }

    /** The seat's moves (or the spread of them) in an array of their own. */
    int[] list(GameState state, int seat) {
        int[] out = new int[bufferSize(state)];
        int n = fill(state, seat, out);
        return n == out.length ? out : java.util.Arrays.copyOf(out, n);
    }
}
