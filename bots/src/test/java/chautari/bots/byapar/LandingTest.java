package chautari.bots.byapar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class LandingTest {
    @Test
    @DisplayName("the stationary distribution of a token's square sums to 1, and jail (s10) is the most visited square")
    void distribution() {
        assertThat(Arrays.stream(Landing.STATIONARY).sum()).isCloseTo(1.0, within(1e-9));
        for (int sq = 0; sq < Landing.SQUARES; sq++) {
            assertThat(Landing.STATIONARY[sq]).as("s%d", sq).isGreaterThanOrEqualTo(0);
            if (sq != Landing.JAIL) {
                assertThat(Landing.STATIONARY[Landing.JAIL]).as("s10 against s%d", sq).isGreaterThan(Landing.STATIONARY[sq]);
            }
        }
    }

    @Test
    @DisplayName("no token stays on s30 (go to jail); a card square keeps fewer than its neighbours (its cards move tokens on)")
    void goToJailAndCards() {
        assertThat(Landing.STATIONARY[30]).isZero();
        assertThat(Landing.STATIONARY[8]).isLessThan(Landing.STATIONARY[7]).isLessThan(Landing.STATIONARY[9]);
        assertThat(Landing.STATIONARY[23]).isLessThan(Landing.STATIONARY[22]);
    }

    @Test
    @DisplayName("landings per turn: a little over one landing a turn in all (doubles throw again), the orange group above the maroon")
    void perTurn() {
        double total = Arrays.stream(Landing.PER_TURN).sum();
        assertThat(total).isBetween(1.0, 1.25);
        double orange = Landing.PER_TURN[16] + Landing.PER_TURN[18] + Landing.PER_TURN[19];
        double maroon = Landing.PER_TURN[1] + Landing.PER_TURN[2];
        assertThat(orange / 3).isGreaterThan(maroon / 2);
    }
}
