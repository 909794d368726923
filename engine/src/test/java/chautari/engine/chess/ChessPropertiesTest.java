package chautari.engine.chess;

import static chautari.engine.chess.ChessRulingsTest.at;
import static chautari.engine.chess.ChessRulingsTest.opening;
import static chautari.engine.chess.ChessRulingsTest.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.GameException;
import chautari.engine.Rng;
import chautari.engine.SeedCount;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What chess adds to the common contract: what a move does (moveFacts and its SAN), SAN in and out, winning on time. */
class ChessPropertiesTest {
    private static final int SAN_GAMES = SeedCount.of(30, 1000);

    private static Map<String, Object> facts(ChessState state, String move) {
        return state.moveFacts(state.toMove(), state.parseMove(move)).toMap();
    }

    @Test
    @DisplayName("moveFacts: a capture names the seat, square and piece taken; en passant takes on the square passed")
    void factsOfCaptures() {
        ChessState state = play(opening(), "e2e4", "d7d5");
        assertThat(facts(state, "e4d5")).isEqualTo(Map.of("captured", List.of(Map.of("seat", 2, "cell", "d5", "count", 1)),
                "capturedPiece", "p", "san", "exd5"));
        play(state, "e4e5", "f7f5");
        assertThat(facts(state, "e5f6")).containsEntry("captured", List.of(Map.of("seat", 2, "cell", "f5", "count", 1)))
                .containsEntry("enPassant", true).containsEntry("san", "exf6");
        assertThat(facts(state, "g1f3")).isEqualTo(Map.of("san", "Nf3"));
    }

