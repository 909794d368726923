package chautari.engine;

import java.util.List;
import java.util.Map;

/** A game's description: its name, how many play, its options, and its starting state. */
public interface Game {
    /** The name used in data: {@code kasimala}, {@code pasa}, {@code kauda}, {@code kimasai}. */
    String name();

    int minPlayers();

    int maxPlayers();

    List<OptionSpec> optionSpecs();

    /** Whether a throw (dice, shells, strips) decides anything in this game. */
    boolean hasChance();

    /** The starting state; players and options are already checked by {@link #start}. */
    GameState newState(int players, Options options);

    default Options options(Map<String, ?> given) {
        return Options.of(name(), optionSpecs(), given);
    }

    /** Checks the player count and the options, then starts. */
    default GameState start(int players, Options options) {
        if (players < minPlayers() || players > maxPlayers()) {
            throw new GameException(name() + " is played by "
                    + (minPlayers() == maxPlayers() ? String.valueOf(minPlayers())
                            : minPlayers() + " to " + maxPlayers())
                    + " players, not " + players);
        }
        return newState(players, options);
    }
}
