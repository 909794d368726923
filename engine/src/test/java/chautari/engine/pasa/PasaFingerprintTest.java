package chautari.engine.pasa;

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
class PasaFingerprintTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "2 players, 2, '', 0, 15, 600, 4441440508885436369, 8779698462014414093",
        "3 players, 3, '', 0, 8, 300, -8551251519048125940, -413470874096057695",
        "4 partners, 4, partners, 1, 5, 200, 3167867783069387500, 5828756219034712791",
        "4 each for themselves, 4, partners, 0, 5, 200, 1796293501818900877, 3364134724752837234",
        "2 players capture bonus, 2, captureBonus, 1, 8, 300, -2571990563377749337, -3434103358147799230",
    })
    void seededGamesPlayAsBefore(String label, int players, String option, int value, int games, int thoroughGames,
            long fingerprint, long thoroughFingerprint) {
        Game game = Pasa.GAME;
        Map<String, Object> options = option.isEmpty() ? Map.of() : Map.of(option, value != 0);
        boolean thorough = SeedCount.of(0, 1) == 1;
        long hash = SeededFingerprint.of(game.start(players, game.options(options)), thorough ? thoroughGames : games);
        assertThat(hash).as(label).isEqualTo(thorough ? thoroughFingerprint : fingerprint);
    }
}
