package chautari.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The protocol's perft: move sequences of a given length, counted by hand from the rules for the first plies. */
class PerftTest {

    private static GameState start(String game) {
        Game g = Games.byName(game);
        return g.start(2, g.options(Map.of()));
    }

    @Test
    @DisplayName("Baghchal: 21 empty points for the first goat, then 12 tiger moves after each (a step blocked is a jump gained)")
    void baghchalFirstPlies() {
        GameState start = start("baghchal");
        assertThat(Perft.count(start, 0)).isEqualTo(1);
        assertThat(Perft.count(start, 1)).isEqualTo(21);
        assertThat(Perft.count(start, 2)).isEqualTo(21 * 12);
    }

    @Test
    @DisplayName("Sholo Guti: seat 1's nine steps into the empty middle rank (five straight, four along b4's and d4's diagonals)")
    void shologutiFirstPly() {
        assertThat(Perft.count(start("shologuti"), 1)).isEqualTo(9);
    }

    @Test
    @DisplayName("perft leaves the position as it was, and counts each move's subtree")
    void perftIsTheSumOverMoves() {
        for (String game : new String[] {"kimasai", "baghchal", "shologuti"}) {
            GameState start = start(game);
            long hash = start.positionHash();
            int[] moves = new int[start.maxMoves()];
            int n = start.legalMoves(moves);
            long sum = 0;
            for (int i = 0; i < n; i++) {
                GameState next = start.copy();
                next.play(start.toMove(), moves[i]);
                sum += Perft.count(next, 2);
            }
            assertThat(Perft.count(start, 3)).as(game).isEqualTo(sum);
            assertThat(start.positionHash()).as(game).isEqualTo(hash);
        }
    }

    @Test
    @DisplayName("perft is for games without chance, and a depth below 0 is refused")
    void refusals() {
        assertThatThrownBy(() -> Perft.count(start("kasimala"), 1)).isInstanceOf(GameException.class)
                .hasMessageContaining("without chance");
        assertThatThrownBy(() -> Perft.count(start("baghchal"), -1)).isInstanceOf(GameException.class);
    }
}
