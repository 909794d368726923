package chautari.bots.chinesecheckers;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Budget;
import chautari.bots.Level;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Seeded two-player games with budgets in positions, so that the outcomes do not depend on the machine's speed. */
class ChineseCheckersMatchesTest {
    private static final boolean THOROUGH = Boolean.getBoolean("chautari.thorough");
    private static final Budget BUDGET = Budget.iterations(100);

    @Test
    @DisplayName("Strong beats good in most two-player games, each level first in turn")
    void strongBeatsGood() {
        int games = THOROUGH ? 20 : 4;
        int strongWins = 0;
        for (int g = 0; g < games; g++) {
            int strongSeat = 1 + g % 2;
            Level[] levels = strongSeat == 1 ? new Level[] {Level.STRONG, Level.GOOD} : new Level[] {Level.GOOD, Level.STRONG};
            int winner = ChineseCheckersMatches.play(2, levels, new Budget[] {BUDGET, BUDGET}, 500 + g);
            strongWins += winner == strongSeat ? 1 : 0;
        }
        assertThat(strongWins).as("strong's wins of %d", games).isGreaterThanOrEqualTo(games * 3 / 4);
    }

    @Test
    @DisplayName("Strong beats a player of random moves in every two-player game")
    void strongBeatsRandom() {
        int games = THOROUGH ? 20 : 4;
        for (int g = 0; g < games; g++) {
            int strongSeat = 1 + g % 2;
            Level[] levels = strongSeat == 1 ? new Level[] {Level.STRONG, null} : new Level[] {null, Level.STRONG};
            assertThat(ChineseCheckersMatches.play(2, levels, new Budget[] {BUDGET, BUDGET}, 900 + g)).as("game %d", g)
                    .isEqualTo(strongSeat);
        }
    }
}
