package chautari.engine.chess;

import chautari.engine.GameState;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.LongSupplier;

/**
 * Perft and random self-play on one thread: a measurement, not a test. Perft from the start by
 * make and unmake, the last ply's moves counted without playing them, then all played; then seeded random games
 * (a copy of the start played out) a second. Run after {@code ./mvnw -o -pl engine test-compile} with
 * {@code java -cp engine/target/classes:engine/target/test-classes chautari.engine.chess.ChessSpeed [depth [seconds]]}.
 */
public final class ChessSpeed {
    private ChessSpeed() {
    }

    /** Perft that makes and unmakes the last ply's moves too, as a search does. */
    private static long playingEveryMove(Position position, int depth, int[][] buffers) {
        if (depth == 0) {
            return 1;
        }
        int[] moves = buffers[depth];
        int n = position.legalMoves(moves);
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            position.make(moves[i]);
            nodes += playingEveryMove(position, depth - 1, buffers);
            position.unmake(moves[i]);
        }
        return nodes;
    }

    /** Runs a count, printing nodes a second by the clock and by the thread's CPU time (the machine may be shared). */
    private static void measure(String what, LongSupplier count) {
        var threads = ManagementFactory.getThreadMXBean();
        long cpu = threads.getCurrentThreadCpuTime();
        long begin = System.nanoTime();
        long nodes = count.getAsLong();
        double wall = (System.nanoTime() - begin) / 1e9;
        double onCpu = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
        System.out.printf("%s: %,d nodes in %.2f s (%.2f s on the CPU), %,.0f nodes/s, %,.0f a CPU second%n", what, nodes,
                wall, onCpu, nodes / wall, nodes / onCpu);
    }

    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 5;
        Position start = Fen.read(Fen.START);
        for (int round = 0; round < 3; round++) {
            measure("perft " + depth + " from the start, last ply counted", () -> start.perft(depth));
            measure("perft " + depth + " from the start, every move played",
                    () -> playingEveryMove(start, depth, new int[depth + 1][Position.MAX_MOVES]));
        }
        GameState game = Chess.GAME.start(2, Chess.GAME.options(Map.of()));
        for (int round = 0; round < 3; round++) {
            RandomPlayer player = new RandomPlayer(new Rng(20261204L + round));
            Map<String, Integer> reasons = new TreeMap<>();
            long games = 0;
            var threads = ManagementFactory.getThreadMXBean();
            long cpu = threads.getCurrentThreadCpuTime();
            long begin = System.nanoTime();
            long deadline = begin + (long) (seconds * 1e9);
            long now;
            do {
                for (int i = 0; i < 100; i++) {
                    GameState state = game.copy();
                    player.playOut(state);
                    reasons.merge((String) state.result().details().get("reason"), 1, Integer::sum);
                }
                games += 100;
                now = System.nanoTime();
            } while (now < deadline);
            double wall = (now - begin) / 1e9;
            double onCpu = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
            System.out.printf("random games: %,d in %.1f s (%.1f s on the CPU), %,.0f games/s, %,.0f a CPU second, "
                    + "%.1f moves a game, ends %s%n", games, wall, onCpu, games / wall, games / onCpu,
                    (double) player.moves() / games, reasons);
        }
    }
}
