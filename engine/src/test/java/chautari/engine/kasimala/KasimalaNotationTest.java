package chautari.engine.kasimala;

import static chautari.engine.kasimala.Positions.at;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.Games;
import chautari.engine.Options;
import chautari.engine.Phase;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Names of cells, moves, outcomes, the board and the result as docs/notation.md writes them; options; set-up. */
class KasimalaNotationTest {
    private static final Game KASIMALA = Games.byName("kasimala");

    @Test
    void theGameIsNamedKasimalaForTwoWithCells17Or25() {
        assertThat(KASIMALA.id()).isEqualTo("kasimala");
        assertThat(KASIMALA.minPlayers()).isEqualTo(2);
        assertThat(KASIMALA.maxPlayers()).isEqualTo(2);
        assertThat(KASIMALA.options(Map.of()).number("cells")).isEqualTo(17);
        assertThat(KASIMALA.options(Map.of("cells", 25)).number("cells")).isEqualTo(25);
        assertThatThrownBy(() -> KASIMALA.options(Map.of("cells", 19))).isInstanceOf(GameException.class)
                .hasMessageContaining("17").hasMessageContaining("25");
        assertThatThrownBy(() -> KASIMALA.start(3, KASIMALA.options(Map.of()))).isInstanceOf(GameException.class);
        Options parsed = Options.parse("kasimala", KASIMALA.options(), "cells=25");
        assertThat(((KasimalaState) KASIMALA.start(2, parsed)).cellsPerRow()).isEqualTo(25);
    }

    @ParameterizedTest(name = "cells {0}")
    @ValueSource(ints = {17, 25})
    void everyCellPairReadsBackAsItIsWritten(int n) {
        KasimalaState state = KasimalaState.of(n, "1: m9; 2: m2", 1);
        KasimalaBoard board = state.geometry();
        for (int from = 0; from < board.size; from++) {
            for (int to = 0; to < board.size; to++) {
                int move = from << 7 | to;
                assertThat(state.parseMove(state.moveText(move))).isEqualTo(move);
            }
        }
        assertThat(state.moveText(state.parseMove("pass"))).isEqualTo("pass");
        assertThat(state.moveText(state.parseMove("a" + n + "-m" + n))).isEqualTo("a" + n + "-m" + n);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "a17m17", "a18-m18", "a0-a1", "a01-a2", "c1-c2", "m9-m7-m5", "A17-M17", "Pass", "-"})
    void malformedMovesAreRefused(String text) {
        assertThatThrownBy(() -> at("1: m9; 2: m2", 1).parseMove(text)).isInstanceOf(GameException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "101", "10110", "1021", "abcd", " 1011"})
    void malformedOutcomesAreRefused(String text) {
        assertThatThrownBy(() -> at("1: m9; 2: m2", 1).parseOutcome(text)).isInstanceOf(GameException.class)
                .hasMessageContaining("four strips");
    }

    @Test
    void theBoardShowsEveryOccupiedCellWithSeatCountAndWaiting() {
        KasimalaState opening = (KasimalaState) KASIMALA.start(2, KASIMALA.options(Map.of()));
        Map<String, Object> board = opening.board();
        assertThat(board).hasSize(34);
        assertThat(board.get("a17")).isEqualTo(Map.of("seat", 1, "count", 1, "waiting", true));
        assertThat(board.get("b1")).isEqualTo(Map.of("seat", 2, "count", 1, "waiting", true));
        assertThat(at("1: a1..a14w m10x3; 2: b5..b17w", 1).board())
                .containsEntry("m10", Map.of("seat", 1, "count", 3, "waiting", false))
                .containsEntry("a14", Map.of("seat", 1, "count", 1, "waiting", true))
                .doesNotContainKey("a15");
        assertThat(List.copyOf(at("1: b3 m2 a5; 2: m1", 1).board().keySet())).containsExactly("a5", "m1", "m2", "b3");
    }

    @Test
    void theResultHoldsWinnersDrawGulmasiAndThrows() {
        KasimalaState state = Positions.turn(at("1: m12; 2: m10", 1), 2, "m12-m10");
        assertThat(state.result().winners()).containsExactly(1);
        assertThat(state.result().draw()).isFalse();
        assertThat(state.result().details()).containsOnlyKeys("gulmasi", "throws");
        assertThat(at("1: m12; 2: m10", 1).result()).isNull();
    }

    @Test
    void throwsAndMovesOutOfTurnAreRefused() {
        KasimalaState state = at("1: m12; 2: m10", 1);
        assertThatThrownBy(() -> state.play(1, state.parseMove("m12-m10"))).isInstanceOf(GameException.class);
        state.applyChance(state.parseOutcome("1100"));
        assertThatThrownBy(() -> state.applyChance(3)).isInstanceOf(GameException.class);
        assertThat(state.isLegal(2, state.parseMove("m12-m10"))).isFalse();
        assertThat(state.isLegal(1, state.parseMove("m12-m11"))).isFalse();
        assertThat(state.isLegal(1, state.parseMove("m12-m10"))).isTrue();
        assertThat(state.isLegal(1, -1)).isFalse();
        assertThat(state.isLegal(1, KasimalaState.PASS + 1)).isFalse();
    }

    @Test
    void aLayoutReadsBackToTheSamePosition() {
        for (int n : new int[] {17, 25}) {
            for (long seed = 0; seed < 40; seed++) {
                KasimalaState state = (KasimalaState) KASIMALA.start(2, KASIMALA.options(Map.of("cells", n)));
                RandomPlayer player = new RandomPlayer(new Rng(seed));
                for (int i = 0; i < 2 * seed + 1 && !state.isOver(); i++) {
                    player.step(state);
                    player.step(state);
                }
                if (state.isOver() || state.phase() != Phase.THROW) {
                    continue;
                }
                KasimalaState again = KasimalaState.of(n, state.layout(), state.toMove(), state.throwsMade());
                assertThat(again.layout()).as("seed %d", seed).isEqualTo(state.layout());
                assertThat(again.board()).as("seed %d", seed).isEqualTo(state.board());
                for (int outcome = 0; outcome < 16; outcome++) {
                    KasimalaState a = state.copy();
                    KasimalaState b = again.copy();
                    a.applyChance(outcome);
                    b.applyChance(outcome);
                    assertThat(b.legalMoveTexts(b.toMove())).isEqualTo(a.legalMoveTexts(a.toMove()));
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "1: m9 m9; 2: m2",          // a cell given twice
        "1: m9; 2: m9",             // both sides on one cell
        "1: a1..a17w m3; 2: m2",    // eighteen pieces
        "1: m9w; 2: m2",            // waiting off the home row
        "1: b3w; 2: m2",            // waiting on the enemy row
        "1: a3 a5w; 2: m2",         // started behind a waiting piece
        "1: a5w m3; 2: ",           // a side with no piece
        "1: m9x0; 2: m2",
        "1: a1..a3x2; 2: m2",
        "1: a5..a3; 2: m2",
        "1: a5..m7; 2: m2",
        "3: m9; 1: m2",
        "m9; 2: m2",
        "1: q9; 2: m2"})
    void impossiblePositionsAreRefused(String pieces) {
        assertThatThrownBy(() -> at(pieces, 1)).isInstanceOf(GameException.class);
    }
}
