package chautari.bots;

import chautari.engine.Rng;
import chautari.engine.kauda.KaudaState;

/**
 * The review's judgement of a Kauda stake ({@link Judge}): strong's stake, then the stake made and strong's each
 * played out over the same futures ({@link KaudaPlayouts}), from what the seat could know when it staked (no other
 * seat's stake of the round), their mean shares of the win being the chances they leave the seat.
 */
final class KaudaJudge {
    private KaudaJudge() {
    }

    static Judge.Verdict judge(KaudaState before, int seat, int chosen, Rng rng, Budget budget) {
        int preferred = new KaudaStakes(Level.STRONG).choose(before, seat, rng, budget);
        KaudaState view = before.viewFor(seat);
        return Judge.Verdict.valuedTogether(seat, chosen, preferred,
                stakes -> KaudaPlayouts.shares(view, seat, stakes, rng, budget));
    }
}
