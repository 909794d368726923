package chautari.engine.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Options;
import chautari.engine.Phase;
import chautari.engine.Result;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class KimasaiRulingsTest {
    private static final String FULL = "111111111111";
    private static final String EMPTY = "000000000000";

    private static GameState opening() {
        return Games.byName("kimasai").start(2, Options.of("kimasai", java.util.List.of(), Map.of()));
    }

    private static void play(GameState state, String move) {
        int code = state.parseMove(move);
        assertThat(state.isLegal(state.toMove(), code)).as("%s is legal", move).isTrue();
        state.play(state.toMove(), code);
    }

    private static String[] legal(GameState state) {
        return state.legalMoveTexts(state.toMove());
    }

    @Test
    @DisplayName("Setup: every hole holds a stone but a2 and l3")
    void setupLeavesA2AndL3Empty() {
        assertThat(opening().board()).isEqualTo(Map.of(
                "1", FULL, "2", "011111111111", "3", "111111111110", "4", FULL));
    }

    @Test
    @DisplayName("Kimasai ruling 1: the first player moves first, then they alternate, and nobody passes")
    void ruling1_firstPlayerFirstThenAlternateNoPassing() {
        GameState state = opening();
        assertThat(state.toMove()).isEqualTo(1);
        play(state, "b2-a2");
        assertThat(state.toMove()).isEqualTo(2);
        play(state, "k3-l3");
        assertThat(state.toMove()).isEqualTo(1);
        assertThat(legal(state)).doesNotContain("pass").isNotEmpty();
    }

    @Test
    @DisplayName("Kimasai ruling 2: the opening's legal moves, both sides: one stone steps into the empty next hole of its own circuit")
    void ruling2_openingLegalMovesForBothSides() {
        GameState state = opening();
        assertThat(legal(state)).containsExactly("b2-a2");
        play(state, "b2-a2");
        assertThat(legal(state)).containsExactly("b4-a4", "k3-l3");
    }

    @Test
    @DisplayName("Kimasai ruling 2: the circuits run a1..l1, l2..a2 for the first player and l4..a4, a3..l3 for the second")
    void ruling2_circuitsTurnAtTheEnds() {
        GameState first = KimasaiState.of("111111111110", "000000000000", "000000000001", EMPTY, 1);
        assertThat(legal(first)).containsExactly("k1-l1");
        GameState corner = KimasaiState.of("000000000001", EMPTY, "100000000000", EMPTY, 1);
        assertThat(legal(corner)).containsExactly("l1-l2");
        GameState wrap = KimasaiState.of(EMPTY, "100000000000", "000000000001", EMPTY, 1);
        assertThat(legal(wrap)).containsExactly("a2-a1");
        GameState second = KimasaiState.of(EMPTY, "000000000001", "100000000000", "000000000000", 2);
        assertThat(legal(second)).containsExactly("a3-b3");
        GameState secondWrap = KimasaiState.of(EMPTY, "000000000001", "000000000001", EMPTY, 2);
        assertThat(legal(secondWrap)).containsExactly("l3-l4");
        GameState secondBack = KimasaiState.of(EMPTY, "000000000001", EMPTY, "100000000000", 2);
        assertThat(legal(secondBack)).containsExactly("a4-a3");
    }

    @Test
    @DisplayName("Kimasai ruling 2: a stone cannot step into a full hole, nor into another player's row")
    void ruling2_destinationMustBeEmptyAndOwn() {
        GameState state = opening();
        assertThat(state.isLegal(1, state.parseMove("a1-b1"))).isFalse();
        assertThat(state.isLegal(1, state.parseMove("l3-l4"))).isFalse();
        assertThat(state.isLegal(2, state.parseMove("k3-l3"))).as("not seat 2's turn").isFalse();
    }

    @Test
    @DisplayName("Kimasai ruling 3: the first move captures a column of two (a3 and a4)")
    void ruling3_firstMoveCapturesAColumnOfTwo() {
        GameState state = opening();
        play(state, "b2-a2");
        assertThat(state.board()).isEqualTo(Map.of(
                "1", FULL, "2", "101111111111", "3", "011111111110", "4", "011111111111"));
    }

    @Test
    @DisplayName("Kimasai ruling 3: the facing front stone alone is taken when the back hole behind it is empty")
    void ruling3_frontStoneAloneWhenBackEmpty() {
        GameState state = KimasaiState.of(EMPTY, "000100000000", "001000000000", "000100000000", 1);
        play(state, "d2-c2");
        assertThat(state.board()).isEqualTo(Map.of(
                "1", EMPTY, "2", "001000000000", "3", EMPTY, "4", "000100000000"));
    }

    @Test
    @DisplayName("Kimasai ruling 3: stepping into a front hole whose opposite front hole is empty captures nothing, even with a back stone behind it")
    void ruling3_emptyFacingHoleCapturesNothingEvenWithBackStone() {
        GameState state = KimasaiState.of("000000000001", "000100000000", "000000000001", "001000000000", 1);
        play(state, "d2-c2");
        assertThat(state.board()).isEqualTo(Map.of("1", "000000000001", "2", "001000000000",
                "3", "000000000001", "4", "001000000000"));
    }

    @Test
    @DisplayName("Kimasai ruling 3: stepping into the back row captures nothing")
    void ruling3_backRowStepCapturesNothing() {
        GameState state = KimasaiState.of("100000000000", EMPTY, "010000000000", "010000000000", 1);
        play(state, "a1-b1");
        assertThat(state.board()).isEqualTo(Map.of("1", "010000000000", "2", EMPTY,
                "3", "010000000000", "4", "010000000000"));
    }

    @Test
    @DisplayName("Kimasai ruling 3: the second player captures the same way (k3-l3 takes l2 and l1)")
    void ruling3_secondPlayerCapturesTheColumn() {
        GameState state = opening();
        play(state, "b2-a2");
        play(state, "k3-l3");
        assertThat(state.board()).isEqualTo(Map.of(
                "1", "111111111110", "2", "101111111110", "3", "011111111101", "4", "011111111111"));
    }

    @Test
    @DisplayName("Kimasai ruling 4: a player left with no stone loses")
    void ruling4_noStoneLeftLoses() {
        GameState state = KimasaiState.of(EMPTY, "010000000000", "100000000000", EMPTY, 1);
        play(state, "b2-a2");
        assertThat(state.phase()).isEqualTo(Phase.OVER);
        assertThat(state.result()).isEqualTo(Result.win(1));
    }

    @Test
    @DisplayName("Kimasai ruling 4: a player with no legal move on their turn loses")
    void ruling4_noLegalMoveLoses() {
        GameState state = KimasaiState.of("100000000000", EMPTY, FULL, FULL, 1);
        play(state, "a1-b1");
        assertThat(state.phase()).isEqualTo(Phase.OVER);
        assertThat(state.result()).isEqualTo(Result.win(1));
        GameState stuckAtOnce = KimasaiState.of(FULL, FULL, "100000000000", EMPTY, 1);
        assertThat(stuckAtOnce.result()).isEqualTo(Result.win(2));
    }

    @Test
    @DisplayName("Kimasai ruling 5: a position (board and player to move) met for the second time draws at once")
    void ruling5_secondOccurrenceDraws() {
        KimasaiState state = KimasaiState.of("100000000000", EMPTY, EMPTY, "000000000001", 1);
        KimasaiState after = state.copy();
        after.play(1, after.parseMove("a1-b1"));
        assertThat(after.isOver()).isFalse();
        state.rememberPositionOf(after);
        state.play(1, state.parseMove("a1-b1"));
        assertThat(state.phase()).isEqualTo(Phase.OVER);
        assertThat(state.result()).isEqualTo(Result.drawn());
    }

    @Test
    @DisplayName("Kimasai ruling 5: the same board with the other player to move is another position")
    void ruling5_sideToMoveIsPartOfThePosition() {
        KimasaiState state = KimasaiState.of("100000000000", EMPTY, EMPTY, "000000000001", 1);
        KimasaiState otherSide = KimasaiState.of("010000000000", EMPTY, EMPTY, "000000000001", 1);
        state.rememberPositionOf(otherSide);
        state.play(1, state.parseMove("a1-b1"));
        assertThat(state.isOver()).isFalse();
    }
}
