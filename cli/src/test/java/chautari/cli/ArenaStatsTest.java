package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import chautari.cli.ArenaStats.Interval;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ArenaStatsTest {

    @Test
    @DisplayName("the Wilson interval matches known values, and stays within 0 and 1 at the edges")
    void wilsonMatchesKnownValues() {
        Interval half = ArenaStats.wilson(50, 100, ArenaStats.Z95);
        assertThat(half.low()).isCloseTo(0.4038, within(1e-4));
        assertThat(half.high()).isCloseTo(0.5962, within(1e-4));
        Interval none = ArenaStats.wilson(0, 10, ArenaStats.Z95);
        assertThat(none.low()).isEqualTo(0);
        assertThat(none.high()).isCloseTo(0.2775, within(1e-4));
        Interval all = ArenaStats.wilson(10, 10, ArenaStats.Z95);
        assertThat(all.low()).isCloseTo(0.7225, within(1e-4));
        assertThat(all.high()).isEqualTo(1);
        Interval most = ArenaStats.wilson(75, 100, ArenaStats.Z95);
        assertThat(most.low()).isCloseTo(0.6569, within(1e-4));
        assertThat(most.high()).isCloseTo(0.8245, within(1e-4));
    }

    @Test
    @DisplayName("Elo from a score: 0.75 is +190.8, even is 0, and one A among three is even at 1/3")
    void eloFromScore() {
        assertThat(ArenaStats.elo(0.75, 0.5)).isCloseTo(190.85, within(0.01));
        assertThat(ArenaStats.elo(0.25, 0.5)).isCloseTo(-190.85, within(0.01));
        assertThat(ArenaStats.elo(0.5, 0.5)).isCloseTo(0, within(1e-9));
        assertThat(ArenaStats.elo(1.0 / 3, 1.0 / 3)).isCloseTo(0, within(1e-9));
        assertThat(ArenaStats.elo(0.5, 1.0 / 3)).as("twice the chance of each of two rivals").isCloseTo(120.41, within(0.01));
        assertThat(ArenaStats.elo(1, 0.5)).isInfinite().isPositive();
        assertThat(ArenaStats.elo(0, 0.5)).isInfinite().isNegative();
    }

    @Test
    @DisplayName("Elo is shown signed and rounded, and as +-inf beyond 800")
    void eloText() {
        assertThat(ArenaStats.eloText(190.85)).isEqualTo("+191");
        assertThat(ArenaStats.eloText(-40.2)).isEqualTo("-40");
        assertThat(ArenaStats.eloText(0.2)).isEqualTo("0");
        assertThat(ArenaStats.eloText(800)).isEqualTo("+800");
        assertThat(ArenaStats.eloText(800.5)).isEqualTo("+inf");
        assertThat(ArenaStats.eloText(Double.NEGATIVE_INFINITY)).isEqualTo("-inf");
    }

    @Test
    @DisplayName("percentiles are nearest-rank: the 99th of 100 values is the 99th, of 10 values the largest")
    void percentiles() {
        assertThat(ThinkTimes.nearestRank(99, 100)).isEqualTo(99);
        assertThat(ThinkTimes.nearestRank(99, 10)).isEqualTo(10);
        assertThat(ThinkTimes.nearestRank(50, 4)).isEqualTo(2);
        assertThat(ThinkTimes.nearestRank(1, 1)).isEqualTo(1);
        ThinkTimes times = new ThinkTimes();
        for (int ms = 100; ms >= 1; ms--) {
            times.add(ms * 1_000_000L);
        }
        assertThat(times.percentileMillis(99)).isEqualTo(99.0);
        assertThat(times.percentileMillis(100)).isEqualTo(100.0);
        assertThat(times.meanMillis()).isEqualTo(50.5);
        assertThat(new ThinkTimes().meanMillis()).isZero();
    }
}
