package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Facts;
import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Rng;
import chautari.engine.dots.DotsState;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DotsBotTest {
    private static final Budget BUDGET = Budget.iterations(20_000);

    /**
     * 3x3, seat 1 to move, no box claimed: the chain a1 b1 c1 opened at a1 (three sides drawn),
     * running out to the right edge; the other six boxes one closed-off chain a2 b2 c2 c3 b3 a3
     * with both ends on the left edge. Taking all three and then opening the six loses 3 to 6;
     * taking one and double-dealing the last two (drawing d1-d2) wins 7 to 2.
     */
    private static DotsState doubleDealing() {
        return DotsState.of(3, 2, 1, List.of("a1-b1", "b1-c1", "c1-d1", "a2-b2", "b2-c2", "c2-d2", "a1-a2",
                "a3-b3", "b3-c3", "a4-b4", "b4-c4", "c4-d4", "d2-d3", "d3-d4"), Map.of());
    }

    @Test
    @DisplayName("strong takes a free box rather than a quiet line")
    void takesAFreeBox() {
        DotsState state = DotsState.of(5, 2, 2, List.of("a1-b1", "a1-a2", "a2-b2"), Map.of());
        for (long seed = 1; seed <= 3; seed++) {
            assertThat(Bots.byLevel(Level.STRONG).chooseText(state, 2, new Rng(seed), BUDGET)).isEqualTo("b1-b2");
        }
    }

    @Test
    @DisplayName("strong declines the last two boxes of a chain with the double-dealing line where that wins, and good does not")
    void doubleDeals() {
        DotsState state = doubleDealing();
        Bot strong = Bots.byLevel(Level.STRONG);
        assertThat(strong.chooseText(state, 1, new Rng(1), BUDGET)).isEqualTo("b1-b2");
        state.play(1, state.parseMove("b1-b2"));
        assertThat(Bots.byLevel(Level.GOOD).chooseText(state, 1, new Rng(1), BUDGET)).isEqualTo("c1-c2");
        assertThat(strong.chooseText(state, 1, new Rng(1), BUDGET)).isEqualTo("d1-d2");
        while (!state.isOver()) {
            state.play(state.toMove(), strong.choose(state, state.toMove(), new Rng(2), BUDGET));
        }
        assertThat(state.result().details()).containsEntry("boxes", Map.of("1", 7, "2", 2));
    }

    @ParameterizedTest(name = "{0}x{0}, {1} players")
    @CsvSource({"3, 2", "5, 2", "5, 3", "5, 4"})
    @DisplayName("strong never gives a box away while a safe line remains, and takes the box given to it while one does")
    void neverGivesABoxAwayWhileSafe(int size, int players) {
        Bot strong = Bots.byLevel(Level.STRONG);
        Bot good = Bots.byLevel(Level.GOOD);
        for (long seed = 1; seed <= 3; seed++) {
            GameState state = start(size, players);
            Rng rng = new Rng(seed);
            while (!state.isOver()) {
                int seat = state.toMove();
                if (seat != 1) {
                    state.play(seat, good.choose(state, seat, rng, BUDGET));
                    continue;
                }
                int move = strong.choose(state, seat, rng, BUDGET);
                if (hasSafeLine(state)) {
                    boolean closes = closes(state, move);
                    assertThat(closes || !givesAway(state, move)).as("%s at %s", state.moveText(move), state.board()).isTrue();
                    assertThat(closes || !canClose(state)).as("%s at %s", state.moveText(move), state.board()).isTrue();
                }
                state.play(seat, move);
            }
        }
    }

    @ParameterizedTest(name = "{0}x{0}")
    @CsvSource({"3", "5"})
    @DisplayName("strong beats good in at least 80% of seeded two-player games, seats alternating")
    void beatsGood(int size) {
        int games = SeedCount.of(10, 100);
        double score = 0;
        for (int g = 0; g < games; g++) {
            int strongSeat = g % 2 + 1;
            GameState state = start(size, 2);
            Rng rng = new Rng(500 + g);
            while (!state.isOver()) {
                int seat = state.toMove();
                Bot bot = Bots.byLevel(seat == strongSeat ? Level.STRONG : Level.GOOD);
                state.play(seat, bot.choose(state, seat, rng, BUDGET));
            }
            score += state.result().draw() ? 0.5 : state.result().winners().contains(strongSeat) ? 1 : 0;
        }
        assertThat(score / games).isGreaterThanOrEqualTo(0.8);
    }

    private static GameState start(int size, int players) {
        Game game = Games.byName("dots");
        return game.start(players, game.options(Map.of("size", size)));
    }

    private static IntStream lines(GameState state) {
        int[] moves = new int[state.maxMoves()];
        return Arrays.stream(moves, 0, state.legalMoves(moves));
    }

    private static boolean closes(GameState state, int move) {
        return state.moveFacts(state.toMove(), move) != Facts.NONE;
    }

    /** Whether some line would close a box now. */
    private static boolean canClose(GameState state) {
        return lines(state).anyMatch(line -> closes(state, line));
    }

    /** Whether the line, closing nothing, lets the next player close a box. */
    private static boolean givesAway(GameState state, int move) {
        GameState after = state.copy();
        after.play(state.toMove(), move);
        return !after.isOver() && canClose(after);
    }

    private static boolean hasSafeLine(GameState state) {
        return lines(state).anyMatch(line -> !closes(state, line) && !givesAway(state, line));
    }
}
