package chautari.engine.shologuti;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameState;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Pins random self-play with one generator for many games, as the bench plays it: move by move
 * ({@link RandomPlayer#step}), the position after every move and each game's end, against a
 * constant taken from the engine before the random move's redesign; and the play-out's own loop
 * ({@link RandomPlayer#playOut}, what the bench runs) against those games' ends.
 */
class ShologutiPlayOutFingerprintTest {
    private static final int GAMES = 2_000;
    private static final GameState START = Shologuti.GAME.start(2, Shologuti.GAME.options(java.util.Map.of()));

    @Test
    @DisplayName("2,000 seeded random games, move by move, move and end exactly as before")
    void seededGamesPlayAsBefore() {
        RandomPlayer player = new RandomPlayer(new Rng(20261130L));
        long hash = 0;
        for (int game = 0; game < GAMES; game++) {
            GameState state = START.copy();
            while (!state.isOver()) {
                player.step(state);
                hash = mix(hash, state.positionHash());
            }
            hash = mix(hash, end(state));
        }
        assertThat(player.moves()).isEqualTo(594_496L);
        assertThat(hash).isEqualTo(-8_534_393_553_093_513_410L);
    }

    @Test
    @DisplayName("the same 2,000 games played out in the game's own loop end in the same positions and results")
    void playOutsEndAsTheSteps() {
        RandomPlayer stepper = new RandomPlayer(new Rng(20261130L));
        RandomPlayer player = new RandomPlayer(new Rng(20261130L));
        for (int game = 0; game < GAMES; game++) {
            GameState stepped = START.copy();
            while (!stepped.isOver()) {
                stepper.step(stepped);
            }
            GameState played = START.copy();
            player.playOut(played);
            assertThat(played.positionHash()).as("game %d", game).isEqualTo(stepped.positionHash());
            assertThat(end(played)).as("game %d", game).isEqualTo(end(stepped));
        }
        assertThat(player.moves()).isEqualTo(594_496L);
    }

    private static long end(GameState state) {
        return (state.result().winners() + " " + new TreeMap<>(state.result().details())).hashCode();
    }

    private static long mix(long hash, long value) {
        return (hash ^ value) * 0x9E3779B97F4A7C15L + 1;
    }
}
