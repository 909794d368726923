package chautari.server.web;

import java.time.Clock;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * A token bucket for each key (a client address, a seat token's hash), at most {@code maxKeys}
 * of them. A bucket that has filled up again is no different from a new one, so when the keys
 * run out the full ones are dropped; when none is full, a new key gets no bucket.
 */
final class RateLimiters {
    private final Clock clock;
    private final Supplier<RateLimiter> bucket;
    private final int maxKeys;
    private final Map<String, RateLimiter> buckets = new ConcurrentHashMap<>();
    private long lastSweep = Long.MIN_VALUE / 2;

    RateLimiters(Clock clock, Supplier<RateLimiter> bucket, int maxKeys) {
        this.clock = clock;
        this.bucket = bucket;
        this.maxKeys = maxKeys;
    }

    /** The key's bucket, or null when every one of {@code maxKeys} buckets is in use. */
    RateLimiter of(String key) {
        RateLimiter found = buckets.get(key);
        if (found != null) {
            return found;
        }
        if (buckets.size() >= maxKeys && !sweep()) {
            return null;
        }
        return buckets.computeIfAbsent(key, k -> bucket.get());
    }

    int size() {
        return buckets.size();
    }

    /** Drops the full buckets, at most once a second; answers whether there is room now. */
    private synchronized boolean sweep() {
        long now = clock.millis();
        if (buckets.size() >= maxKeys && now - lastSweep >= 1000) {
            lastSweep = now;
            buckets.values().removeIf(RateLimiter::isFull);
        }
        return buckets.size() < maxKeys;
    }
}
