package chautari.cli;

import chautari.engine.Rng;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Plays pairings on a pool of threads. Each round of the seating shares one throw seed, drawn
 * from the arena's seed, so every side meets the same throws from every seat; each game is
 * its own task, and its result depends only on its index (given iteration budgets).
 */
final class Arena {
    private final int threads;
    private final long seed;
    private final PrintStream progress;

    Arena(int threads, long seed, PrintStream progress) {
        if (threads < 1) {
            throw new IllegalArgumentException("an arena needs at least one thread, not " + threads);
        }
        this.threads = threads;
        this.seed = seed;
        this.progress = progress;
    }

    /** The throw seed of a round: the same for every pairing, so the rows of a ladder meet the same throws. */
    static long roundSeed(long seed, int round) {
        return new Rng(seed + round * 0x9E3779B97F4A7C15L).nextLong();
    }

    List<PairingResult> run(List<Pairing> pairings) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "arena");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<PairingResult> results = new ArrayList<>();
            for (int i = 0; i < pairings.size(); i++) {
                PairingResult result = run(pool, pairings.get(i));
                results.add(result);
                progress.printf(Locale.ROOT, "arena: pairing %d of %d done: %s, %d games, A scores %.3f%n",
                        i + 1, pairings.size(), pairings.get(i).describe(), result.games(), result.meanScore());
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    private PairingResult run(ExecutorService pool, Pairing pairing) throws InterruptedException {
        Seating seating = pairing.setup().seating();
        ArenaGame game = new ArenaGame(pairing.setup(), pairing.a(), pairing.b());
        var done = new ExecutorCompletionService<Integer>(pool);
        ArenaGame.Score[] scores = new ArenaGame.Score[pairing.games()];
        for (int g = 0; g < pairing.games(); g++) {
            int index = g;
            done.submit(() -> {
                scores[index] = game.play(seating.lineup(index), roundSeed(seed, seating.round(index)), seating.round(index));
                return index;
            });
        }
        int step = Math.max(1, pairing.games() / 10);
        for (int finished = 1; finished <= pairing.games(); finished++) {
            try {
                done.take().get();
            } catch (ExecutionException e) {
                throw new IllegalStateException(pairing.describe() + ": " + e.getCause().getMessage(), e.getCause());
            }
            if (finished % step == 0 && finished < pairing.games()) {
                progress.printf(Locale.ROOT, "arena: %s: %d/%d games%n", pairing.describe(), finished, pairing.games());
            }
        }
        return PairingResult.of(pairing, scores);
    }
}
