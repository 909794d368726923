package chautari.engine.kasimala;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.SeedCount;
import chautari.engine.SeededFingerprint;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Pins what the engine does over seeded random games ({@link SeededFingerprint}), so that making
 * it faster changes nothing. The fingerprints of the games -Pthorough plays were taken from the
 * engine before its speed work; those of the fewer games a plain build plays (the first of the same
 * games) from the engine after it, which plays all of the thorough ones exactly alike.
 */
class KasimalaFingerprintTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "cells 17, 2, cells, 17, 6, 400, 8713909598635713047, 2379996756949716508",
        "cells 25, 2, cells, 25, 3, 200, 3209271222849153978, -7154792546491321386",
    })
    void seededGamesPlayAsBefore(String label, int players, String option, int value, int games, int thoroughGames,
            long fingerprint, long thoroughFingerprint) {
        Game game = Kasimala.GAME;
        Map<String, Object> options = option.isEmpty() ? Map.of() : Map.of(option, value);
        boolean thorough = SeedCount.of(0, 1) == 1;
        long hash = SeededFingerprint.of(game.start(players, game.options(options)), thorough ? thoroughGames : games);
        assertThat(hash).as(label).isEqualTo(thorough ? thoroughFingerprint : fingerprint);
    }
}
