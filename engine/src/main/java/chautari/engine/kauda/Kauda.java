package chautari.engine.kauda;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.OptionSpec;
import chautari.engine.Options;
import java.util.List;

/**
 * Kauda, sixteen cowries thrown for play chips, as the Kauda section of RULINGS.md reads
 * it. Two to six players; options {@code rounds} (3, 5 or 10; 5) and {@code doubling}
 * (stakes double during a thrower's streak; on).
 */
public final class Kauda implements Game {
    public static final String ROUNDS = "rounds";
    public static final String DOUBLING = "doubling";

    @Override
    public String name() {
        return "kauda";
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
        return 6;
    }

    @Override
    public List<OptionSpec> optionSpecs() {
        return List.of(OptionSpec.choice(ROUNDS, 5, 3, 5, 10), OptionSpec.flag(DOUBLING, true));
    }

    @Override
    public GameState newState(int players, Options options) {
        return KaudaState.initial(players, options.number(ROUNDS), options.flag(DOUBLING));
    }
}
