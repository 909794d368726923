package chautari.engine.ludo;

import chautari.engine.Die;
import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import java.util.List;
import java.util.Map;

/**
 * Ludo as docs/rules/ludo.md reads it: four tokens a colour, one die, only a 6
 * brings a token out, safe squares, exact count home, another throw for a 6, a capture or a
 * token home, the third 6 lost. 2 to 4 players (red and yellow; red, green, yellow; all four); no options.
 */
public final class Ludo {
    public static final Game GAME = Game.of("ludo", new Names("Ludo", "लुडो"), 2, 4, 30, "dice",
                    (players, options) -> LudoState.initial(players))
            .withChance(Die.SIX)
            .withColours(Map.of(2, List.of(1, 5), 3, List.of(1, 3, 5), 4, List.of(1, 3, 5, 4)))
            .withBenchCases(new Case("ludo 2 players", 2, Map.of()), new Case("ludo 4 players", 4, Map.of()))
            .withLadderCases(new Case("ludo 2 players", 2, Map.of()), new Case("ludo 4 players", 4, Map.of()));

    private Ludo() {
    }
}
