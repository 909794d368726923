package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class BudgetTest {
    private static final Budget STRONG = new Budget(30_000, Duration.ofSeconds(1).toNanos());

    @Test
    void aTimedLimitCutsBothIterationsAndTime() {
        assertThat(STRONG.within(Budget.time(Duration.ofMillis(20)))).isEqualTo(new Budget(30_000, Duration.ofMillis(20).toNanos()));
        assertThat(STRONG.within(new Budget(100, Duration.ofSeconds(5).toNanos()))).isEqualTo(new Budget(100, Duration.ofSeconds(1).toNanos()));
    }

    @Test
    void aLimitOfIterationsAloneEndsTheThinkByWorkNeverByTheClock() {
        Budget limited = STRONG.within(Budget.iterations(100));
        assertThat(limited.iterations()).isEqualTo(100);
        assertThat(limited.timed()).isFalse();
    }
}
