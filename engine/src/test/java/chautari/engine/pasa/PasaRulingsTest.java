package chautari.engine.pasa;

import static chautari.engine.pasa.Positions.E;
import static chautari.engine.pasa.Positions.N;
import static chautari.engine.pasa.Positions.S;
import static chautari.engine.pasa.Positions.eachForThemselves;
import static chautari.engine.pasa.Positions.isLegal;
import static chautari.engine.pasa.Positions.legal;
import static chautari.engine.pasa.Positions.on;
import static chautari.engine.pasa.Positions.play;
import static chautari.engine.pasa.Positions.position;
import static chautari.engine.pasa.Positions.seat;
import static chautari.engine.pasa.Positions.throwDice;
import static chautari.engine.pasa.Positions.withCaptureBonus;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.GameException;
import chautari.engine.Phase;
import chautari.engine.Rng;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** One test (or a few) per ruling of docs/rules/pasa.md, each from a position set up for it. */
class PasaRulingsTest {
    private static final int[] START = seat(0, 0, 0, 0);
    private static final int[] HOME = seat(84, 84, 84, 84);

    @Test
    @DisplayName("Pasa dice: three dice marked 1, 2, 5, 6 give the 64 ordered triples, each 1/64 exactly")
    void dice_the64OrderedTriplesEachOneIn64() {
        PasaState state = position("", START, START);
        assertThat(state.chanceOutcomeCount()).isEqualTo(64);
        Set<String> texts = new HashSet<>();
        double total = 0;
        int[][] faceCount = new int[3][7];
        for (int outcome = 0; outcome < 64; outcome++) {
            assertThat(state.chanceProbability(outcome)).isEqualTo(1.0 / 64);
            total += state.chanceProbability(outcome);
            String text = state.outcomeText(outcome);
            assertThat(text).matches("[1256]{3}");
            assertThat(state.parseOutcome(text)).isEqualTo(outcome);
            texts.add(text);
            for (int die = 0; die < 3; die++) {
                faceCount[die][text.charAt(die) - '0']++;
            }
        }
        assertThat(total).isEqualTo(1.0);
        Set<String> triples = new HashSet<>();
        for (char a : "1256".toCharArray()) {
            for (char b : "1256".toCharArray()) {
                for (char c : "1256".toCharArray()) {
                    triples.add("" + a + b + c);
                }
            }
        }
        assertThat(texts).isEqualTo(triples);
        for (int die = 0; die < 3; die++) {
            for (int face : new int[] {1, 2, 5, 6}) {
                assertThat(faceCount[die][face]).as("die %d shows %d in a quarter of the outcomes", die, face)
                        .isEqualTo(16);
            }
        }
    }

    @Test
    @DisplayName("Pasa dice: a throw is one draw of the generator, and its outcome keeps the throw order")
    void dice_aThrowIsOneDrawAndKeepsTheThrowOrder() {
        PasaState state = position("", START, START);
        Rng rng = new Rng(7);
        Rng twin = new Rng(7);
        state.sampleChance(rng);
        twin.nextLong();
        assertThat(rng.nextLong()).isEqualTo(twin.nextLong());
        throwDice(state, "615");
        assertThat(state.board().get("dice")).isEqualTo(List.of(1, 5, 6));
        assertThat(state.outcomeText(state.parseOutcome("615"))).isEqualTo("615");
        for (String bad : List.of("153", "15", "1525", "", "abc")) {
            assertThatThrownBy(() -> state.parseOutcome(bad)).as(bad).isInstanceOf(GameException.class);
        }
    }

    @Test
    @DisplayName("Pasa ruling 1: the dice are used one at a time, in any order, and one piece may take them all")
    void ruling1_diceAreUsedOneAtATimeInAnyOrderAndOnePieceMayTakeSeveral() {
        PasaState state = position("152", START, START);
        assertThat(legal(state)).containsExactly("1:H-Sc1", "2:H-Sc2", "5:H-Sc5");
        play(state, "5:H-Sc5");
        assertThat(state.board().get("dice")).isEqualTo(List.of(1, 2));
        assertThat(legal(state)).containsExactly("1:H-Sc1", "1:Sc5-Sc6", "2:H-Sc2", "2:Sc5-Sc7");
        play(state, "2:Sc5-Sc7");
        play(state, "1:Sc7-Sc8");
        assertThat(state.progress(1)).containsExactly(0, 0, 0, 8);
        assertThat(state.phase()).isEqualTo(Phase.THROW);
        assertThat(state.toMove()).isEqualTo(2);

        PasaState otherOrder = position("152", START, START);
        play(otherOrder, "1:H-Sc1");
        play(otherOrder, "2:Sc1-Sc3");
        play(otherOrder, "5:Sc3-Sc8");
        assertThat(otherOrder.board()).isEqualTo(state.board());
    }

