package chautari.engine.baghchal;

import chautari.engine.Game;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameState;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Pins what the engine does over many seeded random games, so that making it faster changes
 * nothing: at every step the sorted legal move texts, the listed move codes, the move
 * {@code randomMove} draws, the board, the position hash and the chosen move's facts, and at
 * the end the result (its details sorted: their map's order changes from run to run) and the returns. The constant was taken from the engine before its speed work.
 */
class BaghchalFingerprintTest {
    private static final int GAMES = 5_000;
    private static final long FINGERPRINT = -8538874547117845730L;

    @Test
    @DisplayName("Baghchal: seeded random games list, draw, play and end exactly as before")
    void seededGamesPlayAsBefore() {
        Game game = Baghchal.GAME;
        GameState start = game.start(2, game.options(Map.of()));
        int[] buffer = new int[start.maxMoves()];
        long hash = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            Rng rng = new Rng(seed);
            GameState state = start.copy();
            while (!state.isOver()) {
                int seat = state.toMove();
                String[] texts = state.legalMoveTexts(seat);
                int n = state.legalMoves(seat, buffer);
                assertThat(n).as("seed %d", seed).isEqualTo(texts.length);
                hash = mix(hash, Arrays.toString(texts));
                hash = mix(hash, Arrays.toString(Arrays.copyOf(buffer, n)));
                int drawn = state.randomMove(seat, rng, buffer);
                assertThat(state.moveText(drawn)).as("seed %d", seed).isIn((Object[]) texts);
                hash = mix(hash, state.moveText(drawn));
                int move = rng.nextInt(2) == 0 ? drawn : state.parseMove(texts[rng.nextInt(texts.length)]);
                hash = mix(hash, state.moveFacts(seat, move).toString());
                state.play(seat, move);
                hash = mix(hash, state.board().toString() + state.positionHash());
            }
            Result result = state.result();
            hash = mix(hash, result.winners() + " " + result.draw() + " " + new TreeMap<>(result.details())
                    + Arrays.toString(state.returns()));
        }
        assertThat(hash).isEqualTo(FINGERPRINT);
    }

    private static long mix(long hash, String text) {
        return (hash ^ text.hashCode()) * 0x9E3779B97F4A7C15L + text.length();
    }
}
