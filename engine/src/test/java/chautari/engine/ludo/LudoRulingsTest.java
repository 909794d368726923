package chautari.engine.ludo;

import chautari.engine.Game;
import static chautari.engine.ludo.Positions.YARD;
import static chautari.engine.ludo.Positions.at;
import static chautari.engine.ludo.Positions.isLegal;
import static chautari.engine.ludo.Positions.legal;
import static chautari.engine.ludo.Positions.play;
import static chautari.engine.ludo.Positions.position;
import static chautari.engine.ludo.Positions.seat;
import static chautari.engine.ludo.Positions.squares;
import static chautari.engine.ludo.Positions.throwDie;
import static chautari.engine.ludo.Positions.turn;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Die;
import chautari.engine.Facts;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Match;
import chautari.engine.Phase;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** One test (or a few) per sentence of docs/rules/ludo.md, each from a position set up for it. */
class LudoRulingsTest {
    private static final Game LUDO = Ludo.GAME;

    private static LudoState start(int players) {
        return (LudoState) LUDO.start(players, LUDO.options(Map.of()));
    }

    @Test
    @DisplayName("Ludo track: 52 squares; red, green, yellow, blue start on t1, t14, t27, t40")
    void track_startSquares() {
        LudoState four = start(4);
        String[] starts = {"t1", "t14", "t27", "t40"};
        for (int seat = 1; seat <= 4; seat++) {
            assertThat(four.colourOf(seat)).isEqualTo(seat - 1);
            assertThat(Track.name(seat - 1, 1)).isEqualTo(starts[seat - 1]);
        }
        for (int c = 0; c < 4; c++) {
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (int p = 1; p <= 51; p++) {
                seen.add(Track.index(c, p));
                assertThat(Track.index(c, p)).isEqualTo((13 * c + p - 1) % 52);
            }
            assertThat(seen).as("51 different squares round the track").hasSize(51);
        }
    }

    @Test
    @DisplayName("Ludo track: a token's 51st square is two before its start; it never stands on the one before its start and turns into its home column from the 51st")
    void track_theFiftyFirstSquareAndTheTurnHome() {
        String[] fiftyFirst = {"t51", "t12", "t25", "t38"};
        String[] before = {"t52", "t13", "t26", "t39"};
        for (int c = 0; c < 4; c++) {
            assertThat(Track.name(c, 51)).isEqualTo(fiftyFirst[c]);
            for (int p = 0; p <= 57; p++) {
                assertThat(Track.name(c, p)).as("colour %d progress %d", c, p).isNotEqualTo(before[c]);
            }
            assertThat(Track.progress(c, before[c])).isEqualTo(-1);
        }
        assertThat(legal(position(1, seat("t51", "H", "H", "H"), YARD))).containsExactly("t51-h1");
        assertThat(legal(position(2, seat("t50", "H", "H", "H"), YARD))).containsExactly("t50-h1");
        assertThat(legal(position(6, seat("t49", "H", "H", "H"), YARD))).containsExactly("t49-h4");
        LudoState green = at(2, 1, 0, YARD, seat("t12", "H", "H", "H"), YARD);
        assertThat(legal(green)).containsExactly("t12-h1");
        LudoState yellow = at(2, 5, 0, YARD, seat("t23", "H", "H", "H"));
        assertThat(legal(yellow)).containsExactly("t23-h3");
        LudoState blue = at(4, 3, 0, YARD, YARD, YARD, seat("t37", "H", "H", "H"));
        assertThat(legal(blue)).containsExactly("t37-h2");
        assertThat(isLegal(blue, "t37-t40")).isFalse();
    }

    @Test
    @DisplayName("Ludo track: a red token goes round from t1 past t52 only as other colours' tokens do: blue passes t52 to t1")
    void track_otherColoursPassTheEndOfTheNumbering() {
        LudoState blue = at(4, 4, 0, YARD, YARD, YARD, seat("t50", "y", "y", "y"));
        assertThat(legal(blue)).containsExactly("t50-t2");
        play(blue, "t50-t2");
        assertThat(squares(blue, 4)).containsExactly("t2", "y", "y", "y");
    }

