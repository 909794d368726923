package chautari.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Pins what the engines do over seeded random games ({@link SeededFingerprint}), so that making one faster changes
 * nothing. Each row's constants were taken from its engine before its speed work: the fingerprint of the games a
 * plain build plays, and of those -Pthorough plays.
 */
class FingerprintTest {
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "kasimala, cells 17, 2, cells, 17, 6, 400, 8713909598635713047, 2379996756949716508",
        "kasimala, cells 25, 2, cells, 25, 3, 200, 3209271222849153978, -7154792546491321386",
        "kimasai, '', 2, '', '', 80, 2000, 1253929860126945002, -6185314289891918174",
        "pasa, 2 players, 2, '', '', 15, 600, 4441440508885436369, 8779698462014414093",
        "pasa, 3 players, 3, '', '', 8, 300, -8551251519048125940, -413470874096057695",
        "pasa, 4 partners, 4, partners, true, 5, 200, 3167867783069387500, 5828756219034712791",
        "pasa, 4 each for themselves, 4, partners, false, 5, 200, 1796293501818900877, 3364134724752837234",
        "pasa, 2 players capture bonus, 2, captureBonus, true, 8, 300, -2571990563377749337, -3434103358147799230",
        "baghchal, '', 2, '', '', 5000, 5000, -8538874547117845730, -8538874547117845730",
        "shologuti, '', 2, '', '', 400, 2000, 5404356643397488963, -6685143562166852885",
    })
    @DisplayName("seeded random games list, draw, throw, play and end exactly as before")
    void seededGamesPlayAsBefore(String id, String label, int players, String option, String value, int games, int thoroughGames,
            long fingerprint, long thoroughFingerprint) {
        Game game = Games.byName(id);
        Map<String, Object> options = option.isEmpty() ? Map.of() : Map.of(option, optionValue(value));
        boolean thorough = SeedCount.of(0, 1) == 1;
        long hash = SeededFingerprint.of(game.start(players, game.options(options)), thorough ? thoroughGames : games);
        assertThat(hash).as("%s %s", id, label).isEqualTo(thorough ? thoroughFingerprint : fingerprint);
    }

    private static Object optionValue(String text) {
        return text.equals("true") || text.equals("false") ? Boolean.valueOf(text) : Integer.valueOf(text);
    }
}
