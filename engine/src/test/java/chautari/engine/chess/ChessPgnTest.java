package chautari.engine.chess;

import static chautari.engine.chess.ChessRulingsTest.at;
import static chautari.engine.chess.ChessRulingsTest.opening;
import static chautari.engine.chess.ChessRulingsTest.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.GameException;
import chautari.engine.Rng;
import chautari.engine.SeedCount;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** PGN out and in: the seven tag roster, SAN moves with their numbers, the result; read back to the same game. */
class ChessPgnTest {
    private static final int GAMES = SeedCount.of(100, 1000);

    private static List<Integer> codes(ChessState start, String... uci) {
        List<Integer> moves = new ArrayList<>();
        for (String move : uci) {
            moves.add(start.parseMove(move));
        }
        return moves;
    }

    @Test
    @DisplayName("a game is written with the seven tags in order, ? for those unknown, its moves numbered in SAN and its result")
    void writesTheRosterAndMoves() {
        ChessState fool = play(opening(), "f2f3", "e7e5", "g2g4", "d8h4");
        String pgn = Pgn.write(Map.of("White", "Asha", "Event", "Chautari"), Fen.START,
                codes(opening(), "f2f3", "e7e5", "g2g4", "d8h4"), Pgn.resultText(fool.result()));
        assertThat(pgn).isEqualTo("""
                [Event "Chautari"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "Asha"]
                [Black "?"]
                [Result "0-1"]

                1. f3 e5 2. g4 Qh4# 0-1
                """);
    }

    @Test
    @DisplayName("a review's notes follow their moves as a glyph and a comment naming the better move in SAN, Black's next move numbered again; reading skips them")
    void writesAReviewsNotes() {
        ChessState fool = play(opening(), "f2f3", "e7e5", "g2g4", "d8h4");
        List<Integer> moves = codes(opening(), "f2f3", "e7e5", "g2g4", "d8h4");
        String pgn = Pgn.write(Map.of(), Fen.START, moves, Pgn.resultText(fool.result()),
                i -> i == 2 ? new Pgn.Note(4, "blunder: chance 0.000 (0.450 after the better move).", opening().parseMove("g2g3")) : null);
        assertThat(pgn).endsWith("\n1. f3 e5 2. g4 $4 {blunder: chance 0.000 (0.450 after the better move). Better:\ng3} 2... Qh4# 0-1\n");
        assertThat(Pgn.read(pgn).moves()).isEqualTo(moves);
    }

    @Test
    @DisplayName("a game from a FEN carries SetUp and FEN, and Black's first move is numbered 1...")
    void writesASetUpGame() {
        String fen = "4k3/8/8/8/8/8/4p3/4K3 b - - 0 40";
        ChessState state = at(fen);
        String pgn = Pgn.write(Map.of(), fen, codes(state, "e8d7", "e1e2"), "*");
        assertThat(pgn).contains("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n").endsWith("\n40... Kd7 41. Kxe2 *\n");
        Pgn read = Pgn.read(pgn);
        assertThat(read.fen()).isEqualTo(fen);
        assertThat(read.moves()).isEqualTo(codes(state, "e8d7", "e1e2"));
    }

    @Test
    @DisplayName("reading skips comments, variations (nested too), annotation glyphs and marks, and reads castling and tags with escapes")
    void readsWhatPeopleWrite() {
        Pgn pgn = Pgn.read("""
                [Event "The \\"Open\\""]
                [Result "1/2-1/2"]

                1. e4 e5 2. Nf3 {a comment (with brackets)} Nc6 (2... d6 3. d4 (3. Bc4)) 3. Bb5 a6 $1
                4. Ba4! Nf6?! ; to the end of the line 1. d4
                5. 0-0 Be7 1/2-1/2
                """);
        assertThat(pgn.tags()).containsExactly(Map.entry("Event", "The \"Open\""), Map.entry("Result", "1/2-1/2"));
        assertThat(pgn.moves().stream().map(Move::text).toList()).containsExactly("e2e4", "e7e5", "g1f3", "b8c6", "f1b5",
                "a7a6", "b5a4", "g8f6", "e1g1", "f8e7");
    }

    @Test
    @DisplayName("a move that is not legal where it stands is refused, naming its number")
    void refusesAnIllegalMove() {
        assertThatThrownBy(() -> Pgn.read("1. e4 e5 2. Ke3 *")).isInstanceOf(GameException.class)
                .hasMessageContaining("PGN move 3").hasMessageContaining("Ke3");
    }

    @Test
    @DisplayName("seeded random games written as PGN read back as the same moves from the same start, with the same tags")
    void roundTripOfRandomGames() {
        int[] buffer = new int[Position.MAX_MOVES];
        for (long seed = 1; seed <= GAMES; seed++) {
            ChessState state = opening();
            Rng rng = new Rng(seed);
            List<Integer> moves = new ArrayList<>();
            while (!state.isOver()) {
                int move = state.randomMove(state.toMove(), rng, buffer);
                moves.add(move);
                state.play(state.toMove(), move);
            }
            Map<String, String> tags = Map.of("Event", "seed " + seed, "Round", String.valueOf(seed));
            String text = Pgn.write(tags, Fen.START, moves, Pgn.resultText(state.result()));
            Pgn read = Pgn.read(text);
            assertThat(read.moves()).as("seed %d", seed).isEqualTo(moves);
            assertThat(read.fen()).isEqualTo(Fen.START);
            assertThat(read.tags()).containsEntry("Event", "seed " + seed).containsEntry("Result", Pgn.resultText(state.result()));
            assertThat(text.lines().allMatch(line -> line.length() <= 79)).isTrue();
        }
    }
}