    @Test
    @DisplayName("Ludo seats: two players are red and yellow, three red, green and yellow, four all, in seat order")
    void seats_theColoursOfEachCount() {
        assertThat(new int[] {start(2).colourOf(1), start(2).colourOf(2)}).containsExactly(0, 2);
        LudoState three = start(3);
        assertThat(new int[] {three.colourOf(1), three.colourOf(2), three.colourOf(3)}).containsExactly(0, 1, 2);
        assertThat(legal(at(2, 6, 1, YARD, YARD))).containsExactly("y-t27");
        assertThat(legal(at(2, 6, 1, YARD, YARD, YARD))).containsExactly("y-t14");
        assertThat(legal(at(3, 6, 1, YARD, YARD, YARD))).containsExactly("y-t27");
        assertThat(legal(at(4, 6, 1, YARD, YARD, YARD, YARD))).containsExactly("y-t40");
        assertThatThrownBy(() -> LUDO.start(1, LUDO.options(Map.of()))).isInstanceOf(GameException.class)
                .hasMessageContaining("2 to 4");
        assertThatThrownBy(() -> LUDO.start(5, LUDO.options(Map.of()))).isInstanceOf(GameException.class);
    }

    @Test
    @DisplayName("Ludo progress: 0 in the yard, 1 on the start square, 52..56 the home column h1..h5, 57 home")
    void progress_numbers() {
        assertThat(Track.name(0, 0)).isEqualTo("y");
        assertThat(Track.name(2, 1)).isEqualTo("t27");
        for (int n = 1; n <= 5; n++) {
            assertThat(Track.name(1, 51 + n)).isEqualTo("h" + n);
        }
        assertThat(Track.name(3, 57)).isEqualTo("H");
        LudoState state = position(4, seat("h1", "t5", "H", "y"), YARD);
        assertThat(state.progress(1)).containsExactly(0, 5, 52, 57);
        assertThat(state.board()).isEqualTo(Map.of("tokens", Map.of("1", List.of("H", "h1", "t5", "y"),
                "2", List.of("y", "y", "y", "y")), "sixes", 0));
    }

    @Test
    @DisplayName("Ludo rule 1: red throws first and turns pass in colour order")
    void rule1_redThrowsFirstAndTurnsPassInColourOrder() {
        LudoState state = start(4);
        assertThat(state.phase()).isEqualTo(Phase.THROW);
        assertThat(state.toMove()).isEqualTo(1);
        for (int seat : new int[] {2, 3, 4, 1, 2}) {
            throwDie(state, 3);
            play(state, "pass");
            assertThat(state.toMove()).isEqualTo(seat);
            assertThat(state.phase()).isEqualTo(Phase.THROW);
        }
        LudoState two = start(2);
        turn(two, 2, "pass");
        turn(two, 2, "pass");
        assertThat(two.toMove()).isEqualTo(1);
    }

    @Test
    @DisplayName("Ludo rule 1: one die a throw: faces 1 to 6, each 1/6, one fair object for verifiable throws")
    void rule1_oneDie() {
        LudoState state = start(2);
        assertThat(state.chanceOutcomeCount()).isEqualTo(6);
        assertThat(state.chance()).isEqualTo(Die.SIX);
        assertThat(Die.SIX.count()).isEqualTo(1);
        assertThat(Die.SIX.faces()).isEqualTo("123456");
        for (int outcome = 0; outcome < 6; outcome++) {
            assertThat(state.chanceProbability(outcome)).isEqualTo(1.0 / 6);
            assertThat(state.outcomeText(outcome)).isEqualTo(String.valueOf(outcome + 1));
            assertThat(state.parseOutcome(state.outcomeText(outcome))).isEqualTo(outcome);
        }
        for (String bad : List.of("0", "7", "12", "", "a", "-1", " 6")) {
            assertThatThrownBy(() -> state.parseOutcome(bad)).as(bad).isInstanceOf(GameException.class);
        }
        throwDie(state, 4);
        assertThat(state.die()).isEqualTo(4);
        assertThat(state.phase()).isEqualTo(Phase.MOVE);
        assertThatThrownBy(() -> throwDie(state, 4)).isInstanceOf(GameException.class);
    }

