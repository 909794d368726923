package chautari.engine.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Games;
import chautari.engine.Match;
import chautari.engine.Options;
import chautari.engine.Rng;
import chautari.engine.SeedCount;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** Properties over many seeded random games (what every game must do is ConformanceTest's). */
class KimasaiPropertiesTest {
    private static final int GAMES = SeedCount.of(300, 2000);

    @Test
    void randomGamesEndHoldAtMostOneStoneAHoleAndNeverGainStones() {
        var game = Games.byName("kimasai");
        Options options = Options.of("kimasai", List.of(), Map.of());
        for (long seed = 1; seed <= GAMES; seed++) {
            Match match = Match.start(game, 2, options, seed);
            KimasaiState state = (KimasaiState) match.state();
            Rng rng = new Rng(seed);
            int stones = state.stoneCount();
            int plies = 0;
            while (!state.isOver()) {
                String[] moves = state.legalMoveTexts(state.toMove());
                assertThat(moves).as("seed %d: a side to move has a move", seed).isNotEmpty();
                match.play(state.toMove(), moves[rng.nextInt(moves.length)]);
                state = (KimasaiState) match.state();
                plies++;
                assertThat(plies).as("seed %d: the game ends", seed).isLessThan(10_000);
                assertThat(state.stoneCount()).as("seed %d: stones never increase", seed).isLessThanOrEqualTo(stones);
                stones = state.stoneCount();
                assertHolesHoldZeroOrOne(state, seed);
            }
            assertThat(state.result()).as("seed %d", seed).isNotNull();
        }
    }

    private static void assertHolesHoldZeroOrOne(KimasaiState state, long seed) {
        int counted = 0;
        for (Object row : state.board().values()) {
            assertThat((String) row).as("seed %d", seed).matches("[01]{12}");
            counted += ((String) row).replace("0", "").length();
        }
        assertThat(counted).isEqualTo(state.stoneCount());
    }

    @Test
    void noPositionRepeatsWithoutACaptureWithOneStoneEachSide() {
        assertThat(RepetitionSearch.findCycle(1, 1)).as("a cycle of positions with no capture").isNull();
    }

    /** Every position with two stones a side: a search of 20 s, so only under -Pthorough. */
    @Test
    @EnabledIfSystemProperty(named = "chautari.thorough", matches = "true")
    void noPositionRepeatsWithoutACaptureWithTwoStonesEachSide() {
        assertThat(RepetitionSearch.findCycle(2, 2)).as("a cycle of positions with no capture").isNull();
    }
}
