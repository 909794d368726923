package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.tictactoe.TicTacToeState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TicTacToeKnowledgeTest {
    /** Enough for strong to search the whole small board from any position, with no clock. */
    private static final Budget SMALL_BOARD = Budget.iterations(2_000);
    private static final Budget STRONG_LARGE = Budget.iterations(300);
    private static final Budget GOOD_LARGE = Budget.iterations(100);

    static TicTacToeState start(int size) {
        Game game = Games.byName("tictactoe");
        return (TicTacToeState) game.start(2, game.options(Map.of("size", size)));
    }

    /** A large board with X's and then O's marks played in turn, X to move: the lists are of equal length. */
    static TicTacToeState position(List<String> xs, List<String> os) {
        assertThat(xs).hasSameSizeAs(os);
        TicTacToeState state = start(15);
        for (int i = 0; i < xs.size(); i++) {
            state.play(1, state.parseMove(xs.get(i)));
            state.play(2, state.parseMove(os.get(i)));
        }
        assertThat(state.isOver()).isFalse();
        return state;
    }

    /** The losses of strong at the seat against every sequence of the other side's moves from this position. */
    private static int strongLosses(Bot strong, GameState state, int strongSeat) {
        if (state.isOver()) {
            Result result = state.result();
            return !result.draw() && !result.winners().contains(strongSeat) ? 1 : 0;
        }
        int seat = state.toMove();
        if (seat == strongSeat) {
            GameState after = state.copy();
            after.playLegal(seat, strong.choose(state, seat, new Rng(1), SMALL_BOARD));
            return strongLosses(strong, after, strongSeat);
        }
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(seat, moves);
        int losses = 0;
        for (int i = 0; i < n; i++) {
            GameState after = state.copy();
            after.playLegal(seat, moves[i]);
            losses += strongLosses(strong, after, strongSeat);
        }
        return losses;
    }

    @ParameterizedTest(name = "strong as seat {0}")
    @ValueSource(ints = {1, 2})
    @DisplayName("Tic-tac-toe 3x3: strong never loses, as X or O, against every sequence of the other side's moves")
    void strongNeverLosesOnTheSmallBoard(int seat) {
        assertThat(strongLosses(Bots.byLevel(Level.STRONG), start(3), seat)).isZero();
    }

    @Test
    @DisplayName("Tic-tac-toe 3x3: beginner loses sometimes to strong, in seeded games as X and as O")
    void beginnerLosesSometimes() {
        Bot beginner = Bots.byLevel(Level.BEGINNER);
        Bot strong = Bots.byLevel(Level.STRONG);
        int losses = 0;
        int games = 20;
        for (int g = 0; g < games; g++) {
            int beginnerSeat = 1 + g % 2;
            GameState state = start(3);
            Rng rng = new Rng(100 + g);
            while (!state.isOver()) {
                int seat = state.toMove();
                Bot bot = seat == beginnerSeat ? beginner : strong;
                state.playLegal(seat, bot.choose(state, seat, rng, SMALL_BOARD));
            }
            losses += !state.result().draw() && !state.result().winners().contains(beginnerSeat) ? 1 : 0;
        }
        assertThat(losses).isBetween(1, games - 1);
    }

    /** X to move wins in exactly {@code ownMoves} of its moves by fours and threes. */
    private record Puzzle(String name, int ownMoves, TicTacToeState state) {
    }

    private static List<Puzzle> puzzles() {
        List<String> farOs = List.of("a15", "d15", "o1", "o4", "k15", "a12");
        return List.of(
                new Puzzle("an open four", 1, position(List.of("e8", "f8", "g8", "h8"), farOs.subList(0, 4))),
                new Puzzle("an open three", 2, position(List.of("e8", "f8", "g8"), farOs.subList(0, 3))),
                new Puzzle("two twos crossing: a double three", 3,
                        position(List.of("e8", "f8", "h6", "h5"), farOs.subList(0, 4))),
                new Puzzle("a four whose mark makes the double three", 4,
                        position(List.of("d4", "e5", "f6", "g8", "h9", "i9"),
                                List.of("c3", "a15", "d15", "o1", "o4", "k15"))));
    }

    @Test
    @DisplayName("Five in a row: the threat search finds each set-up win in its number of moves and not in fewer")
    void threatSearchFindsWinsInTheirLength() {
        for (Puzzle puzzle : puzzles()) {
            LineBoard board = new LineBoard(puzzle.state());
            assertThat(new Threats(board, 1, 1_000_000).winningMove(puzzle.ownMoves() - 1)).as(puzzle.name()).isEqualTo(Threats.NONE);
            assertThat(new Threats(board, 1, 1_000_000).winningMove(puzzle.ownMoves())).as(puzzle.name()).isNotEqualTo(Threats.NONE);
            assertThat(new Threats(board, 2, 1_000_000).winningMove(4)).as(puzzle.name() + " for O").isEqualTo(Threats.NONE);
        }
    }

    @Test
    @DisplayName("Five in a row: strong wins each set-up position within four of its moves against good and strong defence")
    void strongPlaysOutForcedWins() {
        for (Puzzle puzzle : puzzles()) {
            for (Level defence : List.of(Level.GOOD, Level.STRONG)) {
                GameState state = puzzle.state().copy();
                Bot strong = Bots.byLevel(Level.STRONG);
                Bot defender = Bots.byLevel(defence);
                Rng rng = new Rng(5);
                int ownMoves = 0;
                while (!state.isOver() && ownMoves < 4) {
                    int seat = state.toMove();
                    Budget budget = seat == 1 ? STRONG_LARGE : GOOD_LARGE;
                    state.playLegal(seat, (seat == 1 ? strong : defender).choose(state, seat, rng, budget));
                    ownMoves += seat == 1 ? 1 : 0;
                }
                assertThat(state.isOver() && state.result().winners().contains(1))
                        .as("%s against %s: %s", puzzle.name(), defence, state.board()).isTrue();
                assertThat(ownMoves).as(puzzle.name()).isLessThanOrEqualTo(puzzle.ownMoves());
            }
        }
    }

    @Test
    @DisplayName("Five in a row: the search's candidates are the centre on an empty board, then the empty cells within two of a mark")
    void candidatesNearTheMarks() {
        TicTacToeKnowledge knowledge = new TicTacToeKnowledge();
        TicTacToeState empty = start(15);
        int[] out = new int[empty.maxMoves()];
        assertThat(knowledge.candidates(empty, 1, out)).isEqualTo(1);
        assertThat(empty.moveText(out[0])).isEqualTo("h8");
        TicTacToeState one = empty.copy();
        one.play(1, one.parseMove("a1"));
        int n = knowledge.candidates(one, 2, out);
        assertThat(n).isEqualTo(8);
        for (int i = 0; i < n; i++) {
            assertThat(one.moveText(out[i])).matches("[abc][123]");
        }
    }

    @Test
    @DisplayName("Five in a row: strong as X beats good in short seeded games (the arena measures the 90%)")
    void strongBeatsGoodOnTheLargeBoard() {
        int games = SeedCount.of(2, 10);
        int wins = 0;
        for (int g = 0; g < games; g++) {
            GameState state = start(15);
            Bot strong = Bots.byLevel(Level.STRONG);
            Bot good = Bots.byLevel(Level.GOOD);
            Rng rng = new Rng(300 + g);
            while (!state.isOver()) {
                int seat = state.toMove();
                Budget budget = seat == 1 ? STRONG_LARGE : GOOD_LARGE;
                state.playLegal(seat, (seat == 1 ? strong : good).choose(state, seat, rng, budget));
            }
            wins += state.result().winners().contains(1) ? 1 : 0;
        }
        assertThat(wins).isEqualTo(games);
    }
}