    @Test
    @DisplayName("Ludo rule 2: only a 6 brings a token out of the yard, onto its start square")
    void rule2_onlyASixBringsATokenOut() {
        for (int die = 1; die <= 5; die++) {
            assertThat(legal(position(die, YARD, YARD))).as("die %d", die).containsExactly("pass");
            assertThat(legal(position(die, seat("t10", "y", "y", "y"), YARD))).containsExactly("t10-t" + (10 + die));
        }
        LudoState six = position(6, seat("t10", "y", "y", "y"), YARD);
        assertThat(legal(six)).containsExactly("t10-t16", "y-t1");
        play(six, "y-t1");
        assertThat(squares(six, 1)).containsExactly("t1", "t10", "y", "y");
        assertThat(six.isLegal(1, six.parseMove("y-t7"))).as("out of the yard is onto the start square only").isFalse();
    }

    @Test
    @DisplayName("Ludo rule 2: any throw moves a token on the board forward that many squares")
    void rule2_aThrowMovesATokenThatMany() {
        for (int die = 1; die <= 6; die++) {
            LudoState state = position(die, seat("t20", "H", "H", "H"), YARD);
            assertThat(legal(state)).containsExactly("t20-t" + (20 + die));
            LudoState column = position(die, seat("t48", "H", "H", "H"), YARD);
            String to = 48 + die <= 51 ? "t" + (48 + die) : "h" + (48 + die - 51);
            assertThat(legal(column)).containsExactly("t48-" + to);
        }
    }

    @Test
    @DisplayName("Ludo rule 2: tokens pass over anything, their own and other colours', on any square")
    void rule2_tokensPassOverAnything() {
        LudoState jump = position(5, seat("t3", "t5", "y", "y"), seat("t6", "t7", "y", "y"));
        assertThat(legal(jump)).containsExactly("t3-t8", "t5-t10");
        play(jump, "t3-t8");
        assertThat(squares(jump, 2)).containsExactly("t6", "t7", "y", "y");
        LudoState overOwn = at(2, 4, 0, seat("t29", "t30", "y", "y"), seat("t28", "t31", "y", "y"));
        assertThat(legal(overOwn)).containsExactly("t28-t32", "t31-t35");
        play(overOwn, "t28-t32");
        assertThat(squares(overOwn, 1)).containsExactly("t29", "t30", "y", "y");
        assertThat(squares(overOwn, 2)).containsExactly("t31", "t32", "y", "y");
    }

    @Test
    @DisplayName("Ludo rule 3: a token that can use the throw must move; the choice among them is the player's")
    void rule3_youMustMoveAndTheChoiceIsYours() {
        LudoState state = position(3, seat("t5", "t9", "h4", "y"), YARD);
        assertThat(legal(state)).containsExactly("t5-t8", "t9-t12");
        assertThat(isLegal(state, "pass")).isFalse();
        LudoState other = state.copy();
        play(state, "t5-t8");
        play(other, "t9-t12");
        assertThat(squares(state, 1)).containsExactly("h4", "t8", "t9", "y");
        assertThat(squares(other, 1)).containsExactly("h4", "t12", "t5", "y");
    }

    @Test
    @DisplayName("Ludo rule 3: tokens on one square are one choice")
    void rule3_tokensOnOneSquareAreOneChoice() {
        LudoState state = position(2, seat("t5", "t5", "t5", "t7"), YARD);
        assertThat(legal(state)).containsExactly("t5-t7", "t7-t9");
        assertThat(legal(position(6, seat("y", "y", "y", "t7"), YARD))).containsExactly("t7-t13", "y-t1");
    }

    @Test
    @DisplayName("Ludo rule 3: a throw no token can use is lost: pass is then the only move")
    void rule3_aThrowNoTokenCanUseIsLost() {
        LudoState state = position(4, seat("h3", "y", "y", "H"), seat("t20", "y", "y", "y"));
        assertThat(legal(state)).containsExactly("pass");
        play(state, "pass");
        assertThat(state.toMove()).isEqualTo(2);
        assertThat(state.phase()).isEqualTo(Phase.THROW);
        assertThat(squares(state, 1)).containsExactly("H", "h3", "y", "y");
    }

