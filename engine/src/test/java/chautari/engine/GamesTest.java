package chautari.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The descriptors: each whole and consistent with the states it starts. */
class GamesTest {
    @Test
    @DisplayName("ids are unique and found by byName; every game is named in both languages")
    void idsAndNames() {
        Set<String> ids = new HashSet<>();
        for (Game game : Games.all()) {
            assertThat(ids.add(game.id())).as(game.id()).isTrue();
            assertThat(Games.byName(game.id())).isSameAs(game);
            assertThat(game.names().en()).isNotBlank();
            assertThat(game.names().ne()).isNotBlank().isNotEqualTo(game.names().en());
            assertThat(game.kind()).isIn("board", "dice", "mancala");
            assertThat(game.minutes()).isPositive();
        }
    }

    @Test
    @DisplayName("the state a game starts throws what its descriptor says, for every player count")
    void statesThrowTheDescribedObjects() {
        for (Game game : Games.all()) {
            for (int players : game.playerCounts()) {
                GameState state = game.start(players, game.options(Map.of()));
                assertThat(state.chance()).as("%s with %d", game.id(), players).isEqualTo(game.chance());
                assertThat(state.players()).isEqualTo(players);
            }
        }
    }

    @Test
    @DisplayName("every bench and ladder case starts; an option for one player count fits the game's counts; colours cover every count")
    void casesAndOptionsFit() {
        for (Game game : Games.all()) {
            for (Game.Case c : game.benchCases()) {
                assertThat(game.start(c.players(), game.options(c.options()))).as(c.label()).isNotNull();
            }
            for (Game.Case c : game.ladderCases()) {
                assertThat(game.start(c.players(), game.options(c.options()))).as(c.label()).isNotNull();
            }
            assertThat(game.benchCases()).as(game.id()).isNotEmpty();
            for (OptionSpec spec : game.options()) {
                if (spec.onlyPlayers() != null) {
                    assertThat(game.playerCounts()).contains(spec.onlyPlayers());
                }
            }
            if (!game.colours().isEmpty()) {
                assertThat(game.colours().keySet()).containsExactlyInAnyOrderElementsOf(game.playerCounts());
                game.colours().forEach((players, colours) -> assertThat(colours).hasSize(players));
            }
        }
    }
}
