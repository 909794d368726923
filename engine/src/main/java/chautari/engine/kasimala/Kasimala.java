package chautari.engine.kasimala;

import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import chautari.engine.OptionSpec;
import chautari.engine.Strips;
import java.util.Map;

/**
 * Kasimala (kasimala paay), Bhaktapur's game of four throwing strips, as
 * docs/rules/kasimala.md has it. Two players.
 *
 * <p>Option {@code cells}: cells a row, 17 (default) or 25 (the long board); each side has as
 * many pieces, and the mala has 5 or 7 laigas.
 */
public final class Kasimala {
    public static final Game GAME = Game.of("kasimala", new Names("Kasimala", "कसिमला"), 2, 2, 10, "board",
                    (players, options) -> KasimalaState.initial(options.number("cells")))
            .withOptions(OptionSpec.choice("cells", 17, 17, 25))
            .withChance(Strips.FOUR)
            .withBenchCases(new Case("kasimala cells=17", 2, Map.of("cells", 17)),
                    new Case("kasimala cells=25", 2, Map.of("cells", 25)))
            .withLadderCases(new Case("kasimala cells=17", 2, Map.of("cells", 17)),
                    new Case("kasimala cells=25", 2, Map.of("cells", 25)))
            .withConstants(Map.of("throwLimit", KasimalaState.THROW_LIMIT));

    private Kasimala() {
    }
}
