package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Rng;

/**
 * A computer player. It sees {@link GameState#viewFor} of its seat and never the generator of
 * the table's throws, so it cannot know a future chance outcome; it answers one legal move.
 */
public interface Bot {
    /** A legal move (the game's int coding) for the seat, which the state must await. */
    int choose(GameState state, int seat, Rng rng);

    /** The chosen move as NOTATION text, the same path a person's move takes. */
    default String chooseText(GameState state, int seat, Rng rng) {
        return state.moveText(choose(state, seat, rng));
    }
}
