package chautari.engine.pasa;

import chautari.engine.DiceSet;
import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import chautari.engine.OptionSpec;
import java.util.Map;

/**
 * Pasa: chaupar on the cross-shaped cloth with three long dice marked 1, 2, 5, 6, as
 * docs/rules/pasa.md has it (the Ain-i-Akbari rules as Ludii encodes them,
 * starting in the charkoni, with Pachisi's twelve castles).
 *
 * <p>2 to 4 players. Options: {@code partners} (default true; only with four players, S+N
 * against E+W) and {@code captureBonus} (default false: a turn with a capture earns another).
 */
public final class Pasa {
    public static final String PARTNERS = "partners";
    public static final String CAPTURE_BONUS = "captureBonus";
    public static final Game GAME = Game.of("pasa", new Names("Pasa", "पासा"), 2, 4, 25, "dice",
                    (players, options) -> PasaState.initial(players, options.flag(PARTNERS), options.flag(CAPTURE_BONUS)))
            .withOptions(OptionSpec.flag(PARTNERS, true).onlyWith(4), OptionSpec.flag(CAPTURE_BONUS, false))
            .withChance(DiceSet.LONG_DICE)
            .withBenchCases(new Case("pasa 2 players", 2, Map.of()),
                    new Case("pasa 3 players", 3, Map.of()),
                    new Case("pasa 4 partners", 4, Map.of()),
                    new Case("pasa 4 each for themselves", 4, Map.of(PARTNERS, false)))
            .withLadderCases(new Case("pasa 2 players", 2, Map.of()),
                    new Case("pasa 4 partners", 4, Map.of(PARTNERS, true)));

    private Pasa() {
    }
}
