package chautari.engine.checkers;

import static chautari.engine.checkers.CheckersRulingsTest.legal;
import static chautari.engine.checkers.CheckersRulingsTest.play;
import static chautari.engine.checkers.CheckersRulingsTest.position;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.GameException;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.SeedCount;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What is particular to checkers, checked against a second reading of the rules: moves worked
 * out square by square on an 8 by 8 array (no bitboards, no move codes), and the ends of seeded
 * random games counted afresh from the boards they pass.
 */
class CheckersPropertiesTest {
    private static final int GAMES = SeedCount.of(150, 1500);

    @Test
    @DisplayName("Checkers rulings 1-6 in random games: the moves listed are those the rules give, the random move is drawn uniformly from them, and every game ends as ruled")
    void randomGamesFollowTheRules() {
        for (long seed = 1; seed <= GAMES; seed++) {
            playChecked(CheckersRulingsTest.opening(), new Rng(seed), "seed " + seed);
        }
    }

    @Test
    @DisplayName("Checkers ruling 6 in random games of kings alone: repetition and the 80-move limit end them as ruled")
    void kingGamesEndByRepetitionAndTheLimitAsRuled() {
        Map<String, Integer> reasons = new HashMap<>();
        for (long seed = 1; seed <= GAMES; seed++) {
            CheckersState state = position("B1 B3 W30 W32", 1 + (int) (seed % 2));
            String reason = playChecked(state, new Rng(seed), "kings, seed " + seed);
            reasons.merge(reason, 1, Integer::sum);
        }
        assertThat(reasons).containsKeys("repetition", "quiet");
    }

    /** Plays random moves to the end, checking each position's moves and each end; returns the end's reason. */
    private static String playChecked(CheckersState state, Rng rng, String where) {
        Map<String, Integer> seen = new HashMap<>();
        int quiet = 0;
        seen.merge(squares(state) + state.toMove(), 1, Integer::sum);
        int[] buffer = new int[state.maxMoves()];
        while (!state.isOver()) {
            String before = squares(state);
            int seat = state.toMove();
            List<String> expected = reference(before, seat);
            assertThat(legal(state)).as(where + ": " + before).isEqualTo(expected);
            checkPrefixesRefused(state, where);
            int n = state.legalMoves(seat, buffer);
            int drawn = buffer[rng.copy().nextInt(n)];
            int move = state.randomMove(seat, rng, buffer);
            assertThat(move).as(where + ": the random move is the legal move of the number drawn").isEqualTo(drawn);
            state.play(seat, move);
            String after = squares(state);
            String text = state.moveText(move);
            boolean irreversible = text.contains("x") || isMan(before.charAt(Integer.parseInt(text.split("-")[0]) - 1));
            if (irreversible) {
                seen.clear();
                quiet = 0;
            } else {
                quiet++;
            }
            int occurrences = seen.merge(after + (3 - seat), 1, Integer::sum);
            Result result = state.result();
            if (reference(after, 3 - seat).isEmpty()) {
                assertThat(result).as(where).isEqualTo(Result.win(seat).with("reason", "blocked"));
            } else if (occurrences == 3) {
                assertThat(result).as(where).isEqualTo(Result.drawn().with("reason", "repetition"));
            } else if (quiet == CheckersState.QUIET_LIMIT) {
                assertThat(result).as(where).isEqualTo(Result.drawn().with("reason", "quiet"));
            } else {
                assertThat(result).as(where + ": " + after).isNull();
            }
            assertThat(state.quietMoves()).as(where).isEqualTo(quiet);
        }
        return (String) state.result().details().get("reason");
    }

    private static boolean isMan(char piece) {
        return piece == 'b' || piece == 'w';
    }

    private static String squares(CheckersState state) {
        return (String) state.board().get("squares");
    }

    /** Every chain cut short before its last landing is no move: isLegal says no and play refuses it, changing nothing. */
    private static void checkPrefixesRefused(CheckersState state, String where) {
        int seat = state.toMove();
        long hash = state.positionHash();
        for (String move : legal(state)) {
            String[] landings = move.split("x");
            for (int cut = 2; cut < landings.length; cut++) {
                String prefix = String.join("x", List.of(landings).subList(0, cut));
                int code = state.parseMove(prefix);
                assertThat(state.isLegal(seat, code)).as(where + ": " + prefix + " of " + move).isFalse();
                assertThatThrownBy(() -> state.play(seat, code)).isInstanceOf(GameException.class);
            }
        }
        assertThat(state.positionHash()).isEqualTo(hash);
    }

    @Test
    @DisplayName("Checkers ruling 3: a king taking the same four pieces round a square clockwise or anticlockwise has two moves, both landing where they began")
    void twoOrdersThroughTheSameSquares() {
        CheckersState state = position("B10 w14 w15 w22 w23 w32", 1);
        assertThat(legal(state)).containsExactly("10x17x26x19x10", "10x19x26x17x10");
        int clockwise = state.parseMove("10x19x26x17x10");
        int anticlockwise = state.parseMove("10x17x26x19x10");
        assertThat(clockwise).isNotEqualTo(anticlockwise);
        assertThat(state.moveFacts(1, clockwise).captured()).hasSize(4);
        CheckersState one = state.copy();
        CheckersState other = state.copy();
        one.play(1, clockwise);
        other.play(1, anticlockwise);
        assertThat(one.board()).isEqualTo(other.board()).isEqualTo(Map.of("squares", ".........B.....................w"));
        assertThat(one.positionHash()).isEqualTo(other.positionHash());
        for (String cut : List.of("10x19", "10x19x26", "10x19x26x17", "10x17x26x19")) {
            assertThat(state.isLegal(1, state.parseMove(cut))).as(cut).isFalse();
        }
    }

