package chautari.cli;

import chautari.bots.Level;
import chautari.engine.Game;
import chautari.engine.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** The arena's ladder: every game with decisions, each level against the one below it, and strong against simple. */
final class Ladder {
    /** Pairs of levels, A first: each step of the ladder, then its whole height. */
    static final List<List<Level>> LEVEL_PAIRS = List.of(
            List.of(Level.BEGINNER, Level.SIMPLE),
            List.of(Level.GOOD, Level.BEGINNER),
            List.of(Level.STRONG, Level.GOOD),
            List.of(Level.STRONG, Level.SIMPLE));

    private Ladder() {
    }

    /** The ladder cases of the games chosen: the games without chance first, each part in the registry's order. */
    static List<Setup> setups(Predicate<Game> chosen) {
        List<Setup> setups = new ArrayList<>();
        for (boolean chance : new boolean[] {false, true}) {
            for (Game game : Games.all()) {
                if ((game.chance() != null) == chance && chosen.test(game)) {
                    game.ladderCases().forEach(c -> setups.add(Setup.of(game, c.players(), c.options())));
                }
            }
        }
        return setups;
    }

    static List<Pairing> pairings(int games, Double seconds, Long iterations, Predicate<Game> chosen) {
        List<Pairing> pairings = new ArrayList<>();
        for (Setup setup : setups(chosen)) {
            for (List<Level> levels : LEVEL_PAIRS) {
                pairings.add(new Pairing(setup, Contender.of(levels.get(0), seconds, iterations),
                        Contender.of(levels.get(1), seconds, iterations), games));
            }
        }
        return pairings;
    }
}