    @Test
    @DisplayName("Pasa ruling 1: each die is one move with its own landing")
    void ruling1_eachDieIsOneMoveWithItsOwnLanding() {
        int lone = on(N, "Sr7");
        PasaState stepByStep = position("16", seat(0, 0, 0, 9), seat(0, 0, 0, lone));
        play(stepByStep, "1:Sr8-Sr7");
        assertThat(stepByStep.progress(2)).as("the first die's landing captured").containsExactly(0, 0, 0, 0);
        play(stepByStep, "6:Sr7-Sr1");

        PasaState atOnce = position("16", seat(0, 0, 0, 9), seat(0, 0, 0, lone));
        play(atOnce, "6:Sr8-Sr2");
        assertThat(atOnce.progress(2)).as("jumped over, not captured").containsExactly(0, 0, 0, lone);
    }

    @Test
    @DisplayName("Pasa ruling 1: dice showing the same number give one move, pieces on one square one move")
    void ruling1_equalDiceAndPiecesTogetherGiveOneMove() {
        assertThat(legal(position("555", START, START))).containsExactly("5:H-Sc5");
        assertThat(legal(position("25", seat(0, 0, 3, 3), START)))
                .containsExactly("2:H-Sc2", "2:Sc3-Sc5", "5:H-Sc5", "5:Sc3-Sc8");
    }

    @Test
    @DisplayName("Pasa ruling 2: a die that some piece can use must be used: no pass then")
    void ruling2_aDieThatCanBeUsedMustBeUsed() {
        PasaState state = position("61", seat(84, 84, 84, 80), START);
        assertThat(legal(state)).containsExactly("1:Sc4-Sc3");
        assertThat(isLegal(state, "pass")).isFalse();
    }

    @Test
    @DisplayName("Pasa ruling 2: the choice among usable dice and pieces is free, even if fewer dice get used")
    void ruling2_theChoiceIsFreeWithNoRuleToUseMostDiceOrTheLargest() {
        PasaState state = position("15", seat(84, 84, 79, 83), START);
        assertThat(legal(state)).containsExactly("1:Sc1-H", "1:Sc5-Sc4", "5:Sc5-H");
        play(state, "1:Sc5-Sc4");
        assertThat(legal(state)).as("the 5 is lost, though another order used both").containsExactly("pass");
    }

    @Test
    @DisplayName("Pasa ruling 2: a die no piece can use stays in hand until another die's move makes it usable")
    void ruling2_aDieNoPieceCanUseStaysInHand() {
        int pair = on(N, "Sr3");
        PasaState state = position("51", seat(84, 84, 84, 9), seat(0, 0, pair, pair));
        assertThat(legal(state)).as("the 5 would land on a pair").containsExactly("1:Sr8-Sr7");
        play(state, "1:Sr8-Sr7");
        assertThat(state.board().get("dice")).isEqualTo(List.of(5));
        assertThat(legal(state)).containsExactly("5:Sr7-Sr2");
    }

    @Test
    @DisplayName("Pasa ruling 2: when no die left can be used, pass loses them all and ends the turn")
    void ruling2_whenNoDieLeftCanBeUsedPassLosesThemAndEndsTheTurn() {
        PasaState state = position("256", seat(84, 84, 84, 83), START);
        assertThat(legal(state)).containsExactly("pass");
        play(state, "pass");
        assertThat(state.phase()).isEqualTo(Phase.THROW);
        assertThat(state.toMove()).isEqualTo(2);
        assertThat(state.board().get("dice")).isEqualTo(List.of());

        PasaState afterOneDie = position("16", seat(84, 84, 84, 80), START);
        play(afterOneDie, "1:Sc4-Sc3");
        assertThat(legal(afterOneDie)).containsExactly("pass");
        play(afterOneDie, "pass");
        assertThat(afterOneDie.toMove()).isEqualTo(2);
    }

    @Test
    @DisplayName("Pasa ruling 3: any die brings a piece out of the charkoni")
    void ruling3_anyDieBringsAPieceOutOfTheCharkoni() {
        for (String die : List.of("1", "2", "5", "6")) {
            assertThat(legal(position(die, START, START))).containsExactly(die + ":H-Sc" + die);
        }
        PasaState east = PasaState.of(4, true, false, new int[][] {START, START, START, START}, 2, "6");
        assertThat(legal(east)).containsExactly("6:H-Ec6");
    }

