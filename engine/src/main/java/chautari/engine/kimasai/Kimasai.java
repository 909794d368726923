package chautari.engine.kimasai;

import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import java.util.Map;

/**
 * Bao la Kimasai, the four-row game of the Maasai of Mpwapwa (Klamroth, 1911), as
 * docs/rules/kimasai.md has it. Two players, no options, no chance.
 */
public final class Kimasai {
    public static final Game GAME = Game.of("kimasai", new Names("Bao la Kimasai", "बाओ ला किमासाई"), 2, 2, 10, "mancala",
                    (players, options) -> KimasaiState.initial())
            .withDrawOffers()
            .withBenchCases(new Case("kimasai", 2, Map.of()))
            .withLadderCases(new Case("kimasai", 2, Map.of()));

    private Kimasai() {
    }
}
