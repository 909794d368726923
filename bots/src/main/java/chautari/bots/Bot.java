package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Rng;

/**
 * A computer player. It sees {@link GameState#viewFor} of its seat and never the generator of
 * the table's throws, so it cannot know a future chance outcome; it answers one legal move.
 * Implementations keep no state between calls, so one bot may think for many tables at once.
 */
public interface Bot {
    /** A legal move (the game's int coding) for the seat, which the state must await, within the budget. */
    int choose(GameState state, int seat, Rng rng, Budget budget);

    /** How long this bot thinks in play when nobody says otherwise. */
    Budget playBudget();

    default int choose(GameState state, int seat, Rng rng) {
        return choose(state, seat, rng, playBudget());
    }

    /** The chosen move as the text of docs/notation.md, the same path a person's move takes. */
    default String chooseText(GameState state, int seat, Rng rng) {
        return state.moveText(choose(state, seat, rng));
    }

    default String chooseText(GameState state, int seat, Rng rng, Budget budget) {
        return state.moveText(choose(state, seat, rng, budget));
    }

    /** What every bot checks first: a seat the state does not await has no move to choose. */
    static void requireAwaited(GameState state, int seat) {
        if (!state.awaits(seat)) {
            throw new IllegalArgumentException("seat " + seat + " has no move to make now");
        }
    }
}
