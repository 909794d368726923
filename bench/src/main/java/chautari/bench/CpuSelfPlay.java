package chautari.bench;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * Random self-play as {@code ./chautari bench} plays it (the same seed, start and player), but
 * counted against the thread's CPU time as well as the wall clock: on a machine shared with
 * other work the CPU figure moves less. Usage: {@code GAME [SECONDS [ROUNDS]]}; one line a bench
 * case, a figure pair a round, after a warm-up of half a round.
 */
public final class CpuSelfPlay {
    private CpuSelfPlay() {
    }

    public static void main(String[] args) {
        if (args.length < 1) {
            System.err.println("usage: CpuSelfPlay GAME [SECONDS [ROUNDS]]");
            System.exit(2);
        }
        Game game = Games.byName(args[0]);
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 5;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (Game.Case c : game.benchCases()) {
            GameState start = game.start(c.players(), game.options(c.options()));
            RandomPlayer player = new RandomPlayer(new Rng(20261130L));
            playFor(start, player, seconds / 2);
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-28s", c.label()));
            for (int round = 0; round < rounds; round++) {
                long cpuBefore = threads.getCurrentThreadCpuTime();
                long wallBefore = System.nanoTime();
                long games = playFor(start, player, seconds);
                double cpu = (threads.getCurrentThreadCpuTime() - cpuBefore) / 1e9;
                double wall = (System.nanoTime() - wallBefore) / 1e9;
                line.append(String.format(Locale.ROOT, "  %,10.0f games/CPU-s %,10.0f games/s", games / cpu,
                        games / wall));
            }
            System.out.println(line);
        }
    }

    private static long playFor(GameState start, RandomPlayer player, double seconds) {
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        long games = 0;
        do {
            games += batch(start, player);
        } while (System.nanoTime() < deadline);
        return games;
    }

    /** 64 games, in a method of its own so that it is compiled whole, not only replaced on the stack. */
    private static int batch(GameState start, RandomPlayer player) {
        for (int i = 0; i < 64; i++) {
            player.playOut(start.copy());
        }
        return 64;
    }
}
