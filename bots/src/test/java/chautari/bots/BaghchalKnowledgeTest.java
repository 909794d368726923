package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.baghchal.BaghchalState;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BaghchalKnowledgeTest {
    private final BaghchalKnowledge knowledge = new BaghchalKnowledge();

    private static double goatShare(Knowledge knowledge, GameState state) {
        double[] out = new double[2];
        knowledge.evaluate(state, out);
        assertThat(out[0] + out[1]).isCloseTo(1.0, within(1e-12));
        return out[0];
    }

    @Test
    @DisplayName("Baghchal rules 2 and 3: the knowledge's lines and move codes give the engine's moves in seeded random games")
    void linesMatchTheEngine() {
        Lines lines = BaghchalKnowledge.LINES;
        for (long seed = 1; seed <= 20; seed++) {
            GameState state = BoardBotMatches.start("baghchal");
            Rng rng = new Rng(seed);
            int[] moves = new int[state.maxMoves()];
            while (!state.isOver()) {
                BaghchalState s = (BaghchalState) state;
                int seat = state.toMove();
                int n = state.legalMoves(seat, moves);
                long key = s.positionKey();
                int goats = BaghchalKnowledge.goats(key);
                int tigers = BaghchalKnowledge.tigers(key);
                long empty = (1 << 25) - 1 & ~(goats | tigers);
                int expected = 0;
                if (seat == BaghchalState.TIGERS) {
                    for (int rest = tigers; rest != 0; rest &= rest - 1) {
                        expected += lines.moves(Integer.numberOfTrailingZeros(rest), goats, empty);
                    }
                } else if (s.goatsInHand() == 0) {
                    for (int rest = goats; rest != 0; rest &= rest - 1) {
                        expected += Long.bitCount(lines.neighbours[Integer.numberOfTrailingZeros(rest)] & empty);
                    }
                } else {
                    expected = Long.bitCount(empty);
                }
                assertThat(n).as("%s", state.board()).isEqualTo(expected);
                for (int i = 0; i < n; i++) {
                    String text = state.moveText(moves[i]);
                    int from = moves[i] >>> 5;
                    int to = moves[i] & 31;
                    assertThat(text.startsWith("@")).isEqualTo(from == 25);
                    assertThat(text.contains("x")).isEqualTo(from != 25 && !lines.joined(from, to));
                }
                state.playLegal(seat, moves[rng.nextInt(n)]);
            }
        }
    }

    @Test
    @DisplayName("Baghchal rule 4: a trapped tiger is worth something to the goats beyond the moves it lacks")
    void seesATrappedTiger() {
        GameState trapped = BaghchalState.of(List.of("TGG.T", "GG...", "G.G..", ".....", "T...T"), 14, 0, 2, 0);
        GameState free = BaghchalState.of(List.of("TGG.T", "G....", "G.G.G", ".....", "T...T"), 14, 0, 2, 0);
        assertThat(trapped.legalMoveTexts(2)).noneMatch(move -> move.startsWith("a1"));
        assertThat(free.legalMoveTexts(2)).contains("a1-b2").noneMatch(move -> move.contains("x"));
        double edge = goatShare(knowledge, trapped) - goatShare(knowledge, free);
        var blind = new BaghchalKnowledge(new BaghchalKnowledge.Weights(1.0, 0.8, 0.25, 0.06, 0.0, 0.0, 1.5));
        double blindEdge = goatShare(blind, trapped) - goatShare(blind, free);
        assertThat(edge).isPositive().isGreaterThan(blindEdge + 0.03);
    }

    @Test
    @DisplayName("Baghchal rule 3: a goat a tiger can jump is a loss to the goats, the more so with the tigers to move")
    void seesAGoatEnPrise() {
        GameState open = BaghchalState.of(List.of("T...T", ".....", "..T..", "..G..", "T...G"), 18, 0, 2, 0);
        GameState covered = BaghchalState.of(List.of("T...T", ".....", "..T..", "..G..", "T.G.."), 18, 0, 2, 0);
        GameState openGoatsToMove = BaghchalState.of(List.of("T...T", ".....", "..T..", "..G..", "T...G"), 18, 0, 1, 0);
        assertThat(open.legalMoveTexts(2)).contains("c3xc5");
        assertThat(covered.legalMoveTexts(2)).noneMatch(move -> move.contains("x"));
        assertThat(goatShare(knowledge, open)).isLessThan(goatShare(knowledge, covered) - 0.1);
        assertThat(goatShare(knowledge, open)).isLessThan(goatShare(knowledge, openGoatsToMove));
    }

    @Test
    @DisplayName("Baghchal rule 4: each goat captured brings the tigers nearer their win")
    void capturesCount() {
        GameState none = BaghchalState.of(List.of("T...T", ".....", ".....", ".....", "T...T"), 20, 0, 1, 0);
        GameState two = BaghchalState.of(List.of("T...T", ".....", ".....", ".....", "T...T"), 18, 2, 1, 0);
        assertThat(goatShare(knowledge, none)).isGreaterThan(goatShare(knowledge, two) + 0.2);
    }

    @Test
    @DisplayName("Baghchal rule 4: every level's tigers take the fifth goat")
    void tigersTakeTheFifthGoat() {
        GameState state = BaghchalState.of(List.of("T...T", ".....", "..T..", "..G..", "T...."), 15, 4, 2, 0);
        for (Level level : Bots.TABLE_LEVELS) {
            assertThat(Bots.byLevel(level).chooseText(state, 2, new Rng(1), Budget.iterations(100))).isEqualTo("c3xc5");
        }
    }
}
