package chautari.server;

import java.time.Clock;

/** A token bucket: {@code capacity} messages at once, refilled at {@code perSecond}. */
final class RateLimiter {
    private final Clock clock;
    private final double capacity;
    private final double perMilli;
    private double tokens;
    private long last;

    RateLimiter(Clock clock, int capacity, double perSecond) {
        this.clock = clock;
        this.capacity = capacity;
        this.perMilli = perSecond / 1000.0;
        this.tokens = capacity;
        this.last = clock.millis();
    }

    synchronized boolean allow() {
        long now = clock.millis();
        tokens = Math.min(capacity, tokens + (now - last) * perMilli);
        last = now;
        if (tokens >= 1) {
            tokens -= 1;
            return true;
        }
        return false;
    }
}
