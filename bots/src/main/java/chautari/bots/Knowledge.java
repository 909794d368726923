package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Rng;

/**
 * What a search knows of one game: the only game-specific code a level uses. One small
 * class per game; the searches themselves know no game.
 */
public interface Knowledge {
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
}
