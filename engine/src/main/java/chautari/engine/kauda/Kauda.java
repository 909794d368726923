package chautari.engine.kauda;

import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import chautari.engine.OptionSpec;
import chautari.engine.Shells;
import java.util.Map;

/**
 * Kauda, sixteen cowries thrown for play chips, as docs/rules/kauda.md reads
 * it. Two to six players; options {@code rounds} (3, 5 or 10; 5) and {@code doubling}
 * (stakes double during a thrower's streak; on).
 */
public final class Kauda {
    public static final String ROUNDS = "rounds";
    public static final String DOUBLING = "doubling";
    public static final Game GAME = Game.of("kauda", new Names("Kauda", "कौडा"), 2, 6, 10, "dice",
                    (players, options) -> KaudaState.initial(players, options.number(ROUNDS), options.flag(DOUBLING)))
            .withOptions(OptionSpec.choice(ROUNDS, 5, 3, 5, 10), OptionSpec.flag(DOUBLING, true))
            .withChance(Shells.SIXTEEN)
            .withBenchCases(fiveRounds(2), fiveRounds(4), fiveRounds(6))
            .withLadderCases(new Case("kauda 3 players", 3, Map.of()));

    private static Case fiveRounds(int players) {
        return new Case("kauda " + players + " players", players, Map.of(ROUNDS, 5, DOUBLING, true));
    }

    private Kauda() {
    }
}