    @Test
    @DisplayName("Ludo rule 4: home needs the exact count; a throw past home cannot be used by that token")
    void rule4_homeNeedsTheExactCount() {
        LudoState exact = position(4, seat("h2", "H", "H", "y"), YARD);
        assertThat(legal(exact)).containsExactly("h2-H");
        assertThat(legal(position(5, seat("h2", "H", "H", "y"), YARD))).containsExactly("pass");
        assertThat(legal(position(5, seat("h2", "t10", "H", "y"), YARD))).containsExactly("t10-t15");
        assertThat(legal(position(6, seat("t51", "H", "H", "H"), YARD))).containsExactly("t51-H");
        assertThat(legal(position(6, seat("t45", "H", "H", "H"), YARD))).containsExactly("t45-t51");
        assertThat(legal(position(1, seat("h5", "H", "H", "H"), YARD))).containsExactly("h5-H");
        for (int die = 2; die <= 6; die++) {
            assertThat(legal(position(die, seat("h5", "H", "H", "H"), YARD))).as("die %d", die).containsExactly("pass");
        }
    }

    @Test
    @DisplayName("Ludo rule 5: landing on a square that is not safe sends every token of other colours there back to its yard")
    void rule5_landingCapturesAllOtherColours() {
        LudoState state = at(1, 4, 0, seat("t3", "y", "y", "y"), seat("t7", "t7", "t20", "y"), seat("y", "y", "y", "y"));
        Facts facts = state.moveFacts(1, state.parseMove("t3-t7"));
        assertThat(facts.captured()).containsExactly(new Facts.Capture(2, "t7", 2));
        play(state, "t3-t7");
        assertThat(squares(state, 1)).containsExactly("t7", "y", "y", "y");
        assertThat(squares(state, 2)).containsExactly("t20", "y", "y", "y");
        assertThat(state.tokensOn(2, 6)).isZero();
        assertThat(state.captures()).isEqualTo(2);
        assertThat(state.consistent()).isTrue();
    }

    @Test
    @DisplayName("Ludo rule 5: a token in its home column is never captured, nor one passed over")
    void rule5_passingAndHomeColumnsCaptureNothing() {
        LudoState state = at(1, 6, 1, seat("t45", "y", "y", "y"), seat("t47", "y", "y", "y"), seat("h2", "y", "y", "y"));
        play(state, "t45-t51");
        assertThat(squares(state, 2)).containsExactly("t47", "y", "y", "y");
        assertThat(squares(state, 3)).containsExactly("h2", "y", "y", "y");
    }

    @Test
    @DisplayName("Ludo rule 5: on a safe square any tokens stand together and none is captured")
    void rule5_safeSquaresCaptureNothing() {
        LudoState star = position(5, seat("t4", "y", "y", "y"), seat("t9", "t9", "y", "y"));
        assertThat(star.moveFacts(1, star.parseMove("t4-t9")).captured()).isEmpty();
        play(star, "t4-t9");
        assertThat(squares(star, 1)).containsExactly("t9", "y", "y", "y");
        assertThat(squares(star, 2)).containsExactly("t9", "t9", "y", "y");
        assertThat(star.tokensOn(1, 8)).isEqualTo(1);
        assertThat(star.tokensOn(2, 8)).isEqualTo(2);
        LudoState start = at(1, 3, 0, seat("t24", "y", "y", "y"), seat("t27", "y", "y", "y"));
        play(start, "t24-t27");
        assertThat(squares(start, 2)).containsExactly("t27", "y", "y", "y");
    }

    @Test
    @DisplayName("Ludo rule 5: tokens of one colour may always share a square")
    void rule5_oneColourShares() {
        LudoState state = position(3, seat("t4", "t7", "y", "y"), YARD);
        play(state, "t4-t7");
        assertThat(squares(state, 1)).containsExactly("t7", "t7", "y", "y");
        assertThat(state.tokensOn(1, 6)).isEqualTo(2);
    }

