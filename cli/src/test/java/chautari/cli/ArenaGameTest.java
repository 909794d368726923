package chautari.cli;

import static chautari.cli.Side.A;
import static chautari.cli.Side.B;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.cli.ArenaGame.Verdict;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ArenaGameTest {

    private static Result won(Integer... seats) {
        return new Result(List.of(seats), false, Map.of());
    }

    @Test
    @DisplayName("A's share: a win 1, a loss 0, a draw shared by every seat, a shared win split between its winners")
    void aShareOfTheWin() {
        Side[] two = {A, B};
        assertThat(ArenaGame.aShare(won(1), two)).isEqualTo(1.0);
        assertThat(ArenaGame.aShare(won(2), two)).isEqualTo(0.0);
        assertThat(ArenaGame.aShare(Result.drawn(), two)).isEqualTo(0.5);
        Side[] partners = {B, A, B, A};
        assertThat(ArenaGame.aShare(won(2, 4), partners)).isEqualTo(1.0);
        assertThat(ArenaGame.aShare(won(1, 3), partners)).isEqualTo(0.0);
        assertThat(ArenaGame.aShare(Result.drawn(), partners)).isEqualTo(0.5);
        Side[] kauda = {B, B, A};
        assertThat(ArenaGame.aShare(won(2, 3), kauda)).isEqualTo(0.5);
        assertThat(ArenaGame.aShare(won(1, 2), kauda)).isEqualTo(0.0);
        assertThat(ArenaGame.aShare(Result.drawn(), kauda)).isEqualTo(1.0 / 3);
    }

    @Test
    @DisplayName("W/D/L: a win when every winner is A's, a loss when none is, a draw otherwise")
    void verdicts() {
        Side[] kauda = {B, B, A};
        assertThat(ArenaGame.verdict(won(3), kauda)).isEqualTo(Verdict.WIN);
        assertThat(ArenaGame.verdict(won(1, 2), kauda)).isEqualTo(Verdict.LOSS);
        assertThat(ArenaGame.verdict(won(2, 3), kauda)).isEqualTo(Verdict.DRAW);
        assertThat(ArenaGame.verdict(Result.drawn(), kauda)).isEqualTo(Verdict.DRAW);
        assertThat(ArenaGame.verdict(won(1, 3), new Side[] {A, B, A, B})).isEqualTo(Verdict.WIN);
    }

    /** The simple bot, counting its calls and failing if it is asked about a move that is the only one. */
    private static final class ProbeBot implements Bot {
        final AtomicInteger calls = new AtomicInteger();
        private final Bot simple = Bots.byLevel(Level.SIMPLE);

        @Override
        public int choose(GameState state, int seat, Rng rng, Budget budget) {
            int[] moves = new int[state.maxMoves()];
            assertThat(state.legalMoves(seat, moves)).as("a forced move is the table's, not the bot's").isGreaterThan(1);
            calls.incrementAndGet();
            return simple.choose(state, seat, rng, budget);
        }

        @Override
        public Budget playBudget() {
            return Budget.iterations(1);
        }
    }

    @Test
    @DisplayName("bots are asked only about real choices, and every ask is a timed think of its side")
    void forcedMovesAreNotThinks() {
        for (Setup setup : List.of(Setup.of(Games.byName("kasimala"), 2, Map.of("cells", 17)),
                Setup.of(Games.byName("kauda"), 3, Map.of()), Setup.of(Games.byName("pasa"), 4, Map.of()))) {
            ProbeBot a = new ProbeBot();
            ProbeBot b = new ProbeBot();
            ArenaGame game = new ArenaGame(setup, new Contender(Level.SIMPLE.wire(), a, a.playBudget()),
                    new Contender(Level.SIMPLE.wire(), b, b.playBudget()));
            ArenaGame.Score score = game.play(setup.seating().lineup(0), 11, 0);
            assertThat(a.calls.get()).as(setup.describe()).isPositive().isEqualTo(score.aThinks().count());
            assertThat(b.calls.get()).as(setup.describe()).isPositive().isEqualTo(score.bThinks().count());
        }
    }

    @Test
    @DisplayName("each seat's generator is its own, mixed from the game's seed and the seat")
    void botSeedsDifferBySeatAndGame() {
        assertThat(ArenaGame.botSeed(7, 1)).isNotEqualTo(ArenaGame.botSeed(7, 2)).isNotEqualTo(ArenaGame.botSeed(8, 1));
        assertThat(ArenaGame.botSeed(7, 1)).isEqualTo(ArenaGame.botSeed(7, 1)).isNotEqualTo(new Rng(7).nextLong());
    }
}
