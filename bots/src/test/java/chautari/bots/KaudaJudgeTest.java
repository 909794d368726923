package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import chautari.engine.kauda.KaudaState;
import chautari.engine.kauda.Khal;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class KaudaJudgeTest {
    private static final Judge JUDGE = new Judge(Budget.iterations(2_000));

    @Test
    @DisplayName("the leader in the last throw staking all it may on chhakka is marked, a stake on another khal preferred")
    void theLeaderRiskingItsLeadIsMarked() {
        // Seat 2 leads by 30 in the last round's throw; seat 3 holds the shells.
        KaudaState last = KaudaState.of(5, true, 5, 3, 0, 90, 120, 90);
        int reckless = KaudaState.stake(Khal.CHHAKKA, last.greatest(2));
        Judge.Verdict risked = JUDGE.judge(last, 2, reckless, new Rng(1));
        Judge.Verdict safe = JUDGE.judge(last, 2, risked.preferred(), new Rng(1));

        assertThat(Judge.judges(last)).isTrue();
        assertThat(risked.mark()).isIn(Judge.Mark.MISTAKE, Judge.Mark.BLUNDER);
        assertThat(KaudaState.khalOf(risked.preferred())).isNotEqualTo(Khal.CHHAKKA);
        assertThat(safe.mark()).isEqualTo(Judge.Mark.NONE);
    }
}