    @Test
    @DisplayName("Ludo rule 6: a 6 earns one more throw")
    void rule6_aSixEarnsAThrow() {
        LudoState state = position(6, seat("t10", "y", "y", "y"), YARD);
        assertThat(state.moveFacts(1, state.parseMove("t10-t16")).extraThrow()).isTrue();
        play(state, "t10-t16");
        assertThat(state.toMove()).isEqualTo(1);
        assertThat(state.phase()).isEqualTo(Phase.THROW);
        assertThat(state.sixes()).isEqualTo(1);
        turn(state, 2, "t16-t18");
        assertThat(state.toMove()).isEqualTo(2);
        assertThat(state.sixes()).isZero();
    }

    @Test
    @DisplayName("Ludo rule 6: a capture earns one more throw")
    void rule6_aCaptureEarnsAThrow() {
        LudoState state = position(2, seat("t10", "y", "y", "y"), seat("t12", "y", "y", "y"));
        assertThat(state.moveFacts(1, state.parseMove("t10-t12")).extraThrow()).isTrue();
        play(state, "t10-t12");
        assertThat(state.toMove()).isEqualTo(1);
        assertThat(state.phase()).isEqualTo(Phase.THROW);
        LudoState noCapture = position(2, seat("t10", "y", "y", "y"), seat("t13", "y", "y", "y"));
        assertThat(noCapture.moveFacts(1, noCapture.parseMove("t10-t12")).extraThrow()).isFalse();
        play(noCapture, "t10-t12");
        assertThat(noCapture.toMove()).isEqualTo(2);
    }

    @Test
    @DisplayName("Ludo rule 6: a token reaching home earns one more throw")
    void rule6_aTokenHomeEarnsAThrow() {
        LudoState state = position(4, seat("h2", "t10", "y", "y"), YARD);
        Facts facts = state.moveFacts(1, state.parseMove("h2-H"));
        assertThat(facts.home()).isTrue();
        assertThat(facts.extraThrow()).isTrue();
        play(state, "h2-H");
        assertThat(state.toMove()).isEqualTo(1);
        assertThat(state.phase()).isEqualTo(Phase.THROW);
        assertThat(state.moveFacts(1, LudoState.PASS).home()).isFalse();
    }

    @Test
    @DisplayName("Ludo rule 6: one more throw, however many of the reasons the move had (a 6 that captures, a 6 that reaches home)")
    void rule6_oneThrowHoweverManyReasons() {
        LudoState capture = position(6, seat("t10", "t30", "y", "y"), seat("t16", "y", "y", "y"));
        play(capture, "t10-t16");
        assertThat(squares(capture, 2)).containsExactly("y", "y", "y", "y");
        assertThat(capture.toMove()).isEqualTo(1);
        turn(capture, 1, "t16-t17");
        assertThat(capture.toMove()).as("the one throw used, the turn passes").isEqualTo(2);

        LudoState home = position(6, seat("t51", "t30", "y", "y"), YARD);
        play(home, "t51-H");
        assertThat(home.toMove()).isEqualTo(1);
        turn(home, 2, "t30-t32");
        assertThat(home.toMove()).isEqualTo(2);
    }

    @Test
    @DisplayName("Ludo rule 6: a 6 that no token can use still earns the throw")
    void rule6_anUnusableSixStillEarnsTheThrow() {
        LudoState state = position(6, seat("h3", "H", "H", "H"), YARD);
        assertThat(legal(state)).containsExactly("pass");
        assertThat(state.moveFacts(1, LudoState.PASS).extraThrow()).isTrue();
        play(state, "pass");
        assertThat(state.toMove()).isEqualTo(1);
        assertThat(state.phase()).isEqualTo(Phase.THROW);
        assertThat(state.sixes()).isEqualTo(1);
        turn(state, 2, "h3-h5");
        assertThat(state.toMove()).isEqualTo(2);
    }

