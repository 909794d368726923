package chautari.engine.chess;

import chautari.engine.GameState;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import java.util.Map;
import java.util.TreeMap;

/**
 * Perft and random self-play on one thread: a measurement, not a test. Perft from the start by
 * make and unmake, the last ply's moves counted without playing them; then seeded random games
 * (a copy of the start played out) a second. Run after {@code ./mvnw -o -pl engine test-compile} with
 * {@code java -cp engine/target/classes:engine/target/test-classes chautari.engine.chess.ChessSpeed [depth [seconds]]}.
 */
public final class ChessSpeed {
    private ChessSpeed() {
    }

    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 5;
        Position start = Fen.read(Fen.START);
        for (int round = 0; round < 3; round++) {
            long begin = System.nanoTime();
            long nodes = start.perft(depth);
            double wall = (System.nanoTime() - begin) / 1e9;
            System.out.printf("perft %d from the start: %,d nodes in %.2f s, %,.0f nodes/s%n", depth, nodes, wall, nodes / wall);
        }
        GameState game = Chess.GAME.start(2, Chess.GAME.options(Map.of()));
        for (int round = 0; round < 3; round++) {
            RandomPlayer player = new RandomPlayer(new Rng(20261204L + round));
            Map<String, Integer> reasons = new TreeMap<>();
            long games = 0;
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
            System.out.printf("random games: %,d in %.1f s, %,.0f games/s, %.1f moves a game, ends %s%n", games, wall,
                    games / wall, (double) player.moves() / games, reasons);
        }
    }
}
