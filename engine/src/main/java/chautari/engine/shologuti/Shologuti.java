package chautari.engine.shologuti;

import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import java.util.Map;

/** Sholo Guti, sixteen soldiers, as docs/rules/shologuti.md reads it. Two players, no options, no chance. */
public final class Shologuti {
    public static final Game GAME = Game.of("shologuti", new Names("Sholo Guti", "सोह्र गुटी"), 2, 2, 15, "board",
                    (players, options) -> ShologutiState.initial())
            .withDrawOffers()
            .withBenchCases(new Case("shologuti", 2, Map.of()))
            .withLadderCases(new Case("shologuti", 2, Map.of()));

    private Shologuti() {
    }
}
