package chautari.engine.baghchal;

import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import java.util.Map;

/**
 * Baghchal, the tigers and goats of Nepal, as docs/rules/baghchal.md reads it.
 * Seat 1 plays the 20 goats, seat 2 the 4 tigers. No options, no chance.
 */
public final class Baghchal {
    public static final Game GAME = Game.of("baghchal", new Names("Baghchal", "बाघचाल"), 2, 2, 15, "board",
                    (players, options) -> BaghchalState.initial())
            .withDrawOffers()
            .withBenchCases(new Case("baghchal", 2, Map.of()))
            .withLadderCases(new Case("baghchal", 2, Map.of()));

    private Baghchal() {
    }
}
