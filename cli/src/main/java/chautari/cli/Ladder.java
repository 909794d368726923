package chautari.cli;

import chautari.bots.Bots;
import chautari.engine.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The arena's ladder: every game with decisions, each level against the one below it, and strong against simple. */
final class Ladder {
    /** Pairs of levels, A first: each step of the ladder, then its whole height. */
    static final List<List<String>> LEVEL_PAIRS = List.of(
            List.of(Bots.BEGINNER, Bots.SIMPLE),
            List.of(Bots.GOOD, Bots.BEGINNER),
            List.of(Bots.STRONG, Bots.GOOD),
            List.of(Bots.STRONG, Bots.SIMPLE));

    private Ladder() {
    }

    static List<Setup> setups() {
        return List.of(
                Setup.of(Games.byName("kimasai"), 2, Map.of()),
                Setup.of(Games.byName("baghchal"), 2, Map.of()),
                Setup.of(Games.byName("shologuti"), 2, Map.of()),
                Setup.of(Games.byName("kasimala"), 2, Map.of("cells", 17)),
                Setup.of(Games.byName("kasimala"), 2, Map.of("cells", 25)),
                Setup.of(Games.byName("pasa"), 2, Map.of()),
                Setup.of(Games.byName("pasa"), 4, Map.of("partners", true)),
                Setup.of(Games.byName("kauda"), 3, Map.of()),
                Setup.of(Games.byName("ludo"), 2, Map.of()),
                Setup.of(Games.byName("ludo"), 4, Map.of()));
    }

    static List<Pairing> pairings(int games, Double seconds, Long iterations) {
        List<Pairing> pairings = new ArrayList<>();
        for (Setup setup : setups()) {
            for (List<String> levels : LEVEL_PAIRS) {
                pairings.add(new Pairing(setup, Contender.of(levels.get(0), seconds, iterations),
                        Contender.of(levels.get(1), seconds, iterations), games));
            }
        }
        return pairings;
    }
}
