package chautari.engine.dots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.OptionSpec;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** RULINGS "Dots and Boxes", sentence by sentence (docs/rules/dots.md), and its notation. */
class DotsRulingsTest {
    private static final Game GAME = Dots.GAME;

    static DotsState start(int size, int players) {
        return (DotsState) GAME.start(players, GAME.options(Map.of("size", size)));
    }

    static DotsState play(DotsState state, String... moves) {
        for (String move : moves) {
            state.play(state.toMove(), state.parseMove(move));
        }
        return state;
    }

    private static List<String> legal(DotsState state) {
        return List.of(state.legalMoveTexts(state.toMove()));
    }

    private static String dot(int file, int rank) {
        return "" + (char) ('a' + file) + (rank + 1);
    }

    /** Every line of the board, written as the notation has it, worked out here from the dots. */
    static List<String> allLines(int size) {
        List<String> lines = new ArrayList<>();
        for (int f = 0; f <= size; f++) {
            for (int r = 0; r <= size; r++) {
                if (f < size) {
                    lines.add(dot(f, r) + "-" + dot(f + 1, r));
                }
                if (r < size) {
                    lines.add(dot(f, r) + "-" + dot(f, r + 1));
                }
            }
        }
        lines.sort(null);
        return lines;
    }

    private static List<String> allLinesBut(int size, String... missing) {
        List<String> lines = new ArrayList<>(allLines(size));
        lines.removeAll(List.of(missing));
        return lines;
    }

    /** Boxes from a string with one character a box, rank 1 first and file a first within a rank: the seat, or '.' for none. */
    private static Map<String, Integer> boxes(int size, String seats) {
        Map<String, Integer> boxes = new LinkedHashMap<>();
        for (int i = 0; i < seats.length(); i++) {
            if (seats.charAt(i) != '.') {
                boxes.put(dot(i % size, i / size), seats.charAt(i) - '0');
            }
        }
        return boxes;
    }

    /** A 3x3 board with only a1-b1 left to draw: box a1 open, the others claimed as given (boxes b1 .. c3). */
    private static DotsState lastLine(int players, int seatToMove, String others) {
        return DotsState.of(3, players, seatToMove, allLinesBut(3, "a1-b1"), boxes(3, "." + others));
    }

    private static Result result(List<Integer> winners, int... boxes) {
        Map<String, Object> bySeat = new LinkedHashMap<>();
        for (int seat = 1; seat <= boxes.length; seat++) {
            bySeat.put(String.valueOf(seat), boxes[seat - 1]);
        }
        return new Result(winners, winners.isEmpty(), Map.of("boxes", bySeat));
    }