    @Test
    @DisplayName("Pasa ruling 4: a die that would carry a piece past H cannot be used on it; home needs the exact count")
    void ruling4_homeNeedsTheExactCount() {
        PasaState state = position("125", seat(0, 84, 84, 82), START);
        assertThat(legal(state)).containsExactly("1:H-Sc1", "1:Sc2-Sc1", "2:H-Sc2", "2:Sc2-H", "5:H-Sc5");
        play(state, "2:Sc2-H");
        assertThat(state.progress(1)).containsExactly(0, 84, 84, 84);

        PasaState fromTheTrack = position("6", seat(84, 84, 84, 78), START);
        assertThat(legal(fromTheTrack)).containsExactly("6:Sc6-H");
    }

    @Test
    @DisplayName("Pasa ruling 4: a piece that is home is finished and never moves again")
    void ruling4_aPieceAtHomeNeverMoves() {
        PasaState state = position("111", seat(84, 84, 84, 0), START);
        assertThat(legal(state)).containsExactly("1:H-Sc1");
    }

    @Test
    @DisplayName("Pasa ruling 5: landing on a lone enemy piece on an ordinary square captures it")
    void ruling5_landingOnALoneEnemyOnAnOrdinarySquareCapturesIt() {
        PasaState state = position("5", seat(0, 0, 0, 9), seat(0, 0, 0, on(N, "Sr3")));
        play(state, "5:Sr8-Sr3");
        assertThat(state.progress(2)).containsExactly(0, 0, 0, 0);
        assertThat(state.progress(1)).containsExactly(0, 0, 0, 14);
        assertThat(state.captures()).isEqualTo(1);
        assertThat(state.consistent()).isTrue();
    }

    @Test
    @DisplayName("Pasa ruling 5: two pieces of one enemy side cannot be landed on, but may be jumped")
    void ruling5_aPairCannotBeLandedOnButCanBeJumped() {
        int pair = on(N, "Sr3");
        PasaState state = position("56", seat(84, 84, 84, 9), seat(0, 0, pair, pair));
        assertThat(legal(state)).containsExactly("6:Sr8-Sr2");
        play(state, "6:Sr8-Sr2");
        assertThat(state.progress(2)).containsExactly(0, 0, pair, pair);
    }

    @Test
    @DisplayName("Pasa ruling 5: on a castle any piece may land whatever stands there, and nothing is captured")
    void ruling5_castlesAreSharedWithoutCapture() {
        int castle = on(N, "Sr5");
        PasaState lone = position("5", seat(0, 0, 0, 7), seat(0, 0, 0, castle));
        play(lone, "5:Sc7-Sr5");
        assertThat(lone.progress(2)).containsExactly(0, 0, 0, castle);
        assertThat(lone.captures()).isZero();

        PasaState pair = position("5", seat(0, 0, 0, 7), seat(0, 0, castle, castle));
        assertThat(legal(pair)).containsExactly("5:H-Sc5", "5:Sc7-Sr5");

        int entry = on(N, "Ec8");
        PasaState entrySquare = PasaState.of(4, false, false,
                new int[][] {START, seat(0, 0, 0, 2), seat(0, 0, entry, entry), START}, 2, "6");
        assertThat(legal(entrySquare)).as("every Xc8 is a castle").contains("6:Ec2-Ec8");
    }

    @Test
    @DisplayName("Pasa ruling 5: a middle lane is not the track: a player's own pieces share it freely")
    void ruling5_theMiddleLaneIsNotTheTrack() {
        PasaState state = position("2", seat(0, 3, 5, 5), START);
        assertThat(legal(state)).contains("2:Sc3-Sc5");
        play(state, "2:Sc3-Sc5");
        assertThat(state.progress(1)).containsExactly(0, 5, 5, 5);
    }

    @Test
    @DisplayName("Pasa ruling 5: partners never capture each other, and their pieces together make a pair")
    void ruling5_partnersNeverCaptureEachOtherAndMakePairsTogether() {
        int lone = on(N, "Sr3");
        PasaState state = position("5", seat(0, 0, 0, 9), START, seat(0, 0, 0, lone), START);
        play(state, "5:Sr8-Sr3");
        assertThat(state.progress(3)).containsExactly(0, 0, 0, lone);
        assertThat(state.captures()).isZero();

        int east = on(E, "Sr8");
        PasaState pair = PasaState.of(4, true, false,
                new int[][] {seat(0, 0, 0, 14), seat(0, 0, 0, east), seat(0, 0, 0, lone), START}, 2, "56");
        assertThat(legal(pair)).as("S and N together are a pair on Sr3").containsExactly(
                "5:H-Ec5", "6:H-Ec6", "6:Sr8-Sr2");
    }

