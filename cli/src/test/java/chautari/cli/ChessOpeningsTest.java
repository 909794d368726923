package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.chess.ChessState;
import chautari.engine.chess.Fen;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ChessOpeningsTest {
    @Test
    @DisplayName("Every opening is legal from the start, each round's is its own, and they repeat after the last")
    void openingsArePlayable() {
        Set<String> positions = new HashSet<>();
        int count = ChessOpenings.LINES.size();
        for (int round = 0; round < count; round++) {
            ChessState state = ChessState.fromFen(Fen.START);
            ChessOpenings.play(state, round);
            assertThat(state.isOver()).isFalse();
            assertThat(state.toMove()).isEqualTo(1);
            positions.add(state.fen());
            ChessState again = ChessState.fromFen(Fen.START);
            ChessOpenings.play(again, round + count);
            assertThat(again.fen()).isEqualTo(state.fen());
        }
        assertThat(positions).hasSize(count);
    }
}
