package chautari.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.server.MutableClock;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TableQuotaTest {
    private final MutableClock clock = new MutableClock();

    @Test
    @DisplayName("a flood across many addresses, each within its own limit, meets the cap over all of them")
    void floodAcrossAddressesMeetsTheOverallCap() {
        TableQuota quota = new TableQuota(clock, 10, 50);
        int made = 0;
        TableQuota.Refusal last = null;
        for (int i = 0; i < 200; i++) {
            TableQuota.Refusal r = quota.tableRefusal("10.0." + i / 250 + "." + i % 250);
            if (r == null) {
                made++;
            } else {
                last = r;
            }
        }
        assertThat(made).isEqualTo(50);
        assertThat(last.message()).contains("the server is making too many tables");
        assertThat(last.retryAfterSeconds()).isEqualTo(2);
        clock.advance(Duration.ofMinutes(1));
        assertThat(quota.tableRefusal("10.9.9.9")).as("a minute on, the cap has refilled").isNull();
    }

    @Test
    @DisplayName("one address gets its burst, then one table for each share of the minute")
    void oneAddressGetsItsBurst() {
        TableQuota quota = new TableQuota(clock, 10, 0);
        for (int i = 0; i < 10; i++) {
            assertThat(quota.tableRefusal("10.0.0.1")).isNull();
        }
        TableQuota.Refusal refused = quota.tableRefusal("10.0.0.1");
        assertThat(refused.message()).contains("from your address");
        assertThat(refused.retryAfterSeconds()).isEqualTo(6);
        assertThat(quota.tableRefusal("10.0.0.2")).as("another address has its own").isNull();
        clock.advance(Duration.ofSeconds(6));
        assertThat(quota.tableRefusal("10.0.0.1")).isNull();
        assertThat(quota.tableRefusal("10.0.0.1")).isNotNull();
    }

    @Test
    @DisplayName("the buckets per address stay bounded: full ones are dropped, and while none is a new address waits")
    void addressBucketsStayBounded() {
        RateLimiters buckets = new RateLimiters(clock, () -> RateLimiter.perMinute(clock, 2), 100);
        for (int i = 0; i < 100; i++) {
            assertThat(buckets.of("a" + i).allow()).isTrue();
        }
        assertThat(buckets.of("newcomer")).as("every bucket is in use").isNull();
        assertThat(buckets.of("a7")).as("a known address keeps its bucket").isNotNull();
        clock.advance(Duration.ofSeconds(30));
        assertThat(buckets.of("newcomer")).as("the spent buckets have filled up again and are dropped").isNotNull();
        assertThat(buckets.size()).isLessThanOrEqualTo(100);
        assertThat(buckets.size()).isEqualTo(1);
    }

    @Test
    @DisplayName("a connection's bucket with a shared one: a message takes from both, and the emptier decides")
    void sharedBucket() {
        RateLimiter token = new RateLimiter(clock, 3, 1);
        RateLimiter one = new RateLimiter(clock, 3, 1, () -> token);
        RateLimiter two = new RateLimiter(clock, 3, 1, () -> token);
        assertThat(one.allow()).isTrue();
        assertThat(one.allow()).isTrue();
        assertThat(two.allow()).isTrue();
        assertThat(two.allow()).as("the token's bucket is empty").isFalse();
        assertThat(one.allow()).isFalse();
        clock.advance(Duration.ofSeconds(1));
        assertThat(two.allow()).isTrue();
        RateLimiter alone = new RateLimiter(clock, 1, 1, () -> null);
        assertThat(alone.allow()).as("no shared bucket to be had: the connection's decides").isTrue();
        assertThat(alone.allow()).isFalse();
    }

    @Test
    @DisplayName("addresses: IPv4 as it is, IPv6 by its /64, never looked up by name")
    void addresses() {
        assertThat(ClientAddress.of("127.0.0.1")).isEqualTo("127.0.0.1");
        assertThat(ClientAddress.of("2001:db8:1:2:aaaa::1")).isEqualTo(ClientAddress.of("[2001:db8:1:2:bbbb::9]"));
        assertThat(ClientAddress.of("2001:db8:1:2::1")).isNotEqualTo(ClientAddress.of("2001:db8:1:3::1"));
        assertThat(ClientAddress.of("example.com")).isEqualTo("example.com");
        assertThat(ClientAddress.of((String) null)).isEqualTo("unknown");
    }
}
