package chautari.engine.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Facts;
import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CheckersRulingsTest {
    private static final Game GAME = Checkers.GAME;

    static CheckersState opening() {
        return (CheckersState) GAME.start(2, GAME.options(Map.of()));
    }

    /** A position from its pieces, each a letter (b, w a man; B, W a king) and a square: "b11 W27". */
    static CheckersState position(String pieces, int seatToMove) {
        char[] squares = ".".repeat(32).toCharArray();
        for (String piece : pieces.split(" ")) {
            squares[Integer.parseInt(piece.substring(1)) - 1] = piece.charAt(0);
        }
        return CheckersState.of(new String(squares), seatToMove);
    }

    static void play(GameState state, String move) {
        state.play(state.toMove(), state.parseMove(move));
    }

    static List<String> legal(GameState state) {
        return List.of(state.legalMoveTexts(state.toMove()));
    }

    private static String squares(GameState state) {
        return (String) state.board().get("squares");
    }

    private static Result result(int winner, String reason) {
        return (winner == 0 ? Result.drawn() : Result.win(winner)).with("reason", reason);
    }

    @Test
    @DisplayName("Checkers setup: checkers for two, no options, no chance, draws may be offered; Black on 1 to 12 moves first, White on 21 to 32")
    void setup() {
        assertThat(GAME.id()).isEqualTo("checkers");
        assertThat(GAME.chance()).isNull();
        assertThat(GAME.options()).isEmpty();
        assertThat(GAME.drawOffers()).isTrue();
        assertThatThrownBy(() -> GAME.start(3, GAME.options(Map.of()))).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> GAME.options(Map.of("size", 8))).isInstanceOf(GameException.class);
        CheckersState start = opening();
        assertThat(start.board()).isEqualTo(Map.of("squares", "bbbbbbbbbbbb........wwwwwwwwwwww"));
        assertThat(start.toMove()).isEqualTo(CheckersState.BLACK);
        assertThat(start.phase()).isEqualTo(Phase.MOVE);
        assertThat(legal(start)).containsExactly("10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14");
    }

    @Test
    @DisplayName("Checkers board: squares 1 to 32 as in checkers books: 1 and 4 end row 1, 5 begins row 2, 29 and 32 lie in row 8")
    void boardNumbering() {
        assertThat(legal(position("B1", 1))).containsExactly("1-5", "1-6");
        assertThat(legal(position("B4", 1))).containsExactly("4-8");
        assertThat(legal(position("B5", 1))).containsExactly("5-1", "5-9");
        assertThat(legal(position("B29", 1))).containsExactly("29-25");
        assertThat(legal(position("B32", 1))).containsExactly("32-27", "32-28");
        assertThat(legal(position("B12", 1))).containsExactly("12-16", "12-8");
        assertThat(legal(position("B15", 1))).containsExactly("15-10", "15-11", "15-18", "15-19");
    }

    @Test
    @DisplayName("Checkers ruling 1: a man steps one square diagonally forward to an empty square: Black's towards row 8, White's towards row 1")
    void ruling1_menStepForward() {
        assertThat(legal(position("b18 w32", 1))).containsExactly("18-22", "18-23");
        assertThat(legal(position("b1 w18", 2))).containsExactly("18-14", "18-15");
        assertThat(legal(position("b18 b23 w32", 1))).containsExactly("18-22", "23-26", "23-27");
    }

    @Test
    @DisplayName("Checkers ruling 1: a king steps one square diagonally in any direction, and only one (no flying kings)")
    void ruling1_kingsStepAnyWayOneSquare() {
        assertThat(legal(position("B18 w32", 1))).containsExactly("18-14", "18-15", "18-22", "18-23");
        assertThat(legal(position("b1 W18", 2))).containsExactly("18-14", "18-15", "18-22", "18-23");
        assertThatThrownBy(() -> play(position("B18 w32", 1), "18-27")).isInstanceOf(GameException.class);
    }

    @Test
    @DisplayName("Checkers ruling 2: a capture jumps a diagonally adjacent enemy to the empty square beyond, and the piece jumped is removed")
    void ruling2_captureJumpsToTheSquareBeyond() {
        CheckersState state = position("b14 w18 w32", 1);
        assertThat(legal(state)).containsExactly("14x23");
        assertThat(state.moveFacts(1, state.parseMove("14x23")).captured()).containsExactly(new Facts.Capture(2, "18", 1));
        play(state, "14x23");
        assertThat(squares(state)).isEqualTo(".".repeat(22) + "b" + ".".repeat(8) + "w");
        assertThat(legal(position("b14 w18 w23 w32", 1))).doesNotContain("14x23").containsExactly("14-17");
    }

    @Test
    @DisplayName("Checkers ruling 2: men jump forward only, kings in any direction")
    void ruling2_menJumpForwardKingsAnyWay() {
        assertThat(legal(position("b18 w15 w32", 1))).containsExactly("18-22", "18-23");
        assertThat(legal(position("B18 w15 w32", 1))).containsExactly("18x11");
        assertThat(legal(position("b18 w15", 2))).containsExactly("15-10", "15-11");
    }

    @Test
    @DisplayName("Checkers ruling 2: no piece is jumped twice in one move; all the pieces jumped are removed when the move ends")
    void ruling2_noPieceJumpedTwice() {
        assertThat(legal(position("B14 w18 w32", 1))).containsExactly("14x23");
        CheckersState state = position("b1 w6 w15 w32", 1);
        play(state, "1x10x19");
        assertThat(squares(state)).isEqualTo(".".repeat(18) + "b" + ".".repeat(12) + "w");
    }

    @Test
    @DisplayName("Checkers ruling 3: capturing is compulsory: while any capture is open, no step is a move")
    void ruling3_captureCompulsory() {
        CheckersState state = position("b9 b14 w18 w32", 1);
        assertThat(legal(state)).containsExactly("14x23");
        String before = squares(state);
        assertThatThrownBy(() -> play(state, "9-13")).isInstanceOf(GameException.class).hasMessageContaining("not a legal move");
        assertThat(squares(state)).isEqualTo(before);
    }

    @Test
    @DisplayName("Checkers ruling 3: the player may choose any capturing sequence, not necessarily the longest")
    void ruling3_anySequence() {
        CheckersState state = position("b1 b14 w6 w15 w18 w32", 1);
        assertThat(legal(state)).containsExactly("14x23", "1x10x19");
        play(state, "14x23");
        assertThat(state.toMove()).isEqualTo(2);
    }

    @Test
    @DisplayName("Checkers ruling 3: a capturing piece must go on jumping while it can: a chain cut short is no move")
    void ruling3_mustGoOnJumping() {
        CheckersState state = position("b1 w6 w15 w32", 1);
        assertThat(legal(state)).containsExactly("1x10x19");
        assertThat(state.isLegal(1, state.parseMove("1x10"))).isFalse();
        assertThatThrownBy(() -> play(state, "1x10")).isInstanceOf(GameException.class);
        assertThat(state.toMove()).isEqualTo(1);
    }

    @Test
    @DisplayName("Checkers ruling 4: a man reaching the far row is crowned a king at once")
    void ruling4_crowning() {
        CheckersState black = position("b27 w1", 1);
        play(black, "27-32");
        assertThat(squares(black).charAt(31)).isEqualTo('B');
        CheckersState white = position("b32 w6", 2);
        play(white, "6-1");
        assertThat(squares(white).charAt(0)).isEqualTo('W');
    }

    @Test
    @DisplayName("Checkers ruling 4: a man crowned by a jump ends its move there, even if it could jump on as a king")
    void ruling4_crownedManStops() {
        CheckersState state = position("b22 w26 w27", 1);
        assertThat(legal(state)).containsExactly("22x31");
        assertThat(state.isLegal(1, state.parseMove("22x31x24"))).isFalse();
        play(state, "22x31");
        assertThat(squares(state).charAt(30)).isEqualTo('B');
        assertThat(squares(state).charAt(26)).isEqualTo('w');
        assertThat(state.toMove()).isEqualTo(2);
    }

    @Test
    @DisplayName("Checkers ruling 5: a player left without pieces loses (reason blocked)")
    void ruling5_noPiecesLoses() {
        CheckersState state = position("b14 w18", 1);
        play(state, "14x23");
        assertThat(state.isOver()).isTrue();
        assertThat(state.result()).isEqualTo(result(1, "blocked"));
    }

    @Test
    @DisplayName("Checkers ruling 5: a player whose every piece is blocked loses")
    void ruling5_blockedLoses() {
        CheckersState state = position("b1 b17 w5", 1);
        play(state, "17-21");
        assertThat(state.result()).isEqualTo(result(1, "blocked"));
        assertThat(position("b1 b17 w5", 2).result()).isEqualTo(result(1, "blocked"));
    }

    @Test
    @DisplayName("Checkers ruling 6: a position (pieces and player to move) occurring for the third time draws, the start counting as the first")
    void ruling6_thirdOccurrenceDraws() {
        CheckersState state = position("B29 W4", 1);
        String[] cycle = {"29-25", "4-8", "25-29", "8-4"};
        for (int i = 0; i < 8; i++) {
            assertThat(state.isOver()).as("after %d moves", i).isFalse();
            play(state, cycle[i % 4]);
        }
        assertThat(state.result()).isEqualTo(result(0, "repetition"));
    }

    @Test
    @DisplayName("Checkers ruling 6: 80 moves in a row, both sides counted, with no capture and no man moved draw")
    void ruling6_eightyQuietMovesDraw() {
        CheckersState state = position("B29 W4", 1).withQuietMoves(78);
        play(state, "29-25");
        assertThat(state.quietMoves()).isEqualTo(79);
        assertThat(state.isOver()).isFalse();
        play(state, "4-8");
        assertThat(state.quietMoves()).isEqualTo(80);
        assertThat(state.result()).isEqualTo(result(0, "quiet"));
    }

    @Test
    @DisplayName("Checkers ruling 6: a capture or a man's move starts the 80-move count again")
    void ruling6_countRestarts() {
        CheckersState state = position("B14 W27 b1 w32", 1).withQuietMoves(70);
        play(state, "1-5");
        assertThat(state.quietMoves()).isZero();
        CheckersState capture = position("B14 w18 W32", 1).withQuietMoves(70);
        play(capture, "14x23");
        assertThat(capture.quietMoves()).isZero();
    }

    @Test
    @DisplayName("Checkers ruling 6: a win comes before a draw: a king's step on the 80th quiet move that leaves the other side no move wins")
    void ruling6_winBeforeDraw() {
        CheckersState state = position("B6 w5", 1).withQuietMoves(79);
        play(state, "6-1");
        assertThat(state.quietMoves()).isEqualTo(80);
        assertThat(state.result()).isEqualTo(result(1, "blocked"));
    }

    @Test
    @DisplayName("Checkers ruling 6: repetition comes before the 80-move limit")
    void ruling6_repetitionBeforeTheLimit() {
        CheckersState state = position("B29 W4", 1).withQuietMoves(72);
        String[] cycle = {"29-25", "4-8", "25-29", "8-4"};
        for (int i = 0; i < 8; i++) {
            play(state, cycle[i % 4]);
        }
        assertThat(state.quietMoves()).isEqualTo(80);
        assertThat(state.result()).isEqualTo(result(0, "repetition"));
    }

    @Test
    @DisplayName("Checkers notation: 11-15, 15x24 and 22x15x6 read and write back; malformed moves are GameExceptions")
    void notation() {
        CheckersState state = opening();
        for (String text : List.of("11-15", "15x24", "22x15x6", "32-27", "1x10x19x26x17x10")) {
            assertThat(state.moveText(state.parseMove(text))).isEqualTo(text);
        }
        for (String text : List.of("", "11", "11-20", "0-4", "33-29", "011-15", "11x15", "11-15-19", "11-15x19", "11x", "x11",
                "1x10x19x26x17x10x19x26x17x10x19", "a-b", "+9-14")) {
            assertThatThrownBy(() -> state.parseMove(text)).as(text).isInstanceOf(GameException.class);
        }
        assertThat(squares(state)).isEqualTo("bbbbbbbbbbbb........wwwwwwwwwwww");
    }
}
