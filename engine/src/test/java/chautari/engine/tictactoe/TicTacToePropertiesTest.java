package chautari.engine.tictactoe;

import static chautari.engine.tictactoe.TicTacToeRulingsTest.game;
import static chautari.engine.tictactoe.TicTacToeRulingsTest.play;
import static chautari.engine.tictactoe.TicTacToeRulingsTest.start;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Perft;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.SeedCount;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What is particular to tic-tac-toe and five in a row: every 3 by 3 game counted, perft, lines at the edges, 15 by 15 against a plain reference. */
class TicTacToePropertiesTest {
    private static final int FIFTEEN_GAMES = SeedCount.of(150, 3000);

    /** Finished games by length (index 0 .. 9) and by end: X won, O won, drawn. */
    private record Tally(long[] xWins, long[] oWins, long[] draws) {
        Tally() {
            this(new long[10], new long[10], new long[10]);
        }

        long total() {
            return sum(xWins) + sum(oWins) + sum(draws);
        }

        static long sum(long[] counts) {
            return Arrays.stream(counts).sum();
        }
    }

    /** Walks every game from the position, counting each finished one where it ends; a finished game must offer no move. */
    private static void enumerate(TicTacToeState state, int length, int[] moves, Tally tally) {
        Result result = state.result();
        if (result != null) {
            assertThat(state.legalMoves(1, moves)).isZero();
            assertThat(state.legalMoves(2, moves)).isZero();
            assertThat(IntStream.range(0, 16).anyMatch(bit -> state.isLegal(1, bit) || state.isLegal(2, bit))).isFalse();
            long[] counts = result.draw() ? tally.draws : result.winners().get(0) == 1 ? tally.xWins : tally.oWins;
            counts[length]++;
            return;
        }
        int n = state.legalMoves(moves);
        int[] mine = Arrays.copyOf(moves, n);
        for (int move : mine) {
            TicTacToeState next = state.copy();
            next.playLegal(state.toMove(), move);
            enumerate(next, length + 1, moves, tally);
        }
    }

    @Test
    @DisplayName("every 3 by 3 game played out: 255,168 games, X winning 131,184, O 77,904, drawn 46,080, each ending at the length it can, with no move after its end")
    void everyThreeByThreeGame() {
        Tally tally = new Tally();
        enumerate(start(3), 0, new int[9], tally);
        assertThat(tally.total()).isEqualTo(255_168);
        assertThat(Tally.sum(tally.xWins)).isEqualTo(131_184);
        assertThat(Tally.sum(tally.oWins)).isEqualTo(77_904);
        assertThat(Tally.sum(tally.draws)).isEqualTo(46_080);
        assertThat(tally.xWins).containsExactly(0, 0, 0, 0, 0, 1_440, 0, 47_952, 0, 81_792);
        assertThat(tally.oWins).containsExactly(0, 0, 0, 0, 0, 0, 5_328, 0, 72_576, 0);
        assertThat(tally.draws).containsExactly(0, 0, 0, 0, 0, 0, 0, 0, 0, 46_080);
    }

    @ParameterizedTest(name = "depth {0}: {1}")
    @CsvSource({"0, 1", "1, 9", "2, 72", "3, 504", "4, 3024", "5, 15120", "6, 54720", "7, 148176", "8, 200448", "9, 127872", "10, 0"})
    @DisplayName("perft from the 3 by 3 start: 9, 72, 504, 3,024, 15,120, then fewer as games end (a finished game has no moves), none of 10 moves")
    void perftThreeByThree(int depth, long nodes) {
        assertThat(Perft.count(start(3), depth)).isEqualTo(nodes);
    }

    @Test
    @DisplayName("perft from the 15 by 15 start: 225, 225 x 224, 225 x 224 x 223; and none from a finished game")
    void perftFifteenByFifteen() {
        assertThat(Perft.count(start(15), 1)).isEqualTo(225);
        assertThat(Perft.count(start(15), 2)).isEqualTo(225 * 224);
        assertThat(Perft.count(start(15), 3)).isEqualTo(225L * 224 * 223);
        TicTacToeState won = game(15, "a1 a15 b1 c15 c1 e15 d1 g15 e1");
        assertThat(Perft.count(won, 0)).isEqualTo(1);
        assertThat(Perft.count(won, 1)).isZero();
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = ';', value = {
        "15; l1 a15 m1 c15 n1 e15 o1 g15 a2 i15 b2; across: l1 .. o1 off the right edge, on at a2 and b2",
        "15; m1 a15 n2 c15 o3 e15 a5 g15 b6; diagonal: m1 n2 o3 off the right edge, on at a5 and b6",
        "15; c1 a15 b2 c15 a3 e15 o3 g15 n4; other diagonal: c1 b2 a3 off the left edge, on at o3 and n4",
        "3; c1 a1 a2 a3 b2 b3 c3; across: c1 off the right edge, on at a2 and b2",
        "3; b1 a1 a2 b2 c2; other diagonal: b1 a2 off the left edge, on at c2",
    })
    @DisplayName("a line across the board edge never counts: marks that would follow on in the bits of the next rank make no line")
    void noLineAcrossTheEdge(int size, String moves, String what) {
        TicTacToeState state = start(size);
        for (String move : moves.split(" ")) {
            play(state, move);
            assertThat(state.result()).as(what + ", after " + move).isNull();
        }
    }

