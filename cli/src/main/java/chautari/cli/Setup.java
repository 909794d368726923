package chautari.cli;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.OptionSpec;
import chautari.engine.Options;
import chautari.engine.pasa.PasaState;
import java.util.Map;
import java.util.StringJoiner;

/**
 * A game as the arena plays it: which game, how many players and its options, every one checked.
 * An option for another player count (Pasa's partners with fewer than four) is left out of the description.
 */
record Setup(Game game, int players, Options options) {

    /** Checks players and options now: a bad one is a {@link chautari.engine.GameException}. */
    static Setup of(Game game, int players, Map<String, ?> options) {
        Setup setup = new Setup(game, players, game.options(options));
        setup.start();
        return setup;
    }

    GameState start() {
        return game.start(players, options);
    }

    /** Pasa's four players as two partnerships. */
    boolean partners() {
        return start() instanceof PasaState pasa && pasa.partners();
    }

    Seating seating() {
        return Seating.of(players, partners());
    }

    /** Players and options as the table shows them, such as {@code 4 players, partners=true, captureBonus=false}. */
    String describe() {
        StringJoiner text = new StringJoiner(", ");
        text.add(players + " players");
        for (OptionSpec spec : game.options()) {
            if (spec.appliesTo(players)) {
                text.add(spec.name() + "=" + options.asMap().get(spec.name()));
            }
        }
        return text.toString();
    }
}
