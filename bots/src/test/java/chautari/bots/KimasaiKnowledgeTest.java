package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Rng;
import chautari.engine.kimasai.KimasaiState;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class KimasaiKnowledgeTest {
    private static final int FULL = (1 << 24) - 1;
    private final KimasaiKnowledge knowledge = new KimasaiKnowledge();

    private double[] evaluate(GameState state) {
        double[] out = new double[2];
        knowledge.evaluate(state, out);
        return out;
    }

    private static KimasaiState mirrored(KimasaiState state) {
        long key = state.positionKey();
        int first = (int) (key & FULL);
        int second = (int) ((key >>> 24) & FULL);
        int side = (int) (key >>> 48) & 1;
        return KimasaiState.of(second, first, 1 - side);
    }

    private int moveNamed(GameState state, String text) {
        return state.parseMove(text);
    }

    @Test
    @DisplayName("the two shares lie in [0, 1] and add up to 1, and swapping the players swaps them")
    void sharesAreComplementaryAndSymmetric() {
        int[] buffer = new int[24];
        for (long seed = 1; seed <= 30; seed++) {
            GameState state = Games.byName("kimasai").start(2, Games.byName("kimasai").options(Map.of()));
            Rng rng = new Rng(seed);
            for (int ply = 0; ply < 200 && !state.isOver(); ply++) {
                double[] out = evaluate(state);
                assertThat(out[0]).isBetween(0.0, 1.0);
                assertThat(out[0] + out[1]).isCloseTo(1.0, within(1e-12));
                double[] swapped = evaluate(mirrored((KimasaiState) state));
                assertThat(swapped[0]).isCloseTo(out[1], within(1e-12));
                state.playLegal(state.toMove(), state.randomMove(state.toMove(), rng, buffer));
            }
        }
    }

    @Test
    @DisplayName("more stones, all else equal, is a better share")
    void materialCounts() {
        // Both back rows alike but the second player has lost its rows' last three stones.
        GameState even = KimasaiState.of("111111111000", "000000000000", "000000000000", "000111111111", 1);
        GameState ahead = KimasaiState.of("111111111000", "000000000000", "000000000000", "000111111000", 1);
        assertThat(evaluate(even)[0]).isCloseTo(0.5, within(0.05));
        assertThat(evaluate(ahead)[0]).isGreaterThan(evaluate(even)[0] + 0.1);
    }

    @Test
    @DisplayName("a capture the mover can make now is worth more to the mover than one the opponent threatens")
    void captureAtHandCounts() {
        // c2-b2 takes b3 and b4; the mirror, b3-c3 taking c2 and c1, is the second player's.
        GameState firstToMove = KimasaiState.of("001000000000", "001000000000", "010000000000", "010000000000", 1);
        GameState secondToMove = KimasaiState.of("001000000000", "001000000000", "010000000000", "010000000000", 2);
        assertThat(evaluate(firstToMove)[0]).isGreaterThan(0.5);
        assertThat(evaluate(secondToMove)[1]).isGreaterThan(0.5);
    }

    @Test
    @DisplayName("move scores: taking two stones before taking one, and taking one before a quiet move")
    void moveScoresOrderCapturesFirst() {
        // c2-b2 takes b3 and b4; f2-e2 takes e3; a1-b1 takes nothing.
        GameState state = KimasaiState.of("100000000000", "001001000000", "010010000000", "010000000001", 1);
        double two = knowledge.moveScore(state, 1, moveNamed(state, "c2-b2"));
        double one = knowledge.moveScore(state, 1, moveNamed(state, "f2-e2"));
        double quiet = knowledge.moveScore(state, 1, moveNamed(state, "a1-b1"));
        assertThat(two).isGreaterThan(one);
        assertThat(one).isGreaterThan(quiet);
    }

    @Test
    @DisplayName("a quiet move that lets the opponent take a stone scores below one that does not")
    void quietMovesThatLoseAStoneScoreLower() {
        // a1-b1 is safe; l1-l2 puts a stone on l2, which k3-l3 takes.
        GameState state = KimasaiState.of("100000000001", "000000000000", "000000000010", "000000000000", 1);
        double safe = knowledge.moveScore(state, 1, moveNamed(state, "a1-b1"));
        double unsafe = knowledge.moveScore(state, 1, moveNamed(state, "l1-l2"));
        assertThat(safe).isGreaterThan(unsafe);
    }

    @Test
    @DisplayName("the exchange at hand counts the recapture, and stops before a losing one")
    void exchangeCountsRecaptures() {
        // c2-b2 takes b3, but a3-b3 then takes b2 and b1, the first player's last stones; b3-c3 takes c2 for nothing.
        KimasaiState state = KimasaiState.of("010000000000", "001000000000", "110000000000", "000000000000", 1);
        long key = state.positionKey();
        int first = (int) (key & FULL);
        int second = (int) ((key >>> 24) & FULL);
        assertThat(KimasaiKnowledge.exchange(first, second, 6)).isZero();
        assertThat(KimasaiKnowledge.exchange(second, first, 6)).isEqualTo(1);
    }
}
