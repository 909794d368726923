package chautari.server.table;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Judge;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Rng;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.LongConsumer;
import java.util.function.Supplier;

/**
 * The computer players by level and the threads they think on: a fixed pool as large as the
 * machine has cores, shared by every table, whose queue serves thinks in the order they came,
 * and the judging of finished games' reviews only when no think of a live table waits.
 * A bot thinks from one seat's view, a copy taken under the table's lock; it never holds that
 * lock. Each think gets its own generator drawn from the server's seed, never a table's.
 */
public final class BotPool implements AutoCloseable {
    /** How long a hint may think. */
    static final Budget HINT_BUDGET = Budget.seconds(0.5);

    private final Map<Level, Bot> byLevel = new EnumMap<>(Level.class);
    private final Budget thinkCap;
    private final ThreadPoolExecutor threads;
    private final AtomicLong queued = new AtomicLong();
    private final Executor live = task -> queue(Ranked.LIVE, task);
    private final Executor later = task -> queue(Ranked.LATER, task);
    private final Judge judge;
    private final Rng seeds = new Rng(Tokens.seed());
    private final LongConsumer thought;

    /**
     * {@code thinkCap}: a bound on every think and review, whatever the level's budget ({@link Budget#within}; tests keep
     * games short); null for none.
     * {@code thought} is told how long each think took (on its thread, once its turn in the queue came).
     */
    public BotPool(Function<Level, Bot> bots, Budget thinkCap, int threadCount, LongConsumer thought) {
        for (Level level : Bots.TABLE_LEVELS) {
            byLevel.put(level, bots.apply(level));
        }
        this.thinkCap = thinkCap;
        this.thought = thought;
        this.judge = new Judge(capped(Judge.TABLE_BUDGET));
        this.threads = new ThreadPoolExecutor(threadCount, threadCount, 0, TimeUnit.MILLISECONDS, new PriorityBlockingQueue<>(),
                Thread.ofPlatform().name("think-", 0).daemon().factory());
    }

    /**
     * The move of a computer seat at its level, in the text of docs/notation.md, thinking no longer than the level
     * does nor than {@code clockLimit} (what its clock allows; null without clocks). {@code wanted} is asked when
     * the think's turn in the queue comes: a think nobody wants any more answers null at once.
     */
    CompletableFuture<String> move(GameState view, int seat, Level level, Duration clockLimit, BooleanSupplier wanted) {
        Bot bot = byLevel.get(level);
        Budget usual = capped(bot.playBudget());
        Budget budget = clockLimit == null ? usual : usual.within(Budget.time(clockLimit));
        return think(() -> wanted.getAsBoolean() ? bot.chooseText(view, seat, nextRng(), budget) : null);
    }

    /** The hint level's move for a person's seat. */
    CompletableFuture<String> hint(GameState view, int seat) {
        Bot bot = byLevel.get(Bots.HINT);
        Budget budget = capped(HINT_BUDGET);
        return think(() -> bot.chooseText(view, seat, nextRng(), budget));
    }

    /** The judge's verdict on a person's move (null for no decision), worked out once no live think waits. */
    CompletableFuture<Judge.Verdict> judge(GameState before, int seat, int move) {
        return submit(() -> judge.judge(before, seat, move, nextRng()), later);
    }

    /** Queues a think, timed; once the pool is shut down, a think fails at once. */
    private CompletableFuture<String> think(Supplier<String> choice) {
        return submit(() -> {
            long start = System.nanoTime();
            String move = choice.get();
            if (move != null) {
                thought.accept(System.nanoTime() - start);
            }
            return move;
        }, live);
    }

    private static <T> CompletableFuture<T> submit(Supplier<T> work, Executor queue) {
        try {
            return CompletableFuture.supplyAsync(work, queue);
        } catch (RejectedExecutionException stopping) {
            return CompletableFuture.failedFuture(stopping);
        }
    }

    private void queue(int rank, Runnable task) {
        threads.execute(new Ranked(rank, queued.getAndIncrement(), task));
    }

    /** A queued task: live thinks before reviews, each in the order it came. */
    private record Ranked(int rank, long order, Runnable task) implements Runnable, Comparable<Ranked> {
        static final int LIVE = 0;
        static final int LATER = 1;

        @Override
        public void run() {
            task.run();
        }

        @Override
        public int compareTo(Ranked other) {
            return rank != other.rank ? Integer.compare(rank, other.rank) : Long.compare(order, other.order);
        }
    }

    private Budget capped(Budget budget) {
        return thinkCap == null ? budget : budget.within(thinkCap);
    }

    private synchronized Rng nextRng() {
        return new Rng(seeds.nextLong());
    }

    /** Stops every think; a bot past its budget's check may take a moment to notice. */
    @Override
    public void close() {
        threads.shutdownNow();
        try {
            threads.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