    /** The reference: a plain grid of marks, scanned whole for a run of {@code line} or more of one mark. */
    private static boolean anyLine(char[][] grid, char mark, int line) {
        int size = grid.length;
        int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int file = 0; file < size; file++) {
            for (int rank = 0; rank < size; rank++) {
                for (int[] step : steps) {
                    int run = 0;
                    for (int f = file, r = rank; f >= 0 && f < size && r >= 0 && r < size && grid[f][r] == mark; f += step[0], r += step[1]) {
                        run++;
                    }
                    if (run >= line) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    @Test
    @DisplayName("15 by 15 random games end as a whole-board scan says: a win the move five or more of the mover's marks stand in a row, never before; isLegal agrees with the empty cells; positions hash apart; copies stay apart; a replay from the texts ends alike")
    void fifteenByFifteenAgainstAReference() {
        Map<Long, String> positions = new HashMap<>();
        int[] moves = new int[225];
        for (long seed = 1; seed <= FIFTEEN_GAMES; seed++) {
            TicTacToeState state = start(15);
            TicTacToeState replay = start(15);
            char[][] grid = new char[15][15];
            Rng rng = new Rng(seed);
            while (!state.isOver()) {
                int seat = state.toMove();
                int n = state.legalMoves(seat, moves);
                boolean[] listed = new boolean[257];
                for (int i = 0; i < n; i++) {
                    listed[moves[i]] = true;
                }
                for (int bit = -1; bit < 257; bit++) {
                    if (state.isLegal(seat, bit) != (bit >= 0 && listed[bit]) || state.isLegal(3 - seat, bit)) {
                        throw new AssertionError("isLegal disagrees with legalMoves on " + bit + ", seed " + seed);
                    }
                }
                int empty = 0;
                for (char[] file : grid) {
                    for (char c : file) {
                        empty += c == 0 ? 1 : 0;
                    }
                }
                assertThat(n).isEqualTo(empty);
                TicTacToeState copy = state.copy();
                long hash = state.positionHash();
                int move = state.randomMove(seat, rng, moves);
                String text = state.moveText(move);
                grid[text.charAt(0) - 'a'][Integer.parseInt(text.substring(1)) - 1] = seat == 1 ? 'X' : 'O';
                state.play(seat, move);
                replay.play(seat, replay.parseMove(text));
                boolean line = anyLine(grid, seat == 1 ? 'X' : 'O', 5);
                assertThat(state.result()).as("seed %d, %s", seed, text)
                        .isEqualTo(line ? Result.win(seat) : empty == 1 ? Result.drawn() : null);
                String board = state.board().toString();
                assertThat(positions.putIfAbsent(state.positionHash(), board)).isIn(null, board);
                assertThat(replay.positionHash()).isEqualTo(state.positionHash());
                assertThat(copy.positionHash()).as("a copy stays as it was while its original plays on").isEqualTo(hash);
            }
            assertThat(replay.result()).isEqualTo(state.result());
        }
    }

    @Test
    @DisplayName("a random move is drawn uniformly from the empty cells")
    void randomMovesAreUniform() {
        for (TicTacToeState state : new TicTacToeState[] {start(3), game(3, "b2 a1 c3"), game(15, "h8 a1")}) {
            Rng rng = new Rng(7);
            int[] buffer = new int[state.maxMoves()];
            int n = state.legalMoves(state.toMove(), buffer);
            Map<Integer, Integer> counts = new HashMap<>();
            int draws = 2000 * n;
            for (int i = 0; i < draws; i++) {
                counts.merge(state.randomMove(state.toMove(), rng, buffer), 1, Integer::sum);
            }
            assertThat(counts.keySet()).containsExactlyInAnyOrderElementsOf(IntStream.range(0, n).map(i -> buffer[i]).boxed().toList());
            assertThat(counts.values()).allMatch(c -> Math.abs(c - 2000) < 6 * Math.sqrt(2000));
        }
    }
}
