package chautari.engine.shologuti;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameState;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Pins random self-play as the bench plays it ({@link RandomPlayer#playOut}, one generator for
 * many games, every move through {@code playRandomMove}): the position after every move and
 * each game's end. The constant was taken from the engine before the random move's redesign.
 */
class ShologutiPlayOutFingerprintTest {
    @Test
    @DisplayName("2,000 seeded random play-outs move and end exactly as before")
    void seededPlayOutsPlayAsBefore() {
        RandomPlayer player = new RandomPlayer(new Rng(20261130L));
        GameState start = Shologuti.GAME.start(2, Shologuti.GAME.options(java.util.Map.of()));
        long hash = 0;
        for (int game = 0; game < 2_000; game++) {
            GameState state = start.copy();
            while (!state.isOver()) {
                player.step(state);
                hash = mix(hash, state.positionHash());
            }
            hash = mix(hash, (state.result().winners() + " " + new TreeMap<>(state.result().details())).hashCode());
        }
        assertThat(player.moves()).isEqualTo(594_496L);
        assertThat(hash).isEqualTo(-8_534_393_553_093_513_410L);
    }

    private static long mix(long hash, long value) {
        return (hash ^ value) * 0x9E3779B97F4A7C15L + 1;
    }
}
