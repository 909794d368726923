package chautari.bots.byapar;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Level;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Seeded matches (see {@link ByaparMatches}); a plain build plays a few games, {@code -Dchautari.thorough=true}
 * (or {@code -Pthorough}) the full counts. The games are seeded, so the figures asserted are exactly those played.
 */
class ByaparMatchesTest {
    private static final boolean THOROUGH = Boolean.getBoolean("chautari.thorough");

    @Test
    @DisplayName("strong against simple, 2 players: strong wins more than it loses, and at least 80% of the full count")
    void strongBeatsSimpleHeadToHead() {
        int games = THOROUGH ? 200 : 10;
        ByaparMatches.Score score = ByaparMatches.play(Level.STRONG, Level.SIMPLE, 2, games, 1000);
        System.out.println("byapar strong vs simple, 2 players: " + score);
        assertThat(score.wins()).isGreaterThan(score.losses());
        if (THOROUGH) {
            assertThat(score.share() / games).isGreaterThanOrEqualTo(0.80);
        }
    }

    @Test
    @DisplayName("strong among three simple players, 4 players: its share of the full count's wins is above twice the even 1/4")
    void strongAmongFour() {
        int games = THOROUGH ? 400 : 4;
        ByaparMatches.Score score = ByaparMatches.play(Level.STRONG, Level.SIMPLE, 4, games, 5000);
        System.out.println("byapar strong among 4 (3 simple): " + score);
        assertThat(score.wins() + score.draws() + score.losses()).isEqualTo(games);
        if (THOROUGH) {
            assertThat(score.share() / games).isGreaterThan(0.5);
        }
    }
}
