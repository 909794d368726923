package chautari.engine.baghchal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Facts;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Match;
import chautari.engine.Options;
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
    private static final Baghchal GAME = new Baghchal();

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
        assertThat(GAME.name()).isEqualTo("baghchal");
        assertThat(GAME.hasChance()).isFalse();
        assertThat(GAME.optionSpecs()).isEmpty();
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
    @DisplayName("Baghchal 1: the goats move first, the players alternate, nobody passes")
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
    @DisplayName("Baghchal 2: while goats remain in hand, the goats' move is to place one on any empty point")
    void rule2_placementOnAnyEmptyPoint() {
        BaghchalState state = opening();
        assertThat(legal(state)).containsExactlyElementsOf(placementsBut("a1", "e1", "a5", "e5"));
        play(state, "@c3");
        play(state, "a1-a2");
        assertThat(state.goatsInHand()).isEqualTo(19);
        assertThat(legal(state)).containsExactlyElementsOf(placementsBut("a2", "e1", "a5", "e5", "c3"));
    }

    @Test
    @DisplayName("Baghchal 2: goats on the board do not move while any goat is in hand")
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
    @DisplayName("Baghchal 2: once all 20 are placed a goat steps along a line to an adjacent empty point, diagonals only from even points")
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
}
