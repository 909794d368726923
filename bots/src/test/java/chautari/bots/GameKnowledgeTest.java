package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.Games;
import chautari.engine.byapar.Byapar;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class GameKnowledgeTest {
    @Test
    @DisplayName("Every game the engine registers has one registration of its knowledge, for its own states")
    void oneRegistrationEachGame() {
        // Byapar's bots are registered before the game is in Games (issue 31): it is wired in later.
        List<String> ids = new ArrayList<>(Games.all().stream().map(Game::id).toList());
        if (!ids.contains("byapar")) {
            ids.add("byapar");
        }
        assertThat(GameKnowledge.ALL).extracting(GameKnowledge::game).containsExactlyInAnyOrderElementsOf(ids);
        for (Game game : Games.all()) {
            var start = game.start(game.minPlayers(), game.options(Map.of()));
            assertThat(GameKnowledge.of(start).game()).isEqualTo(game.id());
        }
    }

    @Test
    @DisplayName("Alpha-beta is registered only for games without chance, a shared search always has knowledge, a game's own search its bot")
    void searchesFitTheGames() {
        for (GameKnowledge known : GameKnowledge.ALL) {
            Game game = known.game().equals("byapar") ? Byapar.GAME : Games.byName(known.game());
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
