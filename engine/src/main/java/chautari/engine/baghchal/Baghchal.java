package chautari.engine.baghchal;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.OptionSpec;
import chautari.engine.Options;
import java.util.List;

/**
 * Baghchal, the tigers and goats of Nepal, as the Baghchal section of RULINGS.md reads it.
 * Seat 1 plays the 20 goats, seat 2 the 4 tigers. No options, no chance.
 */
public final class Baghchal implements Game {
    @Override
    public String name() {
        return "baghchal";
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
        return BaghchalState.initial();
    }
}
