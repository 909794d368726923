package chautari.bots;

import chautari.engine.GameState;
import java.util.ArrayList;
import java.util.List;

/** Brute force for tests: the moves after which a seat wins within some plies whatever the opponent does. */
final class ForcedWin {
    private ForcedWin() {
    }

    static List<String> movesWinningWithin(GameState state, int seat, int plies) {
        List<String> wins = new ArrayList<>();
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(seat, moves);
        for (int i = 0; i < n; i++) {
            GameState after = state.copy();
            after.playLegal(seat, moves[i]);
            if (wonWithin(after, seat, plies - 1)) {
                wins.add(state.moveText(moves[i]));
            }
        }
        return wins;
    }

    /** Whether the seat has won, or will within the plies whoever is to move. */
    private static boolean wonWithin(GameState state, int seat, int plies) {
        if (state.isOver()) {
            return !state.result().draw() && state.result().winners().contains(seat);
        }
        if (plies <= 0) {
            return false;
        }
        int mover = state.toMove();
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(mover, moves);
        for (int i = 0; i < n; i++) {
            GameState after = state.copy();
            after.playLegal(mover, moves[i]);
            boolean won = wonWithin(after, seat, plies - 1);
            if (mover == seat && won) {
                return true;
            }
            if (mover != seat && !won) {
                return false;
            }
        }
        return mover != seat;
    }
}
