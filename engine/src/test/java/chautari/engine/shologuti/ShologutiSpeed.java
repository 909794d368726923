package chautari.engine.shologuti;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import java.util.Map;

/**
 * Seeded random self-play on one thread, printing games a second: a measurement, not a test.
 * Run after {@code ./mvnw -pl engine test-compile} with
 * {@code java -cp engine/target/classes:engine/target/test-classes chautari.engine.shologuti.ShologutiSpeed [seconds]}.
 */
public final class ShologutiSpeed {
    private ShologutiSpeed() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 10;
        Game game = Shologuti.GAME;
        var options = game.options(Map.of());
        RandomPlayer player = new RandomPlayer(new Rng(1));
        for (int round = 0; round < 3; round++) {
            long games = 0;
            var threads = java.lang.management.ManagementFactory.getThreadMXBean();
            long cpuStart = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            long end = start + (long) (seconds * 1e9);
            long now;
            Map<String, Integer> reasons = new java.util.TreeMap<>();
            do {
                for (int i = 0; i < 1000; i++) {
                    GameState state = game.start(2, options);
                    player.playOut(state);
                    reasons.merge((String) state.result().details().get("reason"), 1, Integer::sum);
                }
                games += 1000;
                now = System.nanoTime();
            } while (now < end);
            double elapsed = (now - start) / 1e9;
            double cpu = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
            System.out.printf("round %d: %d games in %.1f s (%.1f s on the CPU): %.0f games/s, %.0f a CPU second, "
                    + "%.1f moves a game, ends %s%n", round, games, elapsed, cpu, games / elapsed, games / cpu,
                    (double) player.moves() / games, reasons);
            player = new RandomPlayer(new Rng(round + 2));
        }
    }
}
