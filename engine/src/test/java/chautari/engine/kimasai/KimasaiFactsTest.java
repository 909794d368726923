package chautari.engine.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Facts;
import chautari.engine.GameState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class KimasaiFactsTest {
    private static final String EMPTY = "000000000000";

    private static Facts factsOf(GameState state, String move) {
        return state.moveFacts(state.toMove(), state.parseMove(move));
    }

    @Test
    @DisplayName("the first move tells both stones of the column taken: a3 facing, a4 behind it")
    void theOpeningCaptureTellsTheColumn() {
        GameState state = KimasaiState.initial();
        Facts facts = factsOf(state, "b2-a2");
        assertThat(facts.captured()).containsExactly(new Facts.Capture(2, "a3", 1), new Facts.Capture(2, "a4", 1));
        assertThat(facts.extraThrow()).isFalse();
        assertThat(state.board()).as("unchanged").isEqualTo(KimasaiState.initial().board());
    }

    @Test
    @DisplayName("the second player's capture tells the first player's stones, front then back")
    void theSecondPlayerCaptures() {
        GameState state = KimasaiState.initial();
        state.play(1, state.parseMove("b2-a2"));
        assertThat(factsOf(state, "k3-l3").captured())
                .containsExactly(new Facts.Capture(1, "l2", 1), new Facts.Capture(1, "l1", 1));
    }

    @Test
    @DisplayName("the facing stone alone, when the hole behind it is empty; nothing when the facing hole is empty")
    void onlyWhatIsThere() {
        GameState alone = KimasaiState.of("000000000001", "000100000000", "001000000000", EMPTY, 1);
        assertThat(factsOf(alone, "d2-c2").captured()).containsExactly(new Facts.Capture(2, "c3", 1));
        GameState none = KimasaiState.of("000000000001", "000100000000", "000000000001", "001000000000", 1);
        assertThat(factsOf(none, "d2-c2").toMap()).isEmpty();
    }
}
