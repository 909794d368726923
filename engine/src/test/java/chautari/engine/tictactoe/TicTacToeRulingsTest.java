package chautari.engine.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.OptionSpec;
import chautari.engine.Phase;
import chautari.engine.Result;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class TicTacToeRulingsTest {
    private static final Game GAME = TicTacToe.GAME;

    static TicTacToeState start(int size) {
        return (TicTacToeState) GAME.start(2, GAME.options(Map.of("size", size)));
    }

    /** Plays the moves in turn, X first, each written as the notation writes it. */
    static TicTacToeState play(TicTacToeState state, String... moves) {
        for (String move : moves) {
            state.play(state.toMove(), state.parseMove(move));
        }
        return state;
    }

    /** Plays a game given as space-separated moves from the start. */
    static TicTacToeState game(int size, String moves) {
        return play(start(size), moves.split(" "));
    }

    static List<String> legal(GameState state) {
        return List.of(state.legalMoveTexts(state.toMove()));
    }

    /** Every cell name of a board, sorted as the protocol lists moves. */
    static List<String> allCells(int size) {
        List<String> cells = new ArrayList<>();
        for (int rank = 1; rank <= size; rank++) {
            for (char file = 'a'; file < 'a' + size; file++) {
                cells.add("" + file + rank);
            }
        }
        cells.sort(null);
        return cells;
    }

    /** The board with every rank empty but those given, keyed by rank. */
    private static Map<String, Object> board(int size, Map<String, String> ranks) {
        Map<String, Object> rows = new HashMap<>();
        for (int rank = 1; rank <= size; rank++) {
            rows.put(String.valueOf(rank), ranks.getOrDefault(String.valueOf(rank), ".".repeat(size)));
        }
        return Map.of("rows", rows);
    }

    @Test
    @DisplayName("Tic-tac-toe setup: the game is tictactoe for two, no chance, option size 3 (the default) or 15; X, seat 1, moves first on an empty board")
    void setup() {
        assertThat(GAME.id()).isEqualTo("tictactoe");
        assertThat(GAME.chance()).isNull();
        assertThat(GAME.playerCounts()).containsExactly(2);
        assertThat(GAME.options()).containsExactly(OptionSpec.choice("size", 3, 3, 15));
        assertThat(((TicTacToeState) GAME.start(2, GAME.options(Map.of()))).size()).isEqualTo(3);
        assertThat(start(15).size()).isEqualTo(15);
        assertThatThrownBy(() -> GAME.options(Map.of("size", 5))).isInstanceOf(GameException.class)
                .hasMessageContaining("one of [3, 15]");
        assertThatThrownBy(() -> GAME.start(3, GAME.options(Map.of()))).isInstanceOf(GameException.class);
        for (int size : new int[] {3, 15}) {
            TicTacToeState state = start(size);
            assertThat(state.phase()).isEqualTo(Phase.MOVE);
            assertThat(state.toMove()).isEqualTo(1);
            assertThat(state.result()).isNull();
            assertThat(state.board()).isEqualTo(board(size, Map.of()));
        }
    }

    @ParameterizedTest(name = "size {0}")
    @ValueSource(ints = {3, 15})
    @DisplayName("Tic-tac-toe ruling 1: a move puts the player's mark on any empty cell, and on no other")
    void ruling1_aMarkOnAnyEmptyCell(int size) {
        TicTacToeState state = start(size);
        assertThat(legal(state)).isEqualTo(allCells(size));
        play(state, "b2", "a1");
        assertThat(state.board()).isEqualTo(board(size, Map.of("1", "O" + ".".repeat(size - 1), "2", ".X" + ".".repeat(size - 2))));
        List<String> rest = new ArrayList<>(allCells(size));
        rest.removeAll(List.of("a1", "b2"));
        assertThat(legal(state)).isEqualTo(rest);
        long hash = state.positionHash();
        for (String taken : List.of("a1", "b2")) {
            assertThatThrownBy(() -> state.play(1, state.parseMove(taken))).isInstanceOf(GameException.class)
                    .hasMessage("'" + taken + "' is not a legal move now");
        }
        assertThat(state.positionHash()).isEqualTo(hash);
        assertThat(state.toMove()).isEqualTo(1);
    }

    @Test
    @DisplayName("Tic-tac-toe ruling 1: the players alternate, X then O, and nobody may pass")
    void ruling1_playersAlternateWithoutPassing() {
        TicTacToeState state = start(3);
        List<Integer> movers = new ArrayList<>();
        for (String move : List.of("a1", "b1", "c1", "a2", "b2", "c2")) {
            int mover = state.toMove();
            movers.add(mover);
            assertThatThrownBy(() -> state.play(3 - mover, state.parseMove(move))).isInstanceOf(GameException.class)
                    .hasMessage("it is seat " + mover + "'s move, not seat " + (3 - mover) + "'s");
            assertThat(state.legalMoveTexts(3 - mover)).isEmpty();
            play(state, move);
        }
        assertThat(movers).containsExactly(1, 2, 1, 2, 1, 2);
        assertThat(state.board()).isEqualTo(board(3, Map.of("1", "XOX", "2", "OXO")));
        assertThatThrownBy(() -> state.parseMove("pass")).isInstanceOf(GameException.class);
        assertThat(legal(state)).containsExactly("a3", "b3", "c3");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "a1 a2 b1 b2 c1; 1",
        "a3 a2 b3 b2 c3; 1",
        "b1 a1 b2 a2 b3; 1",
        "c1 a1 c2 a2 c3; 1",
        "a1 a2 b2 a3 c3; 1",
        "c1 a1 b2 a2 a3; 1",
        "a1 c1 b3 c2 a2 c3; 2",
        "b1 a1 c2 b2 a2 c3; 2",
        "a1 b2 c1 b1 c3 b3; 2",
    })
    @DisplayName("Tic-tac-toe ruling 2: three of one's marks in a row across, down or on either diagonal win at once (size 3)")
    void ruling2_threeInARowWinsAtOnce(String moves, int winner) {
        String[] all = moves.split(" ");
        TicTacToeState before = play(start(3), Arrays.copyOf(all, all.length - 1));
        assertThat(before.result()).as("before the last mark").isNull();
        TicTacToeState after = play(before.copy(), all[all.length - 1]);
        assertThat(after.result()).isEqualTo(Result.win(winner));
        assertThat(after.phase()).isEqualTo(Phase.OVER);
        assertThat(after.toMove()).isZero();
        assertThat(after.legalMoveTexts(1)).isEmpty();
        assertThat(after.legalMoveTexts(2)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "a1 a15 b1 b15 c1 c15 d1 d15 e1; across",
        "h4 a15 h5 b15 h6 c15 h7 d15 h8; down",
        "c3 a15 d4 b15 e5 c15 f6 d15 g7; diagonal",
        "o1 a15 n2 b15 m3 c15 l4 d15 k5; other diagonal",
        "k11 a1 l12 b1 m13 c1 n14 d1 o15; diagonal to the corner",
        "a1 h8 b2 h9 c3 h10 d4 h11 o1 h12; O down",
    })
    @DisplayName("Tic-tac-toe ruling 2: five of one's marks in a row across, down or on either diagonal win at once, four do not (size 15)")
    void ruling2_fiveInARowWinsAtOnce(String moves, String line) {
        String[] all = moves.split(" ");
        TicTacToeState before = play(start(15), Arrays.copyOf(all, all.length - 1));
        assertThat(before.result()).as("four in a row play on (%s)", line).isNull();
        TicTacToeState after = play(before.copy(), all[all.length - 1]);
        assertThat(after.result()).as(line).isEqualTo(Result.win(all.length % 2 == 1 ? 1 : 2));
        assertThat(after.legalMoveTexts(1)).isEmpty();
        assertThat(after.legalMoveTexts(2)).isEmpty();
    }

    @Test
    @DisplayName("Tic-tac-toe ruling 2: five in a row has no forbidden moves and no swap: X may make a double three and a double four, and O answers X's first mark on any empty cell")
    void ruling2_noForbiddenMovesNoSwap() {
        TicTacToeState opening = game(15, "h8");
        assertThat(opening.toMove()).isEqualTo(2);
        List<String> rest = new ArrayList<>(allCells(15));
        rest.remove("h8");
        assertThat(legal(opening)).isEqualTo(rest);
        assertThatThrownBy(() -> opening.parseMove("swap")).isInstanceOf(GameException.class);
        TicTacToeState doubleThree = game(15, "f8 a15 g8 c15 h9 e15 h10 g15");
        assertThat(legal(doubleThree)).contains("h8");
        play(doubleThree, "h8");
        assertThat(doubleThree.result()).as("two open threes made at once: the game goes on").isNull();
        TicTacToeState doubleFour = game(15, "e8 a15 f8 c15 g8 e15 i9 g15 i10 i15 i11 k15");
        assertThat(legal(doubleFour)).contains("i8");
        play(doubleFour, "i8");
        assertThat(doubleFour.result()).as("two fours made at once: the game goes on").isNull();
        play(doubleFour, "a1", "h8");
        assertThat(doubleFour.board().get("rows")).extracting(rows -> ((Map<?, ?>) rows).get("8")).isEqualTo("....XXXXX......");
        assertThat(doubleFour.result()).isEqualTo(Result.win(1));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = ';', value = {
        "a1 a15 b1 c15 c1 e15 e1 g15 f1 i15 d1; six across",
        "a1 a15 b1 c15 c1 e15 e1 g15 f1 i15 g1 k15 d1; seven across",
        "h2 a15 h3 c15 h4 e15 h6 g15 h7 i15 h8 k15 h9 m15 h5; eight down",
        "a1 a15 b2 c15 c3 e15 e5 g15 f6 i15 d4; six on a diagonal",
        "a15 o1 b15 n2 c15 m3 e15 k5 f15 j6 a1 l4; six on the other diagonal, for O",
    })
    @DisplayName("Tic-tac-toe ruling 2: an overline of six or more wins too")
    void ruling2_overlineWins(String moves, String what) {
        TicTacToeState state = game(15, moves);
        assertThat(state.result()).as(what).isEqualTo(Result.win(moves.split(" ").length % 2 == 1 ? 1 : 2));
    }

    @Test
    @DisplayName("Tic-tac-toe ruling 3: a full board with no line is a draw, and only a full one")
    void ruling3_fullBoardWithoutLineIsDrawn() {
        TicTacToeState eight = game(3, "a1 b2 c3 b1 b3 a3 c1 c2");
        assertThat(eight.result()).isNull();
        assertThat(legal(eight)).containsExactly("a2");
        play(eight, "a2");
        assertThat(eight.result()).isEqualTo(Result.drawn());
        assertThat(eight.board()).isEqualTo(board(3, Map.of("1", "XOX", "2", "XOO", "3", "OXX")));
        assertThat(eight.legalMoveTexts(1)).isEmpty();
        assertThat(eight.legalMoveTexts(2)).isEmpty();
        TicTacToeState lastMarkWins = game(3, "a1 b1 c1 a2 b2 c2 b3 a3 c3");
        assertThat(lastMarkWins.result()).as("the ninth mark makes a line: a win, not a draw").isEqualTo(Result.win(1));
    }

    @Test
    @DisplayName("Tic-tac-toe ruling 4: cells are named by file a.. from X's left and rank 1.. from X's side, a1 .. c3 and a1 .. o15, and nothing else is a cell")
    void ruling4_cellNames() {
        TicTacToeState three = game(3, "a1 c3 c1");
        assertThat(three.board()).isEqualTo(board(3, Map.of("1", "X.X", "3", "..O")));
        TicTacToeState fifteen = game(15, "a1 o15 o1 a15");
        assertThat(fifteen.board()).isEqualTo(board(15, Map.of("1", "X.............X", "15", "O.............O")));
        for (int size : new int[] {3, 15}) {
            TicTacToeState state = start(size);
            for (String cell : allCells(size)) {
                assertThat(state.moveText(state.parseMove(cell))).isEqualTo(cell);
            }
        }
        for (String bad : List.of("", "a", "1", "d1", "a4", "a0", "a01", "A1", "b2 ", " b2", "a-1", "o15", "aa1", "a1a")) {
            assertThatThrownBy(() -> start(3).parseMove(bad)).as("'%s' on 3 by 3", bad).isInstanceOf(GameException.class)
                    .hasMessage("'" + bad + "' is not a move: write the cell, a1 .. c3");
        }
        for (String bad : List.of("p1", "a16", "o0", "a015", "h8h", "a100")) {
            assertThatThrownBy(() -> start(15).parseMove(bad)).as("'%s' on 15 by 15", bad).isInstanceOf(GameException.class)
                    .hasMessage("'" + bad + "' is not a move: write the cell, a1 .. o15");
        }
    }
}
