package chautari.bots.chinesecheckers;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Budget;
import chautari.bots.Judge;
import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Rng;
import chautari.engine.chinesecheckers.ChineseCheckersState;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ChineseCheckersJudgeTest {
    private static final Judge JUDGE = new Judge(Budget.iterations(2_000));

    private static ChineseCheckersState start(int players) {
        Game g = Games.byName("chinesecheckers");
        return (ChineseCheckersState) g.start(players, g.options(Map.of()));
    }

    @Test
    @DisplayName("two players: a first move of one step, where a hop goes further, is marked; strong's own choice is no mistake")
    void aFirstStepWhereAHopGoesFurtherIsMarked() {
        ChineseCheckersState state = start(2);
        int seat = state.toMove();
        Marbles m = Marbles.of(state);
        int[] moves = new int[Marbles.MAX_MOVES];
        int n = m.moves(seat, moves);
        int least = moves[0];
        for (int i = 1; i < n; i++) {
            if (m.progress(seat, moves[i]) < m.progress(seat, least)) {
                least = moves[i];
            }
        }
        Judge.Verdict wasted = JUDGE.judge(state, seat, state.parseMove(m.text(least)), new Rng(1));
        Judge.Verdict best = JUDGE.judge(state, seat, wasted.preferred(), new Rng(1));

        assertThat(Judge.judges(state)).isTrue();
        assertThat(m.progress(seat, least)).as("one step forward").isEqualTo(1);
        assertThat(wasted.mark()).isNotEqualTo(Judge.Mark.NONE);
        assertThat(wasted.preferredChance()).isGreaterThan(wasted.chosenChance());
        assertThat(best.mark()).isEqualTo(Judge.Mark.NONE);
    }

    @Test
    @DisplayName("three players or more are not judged: their search values a seat's own race only")
    void threePlayersAreNotJudged() {
        GameState state = start(3);
        int seat = state.toMove();
        int[] moves = new int[state.maxMoves()];
        state.legalMoves(seat, moves);

        assertThat(Judge.judges(state)).isFalse();
        assertThat(JUDGE.judge(state, seat, moves[0], new Rng(1))).isNull();
    }
}