    @Test
    @DisplayName("Ludo rule 6: the third 6 in a row is lost even when a token could use it, ends the turn, and the first two sixes' moves stand")
    void rule6_theThirdSixIsLost() {
        LudoState state = start(2);
        turn(state, 6, "y-t1");
        assertThat(state.sixes()).isEqualTo(1);
        turn(state, 6, "t1-t7");
        assertThat(state.sixes()).isEqualTo(2);
        throwDie(state, 6);
        assertThat(state.sixes()).isEqualTo(3);
        assertThat(state.board().get("sixes")).isEqualTo(3);
        assertThat(legal(state)).containsExactly("pass");
        assertThat(isLegal(state, "t7-t13")).isFalse();
        assertThat(isLegal(state, "y-t1")).isFalse();
        assertThat(state.moveFacts(1, LudoState.PASS).extraThrow()).isFalse();
        play(state, "pass");
        assertThat(state.toMove()).isEqualTo(2);
        assertThat(state.sixes()).isZero();
        assertThat(squares(state, 1)).as("the moves of the first two sixes stand").containsExactly("t7", "y", "y", "y");
    }

    @Test
    @DisplayName("Ludo rule 6: sixes counts the sixes in a row this turn; any 1 to 5 sets it back to 0")
    void rule6_aOneToFiveSetsTheSixesBack() {
        LudoState state = at(1, 0, 0, seat("t10", "y", "y", "y"), seat("t19", "y", "y", "y"));
        turn(state, 6, "t10-t16");
        turn(state, 3, "t16-t19");
        assertThat(state.toMove()).as("the capture earned a throw").isEqualTo(1);
        assertThat(state.sixes()).isZero();
        turn(state, 6, "t19-t25");
        throwDie(state, 6);
        assertThat(state.sixes()).isEqualTo(2);
        assertThat(legal(state)).as("two sixes in a row, not three").containsExactly("t25-t31", "y-t1");
    }

    @Test
    @DisplayName("Ludo rule 6: an unusable 6 counts among the sixes in a row")
    void rule6_anUnusableSixCounts() {
        LudoState state = at(1, 0, 0, seat("h4", "H", "H", "H"), YARD);
        turn(state, 6, "pass");
        turn(state, 6, "pass");
        assertThat(state.toMove()).isEqualTo(1);
        throwDie(state, 6);
        assertThat(state.sixes()).isEqualTo(3);
        play(state, "pass");
        assertThat(state.toMove()).isEqualTo(2);
    }

    @Test
    @DisplayName("Ludo rule 6: the sixes start again at 0 for the next player")
    void rule6_theNextPlayerStartsAtZero() {
        LudoState state = at(1, 0, 0, seat("t10", "y", "y", "y"), seat("t40", "y", "y", "y"));
        turn(state, 6, "t10-t16");
        turn(state, 6, "t16-t22");
        turn(state, 6, "pass");
        assertThat(state.toMove()).isEqualTo(2);
        throwDie(state, 6);
        assertThat(state.sixes()).isEqualTo(1);
        play(state, "t40-t46");
        throwDie(state, 6);
        assertThat(state.sixes()).isEqualTo(2);
        assertThat(legal(state)).containsExactly("t46-t52", "y-t27");
    }

