package chautari.engine.byapar;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import java.util.Map;
import java.util.TreeMap;

/**
 * Seeded random self-play (RandomPlayer: uniform legal moves, offers included) on one thread,
 * printing games a second: a measurement, not a test. Run after {@code ./mvnw -pl engine test-compile} with
 * {@code java -cp engine/target/classes:engine/target/test-classes chautari.engine.byapar.ByaparSpeed [players [seconds]]}.
 */
public final class ByaparSpeed {
    private ByaparSpeed() {
    }

    public static void main(String[] args) {
        int players = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 10;
        Game game = Byapar.GAME;
        var options = game.options(Map.of());
        for (int round = 0; round < 3; round++) {
            RandomPlayer player = new RandomPlayer(new Rng(round + 1));
            long games = 0;
            var threads = java.lang.management.ManagementFactory.getThreadMXBean();
            long cpuStart = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            long end = start + (long) (seconds * 1e9);
            long now;
            Map<String, Integer> reasons = new TreeMap<>();
            do {
                for (int i = 0; i < 10; i++) {
                    GameState state = game.start(players, options);
                    player.playOut(state);
                    reasons.merge((String) state.result().details().get("reason"), 1, Integer::sum);
                }
                games += 10;
                now = System.nanoTime();
            } while (now < end);
            double elapsed = (now - start) / 1e9;
            double cpu = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
            System.out.printf("round %d, %d players: %d games in %.1f s (%.1f s on the CPU): %.0f games/s, %.0f a CPU second,"
                    + " %.0f moves and %.0f throws a game, ends %s%n", round, players, games, elapsed, cpu, games / elapsed,
                    games / cpu, (double) player.moves() / games,
                    (double) player.throwsMade() / games, reasons);
        }
    }
}
