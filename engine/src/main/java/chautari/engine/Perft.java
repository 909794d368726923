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
        return walk(state, depth);
    }

    private static long walk(GameState state, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (state.isOver()) {
            return 0;
        }
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(moves);
        if (depth == 1) {
            return n;
        }
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            GameState next = state.copy();
            next.playLegal(state.toMove(), moves[i]);
            nodes += walk(next, depth - 1);
        }
        return nodes;
    }
}
