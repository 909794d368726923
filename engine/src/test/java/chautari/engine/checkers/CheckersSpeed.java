package chautari.engine.checkers;

import chautari.engine.GameState;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.TreeMap;

/**
 * Seeded random self-play on one thread as {@code ./chautari bench} plays it (a copy of the
 * start played out, its result read), printing games a second by the clock and by the
 * thread's CPU time: a measurement, not a test. Run after {@code ./mvnw -o -pl engine test-compile} with
 * {@code java -cp engine/target/classes:engine/target/test-classes chautari.engine.checkers.CheckersSpeed [seconds [rounds]]}.
 */
public final class CheckersSpeed {
    private CheckersSpeed() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        GameState start = Checkers.GAME.start(2, Checkers.GAME.options(Map.of()));
        var threads = ManagementFactory.getThreadMXBean();
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        for (int round = 0; round < rounds; round++) {
            RandomPlayer player = new RandomPlayer(new Rng(20261130L + round));
            Map<String, Integer> reasons = new TreeMap<>();
            long games = 0;
            long cpuStart = threads.getCurrentThreadCpuTime();
            long begin = System.nanoTime();
            long deadline = begin + (long) (seconds * 1e9);
            long now;
            do {
                for (int i = 0; i < 1000; i++) {
                    GameState state = start.copy();
                    player.playOut(state);
                    reasons.merge((String) state.result().details().get("reason"), 1, Integer::sum);
                }
                games += 1000;
                now = System.nanoTime();
            } while (now < deadline);
            double wall = (now - begin) / 1e9;
            double cpu = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
            System.out.printf("round %d: %d games in %.1f s (%.1f s on the CPU): %,.0f games/s, %,.0f a CPU second, "
                    + "%.1f moves a game, ends %s%n", round, games, wall, cpu, games / wall, games / cpu,
                    (double) player.moves() / games, reasons);
        }
    }
}
