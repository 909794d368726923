package chautari.bots.byapar;

import chautari.bots.Budget;
import chautari.bots.Judge;
import chautari.bots.Level;
import chautari.engine.Rng;
import chautari.engine.byapar.ByaparState;
import java.util.Arrays;

/**
 * The review's judgement of a Byapar decision ({@link Judge}): strong's choice, then the chosen and the preferred move
 * each played out from the position with the same throws ({@link Playouts}), their mean shares of the win being the
 * chances they leave the seat. An offer is not judged, nor a decision where strong would make one: what an offer is
 * worth hangs on the answer.
 */
public final class ByaparJudge {
    private ByaparJudge() {
    }

    /** The judgement of {@code chosen}, a legal move of {@code seat}; null when it is not judged. */
    public static Judge.Verdict judge(ByaparState before, int seat, int chosen, Rng rng, Budget budget) {
        if (chosen >= ByaparState.OFFERS_FROM) {
            return null;
        }
        int preferred = new ByaparBot(Level.STRONG).choose(before, seat, rng, budget);
        if (preferred >= ByaparState.OFFERS_FROM) {
            return null;
        }
        return Judge.Verdict.valuedTogether(seat, chosen, preferred, moves -> Playouts.means(before, seat,
                Arrays.stream(moves).mapToObj(move -> new int[] {move}).toList(), rng, budget));
    }
}
