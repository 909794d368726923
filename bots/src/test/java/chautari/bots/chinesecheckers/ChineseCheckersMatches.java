package chautari.bots.chinesecheckers;

import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.chinesecheckers.ChineseCheckers;
import java.util.Arrays;
import java.util.Map;

/**
 * Seeded games of Chinese Checkers between levels, from {@link ChineseCheckers#GAME}'s start (the
 * arena cannot reach the game before the catalogue lists it). A level null plays uniformly random
 * moves. {@code main} prints a tally: {@code players games seed levels... [iterations...]}, such as
 * {@code 2 20 1 strong good}, seats given in turn and repeated round the table.
 */
final class ChineseCheckersMatches {
    private ChineseCheckersMatches() {
    }

    /** The winner of one seeded game (0 for a draw), each seat playing its level within its budget. */
    static int play(int players, Level[] levels, Budget[] budgets, long seed) {
        GameState state = ChineseCheckers.GAME.start(players, ChineseCheckers.GAME.options(Map.of()));
        Rng[] rngs = new Rng[players + 1];
        for (int seat = 1; seat <= players; seat++) {
            rngs[seat] = new Rng(seed * 31 + seat);
        }
        int[] buffer = new int[state.maxMoves()];
        while (!state.isOver()) {
            int seat = state.toMove();
            Level level = levels[seat - 1];
            int move = level == null ? state.randomMove(seat, rngs[seat], buffer)
                    : new ChineseCheckersBot(level).choose(state, seat, rngs[seat], budgets[seat - 1]);
            state.playLegal(seat, move);
        }
        Result result = state.result();
        return result.draw() ? 0 : result.winners().getFirst();
    }

    public static void main(String[] args) {
        int players = Integer.parseInt(args[0]);
        int games = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        Level[] given = new Level[players];
        Budget[] budgets = new Budget[players];
        int kinds = 0;
        for (int i = 3; i < args.length && !Character.isDigit(args[i].charAt(0)); i++) {
            kinds++;
        }
        for (int seat = 0; seat < players; seat++) {
            String name = args[3 + seat % kinds];
            given[seat] = name.equals("random") ? null : Level.of(name);
            long iterations = args.length > 3 + kinds ? Long.parseLong(args[3 + kinds + seat % kinds]) : 200;
            budgets[seat] = Budget.iterations(iterations);
        }
        int[] wins = new int[players + 1];
        long begin = System.nanoTime();
        for (int g = 0; g < games; g++) {
            // rotate the seats each game so no level keeps the first move
            int shift = g % players;
            Level[] levels = new Level[players];
            Budget[] seatBudgets = new Budget[players];
            for (int seat = 0; seat < players; seat++) {
                levels[seat] = given[(seat + shift) % players];
                seatBudgets[seat] = budgets[(seat + shift) % players];
            }
            int winner = play(players, levels, seatBudgets, seed + g);
            int original = winner == 0 ? 0 : (winner - 1 + shift) % players + 1;
            wins[original]++;
            System.out.printf("game %d (seed %d): winner seat %s (%s)%n", g, seed + g, original == 0 ? "none" : original,
                    original == 0 ? "draw" : given[original - 1]);
        }
        System.out.printf("%d games, wins by original seat %s (0 = draws), %.1f s%n", games,
                Arrays.toString(wins), (System.nanoTime() - begin) / 1e9);
    }
}
