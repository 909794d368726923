package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.checkers.CheckersState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CheckersKnowledgeTest {
    /** Nodes a move (alpha-beta's own count), few enough that only the knowledge, not the depth, finds the way. */
    private static final Budget ENDING_BUDGET = Budget.iterations(5000);
    private static final int ENDING_PLIES = 60;
    private static final CheckersKnowledge BLIND = new CheckersKnowledge(
            new CheckersKnowledge.Weights(1.4, 0.04, 0.15, 0.06, 0.02, 0.4, 0, 0, 2.0));
    private static final int GAMES = SeedCount.of(2, 8);

    /** The board's squares from pieces such as {@code "K18 11"}: a square number, after {@code K} for a king. */
    private static String squares(String black, String white) {
        char[] board = ".".repeat(32).toCharArray();
        place(board, black, 'b', 'B');
        place(board, white, 'w', 'W');
        return new String(board);
    }

    private static void place(char[] board, String pieces, char man, char king) {
        for (String piece : pieces.split(" ")) {
            boolean isKing = piece.startsWith("K");
            board[Integer.parseInt(isKing ? piece.substring(1) : piece) - 1] = isKing ? king : man;
        }
    }

    private static GameState playOut(GameState state, Knowledge knowledge, int plies) {
        for (int ply = 0; ply < plies && !state.isOver(); ply++) {
            int seat = state.toMove();
            state.playLegal(seat, new AlphaBeta(knowledge, AlphaBeta.MAX_PLY, 0).choose(state, seat, new Rng(ply), ENDING_BUDGET));
        }
        return state;
    }

    private static double blackShare(Knowledge knowledge, String black, String white, int toMove) {
        double[] out = new double[2];
        knowledge.evaluate(CheckersState.of(squares(black, white), toMove), out);
        return out[0];
    }

    @ParameterizedTest(name = "{0} against {1}, seat {2} to move, seat {3} wins")
    @CsvSource({"K18 11, K27, 1, 1", "K14 6, K32, 1, 1", "K10 K15, K32, 1, 1", "K3 K5, K28, 1, 1", "K1, K15 22, 2, 2"})
    @DisplayName("a won ending of few pieces (a king and a man, or two kings, against a king) is played out to the win, the defence searched as well")
    void playsOutAWonEnding(String black, String white, int toMove, int winner) {
        GameState end = playOut(CheckersState.of(squares(black, white), toMove), new CheckersKnowledge(), ENDING_PLIES);
        // Measured: won in 19 to 31 plies.
        assertThat(end.isOver()).as("%s", end.board()).isTrue();
        assertThat(end.result().winners()).containsExactly(winner);
    }

    @Test
    @DisplayName("without the ending's terms (trade when ahead, close in) the same search shuffles a king and a man against a king to a draw")
    void theEndingTermsAreWhatWins() {
        GameState end = playOut(CheckersState.of(squares("K18 11", "K27"), 1), BLIND, 2 * CheckersState.QUIET_LIMIT);
        assertThat(end.isOver()).isTrue();
        assertThat(end.result().draw()).isTrue();
    }

    @Test
    @DisplayName("a king is worth more than a man and less than two; an advanced man more than one at home")
    void material() {
        CheckersKnowledge knowledge = new CheckersKnowledge();
        assertThat(CheckersKnowledge.DEFAULT.king()).isBetween(1.3, 1.5);
        double man = blackShare(knowledge, "10 1 3", "K32 30", 2);
        double king = blackShare(knowledge, "K10 1 3", "K32 30", 2);
        double advanced = blackShare(knowledge, "18 1 3", "K32 30", 2);
        assertThat(king).isGreaterThan(man);
        assertThat(advanced).isGreaterThan(man);
        assertThat(blackShare(knowledge, "10 1 3", "K32 30 29", 2)).isLessThan(man);
    }

    @Test
    @DisplayName("strong never loses to good in seeded games from the start, at either seat (the full match is the arena's)")
    void strongNeverLosesToGood() {
        for (int g = 0; g < GAMES; g++) {
            GameState state = BoardBotMatches.start("checkers");
            int strongSeat = 1 + g % 2;
            Rng rng = new Rng(g);
            while (!state.isOver()) {
                int seat = state.toMove();
                Level level = seat == strongSeat ? Level.STRONG : Level.GOOD;
                Budget budget = Budget.iterations(level == Level.STRONG ? 3000 : 400);
                state.playLegal(seat, Bots.byLevel(level).choose(state, seat, rng, budget));
            }
            // Measured over the first 4 seeds: strong won all 4.
            assertThat(state.result().draw() || state.result().winners().contains(strongSeat)).as("game %d", g).isTrue();
        }
    }
}
