package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.Map;

/**
 * Seeded matches of Bao la Kimasai between two players, each opening played with either
 * colour: how the search's weights were tuned and its levels measured. Run by hand, e.g.
 * {@code KimasaiMatches 40 8 100000,100,0 2000000000,2,0.1} (players as iterations,maxDepth,noise
 * or {@code simple}); the tests use {@link #wins} directly.
 */
final class KimasaiMatches {
    /** A player of one move: the same generator throughout a game. */
    interface Player {
        int choose(GameState state, int seat, Rng rng);
    }

    private KimasaiMatches() {
    }

    static Player search(Knowledge knowledge, int maxDepth, double noise, Budget budget) {
        AlphaBeta search = new AlphaBeta(knowledge, maxDepth, noise);
        return (state, seat, rng) -> search.choose(state, seat, rng, budget);
    }

    static Player simple() {
        SimpleBot bot = new SimpleBot();
        return bot::choose;
    }

    static GameState start() {
        return Games.byName("kimasai").start(2, Games.byName("kimasai").options(Map.of()));
    }

    /** The start after some seeded random plies, for openings the players would not choose alike every time. */
    static GameState opening(long seed, int plies) {
        GameState state = start();
        Rng rng = new Rng(seed);
        int[] buffer = new int[state.maxMoves()];
        for (int i = 0; i < plies && !state.isOver(); i++) {
            state.playLegal(state.toMove(), state.randomMove(state.toMove(), rng, buffer));
        }
        return state;
    }

    /** Wins of {@code a}, losses and draws over the games; game g opens with seed g / 2 and gives {@code a} the first move when g is even. */
    static int[] wins(Player a, Player b, int games, int openingPlies) {
        int[] score = new int[3];
        for (int game = 0; game < games; game++) {
            GameState state = opening(game / 2, openingPlies);
            int seatOfA = game % 2 + 1;
            Rng rngA = new Rng(game);
            Rng rngB = new Rng(1000 + game);
            for (int ply = 0; ply < 2000 && !state.isOver(); ply++) {
                int seat = state.toMove();
                state.play(seat, seat == seatOfA ? a.choose(state, seat, rngA) : b.choose(state, seat, rngB));
            }
            Result result = state.result();
            score[result == null || result.draw() ? 2 : result.winners().contains(seatOfA) ? 0 : 1]++;
        }
        return score;
    }

    private static Player parse(String spec) {
        if (spec.equals("simple")) {
            return simple();
        }
        String[] parts = spec.split(",");
        return search(new KimasaiKnowledge(), Integer.parseInt(parts[1]), Double.parseDouble(parts[2]),
                Budget.iterations(Long.parseLong(parts[0])));
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        int openingPlies = Integer.parseInt(args[1]);
        long start = System.nanoTime();
        int[] score = wins(parse(args[2]), parse(args[3]), games, openingPlies);
        System.out.printf("%s vs %s: %d won, %d lost, %d drawn in %.0f s%n", args[2], args[3], score[0], score[1], score[2],
                (System.nanoTime() - start) / 1e9);
    }
}
