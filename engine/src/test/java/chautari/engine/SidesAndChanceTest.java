package chautari.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What a server asks of any game to let its players end it: whether throws decide anything, and who plays together. */
class SidesAndChanceTest {
    @Test
    @DisplayName("Bao la Kimasai, Baghchal, Sholo Guti, Chess, Checkers, Tic-tac-toe and Dots and Boxes are played without chance, and all"
            + " but Dots and Boxes offer draws (two players of Dots and Boxes cannot tie its odd count of boxes)")
    void chance() {
        assertThat(Games.all().stream().filter(g -> g.chance() == null).map(Game::id))
                .containsExactly("kimasai", "baghchal", "shologuti", "chess", "checkers", "tictactoe", "dots");
        assertThat(Games.all().stream().filter(Game::drawOffers).map(Game::id))
                .containsExactly("kimasai", "baghchal", "shologuti", "chess", "checkers", "tictactoe");
    }

    @Test
    @DisplayName("every seat is its own side, except Pasa partners: seats 1 and 3, 2 and 4")
    void sides() {
        Game pasa = Games.byName("pasa");
        GameState partners = pasa.start(4, pasa.options(Map.of()));
        assertThat(new int[] {partners.sideOf(1), partners.sideOf(2), partners.sideOf(3), partners.sideOf(4)})
                .containsExactly(1, 2, 1, 2);
        GameState alone = pasa.start(4, pasa.options(Map.of("partners", false)));
        assertThat(alone.sideOf(3)).isEqualTo(3);
        Game kauda = Games.byName("kauda");
        assertThat(kauda.start(3, kauda.options(Map.of())).sideOf(2)).isEqualTo(2);
    }
}
