package chautari.engine.kasimala;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.OptionSpec;
import chautari.engine.Options;
import java.util.List;

/**
 * Kasimala (kasimala paay), Bhaktapur's game of four throwing strips, as the Kasimala section
 * of RULINGS.md reads the rule page (seeds/kasimala.txt). Two players.
 *
 * <p>Option {@code cells}: cells a row, 17 (default) or 25 (the long board); each side has as
 * many pieces, and the mala has 5 or 7 laigas.
 */
public final class Kasimala implements Game {
    @Override
    public String name() {
        return "kasimala";
    }

    @Override
    public boolean hasChance() {
        return true;
    }

    @Override
    public int minPlayers() {
        return 2;
    }

    @Override
    public int maxPlayers() {
        return 2;
    }

    @Override
    public List<OptionSpec> optionSpecs() {
        return List.of(OptionSpec.choice("cells", 17, 17, 25));
    }

    @Override
    public GameState newState(int players, Options options) {
        return KasimalaState.initial(options.number("cells"));
    }
}
