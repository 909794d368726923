package chautari.engine.snakes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Markov check: the expected throws for one token to go from 0 to 100, solved exactly from
 * docs/rules/snakes.md's board as written, against the engine's own chain and its sampled random games.
 */
class SnakesChainTest {
    /** Sampled means must lie within this many standard errors of the exact figure. */
    private static final double STANDARD_ERRORS = 4;

    /**
     * E[s] = 1 + (1/6) Σ E[where a die d takes s], E[100] = 0, with a throw past 100 staying at
     * s (rules 2 and 3): 100 linear equations, solved by Gaussian elimination with pivoting.
     */
    static double[] expectedThrowsBySquare() {
        int[] settled = SnakesRulingsTest.settledAsWritten();
        int n = 100;
        double[][] a = new double[n][n + 1];
        for (int s = 0; s < n; s++) {
            a[s][s] += 1;
            a[s][n] = 1;
            for (int d = 1; d <= 6; d++) {
                int to = s + d > 100 ? s : settled[s + d];
                if (to < 100) {
                    a[s][to] -= 1.0 / 6;
                }
            }
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int row = col + 1; row < n; row++) {
                if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) {
                    pivot = row;
                }
            }
            double[] swap = a[col];
            a[col] = a[pivot];
            a[pivot] = swap;
            for (int row = 0; row < n; row++) {
                if (row != col && a[row][col] != 0) {
                    double f = a[row][col] / a[col][col];
                    for (int k = col; k <= n; k++) {
                        a[row][k] -= f * a[col][k];
                    }
                }
            }
        }
        double[] e = new double[n];
        for (int s = 0; s < n; s++) {
            e[s] = a[s][n] / a[s][s];
        }
        return e;
    }

    @Test
    @DisplayName("Snakes and Ladders Markov check: the linear system and the engine's chain agree on one token's expected throws")
    void exactExpectationTwoWays() {
        double exact = expectedThrowsBySquare()[0];
        assertThat(exact).isCloseTo(39.2251, within(5e-5));
        assertThat(SnakesChain.expectedThrows(1)).isCloseTo(exact, within(1e-9));
        double[] survival = SnakesChain.survival();
        assertThat(survival[0]).isEqualTo(1.0);
        int fewest = fewestThrows();
        assertThat(survival[fewest - 1]).as("no token reaches 100 in fewer than %d throws", fewest)
                .isCloseTo(1.0, within(1e-12));
        assertThat(survival[fewest]).isCloseTo(1 - Math.pow(6, -fewest) * waysInFewest(fewest), within(1e-12));
    }

    /** The fewest throws from 0 to 100, square by square breadth first. */
    private static int fewestThrows() {
        int[] settled = SnakesRulingsTest.settledAsWritten();
        java.util.Set<Integer> reached = java.util.Set.of(0);
        for (int t = 1; ; t++) {
            java.util.Set<Integer> next = new java.util.HashSet<>();
            for (int s : reached) {
                for (int d = 1; d <= 6; d++) {
                    next.add(s + d > 100 ? s : settled[s + d]);
                }
            }
            if (next.contains(100)) {
                return t;
            }
            reached = next;
        }
    }

    /** How many of the 6^t sequences of t dice take a token from 0 to 100. */
    private static long waysInFewest(int t) {
        int[] settled = SnakesRulingsTest.settledAsWritten();
        long[] ways = new long[101];
        ways[0] = 1;
        for (int i = 0; i < t; i++) {
            long[] next = new long[101];
            for (int s = 0; s < 100; s++) {
                for (int d = 1; d <= 6; d++) {
                    next[s + d > 100 ? s : settled[s + d]] += ways[s];
                }
            }
            next[100] += ways[100] * 6;
            ways = next;
        }
        return ways[100];
    }

    @Test
    @DisplayName("Snakes and Ladders Markov check: the seeded sampled mean of single-token games is the exact figure within 4 standard errors")
    void sampledSingleTokenMeanMatchesTheChain() {
        double exact = expectedThrowsBySquare()[0];
        Sample sample = sample(SnakesState.initial(1), 200_000, 15);
        assertThat(sample.mean()).as("%s against %.4f", sample, exact)
                .isCloseTo(exact, within(STANDARD_ERRORS * sample.standardError()));
        assertThat(sample.standardError()).as("the tolerance is tight").isLessThan(0.1);
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 6})
    @DisplayName("Snakes and Ladders Markov check: the sampled throws a game of 2 and 6 players are the chain's within 4 standard errors")
    void sampledGameLengthMatchesTheChain(int players) {
        double exact = SnakesChain.expectedThrows(players);
        Sample sample = sample(SnakesState.initial(players), 100_000, 20 + players);
        assertThat(sample.mean()).as("%s against %.4f", sample, exact)
                .isCloseTo(exact, within(STANDARD_ERRORS * sample.standardError()));
        assertThat(exact).isLessThan(SnakesChain.expectedThrows(players + 1));
    }

    private record Sample(double mean, double standardError) {
        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "%.4f ± %.4f", mean, standardError);
        }
    }

    private static Sample sample(SnakesState start, int games, long seed) {
        RandomPlayer player = new RandomPlayer(new Rng(seed));
        double sum = 0;
        double squares = 0;
        for (int g = 0; g < games; g++) {
            SnakesState state = start.copy();
            player.playOut(state);
            sum += state.throwsMade();
            squares += (double) state.throwsMade() * state.throwsMade();
        }
        double mean = sum / games;
        return new Sample(mean, Math.sqrt((squares / games - mean * mean) / (games - 1)));
    }
}
