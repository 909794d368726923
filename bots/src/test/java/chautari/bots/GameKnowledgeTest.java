package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.Games;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class GameKnowledgeTest {
    @Test
    @DisplayName("Every game the engine registers has one registration of its knowledge, for its own states")
    void oneRegistrationEachGame() {
        List<String> listed = Games.all().stream().map(Game::id).toList();
        assertThat(GameKnowledge.ALL).extracting(GameKnowledge::game)
                .containsExactlyElementsOf(listed);
        for (Game game : Games.all()) {
            var start = game.start(game.minPlayers(), game.options(Map.of()));
            assertThat(GameKnowledge.of(start).game()).isEqualTo(game.id());
        }
    }

    @Test
    @DisplayName("Alpha-beta is registered only for games without chance, a shared search always has knowledge, a game's own search its bot")
    void searchesFitTheGames() {
        for (GameKnowledge known : GameKnowledge.ALL) {
            Game game = Games.all().stream().filter(g -> g.id().equals(known.game())).findFirst().orElse(null);
            assertThat(game).as("the game of %s", known.game()).isNotNull();
            if (known.search() == GameKnowledge.Search.ALPHA_BETA) {
                assertThat(game.chance()).as(known.game()).isNull();
            }
            boolean searchesHere = known.search() == GameKnowledge.Search.ALPHA_BETA || known.search() == GameKnowledge.Search.TREE;
            assertThat(known.knowledge() != null).as(known.game()).isEqualTo(searchesHere);
            if (known.search() == GameKnowledge.Search.OWN) {
                assertThat(known.ownBot()).as(known.game()).isNotNull();
            }
        }
    }
}
