package chautari.bots;

import chautari.engine.Rng;
import chautari.engine.kauda.KaudaState;
import chautari.engine.kauda.Khal;

/**
 * How strong's playouts expect the other seats to stake, from the last stakes they have shown
 * (a view never holds a stake of the round not yet thrown). A seat that backed the likeliest
 * khal it could, or has shown nothing yet, is taken to play sensibly: the likeliest khal,
 * sized by {@link KaudaStakes#standingsAmount}. A seat that backed another khal is taken to
 * back khals at random with the least stake, as the simple level does.
 */
final class KaudaOpponents {
    private final boolean[] random;

    private KaudaOpponents(boolean[] random) {
        this.random = random;
    }

    static KaudaOpponents of(KaudaState view, int seat) {
        boolean[] random = new boolean[view.players() + 1];
        for (int other = 1; other <= view.players(); other++) {
            int shown = view.lastStake(other);
            random[other] = other != seat && shown >= 0 && !likeliestShown(view, KaudaState.khalOf(shown));
        }
        return new KaudaOpponents(random);
    }

    /**
     * Whether a shown khal was the likeliest one the seat could back in the last throw: chauka
     * always is when allowed; tiya only against a chauka thrower, one of the seats that did not
     * stake in it.
     */
    private static boolean likeliestShown(KaudaState view, Khal shown) {
        if (shown == Khal.CHAUKA) {
            return true;
        }
        if (shown != Khal.TIYA) {
            return false;
        }
        for (int seat = 1; seat <= view.players(); seat++) {
            if (view.lastStake(seat) < 0 && Khal.ofSeat(seat) == Khal.CHAUKA) {
                return true;
            }
        }
        return false;
    }

    /** Every other seat that awaits a stake stakes as expected of it. */
    void stake(KaudaState state, int seat, Rng rng) {
        for (int other = 1; other <= state.players(); other++) {
            if (other != seat && state.awaits(other)) {
                int stake = random[other]
                        ? KaudaState.stake(KaudaPlayouts.randomKhal(state, rng), state.least(other))
                        : KaudaState.stake(KaudaStakes.bestKhal(state), KaudaStakes.standingsAmount(state, other));
                state.playLegal(other, stake);
            }
        }
    }

    boolean random(int seat) {
        return random[seat];
    }
}
