package chautari.engine.kasimala;

import static chautari.engine.kasimala.Positions.at;
import static chautari.engine.kasimala.Positions.play;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Facts;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class KasimalaFactsTest {

    private static Facts factsOf(KasimalaState state, String move) {
        return state.moveFacts(state.toMove(), state.parseMove(move));
    }

    @Test
    @DisplayName("a move ending on an enemy stack tells the whole stack taken, and where; the state is unchanged")
    void aCaptureTellsTheStackAndItsCell() {
        KasimalaState state = at("1: m12; 2: m10x3 b5..b17w", 1, 2);
        String before = state.layout();
        Facts facts = factsOf(state, "m12-m10");
        assertThat(state.layout()).isEqualTo(before);
        assertThat(facts.captured()).containsExactly(new Facts.Capture(2, "m10", 3));
        assertThat(facts.extraThrow()).isFalse();
        assertThat(facts.toMap()).isEqualTo(Map.of("captured", List.of(Map.of("seat", 2, "cell", "m10", "count", 3))));
        play(state, "m12-m10");
        assertThat(state.pieces(2)).as("what the facts said happened").isEqualTo(13);
    }

    @Test
    @DisplayName("a plain move tells nothing")
    void aPlainMoveTellsNothing() {
        KasimalaState state = at("1: m12; 2: m2 b5..b17w", 1, 2);
        assertThat(factsOf(state, "m12-m10").toMap()).isEmpty();
    }

    @Test
    @DisplayName("a chya (4 up) and a ngha (0 up) are worth 4 and 5 steps and a throw more; the move after one says so")
    void chyaAndNghaEarnAThrow() {
        KasimalaState state = at("1: m12; 2: m2 b5..b17w", 1);
        assertThat(state.throwFacts(state.parseOutcome("1111")).toMap())
                .isEqualTo(Map.of("value", 4, "steps", 4, "name", "chya", "extraThrow", true));
        assertThat(state.throwFacts(state.parseOutcome("0000")).toMap())
                .isEqualTo(Map.of("value", 0, "steps", 5, "name", "ngha", "extraThrow", true));
        assertThat(state.throwFacts(state.parseOutcome("1011")).toMap())
                .isEqualTo(Map.of("value", 3, "steps", 3, "name", "sudi"));
        state.applyChance(state.parseOutcome("1111"));
        assertThat(factsOf(state, "m12-m8").extraThrow()).isTrue();
    }

    @Test
    @DisplayName("the move that takes the last enemy piece earns no throw: the game is over")
    void theWinningMoveEarnsNoThrow() {
        KasimalaState state = at("1: m12; 2: m8", 1, 4);
        Facts facts = factsOf(state, "m12-m8");
        assertThat(facts.captured()).containsExactly(new Facts.Capture(2, "m8", 1));
        assertThat(facts.extraThrow()).isFalse();
    }
}
