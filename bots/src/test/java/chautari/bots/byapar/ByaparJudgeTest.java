package chautari.bots.byapar;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.bots.Judge;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Rng;
import chautari.engine.byapar.ByaparState;
import java.util.function.BiPredicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ByaparJudgeTest {
    private static final Judge JUDGE = new Judge(Budget.iterations(600));

    @Test
    @DisplayName("declining the place that completes a group is marked, buying it preferred; buying it is no mistake")
    void decliningTheLastPlaceOfAGroupIsMarked() {
        ByaparState state = firstBuyCompletingAGroup(1);
        int seat = state.toMove();
        Judge.Verdict declined = JUDGE.judge(state, seat, ByaparState.DECLINE, new Rng(1));
        Judge.Verdict bought = JUDGE.judge(state, seat, ByaparState.BUY, new Rng(1));

        assertThat(Judge.judges(state)).isTrue();
        assertThat(declined.preferred()).isEqualTo(ByaparState.BUY);
        assertThat(declined.mark()).as("a fifth of the win thrown away").isIn(Judge.Mark.MISTAKE, Judge.Mark.BLUNDER);
        assertThat(bought.mark()).isEqualTo(Judge.Mark.NONE);
        assertThat(bought.cost()).isZero();
    }

    @Test
    @DisplayName("an offer is not judged: what it is worth hangs on the answer")
    void anOfferIsNotJudged() {
        ByaparState state = first(1, (s, seat) -> s.stageName().equals("after") && held(s, seat) >= 0);
        int seat = state.toMove();
        String offer = "trade:" + (3 - seat) + ":give=s" + held(state, seat) + ":take=10";

        assertThat(JUDGE.judge(state, seat, state.parseMove(offer), new Rng(1))).isNull();
    }

    /** The first position, in a seeded game between strong and beginner, where the mover may buy the last place of a group. */
    private static ByaparState firstBuyCompletingAGroup(long seed) {
        return first(seed, (s, seat) -> s.stageName().equals("buy") && s.isLegal(seat, ByaparState.BUY) && completes(s, seat));
    }

    private static ByaparState first(long seed, BiPredicate<ByaparState, Integer> wanted) {
        GameState state = ByaparGames.start(2);
        Bot[] bots = {new ByaparBot(Level.STRONG), new ByaparBot(Level.BEGINNER)};
        Rng dice = new Rng(seed);
        Rng[] rngs = {new Rng(seed * 31 + 1), new Rng(seed * 31 + 2)};
        while (!state.isOver()) {
            if (state.phase() == Phase.THROW) {
                state.applyChance(state.sampleChance(dice));
                continue;
            }
            int seat = state.toMove();
            if (wanted.test((ByaparState) state, seat)) {
                return (ByaparState) state;
            }
            state.play(seat, bots[seat - 1].choose(state.viewFor(seat), seat, rngs[seat - 1], ByaparGames.BUDGET));
        }
        throw new AssertionError("no such position in game " + seed);
    }

    /** A square the seat holds, or -1. */
    private static int held(ByaparState s, int seat) {
        Holdings h = new Holdings(s);
        for (int sq = 0; sq < Holdings.SQUARES; sq++) {
            if (h.owner[sq] == seat) {
                return sq;
            }
        }
        return -1;
    }

    private static boolean completes(ByaparState s, int seat) {
        int sq = s.squareOf(seat);
        Holdings h = new Holdings(s);
        int group = Holdings.GROUP[sq];
        return Holdings.isPlace(sq) && h.heldIn(seat, group) == Holdings.GROUP_SQUARES[group].length - 1;
    }
}
