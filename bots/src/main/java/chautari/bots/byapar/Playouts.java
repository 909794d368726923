package chautari.bots.byapar;

import chautari.bots.Budget;
import chautari.engine.Rng;
import chautari.engine.byapar.ByaparState;
import java.util.List;

/**
 * Weighs a few choices by playing the game out after each ({@link Rollouts}): the same dice for every
 * choice in one round of playouts, so that the choices differ by what they change, not by luck. Each
 * choice gets {@link #MOST} playouts, or the budget's iterations when fewer; half the budget's time, if
 * any, stops them early (each choice has had as many as the others by then), leaving the rest for the
 * move's other work and a busy machine.
 */
final class Playouts {
    /** The most playouts a choice gets. */
    static final long MOST = 600;

    private Playouts() {
    }

    /** Each choice's mean score for the seat: a choice is the moves played from {@code s} before the playout. */
    static double[] means(ByaparState s, int seat, List<int[]> choices, Rng rng, Budget budget) {
        long deadline = budget.timed() ? System.nanoTime() + budget.nanos() / 2 : Long.MAX_VALUE;
        Rollouts rollouts = new Rollouts(s.maxMoves());
        double[] sums = new double[choices.size()];
        long done = 0;
        while (done < Math.min(MOST, budget.iterations()) && (done == 0 || System.nanoTime() < deadline)) {
            long seed = rng.nextLong();
            for (int c = 0; c < choices.size(); c++) {
                ByaparState copy = (ByaparState) s.copy();
                for (int move : choices.get(c)) {
                    copy.playLegal(copy.toMove(), move);
                }
                sums[c] += rollouts.playOut(copy, seat, new Rng(seed));
            }
            done++;
        }
        for (int c = 0; c < sums.length; c++) {
            sums[c] /= done;
        }
        return sums;
    }
}