    @Test
    @DisplayName("Pasa ruling 5: each for themselves, every other seat is an enemy")
    void ruling5_eachForThemselvesEverySeatIsAnEnemy() {
        int lone = on(N, "Sr3");
        PasaState four = eachForThemselves("5", seat(0, 0, 0, 9), START, seat(0, 0, 0, lone), START);
        play(four, "5:Sr8-Sr3");
        assertThat(four.progress(3)).containsExactly(0, 0, 0, 0);

        int eastLone = on(E, "Sr3");
        PasaState three = eachForThemselves("5", seat(0, 0, 0, 9), seat(0, 0, 0, eastLone), START);
        play(three, "5:Sr8-Sr3");
        assertThat(three.progress(2)).containsExactly(0, 0, 0, 0);
        assertThat(three.captures()).isEqualTo(1);
    }

    @Test
    @DisplayName("Pasa ruling 6: no extra throw after a capture by default")
    void ruling6_noExtraThrows() {
        PasaState state = position("5", seat(0, 0, 0, 9), seat(0, 0, 0, on(N, "Sr3")));
        play(state, "5:Sr8-Sr3");
        assertThat(state.phase()).isEqualTo(Phase.THROW);
        assertThat(state.toMove()).isEqualTo(2);
    }

    @Test
    @DisplayName("Pasa ruling 6: with captureBonus a turn with a capture earns one more turn, which may earn another")
    void ruling6_withTheOptionATurnWithACaptureEarnsAnotherTurn() {
        PasaState state = withCaptureBonus("5", seat(0, 0, 0, 9), seat(0, 0, on(N, "Sr2"), on(N, "Sr3")));
        play(state, "5:Sr8-Sr3");
        assertThat(state.phase()).isEqualTo(Phase.THROW);
        assertThat(state.toMove()).as("the capture earns another turn").isEqualTo(1);
        throwDice(state, "111");
        play(state, "1:Sr3-Sr2");
        assertThat(state.progress(2)).containsExactly(0, 0, 0, 0);
        play(state, "1:H-Sc1");
        play(state, "1:Sc1-Sc2");
        assertThat(state.toMove()).as("the bonus turn captured again").isEqualTo(1);
        throwDice(state, "111");
        play(state, "1:Sc2-Sc3");
        play(state, "1:Sc3-Sc4");
        play(state, "1:Sc4-Sc5");
        assertThat(state.toMove()).as("a turn without capture passes on").isEqualTo(2);
    }

    @Test
    @DisplayName("Pasa ruling 6: the bonus holds when the turn ends with a pass")
    void ruling6_theBonusHoldsWhenTheTurnEndsWithAPass() {
        PasaState state = withCaptureBonus("166", seat(84, 84, 84, 74), seat(0, 0, 0, on(N, "Sl8")));
        play(state, "1:Sl7-Sl8");
        play(state, "6:Sl8-Sc3");
        assertThat(legal(state)).containsExactly("pass");
        play(state, "pass");
        assertThat(state.toMove()).isEqualTo(1);
        assertThat(state.phase()).isEqualTo(Phase.THROW);
    }

    @Test
    @DisplayName("Pasa ruling 7: a player whose four are home moves the partner's pieces from the next die on")
    void ruling7_aPlayerWithFourHomeMovesThePartnersPiecesFromTheNextDieOn() {
        PasaState state = position("151", seat(84, 84, 84, 83), START, START, START);
        assertThat(legal(state)).containsExactly("1:Sc1-H");
        assertThat(state.pieceOwner(1)).isEqualTo(1);
        play(state, "1:Sc1-H");
        assertThat(state.pieceOwner(1)).isEqualTo(3);
        assertThat(legal(state)).containsExactly("1:H-Nc1", "5:H-Nc5");
        play(state, "5:H-Nc5");
        play(state, "1:Nc5-Nc6");
        assertThat(state.progress(3)).containsExactly(0, 0, 0, 6);
        assertThat(state.toMove()).isEqualTo(2);
        for (int seat = 2; seat <= 4; seat++) {
            throwDice(state, "111");
            for (int die = 0; die < 3; die++) {
                play(state, legal(state).get(0));
            }
        }
        assertThat(state.toMove()).as("the player still takes turns").isEqualTo(1);
        assertThat(state.progress(3)).as("N used its own turn too").containsExactly(1, 1, 1, 6);
        throwDice(state, "222");
        assertThat(legal(state)).containsExactly("2:Nc1-Nc3", "2:Nc6-Nc8");
    }

