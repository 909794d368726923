package chautari.bots;

import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.kauda.KaudaState;
import chautari.engine.kauda.Khal;

/**
 * Strong's weighing of stake amounts: each amount is played out to the end of the game over
 * the same sampled futures, and the one with the greatest mean share of the win is chosen.
 * In a playout the seat stakes by {@link KaudaStakes#standingsAmount} on the best khal and
 * every other seat backs a random khal with the least stake, as the simple level does.
 */
final class KaudaPlayouts {
    private static final Khal[] KHALS = Khal.values();

    private KaudaPlayouts() {
    }

    /**
     * The amount, of {@code amounts} (ascending, all legal), with the best share of the win;
     * one iteration of the budget is one future played out for every amount. Ties go to the
     * smaller amount.
     */
    static int bestAmount(KaudaState view, int seat, int[] amounts, Rng rng, Budget budget) {
        if (amounts.length == 1) {
            return amounts[0];
        }
        Khal khal = KaudaStakes.bestKhal(view);
        long deadline = budget.timed() ? System.nanoTime() + budget.nanos() : 0;
        double[] shares = new double[amounts.length];
        for (long i = 0; i < budget.iterations(); i++) {
            long future = rng.nextLong();
            for (int a = 0; a < amounts.length; a++) {
                KaudaState staked = view.copy();
                staked.playLegal(seat, KaudaState.stake(khal, amounts[a]));
                shares[a] += playOut(staked, seat, new Rng(future));
            }
            if (budget.timed() && System.nanoTime() - deadline >= 0) {
                break;
            }
        }
        int best = 0;
        for (int a = 1; a < amounts.length; a++) {
            if (shares[a] > shares[best]) {
                best = a;
            }
        }
        return amounts[best];
    }

    private static double playOut(KaudaState state, int seat, Rng rng) {
        while (!state.isOver()) {
            if (state.phase() == Phase.THROW) {
                state.applyChance(state.sampleChance(rng));
            } else {
                if (state.awaits(seat)) {
                    int amount = KaudaStakes.standingsAmount(state, seat);
                    state.playLegal(seat, KaudaState.stake(KaudaStakes.bestKhal(state), amount));
                }
                stakeOthers(state, seat, rng);
            }
        }
        return share(state, seat);
    }

    private static void stakeOthers(KaudaState state, int seat, Rng rng) {
        int thrower = Khal.ofSeat(state.holder()).ordinal();
        for (int other = 1; other <= state.players(); other++) {
            if (other != seat && state.awaits(other)) {
                int khal = rng.nextInt(3);
                state.playLegal(other, KaudaState.stake(KHALS[khal >= thrower ? khal + 1 : khal], state.least(other)));
            }
        }
    }

    /** The seat's part of the win at the end: 1/k when k seats share it, 1/players in a draw. */
    static double share(KaudaState end, int seat) {
        Result result = end.result();
        if (result.draw()) {
            return 1.0 / end.players();
        }
        return result.winners().contains(seat) ? 1.0 / result.winners().size() : 0;
    }
}
