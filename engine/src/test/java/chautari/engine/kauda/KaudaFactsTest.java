package chautari.engine.kauda;

import static chautari.engine.kauda.Table.chips;
import static chautari.engine.kauda.Table.position;
import static chautari.engine.kauda.Table.stakes;
import static chautari.engine.kauda.Table.throwCount;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Facts;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class KaudaFactsTest {

    private static int mouthsUp(int count) {
        return (1 << count) - 1;
    }

    @Test
    @DisplayName("a throw on a staked khal tells the holder paying that stake; the other stake goes back, unpaid")
    void theHolderPaysTheStakeOnTheKhalThatFell() {
        KaudaState state = position(1, 100, 100, 100);
        stakes(state, 2, "chauka:5", 3, "panja:10");
        Facts facts = state.throwFacts(mouthsUp(4));
        assertThat(facts.toMap()).isEqualTo(Map.of("value", 4, "name", "chauka",
                "payouts", List.of(Map.of("from", 1, "to", 2, "chips", 5))));
        assertThat(chips(state)).as("unchanged").containsExactly(100, 100, 100);
        throwCount(state, 4);
        assertThat(chips(state)).as("what the facts said").containsExactly(95, 105, 100);
    }

    @Test
    @DisplayName("a throw on the holder's own khal tells every stake paid to the holder, who throws again")
    void struckTakesEveryStake() {
        KaudaState state = position(1, 100, 100, 100);
        stakes(state, 2, "chauka:5", 3, "panja:10");
        Facts facts = state.throwFacts(mouthsUp(3));
        assertThat(facts.name()).isEqualTo("tiya");
        assertThat(facts.value()).isEqualTo(3);
        assertThat(facts.payouts()).containsExactly(new Facts.Payout(2, 1, 5), new Facts.Payout(3, 1, 10));
        assertThat(facts.extraThrow()).isTrue();
    }

    @Test
    @DisplayName("a throw on an unstaked khal pays nobody; a stake tells nothing")
    void nobodyPaid() {
        KaudaState state = position(1, 100, 100, 100);
        assertThat(state.moveFacts(2, state.parseMove("chauka:5")).toMap()).isEmpty();
        stakes(state, 2, "chauka:5", 3, "panja:10");
        assertThat(state.throwFacts(mouthsUp(2)).toMap()).isEqualTo(Map.of("value", 2, "name", "chhakka"));
    }
}
