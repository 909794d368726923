package chautari.engine.baghchal;

import chautari.engine.Game;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Facts;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Match;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BaghchalRulingsTest {
    private static final Game GAME = Baghchal.GAME;

    private static BaghchalState opening() {
        return (BaghchalState) GAME.start(2, GAME.options(Map.of()));
    }

    /** A position drawn top rank (5) first, as it looks from the goats' side. */
    private static BaghchalState setUp(int inHand, int captured, int seat, int quiet, String... ranksFromTop) {
        List<String> ranks = new ArrayList<>(Arrays.asList(ranksFromTop));
        java.util.Collections.reverse(ranks);
        return BaghchalState.of(ranks, inHand, captured, seat, quiet);
    }

    private static void play(GameState state, String move) {
        state.play(state.toMove(), state.parseMove(move));
    }

    private static List<String> legal(GameState state) {
        return List.of(state.legalMoveTexts(state.toMove()));
    }

    private static List<String> legalFrom(GameState state, String point) {
        return legal(state).stream().filter(m -> m.startsWith(point)).toList();
    }

    private static Result result(List<Integer> winners, int captured, String reason) {
        return new Result(winners, winners.isEmpty(), Map.of("captured", captured, "reason", reason));
    }

    /** A placement on every point but the listed ones, sorted. */
    private static List<String> placementsBut(String... taken) {
        List<String> moves = new ArrayList<>();
        for (char rank = '1'; rank <= '5'; rank++) {
            for (char file = 'a'; file <= 'e'; file++) {
                String p = "" + file + rank;
                if (!List.of(taken).contains(p)) {
                    moves.add("@" + p);
                }
            }
        }
        moves.sort(null);
        return moves;
    }

    @Test
    @DisplayName("Baghchal setup: the game is baghchal for two, no options, no chance; tigers on a1, e1, a5, e5, 20 goats in hand")
    void setupAndBoardShape() {
        assertThat(GAME.id()).isEqualTo("baghchal");
        assertThat(GAME.chance()).isNull();
        assertThat(GAME.options()).isEmpty();
        assertThatThrownBy(() -> GAME.start(3, GAME.options(Map.of()))).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> GAME.options(Map.of("goats", 20))).isInstanceOf(GameException.class);
        assertThat(opening().board()).isEqualTo(Map.of(
                "rows", Map.of("1", "T...T", "2", ".....", "3", ".....", "4", ".....", "5", "T...T"),
                "goatsInHand", 20, "captured", 0));
        assertThat(opening().result()).isNull();
        assertThat(opening().phase()).isEqualTo(Phase.MOVE);
    }

    @Test
    @DisplayName("Baghchal board: each rank reads from file a to e, rank 1 on the goats' side")
    void boardRowsReadFromFileA() {
        BaghchalState state = opening();
        play(state, "@b1");
        play(state, "a5-a4");
        play(state, "@c3");
        assertThat(state.board()).isEqualTo(Map.of(
                "rows", Map.of("1", "TG..T", "2", ".....", "3", "..G..", "4", "T....", "5", "....T"),
                "goatsInHand", 18, "captured", 0));
    }

    @Test
    @DisplayName("Baghchal board: diagonal lines only at points whose file plus rank index is even")
    void diagonalsOnlyAtEvenPoints() {
        BaghchalState state = setUp(19, 0, 2, 0,
                "T...T",
                ".....",
                "..T..",
                ".....",
                ".T..G");
        assertThat(legalFrom(state, "c3")).containsExactlyInAnyOrder(
                "c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3", "c3-d4");
        assertThat(legalFrom(state, "b1")).containsExactlyInAnyOrder("b1-a1", "b1-c1", "b1-b2");
        assertThat(legalFrom(state, "a5")).containsExactlyInAnyOrder("a5-a4", "a5-b5", "a5-b4");
        BaghchalState odd = setUp(0, 2, 1, 0,
                "TGGGT",
                "GGGGG",
                "G.G.G",
                "GG.GG",
                "TGGGT");
        assertThat(legal(odd)).as("b3, d3 and c2 are odd: no goat reaches them along a diagonal")
                .containsExactlyInAnyOrder(
                        "a3-b3", "c3-b3", "b2-b3", "b4-b3",
                        "c3-d3", "e3-d3", "d2-d3", "d4-d3",
                        "b2-c2", "d2-c2", "c1-c2", "c3-c2");
    }

    @Test
    @DisplayName("Baghchal rule 1: the goats move first, the players alternate, nobody passes")
    void rule1_goatsFirstAlternateNoPassing() {
        BaghchalState state = opening();
        assertThat(state.toMove()).isEqualTo(1);
        play(state, "@c3");
        assertThat(state.toMove()).isEqualTo(2);
        assertThat(legal(state)).doesNotContain("pass").isNotEmpty();
        play(state, "a1-b2");
        assertThat(state.toMove()).isEqualTo(1);
        assertThat(legal(state)).doesNotContain("pass").isNotEmpty();
    }

    @Test
    @DisplayName("Baghchal rule 2: while goats remain in hand, the goats' move is to place one on any empty point")
    void rule2_placementOnAnyEmptyPoint() {
        BaghchalState state = opening();
        assertThat(legal(state)).containsExactlyElementsOf(placementsBut("a1", "e1", "a5", "e5"));
        play(state, "@c3");
        play(state, "a1-a2");
        assertThat(state.goatsInHand()).isEqualTo(19);
        assertThat(legal(state)).containsExactlyElementsOf(placementsBut("a2", "e1", "a5", "e5", "c3"));
    }

    @Test
    @DisplayName("Baghchal rule 2: goats on the board do not move while any goat is in hand")
    void rule2_noGoatStepWhileAnyInHand() {
        BaghchalState state = setUp(1, 0, 1, 0,
                "TGGGT",
                "GGGGG",
                "GGGGG",
                "GGGG.",
                "TG.GT");
        assertThat(legal(state)).containsExactly("@c1", "@e2");
        long before = state.positionKey();
        assertThatThrownBy(() -> play(state, "d2-e2")).isInstanceOf(GameException.class);
        assertThat(state.positionKey()).isEqualTo(before);
        play(state, "@e2");
        assertThat(state.goatsInHand()).isZero();
        assertThat(legal(state)).containsExactly("a1xc1", "e1xc1");
        play(state, "a1xc1");
        assertThat(legal(state)).as("the last goat placed, goats step").containsExactly("a2-a1", "b2-a1", "b2-b1");
    }

    @Test
    @DisplayName("Baghchal rule 2: once all 20 are placed a goat steps along a line to an adjacent empty point, diagonals only from even points")
    void rule2_goatStepsAfterPlacement() {
        BaghchalState state = setUp(0, 2, 1, 0,
                "TGGGT",
                "GGGGG",
                "GG.GG",
                "GGG.G",
                "T.GGT");
        assertThat(legal(state)).containsExactlyInAnyOrder(
                "b2-c3", "c2-c3", "b3-c3", "d3-c3", "b4-c3", "c4-c3", "d4-c3",
                "c1-d2", "d1-d2", "c2-d2", "e2-d2", "d3-d2", "e3-d2",
                "c1-b1", "b2-b1");
    }

    private static final String[] CYCLE = {"c4-c3", "e1-e2", "c3-c4", "e2-e1"};

    /** Goats to move with c3 and e2 empty: c4-c3, e1-e2, c3-c4, e2-e1 comes back to it. */
    private static BaghchalState cycling(int seat, int quiet) {
        return setUp(0, 1, seat, quiet,
                "TGGGT",
                "GGGGG",
                "GG.GG",
                "GGGG.",
                "TGGGT");
    }

    private static BaghchalState capturesAroundC3() {
        return setUp(16, 0, 2, 0,
                "T....",
                "..GG.",
                ".GT..",
                "...G.",
                "T...T");
    }

    @Test
    @DisplayName("Baghchal rule 3: a tiger steps to an adjacent empty point or jumps an adjacent goat to the empty point beyond on the same straight line")
    void rule3_tigerStepsAndStraightCaptures() {
        assertThat(legalFrom(capturesAroundC3(), "c3")).as("no c3xe1: e1 is not empty").containsExactlyInAnyOrder(
                "c3-b2", "c3-c2", "c3-d3", "c3-b4", "c3xc5", "c3xe5", "c3xa3");
        BaghchalState odd = setUp(18, 0, 2, 0,
                "T...T",
                ".....",
                "...G.",
                ".GT..",
                "T....");
        assertThat(legalFrom(odd, "c2")).as("c2 has no diagonal, so no c2xe4 over d3")
                .containsExactlyInAnyOrder("c2-c1", "c2-c3", "c2-d2", "c2xa2");
        assertThat(legalFrom(odd, "a1")).contains("a1xc3");
    }

    @Test
    @DisplayName("Baghchal rule 3: the goat jumped leaves the game; one capture a move")
    void rule3_captureRemovesTheGoatAndEndsTheMove() {
        BaghchalState state = capturesAroundC3();
        assertThat(state.moveFacts(2, state.parseMove("c3xc5")).captured())
                .containsExactly(new Facts.Capture(1, "c4", 1));
        assertThat(state.moveFacts(2, state.parseMove("c3-b2")).captured()).as("a step takes nothing").isEmpty();
        assertThat(setUp(16, 0, 1, 0, "T....", "..GG.", ".GT..", "...G.", "T...T").moveFacts(1, state.parseMove("@a3")).captured())
                .as("a placement takes nothing").isEmpty();
        play(state, "c3xc5");
        assertThat(state.board()).isEqualTo(Map.of(
                "rows", Map.of("1", "T...T", "2", "...G.", "3", ".G...", "4", "...G.", "5", "T.T.."),
                "goatsInHand", 16, "captured", 1));
        assertThat(state.toMove()).as("the turn passes though c5xe3 could take again").isEqualTo(1);
    }

    @Test
    @DisplayName("Baghchal rule 3: capturing is never compulsory")
    void rule3_captureNotCompulsory() {
        BaghchalState state = capturesAroundC3();
        play(state, "c3-b2");
        assertThat(state.goatsCaptured()).isZero();
        assertThat(state.toMove()).isEqualTo(1);
    }

    @Test
    @DisplayName("Baghchal rule 3: tigers may capture from their first move on")
    void rule3_captureOnFirstMove() {
        BaghchalState state = opening();
        play(state, "@a2");
        assertThat(legal(state)).contains("a1xa3");
        play(state, "a1xa3");
        assertThat(state.goatsCaptured()).isEqualTo(1);
        assertThat(state.goatsInHand()).isEqualTo(19);
    }

    @Test
    @DisplayName("Baghchal rule 4: the tigers win when they have captured 5 goats")
    void rule4_tigersWinAtFive() {
        BaghchalState state = setUp(15, 4, 2, 0,
                "T...T",
                ".....",
                ".....",
                "G....",
                "T...T");
        play(state, "a1xa3");
        assertThat(state.isOver()).isTrue();
        assertThat(state.toMove()).isZero();
        assertThat(state.result()).isEqualTo(result(List.of(2), 5, "captures"));
        assertThat(state.returns()).containsExactly(-1, 1);
        assertThat(state.legalMoves(1, new int[state.maxMoves()])).isZero();
        assertThatThrownBy(() -> state.play(1, state.parseMove("@c3"))).isInstanceOf(GameException.class)
                .hasMessageContaining("over");
    }

    @Test
    @DisplayName("Baghchal rule 4: the goats win by leaving no tiger a move")
    void rule4_goatsWinByBlocking() {
        BaghchalState state = setUp(0, 0, 1, 0,
                "GGGGG",
                "GGG.G",
                "GGGGG",
                "TTGGG",
                "TTGGG");
        BaghchalState open = state.copy();
        play(open, "c3-d4");
        assertThat(open.isOver()).as("c3 empty: b2-c3").isFalse();
        play(state, "e5-d4");
        assertThat(state.result()).isEqualTo(result(List.of(1), 0, "blocked"));
        assertThat(state.returns()).containsExactly(1, -1);
    }

    @Test
    @DisplayName("Baghchal rule 4: a side with no move loses during placement too: a placement can block every tiger")
    void rule4_blockedDuringPlacement() {
        BaghchalState state = setUp(11, 0, 1, 0,
                ".....",
                "GG...",
                "GGG..",
                "TTGG.",
                "TTGG.");
        play(state, "@d4");
        assertThat(state.result()).isEqualTo(result(List.of(1), 0, "blocked"));
    }

    @Test
    @DisplayName("Baghchal rule 4: the tigers win when the goats have no move")
    void rule4_goatsWithoutAMoveLose() {
        BaghchalState state = setUp(0, 0, 2, 0,
                "GGGGT",
                "GGGGG",
                "GGGGG",
                "T.GGG",
                "TTGGG");
        play(state, "a1-b2");
        assertThat(state.result()).isEqualTo(result(List.of(2), 0, "blocked"));
    }

    @Test
    @DisplayName("Baghchal rule 5: a position occurring for the third time is a draw, the start counting as the first")
    void rule5_thirdOccurrenceDraws() {
        BaghchalState state = cycling(1, 0);
        for (int move = 0; move < 7; move++) {
            play(state, CYCLE[move % 4]);
            assertThat(state.isOver()).as("after move %d", move + 1).isFalse();
        }
        play(state, CYCLE[3]);
        assertThat(state.result()).isEqualTo(result(List.of(), 1, "repetition"));
        assertThat(state.returns()).containsExactly(0, 0);
    }

    @Test
    @DisplayName("Baghchal rule 5: a position is the board, the goats in hand and the side to move: the same board with the other side to move is another")
    void rule5_sideToMoveIsPartOfThePosition() {
        // Goats go round the triangle c2-c3-b2 (3 moves), a tiger e1-e2 and back (2): the board is
        // back after 5, 12, 17 and 24 moves, with the goats to move only after 12 and 24.
        String[] goats = {"c2-c3", "b2-c2", "c3-b2"};
        String[] tigers = {"e1-e2", "e2-e1"};
        BaghchalState state = cycling(1, 0);
        long start = state.positionKey();
        for (int ply = 1; ply <= 24; ply++) {
            play(state, ply % 2 == 1 ? goats[(ply / 2) % 3] : tigers[(ply / 2 - 1) % 2]);
            if (ply < 24) {
                assertThat(state.isOver()).as("after move %d", ply).isFalse();
            }
            if (ply == 5 || ply == 17) {
                assertThat(state.positionKey()).as("the board as at the start, the tigers to move").isNotEqualTo(start);
                assertThat(state.board()).isEqualTo(cycling(1, 0).board());
            }
        }
        assertThat(state.result()).isEqualTo(result(List.of(), 1, "repetition"));
    }

    @Test
    @DisplayName("Baghchal rule 5: 100 moves in a row with no capture and no placement are a draw")
    void rule5_hundredQuietMovesDraw() {
        BaghchalState state = cycling(1, 98);
        play(state, "c4-c3");
        assertThat(state.quietMoves()).isEqualTo(99);
        assertThat(state.isOver()).isFalse();
        play(state, "e1-e2");
        assertThat(state.result()).isEqualTo(result(List.of(), 1, "quiet"));
    }

    @Test
    @DisplayName("Baghchal rule 5: 100 quiet moves played out from a position with no quiet move behind it end in the quiet draw, not before")
    void rule5_hundredQuietMovesPlayedOut() {
        BaghchalState state = setUp(0, 4, 1, 0,
                "TGG.T",
                "GG.GG",
                "GGGGG",
                "GG.GG",
                "T.G.T");
        BaghchalState end = quietLine(state, new Rng(14));
        assertThat(end).as("a line of 100 quiet moves").isNotNull();
        assertThat(end.quietMoves()).isEqualTo(100);
        assertThat(end.result()).isEqualTo(result(List.of(), 4, "quiet"));
    }

    /** Searches, in a seeded order, for quiet moves that do not end the game until the 100th ends it; null if none. */
    private static BaghchalState quietLine(BaghchalState state, Rng rng) {
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(moves);
        for (int i = n - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = moves[i];
            moves[i] = moves[j];
            moves[j] = t;
        }
        for (int i = 0; i < n; i++) {
            BaghchalState next = state.copy();
            next.play(state.toMove(), moves[i]);
            if (next.goatsCaptured() != state.goatsCaptured()) {
                continue;
            }
            assertThat(next.quietMoves()).isEqualTo(state.quietMoves() + 1);
            if (next.isOver()) {
                if ("quiet".equals(next.result().details().get("reason"))) {
                    return next;
                }
                continue;
            }
            BaghchalState found = quietLine(next, rng);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    @Test
    @DisplayName("Baghchal rule 5: the quiet count starts again at every capture and every placement")
    void rule5_quietCountRestarts() {
        BaghchalState captured = cycling(2, 98);
        play(captured, "a1xc3");
        assertThat(captured.quietMoves()).isZero();
        assertThat(captured.isOver()).isFalse();
        play(captured, "a2-a1");
        assertThat(captured.quietMoves()).isEqualTo(1);

        BaghchalState placed = setUp(1, 0, 1, 98,
                "TGGGT",
                "GGGGG",
                "GGGGG",
                "GGGG.",
                "TG.GT");
        play(placed, "@c1");
        assertThat(placed.quietMoves()).isZero();
        play(placed, "e1-e2");
        assertThat(placed.quietMoves()).isEqualTo(1);
    }

    @Test
    @DisplayName("Baghchal rule 6: a win comes before a draw: a block on the 100th quiet move wins")
    void rule6_winBeforeQuietDraw() {
        BaghchalState goats = setUp(0, 0, 1, 99,
                "GGGGG",
                "GGG.G",
                "GGGGG",
                "TTGGG",
                "TTGGG");
        play(goats, "e5-d4");
        assertThat(goats.result()).isEqualTo(result(List.of(1), 0, "blocked"));
        BaghchalState tigers = setUp(0, 0, 2, 99,
                "GGGGT",
                "GGGGG",
                "GGGGG",
                "T.GGG",
                "TTGGG");
        play(tigers, "a1-b2");
        assertThat(tigers.result()).isEqualTo(result(List.of(2), 0, "blocked"));
    }

    @Test
    @DisplayName("Baghchal rule 6: repetition comes before the 100-move limit")
    void rule6_repetitionBeforeQuiet() {
        BaghchalState state = cycling(1, 92);
        for (int move = 0; move < 8; move++) {
            play(state, CYCLE[move % 4]);
        }
        assertThat(state.quietMoves()).isEqualTo(100);
        assertThat(state.result()).isEqualTo(result(List.of(), 1, "repetition"));
    }

    @Test
    @DisplayName("Baghchal notation: @c3, c3-c4 and a1xa3 read and write back the same; malformed moves are GameExceptions")
    void moveTextRoundTrips() {
        BaghchalState state = opening();
        for (String text : List.of("@c3", "c3-c4", "a1xa3", "a1-b2", "b2xd4", "e5xc3", "b1-c1", "@a1")) {
            assertThat(state.moveText(state.parseMove(text))).isEqualTo(text);
        }
        for (String bad : List.of("", "c3", "@f1", "@c6", "@", "a1-a3", "a1xb3", "b1-a2", "b1xd3", "a1xa2",
                "c3-c4-c5", "C3-C4", "c3 c4", "pass", "c3-c3")) {
            assertThatThrownBy(() -> state.parseMove(bad)).as(bad).isInstanceOf(GameException.class);
        }
    }

    @Test
    @DisplayName("Baghchal: an illegal move is a GameException and changes nothing")
    void illegalMovesChangeNothing() {
        BaghchalState state = capturesAroundC3();
        Map<String, Object> board = state.board();
        long key = state.positionKey();
        for (String move : List.of("c3-d4", "c3xe1", "c4-c5", "@e3", "a1xa3")) {
            assertThatThrownBy(() -> play(state, move)).as(move).isInstanceOf(GameException.class);
        }
        assertThatThrownBy(() -> state.play(1, state.parseMove("@e3"))).isInstanceOf(GameException.class)
                .hasMessageContaining("seat 2");
        assertThat(state.board()).isEqualTo(board);
        assertThat(state.positionKey()).isEqualTo(key);
        assertThat(state.toMove()).isEqualTo(2);

        Match match = Match.start(GAME, 2, GAME.options(Map.of()), 1);
        match.play(1, "@c3");
        assertThatThrownBy(() -> match.play(1, "@c4")).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> match.play(2, "a1-a3")).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> match.play(2, "c3-c4")).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> match.play(3, "a1-a2")).isInstanceOf(GameException.class);
        assertThat(match.record().events()).hasSize(1);
        assertThat(match.state().toMove()).isEqualTo(2);
    }
}
