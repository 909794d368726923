package chautari.engine.snakes;

import chautari.engine.Die;
import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import java.util.Map;

/**
 * Snakes and Ladders (साँप सिँढी), as docs/rules/snakes.md gives it: 2 to
 * 6 players, one die, the classic layout of nine ladders and ten snakes, an exact finish on 100.
 * No options.
 */
public final class Snakes {
    public static final Game GAME = Game.of("snakes", new Names("Snakes and Ladders", "साँप सिँढी"), 2, 6, 15, "dice",
                    (players, options) -> SnakesState.initial(players))
            .withChance(Die.SIX)
            .withBenchCases(new Case("snakes 2 players", 2, Map.of()), new Case("snakes 6 players", 6, Map.of()))
            .withConstants(SnakesBoard.constants());

    private Snakes() {
    }
}
