package chautari.engine.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.SeedCount;
import chautari.engine.SeededFingerprint;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Pins what the engine does over seeded random games ({@link SeededFingerprint}), so that making
 * it faster changes nothing. The constants were taken from the engine before its speed work: the
 * fingerprint of the games a plain build plays, and of those -Pthorough plays.
 */
class KimasaiFingerprintTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "kimasai, 2, '', 0, 80, 2000, 1253929860126945002, -6185314289891918174",
    })
    void seededGamesPlayAsBefore(String label, int players, String option, int value, int games, int thoroughGames,
            long fingerprint, long thoroughFingerprint) {
        Game game = Kimasai.GAME;
        Map<String, Object> options = option.isEmpty() ? Map.of() : Map.of(option, value);
        boolean thorough = SeedCount.of(0, 1) == 1;
        long hash = SeededFingerprint.of(game.start(players, game.options(options)), thorough ? thoroughGames : games);
        assertThat(hash).as(label).isEqualTo(thorough ? thoroughFingerprint : fingerprint);
    }
}