    @Test
    @DisplayName("Dots and Boxes board: the game is dots, no chance; size 3, 5 (the default) or 7 boxes a side; 2 to 4 players")
    void boardRuling_sizesAndPlayers() {
        assertThat(GAME.id()).isEqualTo("dots");
        assertThat(GAME.chance()).isNull();
        assertThat(GAME.options()).containsExactly(OptionSpec.choice("size", 5, 3, 5, 7));
        assertThat(GAME.playerCounts()).containsExactly(2, 3, 4);
        assertThat(((DotsState) GAME.start(2, GAME.options(Map.of()))).size()).isEqualTo(5);
        assertThatThrownBy(() -> GAME.options(Map.of("size", 4))).isInstanceOf(GameException.class).hasMessageContaining("[3, 5, 7]");
        assertThatThrownBy(() -> GAME.start(1, GAME.options(Map.of()))).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> GAME.start(5, GAME.options(Map.of()))).isInstanceOf(GameException.class);
        assertThat(start(3, 2).board()).isEqualTo(Map.of("lines", List.of(), "boxes", Map.of()));
    }

    @Test
    @DisplayName("Dots and Boxes board: 4 by 4, 6 by 6 or 8 by 8 dots named like cells, a1 at seat 1's left, so 24, 60 or 112 lines")
    void boardRuling_dotsNamedLikeCells() {
        for (int size : new int[] {3, 5, 7}) {
            DotsState state = start(size, 2);
            assertThat(legal(state)).as("size %d", size).containsExactlyElementsOf(allLines(size)).hasSize(2 * size * (size + 1));
        }
        assertThat(legal(start(3, 2))).contains("a1-b1", "a1-a2", "c4-d4", "d3-d4").doesNotContain("d4-e4", "d4-d5");
        assertThat(legal(start(7, 2))).contains("g8-h8", "h7-h8");
    }

    @Test
    @DisplayName("Dots and Boxes board: seat 1 moves first and turns go in seat order")
    void boardRuling_seatOneFirstThenSeatOrder() {
        DotsState state = start(5, 4);
        List<Integer> movers = new ArrayList<>();
        for (String move : List.of("a1-b1", "c1-d1", "e1-f1", "a3-b3", "c4-d4", "e3-e4")) {
            movers.add(state.toMove());
            play(state, move);
        }
        assertThat(movers).containsExactly(1, 2, 3, 4, 1, 2);
    }

    @Test
    @DisplayName("Dots and Boxes ruling 1: a move draws one line between two dots next to each other across or down")
    void ruling1_aMoveIsALineBetweenNeighbours() {
        DotsState state = start(3, 2);
        assertThat(legal(state)).allSatisfy(move -> {
            char f1 = move.charAt(0);
            char r1 = move.charAt(1);
            char f2 = move.charAt(3);
            char r2 = move.charAt(4);
            assertThat(Math.abs(f2 - f1) + Math.abs(r2 - r1)).as(move).isEqualTo(1);
        });
        play(state, "b2-c2");
        assertThat(state.board().get("lines")).isEqualTo(List.of("b2-c2"));
    }

    @Test
    @DisplayName("Dots and Boxes ruling 1: a line already drawn is not a move")
    void ruling1_aLineDrawnIsNoMove() {
        DotsState state = play(start(3, 2), "a1-b1");
        assertThat(legal(state)).doesNotContain("a1-b1").hasSize(23);
        Map<String, Object> board = state.board();
        assertThatThrownBy(() -> play(state, "a1-b1")).isInstanceOf(GameException.class).hasMessage("'a1-b1' is not a legal move now");
        assertThat(state.board()).isEqualTo(board);
        assertThat(state.toMove()).isEqualTo(2);
    }

    @Test
    @DisplayName("Dots and Boxes ruling 1: never diagonally, and never past the next dot")
    void ruling1_neverDiagonally() {
        DotsState state = start(5, 2);
        assertThatThrownBy(() -> state.parseMove("a1-b2")).isInstanceOf(GameException.class).hasMessageContaining("never diagonally");
        assertThatThrownBy(() -> state.parseMove("b2-a1")).isInstanceOf(GameException.class).hasMessageContaining("never diagonally");
        assertThatThrownBy(() -> state.parseMove("a1-c1")).isInstanceOf(GameException.class).hasMessageContaining("next to each other");
        assertThatThrownBy(() -> state.parseMove("a1-a1")).isInstanceOf(GameException.class).hasMessageContaining("next to each other");
    }

    @Test
    @DisplayName("Dots and Boxes ruling 2: the line completing the fourth side of a box claims it for its drawer, who must move again")
    void ruling2_fourthSideClaimsTheBoxAndMovesAgain() {
        DotsState state = play(start(3, 2), "a1-b1", "a2-b2", "a1-a2");
        assertThat(state.toMove()).as("three sides claim nothing").isEqualTo(2);
        assertThat(state.board().get("boxes")).isEqualTo(Map.of());
        play(state, "b1-b2");
        assertThat(state.board().get("boxes")).isEqualTo(Map.of("a1", 2));
        assertThat(state.toMove()).isEqualTo(2);
        assertThat(state.boxesOf(2)).isEqualTo(1);
        assertThat(state.boxesOf(1)).isZero();
    }

    @Test
    @DisplayName("Dots and Boxes ruling 2: a line completing two boxes at once claims both for its drawer, who moves again")
    void ruling2_twoBoxesAtOnce() {
        DotsState state = DotsState.of(3, 3, 2, List.of("a1-b1", "a2-b2", "a1-a2", "b1-c1", "b2-c2", "c1-c2"), Map.of());
        assertThat(state.moveFacts(2, state.parseMove("b1-b2")).toMap()).isEqualTo(Map.of("boxes", List.of("a1", "b1")));
        play(state, "b1-b2");
        assertThat(state.board().get("boxes")).isEqualTo(Map.of("a1", 2, "b1", 2));
        assertThat(state.boxesOf(2)).isEqualTo(2);
        assertThat(state.toMove()).isEqualTo(2);
    }

    @Test
    @DisplayName("Dots and Boxes ruling 2: a line completing no box ends the turn, the next seat in order moving, seat 1 after the last")
    void ruling2_noBoxEndsTheTurn() {
        DotsState state = DotsState.of(3, 3, 3, List.of("a1-b1", "a2-b2", "a1-a2"), Map.of());
        play(state, "c4-d4");
        assertThat(state.toMove()).as("seat 3 closed nothing: seat 1 follows").isEqualTo(1);
        play(state, "c1-d1");
        assertThat(state.toMove()).isEqualTo(2);
        play(state, "b1-b2");
        assertThat(state.toMove()).as("seat 2 closed a1").isEqualTo(2);
        play(state, "d1-d2");
        assertThat(state.toMove()).as("seat 2's extra move closed nothing").isEqualTo(3);
    }

    @Test
    @DisplayName("Dots and Boxes ruling 2: a move is never optional: after a box the drawer has every undrawn line and no pass, and nobody else may move")
    void ruling2_aMoveIsNeverOptional() {
        DotsState state = play(start(3, 2), "a1-b1", "a2-b2", "a1-a2", "b1-b2");
        assertThat(legal(state)).hasSize(20).doesNotContain("pass");
        assertThatThrownBy(() -> state.parseMove("pass")).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> state.play(1, state.parseMove("c1-d1"))).isInstanceOf(GameException.class)
                .hasMessage("it is seat 2's move, not seat 1's");
        assertThat(state.legalMoveTexts(1)).isEmpty();
        assertThat(state.phase()).isEqualTo(Phase.MOVE);
    }

    @Test
    @DisplayName("Dots and Boxes ruling 3: the game ends when every line is drawn, not before, even with the winner already certain")
    void ruling3_endsWhenEveryLineIsDrawn() {
        DotsState decided = DotsState.of(3, 2, 1, allLinesBut(3, "a1-b1", "c4-d4"), boxes(3, ".1111122."));
        assertThat(decided.boxesOf(1)).as("5 of 9: seat 1 has won already").isEqualTo(5);
        assertThat(decided.isOver()).isFalse();
        assertThat(decided.result()).isNull();
        assertThat(legal(decided)).containsExactly("a1-b1", "c4-d4");
        play(decided, "a1-b1");
        assertThat(decided.isOver()).isFalse();
        assertThat(decided.toMove()).isEqualTo(1);
        play(decided, "c4-d4");
        assertThat(decided.isOver()).isTrue();
        assertThat(decided.toMove()).isZero();
        assertThat(decided.legalMoveTexts(1)).isEmpty();

        DotsState random = start(5, 3);
        Rng rng = new Rng(3);
        int[] buffer = new int[random.maxMoves()];
        for (int drawn = 0; drawn < 60; drawn++) {
            assertThat(random.isOver()).as("%d lines drawn", drawn).isFalse();
            random.play(random.toMove(), random.randomMove(random.toMove(), rng, buffer));
        }
        assertThat(random.isOver()).isTrue();
    }

    @Test
    @DisplayName("Dots and Boxes ruling 3: the most boxes wins")
    void ruling3_mostBoxesWins() {
        DotsState state = lastLine(2, 2, "11112222");
        play(state, "a1-b1");
        assertThat(state.result().winners()).containsExactly(2);
        assertThat(state.result().draw()).isFalse();
        assertThat(state.returns()).containsExactly(-1, 1);
    }

    @Test
    @DisplayName("Dots and Boxes ruling 3: players level at the top share the win")
    void ruling3_levelAtTheTopShareTheWin() {
        DotsState state = lastLine(4, 1, "11222334");
        play(state, "a1-b1");
        assertThat(state.result()).isEqualTo(result(List.of(1, 2), 3, 3, 2, 1));
    }

    @Test
    @DisplayName("Dots and Boxes ruling 3: if every player has the same number of boxes it is a draw")
    void ruling3_allLevelIsADraw() {
        DotsState state = lastLine(3, 1, "11222333");
        play(state, "a1-b1");
        assertThat(state.result()).isEqualTo(result(List.of(), 3, 3, 3));
        assertThat(state.returns()).containsExactly(0, 0, 0);
    }

    @Test
    @DisplayName("Dots and Boxes ruling 4: the result carries boxes, each seat's count, a seat with none too")
    void ruling4_resultCarriesEachSeatsBoxes() {
        DotsState state = lastLine(4, 3, "33333333");
        play(state, "a1-b1");
        assertThat(state.result()).isEqualTo(result(List.of(3), 0, 0, 9, 0));
        assertThat(state.result().details().get("boxes")).isEqualTo(Map.of("1", 0, "2", 0, "3", 9, "4", 0));
    }

    @Test
    @DisplayName("Dots and Boxes notation: a line is its two dots joined by '-', the one nearer a1 first; the other order is refused")
    void notation_nearerDotFirst() {
        DotsState state = start(5, 2);
        assertThat(state.moveText(state.parseMove("a1-b1"))).isEqualTo("a1-b1");
        assertThat(state.moveText(state.parseMove("c2-c3"))).isEqualTo("c2-c3");
        assertThatThrownBy(() -> state.parseMove("b1-a1")).isInstanceOf(GameException.class)
                .hasMessage("'b1-a1' is not a move: write the dot nearer a1 first, a1-b1");
        assertThatThrownBy(() -> state.parseMove("c3-c2")).isInstanceOf(GameException.class).hasMessageContaining("c2-c3");
    }

    @Test
    @DisplayName("Dots and Boxes notation: the board lists the lines drawn in plain string order and each claimed box, by its corner nearest a1, with its seat")
    void notation_boardShape() {
        DotsState state = play(start(3, 2), "b1-b2", "a2-b2", "a1-a2", "a1-b1", "c1-d1");
        assertThat(state.board()).isEqualTo(Map.of(
                "lines", List.of("a1-a2", "a1-b1", "a2-b2", "b1-b2", "c1-d1"),
                "boxes", Map.of("a1", 2)));
        assertThat(state.board().keySet()).containsExactly("lines", "boxes");
    }
}
