package chautari.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What a server asks of any game to let its players end it: whether throws decide anything, and who plays together. */
class SidesAndChanceTest {
    @Test
    @DisplayName("a game's descriptor has chance exactly when its positions do; only games without chance offer draws")
    void chance() {
        for (Game game : Games.all()) {
            GameState start = game.start(game.minPlayers(), game.options(Map.of()));
            assertThat(game.chance() == null).as(game.id()).isEqualTo(start.chance() == null);
            if (game.drawOffers()) {
                assertThat(game.chance()).as(game.id() + " offers draws").isNull();
            }
        }
        assertThat(Games.all().stream().filter(g -> g.chance() != null).map(Game::id))
                .contains("kasimala", "pasa", "kauda", "ludo", "snakes");
        assertThat(Games.all().stream().filter(Game::drawOffers).map(Game::id)).contains("kimasai", "baghchal", "shologuti", "chess");
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
