package chautari.bots;

import java.time.Duration;

/**
 * How long a computer player may think: a number of search iterations, a time, or both
 * (whichever ends first). An iteration budget with no time makes a choice deterministic
 * for a given generator, which is how tests pin it; play is bounded by time.
 */
public record Budget(long iterations, long nanos) {
    public static final long UNLIMITED = Long.MAX_VALUE;

    public Budget {
        if (iterations < 1 || nanos < 1) {
            throw new IllegalArgumentException("a budget needs at least one iteration and a positive time");
        }
    }

    public static Budget iterations(long iterations) {
        return new Budget(iterations, UNLIMITED);
    }

    public static Budget time(Duration time) {
        return new Budget(UNLIMITED, Math.max(1, time.toNanos()));
    }

    public static Budget seconds(double seconds) {
        return time(Duration.ofNanos((long) (seconds * 1e9)));
    }

    public boolean timed() {
        return nanos != UNLIMITED;
    }

    /**
     * This budget within {@code limit}: at most the limit's iterations, and at most its time if it has one. A limit of
     * iterations alone ends the think by its work, never by the clock, so a test replays on any machine.
     */
    public Budget within(Budget limit) {
        return new Budget(Math.min(iterations, limit.iterations), limit.timed() ? Math.min(nanos, limit.nanos) : UNLIMITED);
    }
}
