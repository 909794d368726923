package chautari.engine.checkers;

import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import java.util.Map;

/**
 * Checkers, English draughts, as docs/rules/checkers.md reads it. Seat 1 Black (moves first),
 * seat 2 White. No options, no chance; the players may agree a draw.
 */
public final class Checkers {
    public static final Game GAME = Game.of("checkers", new Names("Checkers", "चेकर्स"), 2, 2, 15, "board",
                    (players, options) -> CheckersState.initial())
            .withDrawOffers()
            .withBenchCases(new Case("checkers", 2, Map.of()))
            .withLadderCases(new Case("checkers", 2, Map.of()));

    private Checkers() {
    }
}
