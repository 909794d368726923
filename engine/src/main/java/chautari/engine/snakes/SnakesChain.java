package chautari.engine.snakes;

import chautari.engine.Die;

import java.util.Arrays;

/**
 * The exact figures of random play: a token's squares after each throw form an absorbing
 * Markov chain, so the chance that one token still stands short of 100 after t throws is
 * computed by carrying the distribution over the squares forward a throw at a time.
 */
public final class SnakesChain {
    /** Throws are followed until a token is short of 100 with less than this chance. */
    private static final double NEGLIGIBLE = 1e-18;

    private SnakesChain() {
    }

    /**
     * The chance that a token from 0 has not reached 100 after t throws, for t = 0, 1, ... until
     * it is negligible (index t).
     */
    public static double[] survival() {
        double[] at = new double[SnakesBoard.LAST + 1];
        at[SnakesBoard.START] = 1;
        double[] survival = new double[64];
        int t = 0;
        double short100 = 1;
        while (short100 >= NEGLIGIBLE) {
            if (t == survival.length) {
                survival = Arrays.copyOf(survival, 2 * t);
            }
            survival[t++] = short100;
            double[] next = new double[SnakesBoard.LAST + 1];
            for (int square = 0; square < SnakesBoard.LAST; square++) {
                double p = at[square] / Die.FACES;
                for (int die = 1; die <= Die.FACES; die++) {
                    int to = SnakesBoard.landing(square, die);
                    next[to < 0 ? square : to] += p;
                }
            }
            at = next;
            short100 = 0;
            for (int square = 0; square < SnakesBoard.LAST; square++) {
                short100 += at[square];
            }
        }
        return Arrays.copyOf(survival, t);
    }

    /**
     * The expected number of throws of a game of random play: with one player the throws one
     * token needs to reach 100; with P, seat by seat until the first reaches it. The game has
     * lasted more than rP + j throws exactly when every token needed more than r throws and
     * seats 1..j more than r + 1, and the expectation is the sum of those chances.
     */
    public static double expectedThrows(int players) {
        double[] survival = survival();
        double sum = 0;
        for (int r = 0; r < survival.length; r++) {
            double now = survival[r];
            double after = r + 1 < survival.length ? survival[r + 1] : 0;
            for (int j = 0; j < players; j++) {
                sum += Math.pow(after, j) * Math.pow(now, players - j);
            }
        }
        return sum;
    }
}
