package chautari.bots;

import chautari.engine.Rng;
import java.util.Arrays;
import java.util.function.IntToDoubleFunction;

/** The root's moves in search order, with the values of the iteration under way and of the last one completed. */
final class RootMoves {
    private final int[] moves;
    private final double[] values;
    private final boolean[] exact;
    private double[] keptValues;
    private boolean[] keptExact;
    private int bestMove;
    private double bestValue;

    RootMoves(int[] legal, int n) {
        moves = Arrays.copyOf(legal, n);
        values = new double[n];
        exact = new boolean[n];
        bestMove = moves[0];
    }

    int size() {
        return moves.length;
    }

    int move(int i) {
        return moves[i];
    }

    /** Sorts the moves by a score, highest first, keeping the order of equals. */
    void orderBy(IntToDoubleFunction score) {
        for (int i = 0; i < moves.length; i++) {
            values[i] = score.applyAsDouble(i);
        }
        sortByValue();
        bestMove = moves[0];
    }

    void startIteration() {
        bestMove = moves[0];
        bestValue = -AlphaBeta.INFINITY;
    }

    /** A move's value at this depth: exact, or an upper bound too low to be chosen. */
    void record(int i, double value, boolean isExact) {
        values[i] = value;
        exact[i] = isExact;
        if (value > bestValue) {
            bestValue = value;
            bestMove = moves[i];
        }
    }

    /** Closes a completed iteration: its values are the ones to choose by, its order the next one's. */
    void keepScores() {
        sortByValue();
        keptValues = values.clone();
        keptExact = exact.clone();
    }

    /** The best move of the iteration under way if one beat the first, else the first: the last best. */
    int partialBest() {
        return bestMove;
    }

    /** The best of the exactly valued moves of the last completed iteration after shifting each by a draw in [-noise, noise]. */
    int noisyBest(Rng rng, double noise) {
        int chosen = moves[0];
        double best = -AlphaBeta.INFINITY;
        for (int i = 0; i < moves.length; i++) {
            double shifted = keptValues[i] + noise * (2 * uniform(rng) - 1);
            if (keptExact[i] && shifted > best) {
                best = shifted;
                chosen = moves[i];
            }
        }
        return chosen;
    }

    private static double uniform(Rng rng) {
        return (rng.nextLong() >>> 11) * 0x1.0p-53;
    }

    private void sortByValue() {
        for (int i = 1; i < moves.length; i++) {
            int move = moves[i];
            double value = values[i];
            boolean isExact = exact[i];
            int j = i - 1;
            while (j >= 0 && values[j] < value) {
                moves[j + 1] = moves[j];
                values[j + 1] = values[j];
                exact[j + 1] = exact[j];
                j--;
            }
            moves[j + 1] = move;
            values[j + 1] = value;
            exact[j + 1] = isExact;
        }
    }
}
