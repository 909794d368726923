package chautari.engine;

/**
 * Counts the move sequences of a given length from a position, as chess programs' perft does:
 * every listed move is one step (a chain of jumps is one move) and a finished game has none.
 * Only for games without chance; the position is left as it was (docs/protocol.md#perft).
 */
public final class Perft {
    private Perft() {
    }

    public static long count(GameState state, int depth) {
        if (depth < 0) {
            throw new GameException("perft's depth is 0 or more, not " + depth);
        }
        if (state.chance() != null) {
            throw new GameException("perft counts the moves of games without chance, and this game has throws");
        }
        return walk(state, depth, new int[depth + 1][]);
    }

    /** {@code buffers[depth]} holds the moves listed at that depth, made once (a move list can be large). */
    private static long walk(GameState state, int depth, int[][] buffers) {
        if (depth == 0) {
            return 1;
        }
        if (state.isOver()) {
            return 0;
        }
        if (buffers[depth] == null) {
            buffers[depth] = new int[state.maxMoves()];
        }
        int[] moves = buffers[depth];
        int n = state.legalMoves(moves);
        if (depth == 1) {
            return n;
        }
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            GameState next = state.copy();
            next.playLegal(state.toMove(), moves[i]);
            nodes += walk(next, depth - 1, buffers);
        }
        return nodes;
    }
}