    @Test
    @DisplayName("moveFacts: castling, promotion, check and mate, with the SAN the server shows")
    void factsOfSpecialMoves() {
        ChessState castle = at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(facts(castle, "e1g1")).isEqualTo(Map.of("castle", "kingside", "san", "O-O"));
        assertThat(facts(castle, "e1c1")).isEqualTo(Map.of("castle", "queenside", "san", "O-O-O"));
        ChessState promote = at("r6k/1P6/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(facts(promote, "b7b8q")).isEqualTo(Map.of("promotion", "q", "check", true, "san", "b8=Q+"));
        assertThat(facts(promote, "b7a8n")).containsEntry("promotion", "n").containsEntry("capturedPiece", "r")
                .containsEntry("san", "bxa8=N");
        ChessState fool = play(opening(), "f2f3", "e7e5", "g2g4");
        assertThat(facts(fool, "d8h4")).isEqualTo(Map.of("check", true, "mate", true, "san", "Qh4#"));
        assertThat(fool.fen()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = ';', value = {
        "1k6/8/8/8/8/8/4K3/R6R w - - 0 1; h1d1; Rhd1",
        "1k6/8/8/8/8/8/4K3/R6R w - - 0 1; a1d1; Rad1",
        "7k/R7/8/8/8/8/8/R3K3 w - - 0 1; a1a4; R1a4",
        "8/7k/8/8/8/Q1Q5/8/Q3K3 w - - 0 1; a1b2; Q1b2",
        "8/7k/8/8/8/Q1Q5/8/Q3K3 w - - 0 1; c3b2; Qcb2",
        "8/7k/8/8/8/Q1Q5/8/Q3K3 w - - 0 1; a3b2; Qa3b2",
        "7k/8/8/8/8/8/8/2N1K1N1 w - - 0 1; g1e2; Nge2",
        "7k/8/8/8/8/5N2/8/1N2K3 w - - 0 1; f3d2; Nfd2",
        "7k/8/8/8/8/8/8/4K1N1 w - - 0 1; g1e2; Ne2"})
    @DisplayName("SAN names a piece's file when another of its kind could reach the square, its rank when the file does not tell, both when neither does")
    void sanDisambiguation(String fen, String move, String san) {
        ChessState state = at(fen);
        int code = state.parseMove(move);
        assertThat(state.san(code)).isEqualTo(san);
        assertThat(state.parseSan(san)).isEqualTo(code);
    }

    @Test
    @DisplayName("SAN is read with or without check marks, castling with zeros, a promotion without '='; a move that is not legal is refused")
    void sanReading() {
        ChessState state = at("r5k1/1P6/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(state.parseSan("b8=Q+")).isEqualTo(state.parseMove("b7b8q"));
        assertThat(state.parseSan("b8Q")).isEqualTo(state.parseMove("b7b8q"));
        assertThat(state.parseSan("0-0")).isEqualTo(state.parseMove("e1g1"));
        assertThat(state.parseSan("O-O-O")).isEqualTo(state.parseMove("e1c1"));
        assertThatThrownBy(() -> state.parseSan("Nf3")).isInstanceOf(GameException.class).hasMessageContaining("not a legal move");
        assertThatThrownBy(() -> state.parseSan("b8")).isInstanceOf(GameException.class);
    }

    @Test
    @DisplayName("SAN of every legal move of seeded random games reads back as the same move")
    void sanRoundTripInRandomGames() {
        int[] buffer = new int[Position.MAX_MOVES];
        for (long seed = 1; seed <= SAN_GAMES; seed++) {
            ChessState state = opening();
            Rng rng = new Rng(seed);
            while (!state.isOver()) {
                int n = state.legalMoves(buffer);
                for (int i = 0; i < n; i++) {
                    String san = state.san(buffer[i]);
                    if (state.parseSan(san) != buffer[i]) {
                        throw new AssertionError("seed " + seed + ", " + state.fen() + ": " + san);
                    }
                }
                state.play(state.toMove(), state.randomMove(state.toMove(), rng, buffer));
            }
        }
    }

    @Test
    @DisplayName("time: a side with only a king, king and bishop, or king and knight cannot win on time; any more can")
    void canWinOnTime() {
        assertThat(at("4k3/8/8/8/8/8/8/4K3 w - - 0 1").canWinOnTime(1)).isFalse();
        ChessState bishop = at("4k3/8/8/8/8/8/8/2B1K2R w - - 0 1");
        assertThat(bishop.canWinOnTime(1)).isTrue();
        assertThat(bishop.canWinOnTime(2)).isFalse();
        assertThat(at("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").canWinOnTime(1)).isFalse();
        assertThat(at("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1").canWinOnTime(1)).isFalse();
        assertThat(at("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1").canWinOnTime(1)).isTrue();
        assertThat(at("4k3/8/8/8/8/8/7P/4K3 w - - 0 1").canWinOnTime(1)).isTrue();
        assertThat(opening().canWinOnTime(2)).isTrue();
    }

    @Test
    @DisplayName("a copy plays on apart from its original, and moves are UCI texts that read back")
    void copiesAndTexts() {
        ChessState state = opening();
        ChessState copy = state.copy();
        play(copy, "e2e4");
        assertThat(state.fen()).isEqualTo(Fen.START);
        assertThat(copy.fen()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assertThat(state.positionHash()).isNotEqualTo(copy.positionHash());
        assertThat(state.moveText(state.parseMove("e7e8q"))).isEqualTo("e7e8q");
        for (String bad : new String[] {"e2", "e2e2", "e2e9", "i2e4", "e2e4x", "e7e8qq", "O-O"}) {
            assertThatThrownBy(() -> state.parseMove(bad)).as(bad).isInstanceOf(GameException.class);
        }
    }

    @Test
    @DisplayName("the game for a UCI engine: the start it was read from and every move played since, en passant and castling included")
    void uciPosition() {
        String start = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
        assertThat(at(start).uciPosition()).isEqualTo("fen " + start);
        ChessState state = play(at(start), "e2e4", "a7a6", "e4e5", "d7d5", "e5d6", "e8c8");
        assertThat(state.uciPosition()).isEqualTo("fen " + start + " moves e2e4 a7a6 e4e5 d7d5 e5d6 e8c8");
        assertThat(state.copy().uciPosition()).isEqualTo(state.uciPosition());
    }

    @Test
    @DisplayName("a search's pass (null move) changes the side to move and drops en passant; taking it back restores all")
    void nullMove() {
        ChessState state = play(opening(), "e2e4", "a7a6", "e4e5", "d7d5");
        Position position = state.position();
        String fen = Fen.write(position);
        long key = position.key();
        position.makeNull();
        assertThat(Fen.write(position)).isEqualTo("rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
        assertThat(position.key()).isNotEqualTo(key).isEqualTo(Fen.read(Fen.write(position)).key());
        assertThat(position.earlierOccurrences()).isZero();
        position.unmakeNull();
        assertThat(Fen.write(position)).isEqualTo(fen);
        assertThat(position.key()).isEqualTo(key);
        assertThat(position.movesPlayed()).hasSize(4);
    }
}