    @Test
    @DisplayName("Ludo rule 7: the first player with all four tokens home wins and the game ends")
    void rule7_allFourHomeWins() {
        LudoState state = at(2, 3, 0, seat("t30", "h1", "y", "y"), seat("h3", "H", "H", "H"));
        play(state, "h3-H");
        assertThat(state.isOver()).isTrue();
        assertThat(state.toMove()).isZero();
        assertThat(state.result().winners()).containsExactly(2);
        assertThat(state.result().draw()).isFalse();
        assertThat(state.legalMoveTexts(1)).isEmpty();
        assertThat(state.legalMoveTexts(2)).isEmpty();
        assertThatThrownBy(() -> throwDie(state, 3)).isInstanceOf(GameException.class).hasMessageContaining("over");
        assertThat(state.returns()).containsExactly(-1, 1);
        LudoState threeHome = position(4, seat("h2", "H", "H", "H"), YARD);
        play(threeHome, "h2-H");
        assertThat(threeHome.result().winners()).containsExactly(1);
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    @DisplayName("Ludo rule 8: all eight safe squares are safe with any number of players")
    void rule8_allEightSafeSquaresAreSafe(int players) {
        for (int square : new int[] {1, 14, 27, 40, 9, 22, 35, 48}) {
            String target = "t" + square;
            String from = "t" + ((square + 52 - 3 - 1) % 52 + 1);
            int mover = square == 1 ? 2 : 1;
            int standing = mover == 1 ? players : 1;
            LudoState state = at(mover, 3, 0, moverAndStanding(players, mover, from, standing, target));
            play(state, from + "-" + target);
            assertThat(squares(state, standing)).as("%s with %d players", target, players).contains(target);
            assertThat(squares(state, mover)).contains(target);
        }
        LudoState notSafe = at(1, 3, 0, moverAndStanding(players, 1, "t7", players, "t10"));
        play(notSafe, "t7-t10");
        assertThat(squares(notSafe, players)).as("t10 is not safe").containsExactly("y", "y", "y", "y");
    }

    /** Every seat in its yard but one token of the mover and one of the seat standing on the target. */
    private static String[][] moverAndStanding(int players, int mover, String from, int standing, String on) {
        String[][] seats = new String[players][];
        for (int o = 0; o < players; o++) {
            seats[o] = YARD;
        }
        seats[mover - 1] = seat(from, "y", "y", "y");
        seats[standing - 1] = seat(on, "y", "y", "y");
        return seats;
    }

    @Test
    @DisplayName("Ludo rule 8: safe squares are the four starts and the stars t9, t22, t35, t48, none other")
    void rule8_theSafeSquares() {
        java.util.Set<Integer> safe = new java.util.TreeSet<>();
        for (int i = 0; i < 52; i++) {
            if (LudoState.safe(i)) {
                safe.add(i + 1);
            }
        }
        assertThat(safe).containsExactly(1, 9, 14, 22, 27, 35, 40, 48);
    }

    @Test
    @DisplayName("Ludo rule 8: entering from the yard lands on a safe square, so it never captures")
    void rule8_enteringNeverCaptures() {
        LudoState state = position(6, YARD, seat("y", "y", "y", "y"), seat("t1", "t1", "y", "y"));
        assertThat(state.moveFacts(1, state.parseMove("y-t1")).captured()).isEmpty();
        play(state, "y-t1");
        assertThat(squares(state, 3)).containsExactly("t1", "t1", "y", "y");
        assertThat(squares(state, 1)).containsExactly("t1", "y", "y", "y");
        LudoState yellowEnters = at(2, 6, 1, seat("t27", "y", "y", "y"), YARD);
        play(yellowEnters, "y-t27");
        assertThat(squares(yellowEnters, 1)).containsExactly("t27", "y", "y", "y");
    }

    @Test
    @DisplayName("Ludo rule 8: throws counts every throw, lost ones too")
    void rule8_throwsCountsLostThrows() {
        Match match = Match.start(LUDO, 2, LUDO.options(Map.of()), 5);
        int throwsMade = 0;
        int lost = 0;
        chautari.engine.Rng choices = new chautari.engine.Rng(9);
        while (!match.state().isOver()) {
            GameState state = match.state();
            if (state.phase() == Phase.THROW) {
                match.throwRandom();
                throwsMade++;
                continue;
            }
            String[] moves = state.legalMoveTexts(state.toMove());
            lost += moves[0].equals("pass") ? 1 : 0;
            match.play(state.toMove(), moves[choices.nextInt(moves.length)]);
        }
        assertThat(lost).isPositive();
        assertThat(match.state().result().details()).isEqualTo(Map.of("throws", throwsMade));
        assertThat(((LudoState) match.state()).throwsMade()).isEqualTo(throwsMade);
    }

    @Test
    @DisplayName("Ludo rule 8: Ludo takes no options; an unknown option is an error")
    void rule8_noOptions() {
        assertThat(LUDO.options()).isEmpty();
        assertThatThrownBy(() -> LUDO.options(Map.of("partners", true))).isInstanceOf(GameException.class)
                .hasMessageContaining("no options");
        assertThat(LUDO.id()).isEqualTo("ludo");
        assertThat(LUDO.chance()).isEqualTo(Die.SIX);
    }
}
