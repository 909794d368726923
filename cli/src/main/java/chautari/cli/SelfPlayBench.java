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

    /** Every game's bench cases, in the registry's order. */
    static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        for (Game game : Games.all()) {
            for (Game.Case c : game.benchCases()) {
                cases.add(new Case(c.label(), game, c.players(), c.options(), tally(game.id(), c.players())));
            }
        }
        return cases;
    }

    /** What a game's rows tally at each end: its own figures where it has some, else how games end. */
    private static Tally.Factory tally(String game, int players) {
        return switch (game) {
            case "kasimala" -> KasimalaTally::new;
            case "pasa" -> PasaTally::new;
            case "kauda" -> () -> new KaudaTally(players);
            case "kimasai" -> Tally.Draws::new;
            case "ludo" -> LudoTally::new;
            case "snakes" -> () -> new SnakesTally(players);
            default -> () -> new EndsTally(players);
        };
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
            Row row = measure(c, tally);
            out.printf(Locale.ROOT, "%-28s %12s %10s %10s %12s   %s%n",
                    "case", "games/s", "moves/g", "throws/g", "bytes/g", String.join("  ", tally.headers()));
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
