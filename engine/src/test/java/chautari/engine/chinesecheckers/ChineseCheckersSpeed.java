package chautari.engine.chinesecheckers;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import java.util.Map;

/**
 * Seeded random self-play on one thread, printing moves a second (every move listed in full,
 * chains and all, then one drawn and played) and the most moves a position had: a measurement,
 * not a test. Run after {@code ./mvnw -pl engine test-compile} with
 * {@code java -cp engine/target/classes:engine/target/test-classes chautari.engine.chinesecheckers.ChineseCheckersSpeed [players] [seconds]}.
 */
public final class ChineseCheckersSpeed {
    private ChineseCheckersSpeed() {
    }

    public static void main(String[] args) {
        int players = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 10;
        Game game = ChineseCheckers.GAME;
        GameState start = game.start(players, game.options(Map.of()));
        int[] buffer = new int[start.maxMoves()];
        int most = 0;
        long listed = 0;
        long positions = 0;
        for (long seed = 1; seed <= 200; seed++) {
            GameState state = start.copy();
            Rng rng = new Rng(seed);
            while (!state.isOver()) {
                int n = state.legalMoves(buffer);
                most = Math.max(most, n);
                listed += n;
                positions++;
                state.playLegal(state.toMove(), buffer[rng.below(n)]);
            }
        }
        System.out.printf("%d players: %.1f moves a position on average, %d at most (200 games)%n", players,
                (double) listed / positions, most);
        for (int round = 0; round < 3; round++) {
            RandomPlayer player = new RandomPlayer(new Rng(round + 1));
            long games = 0;
            var threads = java.lang.management.ManagementFactory.getThreadMXBean();
            long cpuBegin = threads.getCurrentThreadCpuTime();
            long begin = System.nanoTime();
            long end = begin + (long) (seconds * 1e9);
            long now;
            do {
                for (int i = 0; i < 16; i++) {
                    player.playOut(start.copy());
                    games++;
                }
                now = System.nanoTime();
            } while (now < end);
            double elapsed = (now - begin) / 1e9;
            double cpu = (threads.getCurrentThreadCpuTime() - cpuBegin) / 1e9;
            System.out.printf("round %d: %d games, %.0f games/s, %.0f moves/s, %.0f moves a CPU second%n", round, games,
                    games / elapsed, player.moves() / elapsed, player.moves() / cpu);
        }
    }
}
