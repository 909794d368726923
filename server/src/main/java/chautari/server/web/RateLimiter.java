package chautari.server.web;

import java.time.Clock;
import java.util.function.Supplier;

/**
 * A token bucket: {@code capacity} at once, refilled at {@code perSecond}. With a {@code shared}
 * bucket (a seat token's, over all its connections; asked for each time, as the keeper of such
 * buckets may replace one that has filled up) a message must be allowed by both, and takes
 * from both; when there is no shared bucket to be had, this one decides alone.
 */
final class RateLimiter {
    /** Refills are sums of fractions: a bucket that is due a whole token must not fall short by a rounding. */
    private static final double ROUNDING = 1e-9;

    private final Clock clock;
    private final double capacity;
    private final double perMilli;
    private final Supplier<RateLimiter> shared;
    private double tokens;
    private long last;

    RateLimiter(Clock clock, int capacity, double perSecond) {
        this(clock, capacity, perSecond, null);
    }

    RateLimiter(Clock clock, int capacity, double perSecond, Supplier<RateLimiter> shared) {
        this.clock = clock;
        this.capacity = capacity;
        this.perMilli = perSecond / 1000.0;
        this.shared = shared;
        this.tokens = capacity;
        this.last = clock.millis();
    }

    /** Bucket {@code perMinute} at once, refilled at {@code perMinute} a minute. */
    static RateLimiter perMinute(Clock clock, int perMinute) {
        return new RateLimiter(clock, perMinute, perMinute / 60.0);
    }

    synchronized boolean allow() {
        refill();
        if (tokens < 1 - ROUNDING) {
            return false;
        }
        RateLimiter also = shared == null ? null : shared.get();
        if (also != null && !also.allow()) {
            return false;
        }
        tokens -= 1;
        return true;
    }

    /** Milliseconds until the next one is allowed (0: now); this bucket only. */
    synchronized long waitMillis() {
        refill();
        if (tokens >= 1 - ROUNDING) {
            return 0;
        }
        return perMilli <= 0 ? Long.MAX_VALUE : (long) Math.ceil((1 - tokens) / perMilli);
    }

    /** Full again: no different from a new bucket. */
    synchronized boolean isFull() {
        refill();
        return tokens >= capacity - ROUNDING;
    }

    private void refill() {
        long now = clock.millis();
        tokens = Math.min(capacity, tokens + Math.max(0, now - last) * perMilli);
        last = now;
    }
}
