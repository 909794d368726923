package chautari.engine.snakes;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.OptionSpec;
import chautari.engine.Options;
import java.util.List;

/**
 * Snakes and Ladders (साँप सिँढी), as the Snakes and Ladders section of RULINGS.md gives it: 2 to
 * 6 players, one die, the classic layout of nine ladders and ten snakes, an exact finish on 100.
 * No options.
 */
public final class Snakes implements Game {
    @Override
    public String name() {
        return "snakes";
    }

    @Override
    public int minPlayers() {
        return 2;
    }

    @Override
    public int maxPlayers() {
        return 6;
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
        return SnakesState.initial(players);
    }
}
