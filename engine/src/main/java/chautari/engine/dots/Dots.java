package chautari.engine.dots;

import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import chautari.engine.OptionSpec;
import java.util.Map;

/**
 * Dots and Boxes as docs/rules/dots.md reads it: 2 to 4 players draw lines between dots, a
 * box closed is the closer's and earns another move. The option {@code size} is the boxes a
 * side: 3, 5 (the default) or 7. No chance.
 */
public final class Dots {
    public static final Game GAME = Game.of("dots", new Names("Dots and Boxes", "डट्स एन्ड बक्सेस"), 2, 4, 10, "board",
                    (players, options) -> DotsState.initial(options.number("size"), players))
            .withOptions(OptionSpec.choice("size", 5, 3, 5, 7))
            .withBenchCases(new Case("dots 3x3", 2, Map.of("size", 3)), new Case("dots 5x5", 2, Map.of("size", 5)),
                    new Case("dots 7x7", 2, Map.of("size", 7)))
            .withLadderCases(new Case("dots 3x3", 2, Map.of("size", 3)), new Case("dots 5x5", 2, Map.of("size", 5)),
                    new Case("dots 5x5 3 players", 3, Map.of("size", 5)), new Case("dots 5x5 4 players", 4, Map.of("size", 5)));

    private Dots() {
    }
}
