package chautari.engine.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.Options;
import chautari.engine.Result;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** RULINGS "Chess", ruling by ruling (docs/rules/chess.md), and the FIDE laws they rest on where a table could get them wrong. */
class ChessRulingsTest {
    private static final Game GAME = Chess.GAME;
    /** White's and Black's knights out and back: four moves that bring a position back. */
    private static final String[] KNIGHTS_OUT_AND_BACK = {"g1f3", "g8f6", "f3g1", "f6g8"};

    static ChessState at(String fen) {
        return (ChessState) GAME.start(2, GAME.options(Map.of("fen", fen)));
    }

    static ChessState opening() {
        return (ChessState) GAME.start(2, GAME.options(Map.of()));
    }

    static ChessState play(ChessState state, String... moves) {
        for (String move : moves) {
            state.play(state.toMove(), state.parseMove(move));
        }
        return state;
    }

    private static List<String> legal(ChessState state) {
        return List.of(state.legalMoveTexts(state.toMove()));
    }

    private static Result drawn(String reason) {
        return new Result(List.of(), true, Map.of("reason", reason));
    }

    private static Result won(int seat, String reason) {
        return new Result(List.of(seat), false, Map.of("reason", reason));
    }

    @Test
    @DisplayName("Chess laws: en passant only right after the double step, and the FEN names its square only then")
    void laws_enPassantOnlyRightAfterTheDoubleStep() {
        ChessState state = play(opening(), "e2e4", "a7a6", "e4e5", "d7d5");
        assertThat(state.fen()).isEqualTo("rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
        assertThat(legal(state)).contains("e5d6");
        ChessState taken = play(state.copy(), "e5d6");
        assertThat(taken.fen()).isEqualTo("rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
        play(state, "b1c3", "a6a5");
        assertThat(legal(state)).doesNotContain("e5d6");
        assertThat(state.fen()).contains(" - ");
    }

    @Test
    @DisplayName("Chess laws: castling is refused out of check, through an attacked square or into check (the rook may pass an attacked b-file square)")
    void laws_castlingRefusedOutOfThroughOrIntoCheck() {
        assertThat(legal(at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"))).contains("e1g1", "e1c1");
        assertThat(legal(at("4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1"))).doesNotContain("e1g1", "e1c1");
        assertThat(legal(at("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1"))).doesNotContain("e1g1").contains("e1c1");
        assertThat(legal(at("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1"))).doesNotContain("e1g1").contains("e1c1");
        assertThat(legal(at("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1"))).doesNotContain("e1c1").contains("e1g1");
        assertThat(legal(at("2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"))).doesNotContain("e1c1").contains("e1g1");
        assertThat(legal(at("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"))).contains("e1c1", "e1g1");
        assertThatThrownBy(() -> play(at("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1g1"))
                .isInstanceOf(GameException.class).hasMessageContaining("not a legal move");
    }

    @Test
    @DisplayName("Chess laws: castling rights are lost when the rook is taken, when the king moves and when the rook moves, and never come back")
    void laws_castlingRightsLost() {
        String both = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assertThat(play(at(both), "a1a8").fen()).startsWith("R3k2r/8/8/8/8/8/8/4K2R b Kk ");
        ChessState kingMoved = play(at(both), "e1f1", "e8d8", "f1e1", "d8e8");
        assertThat(kingMoved.fen()).contains(" w - ");
        assertThat(legal(kingMoved)).doesNotContain("e1g1", "e1c1");
        ChessState rookMoved = play(at(both), "h1h2", "h8h7", "h2h1", "h7h8");
        assertThat(rookMoved.fen()).contains(" w Qq ");
        assertThat(legal(rookMoved)).contains("e1c1").doesNotContain("e1g1");
    }

    @Test
    @DisplayName("Chess laws: castling moves the rook to the square the king crossed")
    void laws_castlingMovesTheRook() {
        String both = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assertThat(play(at(both), "e1g1", "e8c8").fen()).isEqualTo("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"b7b8q, rQ5k", "b7b8r, rR5k", "b7b8b, rB5k", "b7b8n, rN5k", "b7a8q, Q6k", "b7a8n, N6k"})
    @DisplayName("Chess ruling 2: a pawn reaching the last rank becomes a queen, rook, bishop or knight, the player's choice, capturing or not")
    void ruling2_eachPromotionPiece(String move, String lastRank) {
        ChessState state = at("r6k/1P6/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(legal(state)).filteredOn(m -> m.startsWith("b7")).containsExactly("b7a8b", "b7a8n", "b7a8q", "b7a8r",
                "b7b8b", "b7b8n", "b7b8q", "b7b8r");
        assertThat(play(state, move).fen()).startsWith(lastRank + "/8/");
    }

    @Test
    @DisplayName("Chess ruling 2: a pawn's step to the last rank without a piece named is no move")
    void ruling2_promotionNeedsItsPiece() {
        ChessState state = at("7k/1P6/8/8/8/8/8/4K3 w - - 0 1");
        assertThatThrownBy(() -> play(state, "b7b8")).isInstanceOf(GameException.class).hasMessageContaining("not a legal move");
        assertThatThrownBy(() -> state.parseMove("b7b8k")).isInstanceOf(GameException.class);
        assertThat(state.fen()).isEqualTo("7k/1P6/8/8/8/8/8/4K3 w - - 0 1");
    }

    @Test
    @DisplayName("Chess ruling 1: checkmate ends the game, won by the side that mated (fool's mate)")
    void ruling1_checkmate() {
        ChessState state = play(opening(), "f2f3", "e7e5", "g2g4", "d8h4");
        assertThat(state.isOver()).isTrue();
        assertThat(state.result()).isEqualTo(won(2, "checkmate"));
        assertThat(state.toMove()).isZero();
    }

    @Test
    @DisplayName("Chess ruling 1: a side not in check with no legal move is stalemated, a draw")
    void ruling1_stalemate() {
        ChessState state = play(at("7k/8/6K1/8/8/8/5Q2/8 w - - 0 1"), "f2f7");
        assertThat(state.result()).isEqualTo(drawn("stalemate"));
    }

    @Test
    @DisplayName("Chess ruling 1: checkmate comes before the 100-move rule, and stalemate before it too")
    void ruling1_mateAndStalemateComeFirst() {
        ChessState mated = play(at("7k/8/6K1/8/8/8/8/R7 w - - 99 80"), "a1a8");
        assertThat(mated.fen()).endsWith(" 100 80");
        assertThat(mated.result()).isEqualTo(won(1, "checkmate"));
        ChessState stalemated = play(at("7k/8/6K1/8/8/8/5Q2/8 w - - 99 80"), "f2f7");
        assertThat(stalemated.result()).isEqualTo(drawn("stalemate"));
    }

    @Test
    @DisplayName("Chess ruling 1a: the third occurrence of a position with the same side to move ends the game as a draw, the start counting as the first")
    void ruling1a_threefoldRepetition() {
        ChessState state = play(opening(), KNIGHTS_OUT_AND_BACK);
        play(state, "g1f3", "g8f6", "f3g1");
        assertThat(state.isOver()).isFalse();
        play(state, "f6g8");
        assertThat(state.result()).isEqualTo(drawn("repetition"));
    }

    @Test
    @DisplayName("Chess ruling 1a: a position with a legal en passant capture is not the same as the same pieces without it")
    void ruling1a_legalEnPassantMakesAnotherPosition() {
        ChessState state = play(at("4k1n1/3p4/8/4P3/8/8/8/K5N1 b - - 0 1"), "d7d5");
        assertThat(state.fen()).contains(" w - d6 ");
        play(state, KNIGHTS_OUT_AND_BACK);
        play(state, KNIGHTS_OUT_AND_BACK);
        assertThat(state.isOver()).as("the pieces after d5 stand so for the third time, but the first had en passant").isFalse();
        play(state, "g1f3");
        assertThat(state.result()).as("the position after Nf3 occurs for the third time").isEqualTo(drawn("repetition"));
    }

    @Test
    @DisplayName("Chess ruling 1a: after a double step that no en passant capture can legally answer, the position is the same one that repeats")
    void ruling1a_doubleStepWithoutLegalEnPassantRepeats() {
        ChessState state = play(at("4k1n1/3p4/8/K3P2r/8/8/8/6N1 b - - 0 1"), "d7d5");
        assertThat(state.fen()).as("exd6 would leave the king on a5 to the rook").isEqualTo("4k1n1/8/8/K2pP2r/8/8/8/6N1 w - - 0 2");
        assertThat(legal(state)).doesNotContain("e5d6");
        play(state, KNIGHTS_OUT_AND_BACK);
        assertThat(state.isOver()).isFalse();
        play(state, KNIGHTS_OUT_AND_BACK);
        assertThat(state.result()).isEqualTo(drawn("repetition"));
    }

    @Test
    @DisplayName("Chess ruling 1a: a castling right lost makes another position, though the pieces stand as before")
    void ruling1a_castlingRightsCount() {
        String[] rooksOutAndBack = {"a1b1", "a8b8", "b1a1", "b8a8"};
        ChessState state = play(at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), rooksOutAndBack);
        play(state, rooksOutAndBack);
        assertThat(state.isOver()).as("the pieces stand as at the start for the third time, but the start had queenside rights").isFalse();
        play(state, "a1b1", "a8b8");
        assertThat(state.result()).as("both rooks on b1 and b8 for the third time").isEqualTo(drawn("repetition"));
    }

    @Test
    @DisplayName("Chess ruling 1b: 100 moves in a row with no capture and no pawn move draw at exactly the 100th, not the 99th")
    void ruling1b_hundredMovesAtExactly100() {
        ChessState state = play(at("4k3/8/8/8/8/8/8/R3K3 w - - 98 70"), "a1a2");
        assertThat(state.fen()).endsWith(" 99 70");
        assertThat(state.isOver()).isFalse();
        play(state, "e8d8");
        assertThat(state.result()).isEqualTo(drawn("fifty"));
    }

    @Test
    @DisplayName("Chess ruling 1b: a capture or a pawn move starts the count again")
    void ruling1b_captureOrPawnMoveResets() {
        ChessState captured = play(at("4k3/8/8/8/8/8/r7/R3K3 w - - 99 70"), "a1a2");
        assertThat(captured.fen()).isEqualTo("4k3/8/8/8/8/8/R7/4K3 b - - 0 70");
        assertThat(captured.isOver()).as("K+R v K is not dead material").isFalse();
        ChessState pushed = play(at("4k3/p7/8/8/8/8/8/R3K3 b - - 99 70"), "a7a6");
        assertThat(pushed.fen()).endsWith(" 0 71");
        assertThat(pushed.isOver()).isFalse();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
        "8/8/3k4/8/8/2K5/8/8 w - - 0 1; king against king",
        "8/8/3k4/8/8/2KB4/8/8 w - - 0 1; king and bishop against king",
        "8/8/3k4/8/8/2KN4/8/8 b - - 0 1; king and knight against king",
        "8/8/3kn3/8/8/2K5/8/8 w - - 0 1; king against king and knight",
        "8/8/3kb3/8/8/2KB4/8/8 w - - 0 1; bishops on light squares, one a side",
        "8/8/3k4/2b1b3/8/8/8/7K w - - 0 1; two bishops of one side on dark squares",
        "b7/1b6/2b5/3k4/8/2K4B/8/5B2 w - - 0 1; five bishops all on light squares"})
    @DisplayName("Chess ruling 1c: with material nobody can mate with the game is drawn at once")
    void ruling1c_deadMaterial(String fen, String what) {
        assertThat(at(fen).result()).as(what).isEqualTo(drawn("material"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
        "8/8/3k4/8/8/2KNN3/8/8 w - - 0 1; two knights (not in the ruling's list)",
        "8/8/3kb3/8/8/2K1B3/8/8 w - - 0 1; bishops on both colours of square",
        "8/8/3kn3/8/8/2KB4/8/8 w - - 0 1; bishop against knight",
        "8/8/3k4/8/8/2KBB3/8/8 w - - 0 1; the bishop pair",
        "8/8/3k4/8/8/2KP4/8/8 w - - 0 1; a pawn",
        "8/8/3k4/8/8/2K1R3/8/8 w - - 0 1; a rook",
        "8/8/3kn3/8/8/2KN4/8/8 w - - 0 1; a knight each"})
    @DisplayName("Chess ruling 1c: near misses play on")
    void ruling1c_nearMissesPlayOn(String fen, String what) {
        assertThat(at(fen).isOver()).as(what).isFalse();
    }

    @Test
    @DisplayName("Chess ruling 1c: a capture that leaves king against king ends the game")
    void ruling1c_reachedByCapture() {
        assertThat(play(at("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"), "e1d2").result()).isEqualTo(drawn("material"));
    }

    @Test
    @DisplayName("Chess ruling 1: the 100-move rule comes before material (a FEN can give both), and a quiet 100th move with a knight each is the 100-move rule")
    void ruling1_fiftyBeforeMaterial() {
        assertThat(at("8/8/3k4/8/8/2K5/8/8 w - - 100 90").result()).isEqualTo(drawn("fifty"));
        assertThat(play(at("4k3/8/8/8/8/8/8/2n1KN2 w - - 99 80"), "f1g3").result()).isEqualTo(drawn("fifty"));
    }

    @Test
    @DisplayName("Chess ruling 1a before 1b: a third occurrence on the 100th quiet move is a repetition")
    void ruling1a_beforeFifty() {
        ChessState state = play(at("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 92 1"), KNIGHTS_OUT_AND_BACK);
        play(state, KNIGHTS_OUT_AND_BACK);
        assertThat(state.fen()).endsWith(" 100 5");
        assertThat(state.result()).isEqualTo(drawn("repetition"));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w - - 0 1; exactly one king, and White has 2",
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1; exactly one king, and Black has 0",
        "Pnbqkbnr/1ppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w - - 0 1; a pawn stands on a8",
        "rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/pNBQKBNR w - - 0 1; a pawn stands on a1",
        "4k3/8/8/8/8/8/8/4K2r b - - 0 1; White is in check with Black to move",
        "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1; Black is in check with White to move",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1; 8 ranks",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1; the side to move is w or b",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0; six",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; '9' is not a piece",
        "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; rank 6 does not fill exactly 8 squares",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QK - 0 1; castling rights are '-' or some of KQkq in that order",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1; castling right K needs the White king on e1 and a White rook on h1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1; en passant on e6 needs a Black pawn on e5",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1; a square on rank 6",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1; the halfmove clock is a whole number",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0; the move number is a whole number from 1"})
    @DisplayName("Chess ruling 3: a FEN that breaks the ruling or is malformed is refused with the reason")
    void ruling3_fenRefusals(String fen, String reason) {
        assertThatThrownBy(() -> at(fen)).isInstanceOf(GameException.class).hasMessageContaining(reason);
    }

    @Test
    @DisplayName("Chess ruling 3: a game may start from a FEN; its halfmove clock and move number are kept, and a needless en passant square dropped")
    void ruling3_startFromFen() {
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 37 80";
        ChessState state = at(kiwipete);
        assertThat(state.board()).isEqualTo(Map.of("fen", kiwipete));
        assertThat(state.toMove()).isEqualTo(1);
        assertThat(play(state, "e1g1").fen()).endsWith(" b kq - 38 80");
        assertThat(at("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").fen()).as("no black pawn can take").isEqualTo("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
        assertThat(at("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").fen()).isEqualTo("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
        assertThat(at("8/8/8/8/8/8/8/4K2k w - -").fen()).as("a FEN of four fields starts the clocks at 0 and 1")
                .isEqualTo("8/8/8/8/8/8/8/4K2k w - - 0 1");
    }

    @Test
    @DisplayName("Chess ruling 3: the fen option must be text, and a refused FEN leaves nothing started")
    void ruling3_fenOptionIsText() {
        assertThatThrownBy(() -> GAME.options(Map.of("fen", 5))).isInstanceOf(GameException.class)
                .hasMessageContaining("option fen of chess takes text, not 5");
        assertThatThrownBy(() -> GAME.options(Map.of("fenn", Fen.START))).isInstanceOf(GameException.class)
                .hasMessageContaining("unknown option 'fenn'");
        assertThat(GAME.options(Map.of()).text("fen")).isEqualTo(Fen.START);
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        Options given = GAME.options(Map.of("fen", kiwipete));
        assertThat(Options.parse("chess", GAME.options(), given.toString())).as("as a game record's header reads it").isEqualTo(given);
    }

    @Test
    @DisplayName("Chess ruling 4: the result carries reason, and a finished game takes no moves")
    void ruling4_resultCarriesReason() {
        ChessState state = play(opening(), "f2f3", "e7e5", "g2g4", "d8h4");
        assertThat(state.result().details()).containsEntry("reason", "checkmate");
        assertThat(state.result().winners()).containsExactly(2);
        assertThat(state.legalMoveTexts(1)).isEmpty();
        assertThatThrownBy(() -> play(state, "e1f2")).isInstanceOf(GameException.class).hasMessageContaining("over");
    }
}
