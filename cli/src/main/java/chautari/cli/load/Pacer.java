package chautari.cli.load;

import java.util.concurrent.locks.LockSupport;

/**
 * An open-loop schedule: tick i is due at start + i / rate, whatever the answers, and each tick
 * moves the table that has been ready longest (or counts an idle tick when none is). A tick
 * that falls behind is sent at once, so the rate holds; how late the ticks were is kept.
 */
final class Pacer implements Runnable {
    private final LoadDriver driver;
    private final double rate;
    private final long maxMoves;
    private volatile boolean stopped;
    private final LatencyHistogram lateness = new LatencyHistogram();

    /** {@code maxMoves}: stop after that many moves (Long.MAX_VALUE: until stopped). */
    Pacer(LoadDriver driver, double rate, long maxMoves) {
        if (!(rate > 0)) {
            throw new IllegalArgumentException("the rate must be more than 0 moves a second, not " + rate);
        }
        this.driver = driver;
        this.rate = rate;
        this.maxMoves = maxMoves;
    }

    void stop() {
        stopped = true;
    }

    LatencyHistogram lateness() {
        return lateness;
    }

    @Override
    public void run() {
        long start = System.nanoTime();
        long moves = 0;
        for (long tick = 0; !stopped && moves < maxMoves; tick++) {
            long due = start + (long) (tick * 1e9 / rate);
            long wait;
            while ((wait = due - System.nanoTime()) > 0 && !stopped) {
                LockSupport.parkNanos(wait);
            }
            lateness.recordNanos(System.nanoTime() - due);
            if (driver.moveOne()) {
                moves++;
            } else {
                driver.counts.idleTicks.increment();
            }
        }
    }
}
