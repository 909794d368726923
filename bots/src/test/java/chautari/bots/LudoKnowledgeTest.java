package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import chautari.engine.ludo.LudoState;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class LudoKnowledgeTest {
    private static final int[] YARD = {0, 0, 0, 0};
    private final LudoKnowledge knowledge = new LudoKnowledge();

    private double[] evaluate(LudoState state) {
        double[] out = new double[state.players()];
        knowledge.evaluate(state, out);
        return out;
    }

    /** Red (seat 1) and yellow (seat 2) by progress; red to throw. */
    private static LudoState redAndYellow(int[] red, int[] yellow) {
        return LudoState.of(2, new int[][] {red, yellow}, 1, 0, 0);
    }

    static Stream<Arguments> levelsAndPlayers() {
        // Measured over these seeded games: beginner 0.75, good 0.88, strong 0.81 with two players; good 0.69 with four.
        return Stream.of(Arguments.of(Level.BEGINNER, 60, 2, 12, 0.65), Arguments.of(Level.GOOD, 300, 2, 12, 0.75),
                Arguments.of(Level.STRONG, 600, 2, 8, 0.7), Arguments.of(Level.GOOD, 300, 4, 4, 0.5));
    }

    @ParameterizedTest(name = "{0} ({1} playouts), {2} players")
    @MethodSource("levelsAndPlayers")
    @DisplayName("Ludo: every level wins far more than its share against simple, over seeded throws with it at every seat")
    void beatsSimple(Level level, int iterations, int players, int seeds, double least) {
        double score = LudoMatches.score(Bots.byLevel(level), Budget.iterations(iterations), new SimpleBot(), players, seeds);
        assertThat(score).as("%s's share of the wins", level).isGreaterThanOrEqualTo(least);
    }

    @Test
    @DisplayName("Ludo evaluation: the shares add up to 1 and the seat ahead in the race has the larger")
    void sharesFollowTheRace() {
        double[] even = evaluate(redAndYellow(new int[] {10, 0, 0, 0}, new int[] {10, 0, 0, 0}));
        assertThat(even[0] + even[1]).isCloseTo(1, org.assertj.core.data.Offset.offset(1e-9));
        double[] ahead = evaluate(redAndYellow(new int[] {40, 30, 57, 0}, new int[] {10, 0, 0, 0}));
        assertThat(ahead[0]).isGreaterThan(0.8);
        double[] out = evaluate(redAndYellow(new int[] {1, 0, 0, 0}, YARD));
        assertThat(out[0]).as("a token out of the yard is worth more than its one square").isGreaterThan(0.55);
    }

    @Test
    @DisplayName("Ludo evaluation: a token one to six squares ahead of another colour's, off the safe squares, is at risk")
    void aThreatenedTokenIsWorthLess() {
        // Red on the star t22 with yellow three behind on t19, against red one square on at t23 with yellow on t20.
        LudoState safe = redAndYellow(new int[] {22, 0, 0, 0}, new int[] {45, 0, 0, 0});
        LudoState exposed = redAndYellow(new int[] {23, 0, 0, 0}, new int[] {46, 0, 0, 0});
        assertThat(evaluate(exposed)[0]).isLessThan(evaluate(safe)[0]);
        LudoState outOfReach = redAndYellow(new int[] {23, 0, 0, 0}, new int[] {39, 0, 0, 0});
        assertThat(evaluate(exposed)[0]).as("ten behind is out of reach").isLessThan(evaluate(outOfReach)[0]);
    }

    @Test
    @DisplayName("Ludo: the good level captures when it can and runs from a threat to a safe square")
    void capturesAndRuns() {
        Bot good = Bots.byLevel(Level.GOOD);
        for (long seed = 1; seed <= 3; seed++) {
            // Red on t10 and t30, yellow alone on t13 (its progress 39): a 3 takes it.
            LudoState capture = LudoState.of(2, new int[][] {{10, 30, 0, 0}, {39, 0, 0, 0}}, 1, 3, 0);
            assertThat(capture.moveText(good.choose(capture, 1, new Rng(seed), Budget.iterations(300)))).isEqualTo("t10-t13");
            // Red on t20 with yellow three behind on t17 (its progress 43), and red on t5: a 2 takes t20 to the star t22.
            LudoState run = LudoState.of(2, new int[][] {{20, 5, 0, 0}, {43, 0, 0, 0}}, 1, 2, 0);
            assertThat(run.moveText(good.choose(run, 1, new Rng(seed), Budget.iterations(300)))).isEqualTo("t20-t22");
        }
    }
}
