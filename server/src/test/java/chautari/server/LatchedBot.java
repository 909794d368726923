package chautari.server;

import static org.junit.jupiter.api.Assertions.fail;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Rng;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A computer player that holds every think at a latch until the test releases it, then answers
 * as the simple level does: a test can act while thinks are in progress, by order, not by time.
 */
final class LatchedBot implements Bot {
    /** Far longer than any wait of a test ({@link WsClient#TIMEOUT_SECONDS}): only a hung test's way out. */
    private static final long HOLD_LIMIT_SECONDS = 10 * WsClient.TIMEOUT_SECONDS;

    private final Bot simple = Bots.byLevel(Level.SIMPLE);
    private final CountDownLatch release = new CountDownLatch(1);
    private final Semaphore started = new Semaphore(0);
    private final AtomicInteger running = new AtomicInteger();
    private final AtomicInteger mostAtOnce = new AtomicInteger();
    private final AtomicInteger calls = new AtomicInteger();

    @Override
    public Budget playBudget() {
        return simple.playBudget();
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        calls.incrementAndGet();
        mostAtOnce.accumulateAndGet(running.incrementAndGet(), Math::max);
        started.release();
        try {
            if (!release.await(HOLD_LIMIT_SECONDS, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the test never released the think");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the think was stopped", e);
        } finally {
            running.decrementAndGet();
        }
        return simple.choose(state, seat, rng, budget);
    }

    /** Waits until {@code n} more thinks have begun (and are held). */
    void awaitStarted(int n) throws InterruptedException {
        if (!started.tryAcquire(n, WsClient.TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            fail(n + " thinks did not begin within " + WsClient.TIMEOUT_SECONDS + " s");
        }
    }

    void release() {
        release.countDown();
    }

    /** The most thinks ever held at once. */
    int mostAtOnce() {
        return mostAtOnce.get();
    }

    int calls() {
        return calls.get();
    }
}
