package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import chautari.engine.kasimala.KasimalaState;
import chautari.engine.pasa.PasaState;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MctsTest {
    private final Mcts kasimala = new Mcts(new KasimalaKnowledge(), 0.7, 20);

    @Test
    @DisplayName("Kasimala ruling 7: the search itself, without the levels' check for a win, finds the gulmasi in one")
    void findsTheGulmasiInOne() {
        KasimalaState state = KasimalaState.of(17, "1: a1..a15w m17 m13; 2: m15", 1);
        state.applyChance(0b1100);
        for (long seed = 1; seed <= 3; seed++) {
            Mcts.RootStats stats = kasimala.search(state, 1, new Rng(seed), Budget.iterations(500));
            assertThat(state.moveText(stats.mostVisited())).isEqualTo("m17-m15");
        }
    }

    @Test
    @DisplayName("every iteration passes through one root move, and the search spends no more than its budget")
    void visitsAddUpToTheIterations() {
        KasimalaState state = KasimalaState.of(17, "1: a1..a10w m17 m13 b4 b9; 2: b12..b17w m3 m7", 1);
        state.applyChance(0b1110);
        Mcts.RootStats stats = kasimala.search(state, 1, new Rng(4), Budget.iterations(3000));
        assertThat(stats.iterations()).isBetween(1L, 3000L);
        assertThat(Arrays.stream(stats.visits()).sum()).isEqualTo((int) stats.iterations());
        assertThat(stats.moves()).hasSize(state.legalMoveTexts(1).length);
    }

    @Test
    @DisplayName("Pasa partners: a move that wins for the partnership is the search's choice")
    void partnersShareTheWin() {
        PasaState state = PasaState.of(4, true, false,
                new int[][] {{84, 84, 84, 84}, {30, 20, 10, 0}, {84, 84, 84, 78}, {40, 30, 20, 10}}, 3, "56");
        Mcts.RootStats stats = new Mcts(new PasaKnowledge(), 0.7, 20).search(state, 3, new Rng(2), Budget.iterations(400));
        assertThat(state.moveText(stats.mostVisited())).startsWith("6:");
    }
}