    @Test
    @DisplayName("Checkers ruling 4: a man crowned in the middle of what would be a chain stops there, for White as for Black")
    void manCrownedMidChainStops() {
        CheckersState black = position("b15 w19 w27 w26 w1", 1);
        assertThat(legal(black)).containsExactly("15x24x31");
        CheckersState white = position("w18 b14 b6 b7 B32", 2);
        assertThat(legal(white)).containsExactly("18x9x2");
        play(white, "18x9x2");
        assertThat(squares(white).charAt(1)).isEqualTo('W');
        assertThat(white.toMove()).isEqualTo(1);
    }

    @Test
    @DisplayName("Checkers: positions reached by different move orders hash alike; a position and any one change to it (a piece, the side to move) hash apart")
    void positionHashTellsPositionsApart() {
        CheckersState one = CheckersRulingsTest.opening();
        CheckersState other = CheckersRulingsTest.opening();
        for (String move : List.of("9-13", "22-18", "10-14")) {
            play(one, move);
        }
        for (String move : List.of("10-14", "22-18", "9-13")) {
            play(other, move);
        }
        assertThat(one.positionHash()).isEqualTo(other.positionHash());
        Map<Long, String> hashes = new HashMap<>();
        String start = "bbbbbbbbbbbb........wwwwwwwwwwww";
        for (int square = 0; square < 32; square++) {
            for (char piece : "bwBW.".toCharArray()) {
                String squares = start.substring(0, square) + piece + start.substring(square + 1);
                for (int seat = 1; seat <= 2; seat++) {
                    String before = hashes.put(CheckersState.of(squares, seat).positionHash(), squares + seat);
                    assertThat(before == null || before.equals(squares + seat)).as(squares + seat + " and " + before).isTrue();
                }
            }
        }
    }

    /**
     * The moves of a seat by the rules, on an 8 by 8 array: {@code board[row][column]}, row 0 on
     * Black's side, square {@code n} at row {@code (n - 1) / 4}.
     */
    static List<String> reference(String squares, int seat) {
        char[][] board = new char[8][8];
        for (char[] row : board) {
            Arrays.fill(row, ' ');
        }
        for (int s = 0; s < 32; s++) {
            board[s / 4][column(s)] = squares.charAt(s);
        }
        List<String> captures = new ArrayList<>();
        List<String> steps = new ArrayList<>();
        for (int s = 0; s < 32; s++) {
            char piece = squares.charAt(s);
            if (Character.toLowerCase(piece) != (seat == 1 ? 'b' : 'w')) {
                continue;
            }
            int row = s / 4;
            int col = column(s);
            board[row][col] = '.';
            jumps(board, seat, Character.isUpperCase(piece), row, col, String.valueOf(s + 1), new boolean[8][8], captures);
            board[row][col] = piece;
            for (int[] d : directions(seat, Character.isUpperCase(piece))) {
                if (open(board, row + d[0], col + d[1])) {
                    steps.add((s + 1) + "-" + number(row + d[0], col + d[1]));
                }
            }
        }
        List<String> moves = captures.isEmpty() ? steps : captures;
        moves.sort(null);
        return moves;
    }

    private static void jumps(char[][] board, int seat, boolean king, int row, int col, String path, boolean[][] taken,
            List<String> out) {
        boolean more = false;
        for (int[] d : directions(seat, king)) {
            int overRow = row + d[0];
            int overCol = col + d[1];
            if (!open(board, row + 2 * d[0], col + 2 * d[1]) || taken[overRow][overCol]
                    || Character.toLowerCase(board[overRow][overCol]) != (seat == 1 ? 'w' : 'b')) {
                continue;
            }
            more = true;
            int toRow = row + 2 * d[0];
            String next = path + "x" + number(toRow, col + 2 * d[1]);
            if (!king && toRow == (seat == 1 ? 7 : 0)) {
                out.add(next);
                continue;
            }
            taken[overRow][overCol] = true;
            jumps(board, seat, king, toRow, col + 2 * d[1], next, taken, out);
            taken[overRow][overCol] = false;
        }
        if (!more && path.contains("x")) {
            out.add(path);
        }
    }

    private static int[][] directions(int seat, boolean king) {
        if (king) {
            return new int[][] {{1, -1}, {1, 1}, {-1, -1}, {-1, 1}};
        }
        int forward = seat == 1 ? 1 : -1;
        return new int[][] {{forward, -1}, {forward, 1}};
    }

    private static boolean open(char[][] board, int row, int col) {
        return row >= 0 && row < 8 && col >= 0 && col < 8 && board[row][col] == '.';
    }

    private static int column(int square) {
        int row = square / 4;
        return 2 * (square % 4) + (row % 2 == 0 ? 1 : 0);
    }

    private static int number(int row, int col) {
        return row * 4 + col / 2 + 1;
    }
}
