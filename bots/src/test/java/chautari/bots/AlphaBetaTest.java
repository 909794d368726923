package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.kimasai.KimasaiState;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AlphaBetaTest {
    private static final Knowledge KIMASAI = new KimasaiKnowledge();

    private static GameState start() {
        return KimasaiMatches.start();
    }

    /** The position after some seeded random plies; the game may be over. */
    private static GameState afterRandomPlies(long seed, int plies) {
        return KimasaiMatches.opening(seed, plies);
    }

    private static AlphaBeta.Result search(GameState state, long iterations) {
        return new AlphaBeta(KIMASAI, AlphaBeta.MAX_PLY, 0).search(state, state.toMove(), new Rng(1), Budget.iterations(iterations));
    }

    @Test
    @DisplayName("answers a legal move, leaving the state as it was, in many random positions and budgets")
    void legalMovesInRandomPositions() {
        AlphaBeta search = new AlphaBeta(KIMASAI, AlphaBeta.MAX_PLY, 0.05);
        int positions = 0;
        for (long seed = 1; seed <= 60; seed++) {
            GameState state = afterRandomPlies(seed, (int) (seed * 7 % 150));
            if (state.isOver()) {
                continue;
            }
            positions++;
            String before = state.board().toString();
            for (long iterations : new long[] {1, 10, 100, 1000}) {
                int move = search.choose(state, state.toMove(), new Rng(seed), Budget.iterations(iterations));
                assertThat(state.isLegal(state.toMove(), move)).as("seed %d, %d iterations", seed, iterations).isTrue();
            }
            assertThat(state.board().toString()).isEqualTo(before);
        }
        assertThat(positions).isGreaterThan(30);
    }

    @Test
    @DisplayName("the same position, generator seed and iteration budget give the same move, from the same object or a fresh one")
    void deterministicForAnIterationBudget() {
        for (long seed = 1; seed <= 10; seed++) {
            GameState state = afterRandomPlies(seed, 20 + (int) seed);
            if (state.isOver()) {
                continue;
            }
            for (double noise : new double[] {0, 0.2}) {
                AlphaBeta search = new AlphaBeta(KIMASAI, AlphaBeta.MAX_PLY, noise);
                Budget budget = Budget.iterations(3000);
                int first = search.choose(state, state.toMove(), new Rng(seed), budget);
                int again = search.choose(state, state.toMove(), new Rng(seed), budget);
                int fresh = new AlphaBeta(KIMASAI, AlphaBeta.MAX_PLY, noise).choose(state, state.toMove(), new Rng(seed), budget);
                assertThat(again).as("seed %d noise %s", seed, noise).isEqualTo(first);
                assertThat(fresh).as("seed %d noise %s", seed, noise).isEqualTo(first);
            }
        }
    }

    @Test
    @DisplayName("a single legal move is answered at once, without searching")
    void onlyMoveAtOnce() {
        AlphaBeta.Result result = search(start(), 1_000_000);
        assertThat(start().moveText(result.move())).isEqualTo("b2-a2");
        assertThat(result.nodes()).isZero();
    }

    @Test
    @DisplayName("the depth never passes the cap, and the nodes never pass the iterations")
    void depthAndIterationsBounded() {
        GameState state = afterRandomPlies(3, 30);
        AlphaBeta.Result capped = new AlphaBeta(KIMASAI, 2, 0).search(state, state.toMove(), new Rng(1), Budget.iterations(1_000_000));
        assertThat(capped.depth()).isEqualTo(2);
        AlphaBeta.Result bounded = search(state, 5000);
        assertThat(bounded.nodes()).isLessThanOrEqualTo(5000);
        assertThat(bounded.depth()).isGreaterThan(2);
    }

    @Test
    @DisplayName("a timed search answers a legal move having completed at least the first depth")
    void timedSearchAnswers() {
        GameState state = afterRandomPlies(4, 40);
        assertThat(state.legalMoves(new int[state.maxMoves()])).as("a position with a choice").isGreaterThan(1);
        AlphaBeta.Result result = new AlphaBeta(KIMASAI, AlphaBeta.MAX_PLY, 0)
                .search(state, state.toMove(), new Rng(1), Budget.seconds(0.02));
        assertThat(state.isLegal(state.toMove(), result.move())).isTrue();
        assertThat(result.depth()).isPositive();
    }

    @Test
    @DisplayName("takes the last stones at once, even with noise")
    void winInOne() {
        // b2-a2 takes a3, the second player's last stone; l1-l2 takes nothing.
        GameState state = KimasaiState.of("000000000001", "010000000000", "100000000000", "000000000000", 1);
        for (double noise : new double[] {0, 0.5}) {
            for (long seed = 1; seed <= 5; seed++) {
                AlphaBeta.Result result = new AlphaBeta(KIMASAI, AlphaBeta.MAX_PLY, noise)
                        .search(state, 1, new Rng(seed), Budget.iterations(50));
                assertThat(state.moveText(result.move())).isEqualTo("b2-a2");
                assertThat(AlphaBeta.decided(result.value())).isTrue();
            }
        }
    }

    @ParameterizedTest(name = "{0} {1} {2} {3}: {4}")
    @CsvSource({
        // i2-h2 leaves f3 one step, to g3, where h2-g2 takes it.
        "000101000000, 000000001000, 000001000000, 000000000000, i2-h2",
        // f2-e2 leaves c3 one step, to d3, where e2-d2 takes it.
        "000000101000, 000001001000, 001000000000, 000000000000, f2-e2",
        // c2-b2 takes b3 and leaves e3 one step, to f3, where g2-f2 takes it; g2-f2 first would lose c2 or f2.
        "100000000000, 001000100000, 010010000000, 000000000000, c2-b2",
    })
    @DisplayName("finds the only forced win in three plies")
    void forcedWinInThree(String row1, String row2, String row3, String row4, String win) {
        GameState state = KimasaiState.of(row1, row2, row3, row4, 1);
        assertThat(ForcedWin.movesWinningWithin(state, 1, 1)).isEmpty();
        assertThat(ForcedWin.movesWinningWithin(state, 1, 3)).containsExactly(win);
        AlphaBeta.Result result = search(state, 2000);
        assertThat(state.moveText(result.move())).isEqualTo(win);
        assertThat(result.value()).isGreaterThan(AlphaBeta.WIN - 1);
    }

    @Test
    @DisplayName("takes a stone rather than make a quiet move that loses one")
    void capturesRatherThanLoseMaterial() {
        // c2-b2 takes b3; after a1-b1 instead, b3-c3 would take c2.
        GameState state = KimasaiState.of("100000000000", "001000000000", "010000000000", "000000000001", 1);
        for (long iterations : new long[] {20, 200, 2000}) {
            assertThat(state.moveText(search(state, iterations).move())).as("%d iterations", iterations).isEqualTo("c2-b2");
        }
    }

    @Test
    @DisplayName("beats the simple bot in at least 18 of 20 seeded games, playing first and second in turn")
    void beatsSimpleBot() {
        KimasaiMatches.Player search = KimasaiMatches.search(KIMASAI, AlphaBeta.MAX_PLY, 0, Budget.iterations(2000));
        int[] score = KimasaiMatches.wins(search, KimasaiMatches.simple(), 20, 0);
        assertThat(score[0]).as("won, lost, drawn: %s", Arrays.toString(score)).isGreaterThanOrEqualTo(18);
    }
}
