package chautari.cli;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Options;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Random self-play on one thread: games a second, moves and throws a game, bytes allocated
 * a game (the JVM's per-thread allocation counter), and each case's own figures.
 */
final class SelfPlayBench {
    private final double seconds;
    private final PrintStream out;

    SelfPlayBench(double seconds, PrintStream out) {
        this.seconds = seconds;
        this.out = out;
    }

    /** A row of the table: one game with fixed players and options, and what to tally at each end. */
    record Case(String label, Game game, int players, Map<String, ?> options, Tally.Factory tally) {
    }

    static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("kasimala cells=17", Games.byName("kasimala"), 2, Map.of("cells", 17), KasimalaTally::new));
        cases.add(new Case("kasimala cells=25", Games.byName("kasimala"), 2, Map.of("cells", 25), KasimalaTally::new));
        cases.add(new Case("pasa 2 players", Games.byName("pasa"), 2, Map.of(), PasaTally::new));
        cases.add(new Case("pasa 3 players", Games.byName("pasa"), 3, Map.of(), PasaTally::new));
        cases.add(new Case("pasa 4 partners", Games.byName("pasa"), 4, Map.of(), PasaTally::new));
        cases.add(new Case("pasa 4 each for themselves", Games.byName("pasa"), 4, Map.of("partners", false),
                PasaTally::new));
        for (int players : new int[] {2, 4, 6}) {
            cases.add(new Case("kauda " + players + " players, 5 rounds", Games.byName("kauda"), players,
                    Map.of("rounds", 5, "doubling", true), () -> new KaudaTally(players)));
        }
        cases.add(new Case("kimasai", Games.byName("kimasai"), 2, Map.of(), Tally.Draws::new));
        cases.add(new Case("baghchal", Games.byName("baghchal"), 2, Map.of(), EndsTally::new));
        cases.add(new Case("shologuti", Games.byName("shologuti"), 2, Map.of(), EndsTally::new));
        cases.add(new Case("ludo 2 players", Games.byName("ludo"), 2, Map.of(), LudoTally::new));
        cases.add(new Case("ludo 4 players", Games.byName("ludo"), 4, Map.of(), LudoTally::new));
        for (int players : new int[] {2, 6}) {
            cases.add(new Case("snakes " + players + " players", Games.byName("snakes"), players, Map.of(),
                    () -> new SnakesTally(players)));
        }
        return cases;
    }

    void run(String only) {
        out.printf(Locale.ROOT, "Random self-play, one thread, %.1f s a row after %.1f s warm-up (java %s)%n%n",
                seconds, seconds / 2, System.getProperty("java.version"));
        String game = null;
        for (Case c : cases()) {
            if (only != null && !c.game().id().equals(only)) {
                continue;
            }
            if (!c.game().id().equals(game)) {
                game = c.game().id();
                out.println("## " + game);
            }
            Tally tally = c.tally().create();
            out.printf(Locale.ROOT, "%-28s %12s %10s %10s %12s   %s%n",
                    "case", "games/s", "moves/g", "throws/g", "bytes/g", String.join("  ", tally.headers()));
            Row row = measure(c, tally);
            out.printf(Locale.ROOT, "%-28s %,12.0f %10.1f %10.1f %,12.0f   %s%n", c.label(),
                    row.games / row.seconds, (double) row.moves / row.games, (double) row.throwsMade / row.games,
                    (double) row.bytes / row.games, String.join("  ", tally.values()));
            out.println();
        }
    }

    private record Row(long games, double seconds, long moves, long throwsMade, long bytes) {
    }

    private Row measure(Case c, Tally tally) {
        Options options = c.game().options(c.options());
        GameState start = c.game().start(c.players(), options);
        Rng rng = new Rng(20261130L);
        runFor(start, rng, seconds / 2, Tally.NONE);
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().threadId();
        long bytesBefore = threads.getThreadAllocatedBytes(thread);
        RandomPlayer player = new RandomPlayer(rng);
        long begin = System.nanoTime();
        long deadline = begin + (long) (seconds * 1e9);
        long games = 0;
        long now;
        do {
            for (int i = 0; i < 64; i++) {
                GameState state = start.copy();
                player.playOut(state);
                tally.add(state);
                games++;
            }
            now = System.nanoTime();
        } while (now < deadline);
        long bytes = threads.getThreadAllocatedBytes(thread) - bytesBefore;
        return new Row(games, (now - begin) / 1e9, player.moves(), player.throwsMade(), bytes);
    }

    private static void runFor(GameState start, Rng rng, double seconds, Tally tally) {
        RandomPlayer player = new RandomPlayer(rng);
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        while (System.nanoTime() < deadline) {
            GameState state = start.copy();
            player.playOut(state);
            tally.add(state);
        }
    }
}
