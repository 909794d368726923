package chautari.engine.shologuti;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.OptionSpec;
import chautari.engine.Options;
import java.util.List;

/** Sholo Guti, sixteen soldiers, as the Sholo Guti section of RULINGS.md reads it. Two players, no options, no chance. */
public final class Shologuti implements Game {
    @Override
    public String name() {
        return "shologuti";
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
        return ShologutiState.initial();
    }
}
