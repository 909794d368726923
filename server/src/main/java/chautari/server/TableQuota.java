package chautari.server;

import io.javalin.http.Context;
import java.time.Clock;

/**
 * How many tables may be made: per client address (a join counts too) and over every address
 * together, each a token bucket of so many a minute. A refusal is a 429 {@code rate-limited}
 * with a {@code Retry-After} header in seconds.
 */
final class TableQuota {
    /** Addresses tracked at once; a bucket full again is dropped, so only addresses busy this minute count. */
    static final int MAX_ADDRESSES = 10_000;

    private final RateLimiters perAddress;
    private final RateLimiter overall;

    TableQuota(Clock clock, Limits limits) {
        int mine = limits.tablesPerAddressPerMinute();
        this.perAddress = mine == 0 ? null
                : new RateLimiters(clock, () -> RateLimiter.perMinute(clock, mine), MAX_ADDRESSES);
        int all = limits.tablesPerMinute();
        this.overall = all == 0 ? null : RateLimiter.perMinute(clock, all);
    }

    /** A new table from this request's address; else a 429. */
    void admitTable(Context ctx) {
        admitFromAddress(ctx, "tables");
        if (overall != null && !overall.allow()) {
            throw refused(ctx, overall.waitMillis(), "the server is making too many tables just now; try again in ");
        }
    }

    /** A join from this request's address; else a 429. */
    void admitJoin(Context ctx) {
        admitFromAddress(ctx, "tables and joins");
    }

    private void admitFromAddress(Context ctx, String what) {
        if (perAddress == null) {
            return;
        }
        RateLimiter bucket = perAddress.of(ClientAddress.of(ctx.ip()));
        if (bucket == null) {
            throw refused(ctx, 60_000, "too many addresses are making tables just now; try again in ");
        }
        if (!bucket.allow()) {
            throw refused(ctx, bucket.waitMillis(), "too many " + what + " from your address; try again in ");
        }
    }

    private static ApiError refused(Context ctx, long waitMillis, String message) {
        long seconds = Math.max(1, (waitMillis + 999) / 1000);
        ctx.header("Retry-After", String.valueOf(seconds));
        return new ApiError(429, "rate-limited", message + seconds + " s");
    }
}