    @Test
    @DisplayName("Pasa ruling 7: until their own four are home, a player moves only their own pieces")
    void ruling7_aPlayerMovesOnlyOwnPiecesUntilFourAreHome() {
        PasaState state = position("5", seat(84, 84, 84, 82), START, START, START);
        assertThat(legal(state)).containsExactly("pass");
        assertThat(isLegal(state, "5:H-Nc5")).isFalse();
        assertThat(state.parseMove("5:H-Nc5")).isEqualTo(PasaState.NOT_A_MOVE);
    }

    @Test
    @DisplayName("Pasa ruling 7: a partnership wins when all eight of its pieces are home")
    void ruling7_aPartnershipWinsWithEightHome() {
        PasaState state = position("25", HOME, seat(0, 0, 0, 0), seat(84, 84, 84, 82), START);
        play(state, "2:Nc2-H");
        assertThat(state.isOver()).isTrue();
        assertThat(state.toMove()).isZero();
        assertThat(state.result().winners()).containsExactly(1, 3);
        assertThat(state.result().draw()).isFalse();
        assertThat(state.board().get("dice")).isEqualTo(List.of());

        PasaState eastWest = PasaState.of(4, true, false,
                new int[][] {START, seat(84, 84, 84, 83), START, HOME}, 2, "1");
        play(eastWest, "1:Ec1-H");
        assertThat(eastWest.result().winners()).containsExactly(2, 4);
    }

    @Test
    @DisplayName("Pasa ruling 7: each for themselves, the first player with four home wins and the game ends")
    void ruling7_eachForThemselvesTheFirstWithFourHomeWins() {
        PasaState four = eachForThemselves("25", seat(84, 84, 84, 82), START, START, START);
        play(four, "2:Sc2-H");
        assertThat(four.isOver()).isTrue();
        assertThat(four.result().winners()).containsExactly(1);
        assertThat(four.result().details()).isEqualTo(Map.of("throws", 0));

        PasaState two = PasaState.of(2, true, false, new int[][] {START, seat(84, 84, 84, 82)}, 2, "2");
        play(two, "2:Nc2-H");
        assertThat(two.result().winners()).as("partners applies only with four players").containsExactly(2);

        PasaState three = PasaState.of(3, true, false, new int[][] {START, START, seat(84, 84, 84, 82)}, 3, "2");
        play(three, "2:Nc2-H");
        assertThat(three.result().winners()).containsExactly(3);
    }

    @Test
    @DisplayName("Pasa notation: moves read and write as die:from-to; malformed text is refused")
    void notation_movesAreDieFromTo() {
        PasaState state = position("25", seat(0, 0, 76, 82), START);
        assertThat(legal(state)).containsExactly("2:H-Sc2", "2:Sc2-H", "2:Sc8-Sc6", "5:H-Sc5", "5:Sc8-Sc3");
        for (String move : legal(state)) {
            assertThat(state.moveText(state.parseMove(move))).isEqualTo(move);
        }
        assertThat(state.parseMove("5:H-Sc6")).as("well formed, on no path").isEqualTo(PasaState.NOT_A_MOVE);
        for (String bad : List.of("3:H-Sc3", "5:H-Xc5", "5:H-Sc9", "5-H-Sc5", "5:HSc5", "5:H-", "", "Pass")) {
            assertThatThrownBy(() -> state.parseMove(bad)).as(bad).isInstanceOf(GameException.class);
        }
    }

    @Test
    @DisplayName("Pasa result: throws counts the throws made")
    void resultCountsTheThrows() {
        PasaState state = eachForThemselves("", seat(84, 84, 84, 83), START);
        throwDice(state, "222");
        play(state, "pass");
        throwDice(state, "111");
        play(state, "1:H-Nc1");
        play(state, "1:Nc1-Nc2");
        play(state, "1:Nc2-Nc3");
        throwDice(state, "521");
        play(state, "1:Sc1-H");
        assertThat(state.result().details()).isEqualTo(Map.of("throws", 3));
        assertThat(state.throwsMade()).isEqualTo(3);
    }
}
