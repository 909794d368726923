package chautari.bots;

import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.kauda.KaudaState;
import chautari.engine.kauda.Khal;

/**
 * Strong's weighing of stakes: each candidate (a khal and an amount) is played out to the end
 * of the game over the same sampled futures, and the one with the greatest mean share of the
 * win is chosen. So the khal is chosen for how it moves with the others' stakes: behind the
 * leader, a khal other than the leader's wins when the leader does not; ahead, the chaser's
 * khal wins when the chaser does.
 *
 * <p>In a playout the seat stakes by {@link KaudaStakes#standingsAmount} on the best khal, and
 * each other seat as {@link KaudaOpponents} expects it to from the stakes it has shown.
 */
final class KaudaPlayouts {
    private static final Khal[] KHALS = Khal.values();

    private KaudaPlayouts() {
    }

    /**
     * The stake, of {@code stakes} (all legal; ties go to the earlier), with the best share of
     * the win; one iteration of the budget is one future played out for every stake.
     */
    static int bestStake(KaudaState view, int seat, int[] stakes, Rng rng, Budget budget) {
        if (stakes.length == 1) {
            return stakes[0];
        }
        double[] shares = shares(view, seat, stakes, rng, budget);
        int best = 0;
        for (int s = 1; s < stakes.length; s++) {
            if (shares[s] > shares[best]) {
                best = s;
            }
        }
        return stakes[best];
    }

    /** Each stake's mean share of the win, over the same futures for every stake. */
    static double[] shares(KaudaState view, int seat, int[] stakes, Rng rng, Budget budget) {
        KaudaOpponents opponents = KaudaOpponents.of(view, seat);
        long deadline = budget.timed() ? System.nanoTime() + budget.nanos() : 0;
        double[] shares = new double[stakes.length];
        long futures = 0;
        while (futures < budget.iterations()) {
            long future = rng.nextLong();
            for (int s = 0; s < stakes.length; s++) {
                KaudaState staked = view.copy();
                staked.playLegal(seat, stakes[s]);
                shares[s] += playOut(staked, seat, opponents, new Rng(future));
            }
            futures++;
            if (budget.timed() && System.nanoTime() - deadline >= 0) {
                break;
            }
        }
        for (int s = 0; s < stakes.length; s++) {
            shares[s] /= futures;
        }
        return shares;
    }

    private static double playOut(KaudaState state, int seat, KaudaOpponents opponents, Rng rng) {
        while (!state.isOver()) {
            if (state.phase() == Phase.THROW) {
                state.applyChance(state.sampleChance(rng));
            } else {
                if (state.awaits(seat)) {
                    int amount = KaudaStakes.standingsAmount(state, seat);
                    state.playLegal(seat, KaudaState.stake(KaudaStakes.bestKhal(state), amount));
                }
                opponents.stake(state, seat, rng);
            }
        }
        return share(state, seat);
    }

    /** A random khal the seat may back against the current thrower. */
    static Khal randomKhal(KaudaState state, Rng rng) {
        int thrower = Khal.ofSeat(state.holder()).ordinal();
        int khal = rng.nextInt(3);
        return KHALS[khal >= thrower ? khal + 1 : khal];
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
