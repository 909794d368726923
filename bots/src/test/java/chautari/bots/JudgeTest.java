package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Phase;
import chautari.engine.Rng;
import chautari.engine.dots.DotsState;
import chautari.engine.kasimala.KasimalaState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class JudgeTest {
    private static final Judge JUDGE = new Judge(Budget.iterations(2_000));

    private static GameState after(String game, String... moves) {
        Game g = Games.byName(game);
        GameState state = g.start(g.minPlayers(), g.options(Map.of()));
        for (String move : moves) {
            state.play(state.toMove(), state.parseMove(move));
        }
        return state;
    }

    @Test
    @DisplayName("tic-tac-toe: leaving the other side's open line unblocked is a blunder; blocking it is no mistake")
    void anUnblockedLineIsABlunder() {
        GameState state = after("tictactoe", "a1", "b2", "a2");
        int seat = state.toMove();
        Judge.Verdict left = JUDGE.judge(state, seat, state.parseMove("c3"), new Rng(1));
        Judge.Verdict blocked = JUDGE.judge(state, seat, state.parseMove("a3"), new Rng(1));

        assertThat(left.mark()).isEqualTo(Judge.Mark.BLUNDER);
        assertThat(left.chosenChance()).isZero();
        assertThat(state.moveText(left.preferred())).isEqualTo("a3");
        assertThat(blocked.mark()).isEqualTo(Judge.Mark.NONE);
        assertThat(blocked.cost()).isZero();
        assertThat(Judge.accuracy(List.of(blocked))).isCloseTo(100, org.assertj.core.data.Offset.offset(0.01));
        assertThat(Judge.accuracy(List.of(left))).as("a move that throws away half the game").isLessThan(10);
    }

    @Test
    @DisplayName("chess: a move that allows Scholar's mate is a blunder and a defence is preferred; taking the hanging queen is no mistake")
    void chessAllowingMateIsABlunder() {
        GameState state = after("chess", "e2e4", "e7e5", "d1h5", "b8c6", "f1c4");
        int black = state.toMove();
        Judge.Verdict mated = JUDGE.judge(state, black, state.parseMove("g8f6"), new Rng(1));

        assertThat(Judge.judges(state)).isTrue();
        assertThat(mated.mark()).isEqualTo(Judge.Mark.BLUNDER);
        assertThat(mated.chosenChance()).as("Qxf7 mates").isZero();
        assertThat(state.moveText(mated.preferred())).isIn("g7g6", "d8e7", "d8f6");
        assertThat(mated.preferredChance()).isBetween(0.3, 0.7);

        GameState hanging = after("chess", "e2e4", "e7e5", "g1f3", "d8g5");
        Judge.Verdict taken = JUDGE.judge(hanging, hanging.toMove(), hanging.parseMove("f3g5"), new Rng(1));
        assertThat(taken.mark()).isEqualTo(Judge.Mark.NONE);
        assertThat(taken.chosenChance()).isGreaterThan(0.9);
    }

    @Test
    @DisplayName("Kasimala: a throw that could capture three or more pieces, played elsewhere, is marked; the capture is preferred")
    void aCaptureLeftOnTheBoardIsMarked() {
        Rng play = new Rng(17);
        int[] buffer = new int[64];
        for (int game = 0; game < 50; game++) {
            GameState state = after("kasimala");
            while (!state.isOver()) {
                if (state.phase() == Phase.THROW) {
                    state.applyChance(state.sampleChance(play));
                    continue;
                }
                int seat = state.toMove();
                int n = state.legalMoves(seat, buffer);
                int capture = -1;
                int quiet = -1;
                for (int i = 0; i < n; i++) {
                    int taken = taken(state, seat, buffer[i]);
                    if (taken >= 3) {
                        capture = buffer[i];
                    } else if (taken == 0) {
                        quiet = buffer[i];
                    }
                }
                if (capture >= 0 && quiet >= 0) {
                    Judge.Verdict skipped = JUDGE.judge(state, seat, quiet, new Rng(5));
                    assertThat(skipped.mark()).as("%s instead of %s", state.moveText(quiet), state.moveText(capture))
                            .isNotEqualTo(Judge.Mark.NONE);
                    assertThat(taken(state, seat, skipped.preferred())).isPositive();
                    return;
                }
                state.playLegal(seat, buffer[play.nextInt(n)]);
            }
        }
        throw new AssertionError("no position with a capture of three to leave in 50 seeded games");
    }

    @Test
    @DisplayName("Dots and Boxes: taking the chain's last two boxes, where double-dealing wins 7 to 2, is a blunder")
    void dotsTakingAllWhereDoubleDealingWinsIsABlunder() {
        DotsState state = DotsState.of(3, 2, 1, List.of("a1-b1", "b1-c1", "c1-d1", "a2-b2", "b2-c2", "c2-d2", "a1-a2",
                "a3-b3", "b3-c3", "a4-b4", "b4-c4", "c4-d4", "d2-d3", "d3-d4", "b1-b2"), Map.of("a1", 1));
        Judge.Verdict greedy = JUDGE.judge(state, 1, state.parseMove("c1-c2"), new Rng(1));

        assertThat(greedy.mark()).isEqualTo(Judge.Mark.BLUNDER);
        assertThat(state.moveText(greedy.preferred())).isEqualTo("d1-d2");
        assertThat(greedy.preferredChance()).isEqualTo(1);
        assertThat(greedy.chosenChance()).isZero();
        GameState early = after("dots");
        assertThat(JUDGE.judge(early, 1, early.parseMove("a1-b1"), new Rng(1))).as("an early line").isNull();
    }

    @Test
    @DisplayName("a forced move is not judged")
    void aForcedMoveIsNotJudged() {
        GameState full = after("tictactoe", "a1", "b2", "a2", "a3", "c1", "b1", "b3", "c3");
        assertThat(JUDGE.judge(full, full.toMove(), full.parseMove("c2"), new Rng(1))).isNull();
    }

    private static int taken(GameState state, int seat, int move) {
        KasimalaState before = (KasimalaState) state;
        GameState after = state.copy();
        after.playLegal(seat, move);
        int other = 3 - seat;
        return before.pieces(other) - ((KasimalaState) after).pieces(other);
    }
}
