package chautari.engine.snakes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SnakesConstantsTest {
    @Test
    @DisplayName("the descriptor's board (last square, ladders, snakes) lands every throw from every square where the engine does")
    @SuppressWarnings("unchecked")
    void theDescriptorsBoardIsTheEngines() {
        Map<String, Object> constants = Snakes.GAME.constants();
        int last = (Integer) constants.get("last");
        Map<Integer, Integer> ladders = (Map<Integer, Integer>) constants.get("ladders");
        Map<Integer, Integer> snakes = (Map<Integer, Integer>) constants.get("snakes");
        assertThat(ladders).hasSize(9);
        assertThat(snakes).hasSize(10);
        for (int square = SnakesBoard.START; square < last; square++) {
            for (int die = 1; die <= 6; die++) {
                int on = square + die;
                int told = on > last ? -1 : ladders.getOrDefault(on, snakes.getOrDefault(on, on));
                assertThat(told).as(square + " + " + die).isEqualTo(SnakesBoard.landing(square, die));
            }
        }
    }
}
