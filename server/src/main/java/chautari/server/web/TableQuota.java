package chautari.server.web;

import chautari.server.table.ApiError;
import io.javalin.http.Context;
import java.time.Clock;

/**
 * How many tables may be made: per client address (a join counts too) and over every address
 * together, each a token bucket of so many a minute. A refusal is a 429 {@code rate-limited}
 * with a {@code Retry-After} header in seconds.
 */
public final class TableQuota {
    /** Addresses tracked at once; a bucket full again is dropped, so only addresses busy this minute count. */
    public static final int MAX_ADDRESSES = 10_000;

    private final RateLimiters perAddress;
    private final RateLimiter overall;
    private final Runnable refused;

    /** Why a request is refused, and in how many seconds to try again. */
    record Refusal(long retryAfterSeconds, String message) {
        static Refusal in(long waitMillis, String message) {
            long seconds = Math.max(1, (waitMillis + 999) / 1000);
            return new Refusal(seconds, message + "; try again in " + seconds + " s");
        }
    }

    /** {@code perAddress} tables a minute from one address, {@code overall} from all; 0 for no bound. */
    public TableQuota(Clock clock, int perAddress, int overall) {
        this(clock, perAddress, overall, MAX_ADDRESSES, () -> {
        });
    }

    /** {@code refused} is told of each refusal. */
    public TableQuota(Clock clock, int perAddress, int overall, int maxAddresses, Runnable refused) {
        this.refused = refused;
        this.perAddress = perAddress == 0 ? null
                : new RateLimiters(clock, () -> RateLimiter.perMinute(clock, perAddress), maxAddresses);
        this.overall = overall == 0 ? null : RateLimiter.perMinute(clock, overall);
    }

    /** A new table from this request's address; else a 429. */
    void admitTable(Context ctx) {
        refuseIf(ctx, tableRefusal(ClientAddress.of(ctx.ip())));
    }

    /** A join from this request's address; else a 429. */
    void admitJoin(Context ctx) {
        refuseIf(ctx, addressRefusal(ClientAddress.of(ctx.ip()), "too many tables and joins from your address"));
    }

    /** Counts a new table from the address; answers why it is refused, or null. */
    Refusal tableRefusal(String address) {
        Refusal mine = addressRefusal(address, "too many tables from your address");
        if (mine != null) {
            return mine;
        }
        if (overall != null && !overall.allow()) {
            return Refusal.in(overall.waitMillis(), "the server is making too many tables just now");
        }
        return null;
    }

    private Refusal addressRefusal(String address, String tooMany) {
        if (perAddress == null) {
            return null;
        }
        RateLimiter bucket = perAddress.of(address);
        if (bucket == null) {
            return Refusal.in(60_000, "too many addresses are making tables just now");
        }
        return bucket.allow() ? null : Refusal.in(bucket.waitMillis(), tooMany);
    }

    private void refuseIf(Context ctx, Refusal refusal) {
        if (refusal != null) {
            refused.run();
            ctx.header("Retry-After", String.valueOf(refusal.retryAfterSeconds()));
            throw new ApiError(429, "rate-limited", refusal.message());
        }
    }
}
