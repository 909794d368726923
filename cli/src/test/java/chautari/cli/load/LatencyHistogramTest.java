package chautari.cli.load;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LatencyHistogramTest {
    @Test
    void percentilesOfOneToTenThousandMicrosecondsAreWithinTheBucketWidth() {
        LatencyHistogram h = new LatencyHistogram();
        for (long us = 1; us <= 10_000; us++) {
            h.recordNanos(us * 1000);
        }
        assertThat(h.count()).isEqualTo(10_000);
        assertThat(h.percentileMicros(0.50)).isBetween(5_000L, 5_000L + 5_000 / 64);
        assertThat(h.percentileMicros(0.99)).isBetween(9_900L, 9_900L + 9_900 / 64);
        assertThat(h.percentileMicros(0.999)).isBetween(9_990L, 10_000L);
        assertThat(h.percentileMicros(1.0)).isEqualTo(10_000);
        assertThat(h.maxMicros()).isEqualTo(10_000);
    }

    @Test
    void smallValuesAreExactAndEveryBucketHoldsItsOwnBounds() {
        LatencyHistogram h = new LatencyHistogram();
        h.recordNanos(37_400);
        assertThat(h.percentileMicros(0.5)).isEqualTo(37);
        for (long v : new long[] {63, 64, 65, 127, 128, 1_000, 123_456, 9_999_999}) {
            int i = LatencyHistogram.index(v);
            assertThat(LatencyHistogram.upperBound(i)).isGreaterThanOrEqualTo(v);
            assertThat(i == 0 ? -1 : LatencyHistogram.upperBound(i - 1)).isLessThan(v);
        }
    }

    @Test
    void resetEmptiesIt() {
        LatencyHistogram h = new LatencyHistogram();
        h.recordNanos(5_000_000);
        h.reset();
        assertThat(h.count()).isZero();
        assertThat(h.percentileMicros(0.99)).isZero();
    }
}
