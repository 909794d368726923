package chautari.engine.ludo;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.OptionSpec;
import chautari.engine.Options;
import java.util.List;

/**
 * Ludo as the Ludo section of RULINGS.md reads it: four tokens a colour, one die, only a 6
 * brings a token out, safe squares, exact count home, another throw for a 6, a capture or a
 * token home, the third 6 lost. 2 to 4 players (red and yellow; red, green, yellow; all four); no options.
 */
public final class Ludo implements Game {
    @Override
    public String name() {
        return "ludo";
    }

    @Override
    public int minPlayers() {
        return 2;
    }

    @Override
    public int maxPlayers() {
        return 4;
    }

    @Override
    public List<OptionSpec> optionSpecs() {
        return List.of();
    }

    @Override
    public boolean hasChance() {
        return true;
    }

    @Override
    public GameState newState(int players, Options options) {
        return LudoState.initial(players);
    }
}
