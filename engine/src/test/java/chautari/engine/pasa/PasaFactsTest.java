package chautari.engine.pasa;

import static chautari.engine.pasa.Positions.N;
import static chautari.engine.pasa.Positions.eachForThemselves;
import static chautari.engine.pasa.Positions.on;
import static chautari.engine.pasa.Positions.position;
import static chautari.engine.pasa.Positions.seat;
import static chautari.engine.pasa.Positions.withCaptureBonus;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Facts;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PasaFactsTest {

    private static Facts factsOf(PasaState state, String move) {
        return state.moveFacts(state.toMove(), state.parseMove(move));
    }

    @Test
    @DisplayName("landing on a lone enemy piece tells that piece sent back and the square it was hit on")
    void aCaptureTellsTheSeatAndSquare() {
        PasaState state = eachForThemselves("5", seat(0, 0, 0, 9), seat(0, 0, 0, on(N, "Sr3")));
        Facts facts = factsOf(state, "5:Sr8-Sr3");
        assertThat(facts.toMap()).isEqualTo(Map.of("captured", List.of(Map.of("seat", 2, "cell", "Sr3", "count", 1))));
        assertThat(state.progress(2)).as("unchanged").containsExactly(0, 0, 0, on(N, "Sr3"));
        state.play(1, state.parseMove("5:Sr8-Sr3"));
        assertThat(state.progress(2)).containsExactly(0, 0, 0, 0);
    }

    @Test
    @DisplayName("with the capture bonus, the capture that ends the turn tells the throw earned")
    void theCaptureBonusTellsTheThrow() {
        PasaState state = withCaptureBonus("5", seat(0, 0, 0, 9), seat(0, 0, on(N, "Sr2"), on(N, "Sr3")));
        Facts facts = factsOf(state, "5:Sr8-Sr3");
        assertThat(facts.captured()).containsExactly(new Facts.Capture(2, "Sr3", 1));
        assertThat(facts.extraThrow()).isTrue();
    }

    @Test
    @DisplayName("a piece reaching the charkoni again tells it is home")
    void aPieceHome() {
        PasaState state = position("1", seat(0, 0, 0, 83), seat(0, 0, 0, 0), seat(0, 0, 0, 0), seat(0, 0, 0, 0));
        Facts facts = factsOf(state, "1:Sc1-H");
        assertThat(facts.home()).isTrue();
        assertThat(facts.toMap()).isEqualTo(Map.of("home", true));
    }

    @Test
    @DisplayName("a throw of the dice tells nothing: each die is its own move")
    void aThrowTellsNothing() {
        PasaState state = eachForThemselves("", seat(0, 0, 0, 9), seat(0, 0, 0, 0));
        assertThat(state.throwFacts(state.parseOutcome("152")).toMap()).isEmpty();
    }
}
