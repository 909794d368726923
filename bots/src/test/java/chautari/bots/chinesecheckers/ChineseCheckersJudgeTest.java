package chautari.bots.chinesecheckers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.bots.Judge;
import chautari.bots.Level;
import chautari.engine.Game;
import chautari.engine.Games;
import chautari.engine.Rng;
import chautari.engine.chinesecheckers.ChineseCheckersState;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ChineseCheckersJudgeTest {
    private static final Judge JUDGE = new Judge(Budget.iterations(2_000));

    private static ChineseCheckersState start(int players) {
        Game g = Games.byName("chinesecheckers");
        return (ChineseCheckersState) g.start(players, g.options(Map.of()));
    }

    /** The seat's legal move that goes least far forward: one step, where a hop would go further. */
    private static int leastForward(ChineseCheckersState state, int seat) {
        Marbles m = Marbles.of(state);
        int[] moves = new int[Marbles.MAX_MOVES];
        int n = m.moves(seat, moves);
        int least = moves[0];
        for (int i = 1; i < n; i++) {
            if (m.progress(seat, moves[i]) < m.progress(seat, least)) {
                least = moves[i];
            }
        }
        assertThat(m.progress(seat, least)).as("one step forward").isEqualTo(1);
        return state.parseMove(m.text(least));
    }

    @Test
    @DisplayName("two players: a first move of one step, where a hop goes further, is marked; strong's own choice is no mistake")
    void aFirstStepWhereAHopGoesFurtherIsMarked() {
        ChineseCheckersState state = start(2);
        int seat = state.toMove();
        Judge.Verdict wasted = JUDGE.judge(state, seat, leastForward(state, seat), new Rng(1));
        Judge.Verdict best = JUDGE.judge(state, seat, wasted.preferred(), new Rng(1));

        assertThat(Judge.judges(state)).isTrue();
        assertThat(wasted.mark()).isNotEqualTo(Judge.Mark.NONE);
        assertThat(wasted.preferredChance()).isGreaterThan(wasted.chosenChance());
        assertThat(best.mark()).isEqualTo(Judge.Mark.NONE);
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 6})
    @DisplayName("three and six players: a first step where a hop goes further costs a little; strong's choice keeps the even share")
    void amongManyAFirstStepCostsALittle(int players) {
        ChineseCheckersState state = start(players);
        int seat = state.toMove();
        Judge.Verdict step = JUDGE.judge(state, seat, leastForward(state, seat), new Rng(1));
        Judge.Verdict best = JUDGE.judge(state, seat, step.preferred(), new Rng(1));

        assertThat(Judge.judges(state)).isTrue();
        assertThat(step.preferredChance()).isGreaterThan(step.chosenChance());
        assertThat(best.mark()).isEqualTo(Judge.Mark.NONE);
        assertThat(best.chosenChance()).as("every seat alike at the start").isCloseTo(1.0 / players, within(1e-9));
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 6})
    @DisplayName("three and six players: a move that leaves the target unfilled when it could be filled is a blunder")
    void amongManyPassingUpTheWinIsABlunder(int players) {
        ChineseCheckersState state = start(players);
        Bot good = new ChineseCheckersBot(Level.GOOD);
        Rng rng = new Rng(7);
        while (winningMove(state) < 0) {
            state.playLegal(state.toMove(), good.choose(state, state.toMove(), rng, Budget.iterations(200)));
        }
        int seat = state.toMove();
        int other = anotherMove(state, winningMove(state));
        Judge.Verdict passedUp = JUDGE.judge(state, seat, other, new Rng(1));

        assertThat(passedUp.preferred()).isEqualTo(winningMove(state));
        assertThat(passedUp.preferredChance()).isEqualTo(1.0);
        assertThat(passedUp.mark()).isEqualTo(Judge.Mark.BLUNDER);
    }

    @Test
    @DisplayName("three players: two chains of hops from one hole to the same hole leave one position, so they get one chance")
    void amongManyEveryChainToOneEndIsJudgedAlike() {
        ChineseCheckersState state = start(3);
        Bot good = new ChineseCheckersBot(Level.GOOD);
        Rng rng = new Rng(11);
        String[] twins = sameEnds(state);
        while (twins == null) {
            state.playLegal(state.toMove(), good.choose(state, state.toMove(), rng, Budget.iterations(200)));
            twins = sameEnds(state);
        }
        RaceChances race = new RaceChances(state, state.toMove(), Long.MAX_VALUE, Long.MAX_VALUE);

        assertThat(twins[0]).isNotEqualTo(twins[1]);
        assertThat(race.after(state.parseMove(twins[1]))).isEqualTo(race.after(state.parseMove(twins[0])));
    }

    /** Two legal moves of the seat to move from one hole to one hole by other landings, or null. */
    private static String[] sameEnds(ChineseCheckersState state) {
        Map<String, String> byEnds = new HashMap<>();
        for (String move : state.legalMoveTexts(state.toMove())) {
            String ends = move.substring(0, move.indexOf('-')) + move.substring(move.lastIndexOf('-'));
            String twin = byEnds.putIfAbsent(ends, move);
            if (twin != null) {
                return new String[] {twin, move};
            }
        }
        return null;
    }

    /** The move that wins for the seat to move, or -1. */
    private static int winningMove(ChineseCheckersState state) {
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(state.toMove(), moves);
        for (int i = 0; i < n; i++) {
            ChineseCheckersState after = state.copy();
            after.playLegal(state.toMove(), moves[i]);
            if (after.isOver() && after.result().winners().contains(state.toMove())) {
                return moves[i];
            }
        }
        return -1;
    }

    private static int anotherMove(ChineseCheckersState state, int move) {
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(state.toMove(), moves);
        return moves[0] != move ? moves[0] : moves[n - 1];
    }
}
