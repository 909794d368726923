package chautari.engine.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import chautari.engine.Perft;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft from the start against the counts Aart Bik published for 8x8 (English) checkers, made
 * with his engine BikMove ("Aart's Computer Checkers Page", http://www.aartbik.com/MISC/checkers.html,
 * first posted as "perft for 8x8 checkers" on the TalkChess forum, 8 May 2009). His move generator
 * does not remove duplicate captures, a king taking the same pieces by another route (which he
 * says first happens at depth 12): here too every route is its own move, as each lists its
 * landings, and depth 12 agrees. Depths 1 to 10 run in every build; 11 and 12 (marked slow, several
 * seconds each) under -Pthorough.
 */
class CheckersPerftTest {
    private static final boolean THOROUGH = Boolean.getBoolean("chautari.thorough");

    @ParameterizedTest(name = "depth {0}: {1}")
    @CsvSource({
        "1, 7, quick",
        "2, 49, quick",
        "3, 302, quick",
        "4, 1469, quick",
        "5, 7361, quick",
        "6, 36768, quick",
        "7, 179740, quick",
        "8, 845931, quick",
        "9, 3963680, quick",
        "10, 18391564, quick",
        "11, 85242128, slow",
        "12, 388623673, slow"})
    @DisplayName("perft from the start matches Aart Bik's published counts, and leaves the position as it was")
    void publishedCounts(int depth, long nodes, String speed) {
        assumeTrue(THOROUGH || speed.equals("quick"), "deeper counts run under -Pthorough");
        CheckersState start = (CheckersState) Checkers.GAME.start(2, Checkers.GAME.options(Map.of()));
        long hash = start.positionHash();
        assertThat(Perft.count(start, depth)).isEqualTo(nodes);
        assertThat(start.positionHash()).isEqualTo(hash);
        assertThat(start.board()).isEqualTo(CheckersState.initial().board());
    }
}
