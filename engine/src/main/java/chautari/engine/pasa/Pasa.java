package chautari.engine.pasa;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.OptionSpec;
import chautari.engine.Options;
import java.util.List;

/**
 * Pasa: chaupar on the cross-shaped cloth with three long dice marked 1, 2, 5, 6, as the Pasa
 * section of RULINGS.md reads the rule page (the Ain-i-Akbari rules as Ludii encodes them,
 * starting in the charkoni, with Pachisi's twelve castles).
 *
 * <p>2 to 4 players. Options: {@code partners} (default true; only with four players, S+N
 * against E+W) and {@code captureBonus} (default false: a turn with a capture earns another).
 */
public final class Pasa implements Game {
    public static final String PARTNERS = "partners";
    public static final String CAPTURE_BONUS = "captureBonus";

    @Override
    public String name() {
        return "pasa";
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
        return 4;
    }

    @Override
    public List<OptionSpec> optionSpecs() {
        return List.of(OptionSpec.flag(PARTNERS, true), OptionSpec.flag(CAPTURE_BONUS, false));
    }

    @Override
    public GameState newState(int players, Options options) {
        return PasaState.initial(players, options.flag(PARTNERS), options.flag(CAPTURE_BONUS));
    }
}
