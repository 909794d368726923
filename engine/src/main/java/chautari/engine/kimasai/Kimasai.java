package chautari.engine.kimasai;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.OptionSpec;
import chautari.engine.Options;
import java.util.List;

/**
 * Bao la Kimasai, the four-row game of the Maasai of Mpwapwa (Klamroth, 1911), as the
 * Bao la Kimasai section of RULINGS.md reads it. Two players, no options, no chance.
 */
public final class Kimasai implements Game {
    @Override
    public String name() {
        return "kimasai";
    }

    @Override
    public boolean hasChance() {
        return false;
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
        return List.of();
    }

    @Override
    public GameState newState(int players, Options options) {
        return KimasaiState.initial();
    }
}
