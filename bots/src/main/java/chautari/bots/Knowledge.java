package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Rng;

/**
 * What a search knows of one game: the only game-specific code a level uses. One small
 * class per game; the searches themselves know no game.
 */
public interface Knowledge {
    /** What {@link #forcedWin} returns when it finds no win. */
    int NO_WIN = -1;

    /**
     * Each seat's expected share of the best outcome from this position, between 0 (its worst
     * return) and 1 (its best), written to {@code out[seat - 1]}. The state is not over.
     */
    void evaluate(GameState state, double[] out);

    /** A score for ordering moves (higher first, for the seat that makes it); no need to be exact. */
    default double moveScore(GameState state, int seat, int move) {
        return 0;
    }

    /**
     * How far below the best {@link #moveScore} a weaker level's stray move may be: a mistake,
     * not a gift. Any legal move unless a game says otherwise.
     */
    default double strayMargin() {
        return Double.POSITIVE_INFINITY;
    }

    /** The move a playout makes for the seat. */
    default int playoutMove(GameState state, int seat, Rng rng, int[] buffer) {
        return state.randomMove(seat, rng, buffer);
    }

    /**
     * The moves a search considers, written to {@code out} (of at least {@link GameState#maxMoves});
     * returns how many, at least one while the seat has a legal move. Every legal move unless a
     * game narrows them.
     */
    default int candidates(GameState state, int seat, int[] out) {
        return state.legalMoves(seat, out);
    }

    /**
     * A move that wins by force within {@code ownMoves} of the seat's moves, as a game's own
     * threat search finds it, or {@link #NO_WIN}: none found, or no such search.
     */
    default int forcedWin(GameState state, int seat, int ownMoves) {
        return NO_WIN;
    }
}
