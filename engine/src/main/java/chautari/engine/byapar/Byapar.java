package chautari.engine.byapar;

import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import chautari.engine.OptionSpec;
import java.util.List;
import java.util.Map;

/**
 * Byapar (ब्यापार), docs/rules/byapar.md: 2 to 6 players buy, build on and trade the places of a
 * ring of forty squares from Kanchanpur to Kathmandu, with two dice and two decks of cards.
 * Options: {@code rounds} 0 (no limit), 20, 30 (the default) or 40; {@code money} 1000, 1500
 * (the default) or 2000 rupees at the start. A throw is two dice, or a card drawn (see {@link ByaparState}).
 */
public final class Byapar {
    public static final Game GAME = Game.of("byapar", new Names("Byapar", "ब्यापार"), 2, 6, 40, "dice",
                    (players, options) -> ByaparState.initial(players, options.number("rounds"), options.number("money")))
            .withOptions(OptionSpec.choice("rounds", 30, 0, 20, 30, 40), OptionSpec.choice("money", 1500, 1000, 1500, 2000))
            .withChance(ByaparState.DICE)
            .withBenchCases(new Case("byapar 2 players", 2, Map.of()), new Case("byapar 6 players", 6, Map.of()))
            .withLadderCases(new Case("byapar 2 players", 2, Map.of()), new Case("byapar 4 players", 4, Map.of()))
            .withConstants(Map.of("squares", Squares.constants(), "cards", Cards.constants(), "salary", Squares.SALARY,
                    "fine", Squares.FINE, "transportRent", List.of(30, 60, 120, 200), "utilityTimes", List.of(4, 10)));

    private Byapar() {
    }
}
