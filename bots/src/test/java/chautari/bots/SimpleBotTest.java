package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Phase;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import chautari.engine.kimasai.KimasaiState;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SimpleBotTest {
    private static final int WHOLE_GAMES = SeedCount.of(5, 20);

    static Stream<Game> games() {
        return Games.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("the simple bot plays only legal moves through whole games of every game")
    void playsLegalMovesThroughWholeGames(Game game) {
        for (long seed = 1; seed <= WHOLE_GAMES; seed++) {
            Rng rng = new Rng(seed);
            RandomPlayer chance = new RandomPlayer(new Rng(seed * 31));
            GameState state = game.start(game.minPlayers(), game.options(Map.of()));
            Bot bot = new SimpleBot();
            int steps = 0;
            while (!state.isOver()) {
                assertThat(steps++).as("seed %d: game too long", seed).isLessThan(100_000);
                if (state.phase() == Phase.THROW) {
                    chance.step(state);
                    continue;
                }
                for (int seat = 1; seat <= state.players(); seat++) {
                    if (state.awaits(seat)) {
                        int move = bot.choose(state.copy(), seat, rng);
                        assertThat(state.isLegal(seat, move)).as("seed %d: %s", seed, state.moveText(move)).isTrue();
                        state.play(seat, move);
                        if (state.phase() != Phase.STAKE) {
                            break;
                        }
                    }
                }
            }
        }
    }

    @Test
    @DisplayName("the simple bot takes a winning move when one exists")
    void takesAWin() {
        // Seat 1 captures the last stone of seat 2 by stepping into its front row.
        GameState state = KimasaiState.of("000000000001", "010000000000", "100000000000", "000000000000", 1);
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(1, moves);
        String win = null;
        for (int i = 0; i < n; i++) {
            GameState after = state.copy();
            after.play(1, moves[i]);
            if (after.isOver() && after.result().winners().equals(List.of(1))) {
                win = state.moveText(moves[i]);
            }
        }
        assertThat(win).as("the position has a winning move").isNotNull();
        for (long seed = 1; seed <= 10; seed++) {
            assertThat(new SimpleBot().chooseText(state, 1, new Rng(seed))).as("seed %d", seed).isEqualTo(win);
        }
    }

    @Test
    @DisplayName("the simple bot is deterministic for a seed and does not change the state")
    void deterministicAndPure() {
        GameState state = Games.byName("kimasai").start(2, Games.byName("kimasai").options(Map.of()));
        String before = state.board().toString();
        String a = new SimpleBot().chooseText(state, 1, new Rng(5));
        String b = new SimpleBot().chooseText(state, 1, new Rng(5));
        assertThat(a).isEqualTo(b);
        assertThat(state.board().toString()).isEqualTo(before);
    }
}
