package chautari.engine.kauda;

import chautari.engine.Game;
import static chautari.engine.kauda.Table.chips;
import static chautari.engine.kauda.Table.position;
import static chautari.engine.kauda.Table.stake;
import static chautari.engine.kauda.Table.stakes;
import static chautari.engine.kauda.Table.throwCount;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Options;
import chautari.engine.Phase;
import chautari.engine.Result;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The rulings of docs/rules/kauda.md, one test (or a few) per ruling, named after it. */
class KaudaRulingsTest {
    private static final int TIYA = 3;
    private static final int CHAUKA = 4;
    private static final int PANJA = 5;
    private static final int CHHAKKA = 6;

    private static KaudaState newGame(int players) {
        Game kauda = Kauda.GAME;
        return (KaudaState) kauda.start(players, kauda.options(Map.of()));
    }

    // --- the preamble: seats, khal, chips, the count ------------------------------------------

    @Test
    @DisplayName("Kauda seats: everyone starts with 100 chips, seat 1 holds the shells in round 1")
    void seats_everyoneStartsWith100Chips() {
        for (int players = 2; players <= 6; players++) {
            KaudaState state = newGame(players);
            for (int seat = 1; seat <= players; seat++) {
                assertThat(state.chips(seat)).isEqualTo(100);
            }
            assertThat(state.holder()).isEqualTo(1);
            assertThat(state.round()).isEqualTo(1);
            assertThat(state.streak()).isZero();
        }
    }

    @Test
    @DisplayName("Kauda seats: the count of mouths up falls on a khal by its remainder mod 4")
    void seats_theCountFallsOnAKhalByItsRemainderMod4() {
        // Seat 1 sits at tiya: only counts of 3, 7, 11, 15 strike for it.
        for (int count = 0; count <= 16; count++) {
            KaudaState state = position(1, 100, 100, 100, 100);
            stakes(state, 2, "chauka:5", 3, "panja:5", 4, "chhakka:5");
            throwCount(state, count);
            boolean struck = count % 4 == 3;
            assertThat(state.holder()).as("count %d", count).isEqualTo(struck ? 1 : 2);
            assertThat(state.chips(1)).as("count %d", count).isEqualTo(struck ? 115 : 95);
            int winner = switch (count % 4) {
                case 0 -> 2;
                case 1 -> 3;
                case 2 -> 4;
                default -> 0;
            };
            for (int seat = 2; seat <= 4; seat++) {
                int expected = struck ? 95 : seat == winner ? 105 : 100;
                assertThat(state.chips(seat)).as("count %d, seat %d", count, seat).isEqualTo(expected);
            }
        }
    }

    // --- ruling 1 ---------------------------------------------------------------------------------

    @Test
    @DisplayName("Kauda ruling 1: a player with 0 chips is out and never stakes")
    void ruling1_aPlayerWithNoChipsNeverStakes() {
        KaudaState state = position(1, 100, 0, 100, 100);
        assertThat(state.awaits(2)).isFalse();
        assertThat(state.khals(2)).isEmpty();
        stake(state, 3, "panja:5");
        stake(state, 4, "panja:5");
        assertThat(state.phase()).isEqualTo(Phase.THROW);
    }

    @Test
    @DisplayName("Kauda ruling 1: a player with 0 chips is out and never throws")
    void ruling1_aPlayerWithNoChipsNeverThrows() {
        KaudaState state = position(2, 100, 0, 100, 100);
        assertThat(state.holder()).isEqualTo(3);
        assertThat(state.phase()).isEqualTo(Phase.STAKE);
    }

    @Test
    @DisplayName("Kauda ruling 1: the game ends when only one player has chips (the staker loses all)")
    void ruling1_theGameEndsWhenOnlyOnePlayerHasChips() {
        KaudaState state = position(1, 100, 5);
        stakes(state, 2, "panja:5");
        throwCount(state, TIYA);
        assertThat(state.isOver()).isTrue();
        assertThat(state.result().winners()).containsExactly(1);
        assertThat(chips(state)).containsExactly(105, 0);
    }

    @Test
    @DisplayName("Kauda ruling 1: the game ends when only one player has chips (the thrower pays out all)")
    void ruling1_theGameEndsWhenTheThrowerPaysOutEverything() {
        KaudaState state = position(1, 10, 100);
        stakes(state, 2, "chauka:10");
        throwCount(state, CHAUKA);
        assertThat(state.isOver()).isTrue();
        assertThat(state.result().winners()).containsExactly(2);
        assertThat(chips(state)).containsExactly(0, 110);
    }

    @Test
    @DisplayName("Kauda ruling 1: the game ends after the last round")
    void ruling1_theGameEndsAfterTheLastRound() {
        KaudaState state = KaudaState.of(3, true, 3, 4, 0, 100, 100, 100, 100);
        stakes(state, 1, "tiya:5", 2, "tiya:5", 3, "tiya:5");
        throwCount(state, CHAUKA);
        assertThat(state.isOver()).isTrue();
        assertThat(state.round()).isEqualTo(3);
    }

    @Test
    @DisplayName("Kauda ruling 1: five rounds unless 3 or 10 are chosen")
    void ruling1_fiveRoundsByDefault() {
        Game kauda = Kauda.GAME;
        Options defaults = kauda.options(Map.of());
        assertThat(defaults.number("rounds")).isEqualTo(5);
        assertThat(defaults.flag("doubling")).isTrue();
        assertThat(kauda.options().get(0).allowed()).containsExactly(3, 5, 10);
        assertThat(((KaudaState) kauda.start(3, kauda.options(Map.of("rounds", 10)))).rounds()).isEqualTo(10);
    }

    // --- ruling 2 ---------------------------------------------------------------------------------

    @Test
    @DisplayName("Kauda ruling 2: the shells start at seat 1, pass in seat order, and a round ends back at seat 1")
    void ruling2_theShellsPassInSeatOrderAndARoundEndsBackAtSeat1() {
        KaudaState state = newGame(3);
        int[] holders = {1, 2, 3, 1, 2};
        int[] rounds = {1, 1, 1, 2, 2};
        for (int i = 0; i < holders.length; i++) {
            assertThat(state.holder()).as("turn %d", i).isEqualTo(holders[i]);
            assertThat(state.round()).as("turn %d", i).isEqualTo(rounds[i]);
            for (int seat = 1; seat <= 3; seat++) {
                if (state.awaits(seat)) {
                    stake(state, seat, Khal.ofSeat(state.holder()) == Khal.CHHAKKA ? "tiya:5" : "chhakka:5");
                }
            }
            throwCount(state, Khal.ofSeat(state.holder()) == Khal.CHAUKA ? TIYA : CHAUKA);
        }
    }

    @Test
    @DisplayName("Kauda ruling 2: seats that are out or cannot throw still count as passed")
    void ruling2_seatsThatAreOutOrCannotThrowStillCountAsPassed() {
        KaudaState out = KaudaState.of(5, true, 1, 1, 0, 100, 0, 200);
        stakes(out, 3, "panja:5");
        throwCount(out, CHAUKA);
        assertThat(out.holder()).isEqualTo(3);
        assertThat(out.round()).isEqualTo(1);

        KaudaState cannot = KaudaState.of(5, true, 1, 4, 0, 2, 100, 100, 98);
        stakes(cannot, 1, "tiya:2", 2, "tiya:5", 3, "tiya:5");
        throwCount(cannot, CHAUKA);
        assertThat(cannot.holder()).isEqualTo(2);
        assertThat(cannot.round()).isEqualTo(2);
    }

    // --- ruling 3 ---------------------------------------------------------------------------------

    @Test
    @DisplayName("Kauda ruling 3: a holder without a chip for every other player still in passes the shells at once")
    void ruling3_aHolderWhoCannotPayEveryOtherPlayerPassesAtOnce() {
        KaudaState state = position(1, 2, 100, 100, 98);
        assertThat(state.holder()).isEqualTo(2);
        assertThat(state.phase()).isEqualTo(Phase.STAKE);
        assertThat(state.awaits(1)).isTrue();
        assertThat(state.greatest(1)).isEqualTo(2);
    }

    @Test
    @DisplayName("Kauda ruling 3: a chip for each other player still in is enough to throw; players out do not count")
    void ruling3_aChipForEachOtherPlayerStillInIsEnough() {
        KaudaState exactly = position(1, 3, 100, 100, 97);
        assertThat(exactly.holder()).isEqualTo(1);
        for (int seat = 2; seat <= 4; seat++) {
            assertThat(exactly.least(seat)).isEqualTo(1);
            assertThat(exactly.greatest(seat)).isEqualTo(1);
        }
        KaudaState withOut = position(1, 2, 0, 100, 198);
        assertThat(withOut.holder()).isEqualTo(1);
        assertThat(withOut.phase()).isEqualTo(Phase.STAKE);
    }

    // --- ruling 4 ---------------------------------------------------------------------------------

    @Test
    @DisplayName("Kauda ruling 4: every other player still in stakes at once; then the holder throws")
    void ruling4_everyOtherPlayerStakesAtOnce() {
        KaudaState state = position(1, 100, 100, 100);
        assertThat(state.phase()).isEqualTo(Phase.STAKE);
        assertThat(state.toMove()).isZero();
        assertThat(state.awaits(1)).isFalse();
        assertThat(state.awaits(2)).isTrue();
        assertThat(state.awaits(3)).isTrue();
        stake(state, 3, "chauka:7");
        assertThat(state.awaits(3)).isFalse();
        assertThat(state.isLegal(3, state.parseMove("panja:7"))).isFalse();
        assertThat(state.phase()).isEqualTo(Phase.STAKE);
        stake(state, 2, "chhakka:50");
        assertThat(state.phase()).isEqualTo(Phase.THROW);
        assertThat(state.toMove()).isEqualTo(1);
    }

    @Test
    @DisplayName("Kauda ruling 4: one khal, never the thrower's; one's own khal is allowed")
    void ruling4_oneKhalNeverTheThrowers() {
        KaudaState state = position(1, 100, 100, 100, 100, 100);
        for (int seat = 2; seat <= 5; seat++) {
            assertThat(state.khals(seat)).containsExactly("chauka", "chhakka", "panja");
        }
        assertThat(state.isLegal(5, state.parseMove("tiya:5"))).isFalse();
        assertThat(state.isLegal(2, state.parseMove("chauka:5"))).isTrue();
        KaudaState chaukaThrows = position(2, 100, 100, 100, 100, 100);
        assertThat(chaukaThrows.khals(5)).containsExactly("chhakka", "panja", "tiya");
        assertThat(chaukaThrows.isLegal(5, chaukaThrows.parseMove("tiya:5"))).isTrue();
    }

    @Test
    @DisplayName("Kauda ruling 4: a stake is any whole number from 5 to 50")
    void ruling4_aStakeIsAnyWholeNumberFrom5To50() {
        KaudaState state = position(1, 100, 100, 100);
        assertThat(state.least(2)).isEqualTo(5);
        assertThat(state.greatest(2)).isEqualTo(50);
        int[] moves = new int[state.maxMoves()];
        assertThat(state.legalMoves(2, moves)).isEqualTo(3 * 46);
        assertThat(state.isLegal(2, state.parseMove("panja:4"))).isFalse();
        assertThat(state.isLegal(2, state.parseMove("panja:5"))).isTrue();
        assertThat(state.isLegal(2, state.parseMove("panja:50"))).isTrue();
        assertThat(state.isLegal(2, state.parseMove("panja:51"))).isFalse();
    }

    @Test
    @DisplayName("Kauda ruling 4: never more than the thrower's chips shared between the stakers (cap)")
    void ruling4_neverMoreThanTheCap() {
        KaudaState state = position(1, 60, 100, 100, 100);
        assertThat(state.greatest(2)).isEqualTo(20);
        assertThat(state.least(2)).isEqualTo(5);
        KaudaState belowLeast = position(1, 8, 100, 100);
        assertThat(belowLeast.least(2)).isEqualTo(4);
        assertThat(belowLeast.greatest(2)).isEqualTo(4);
    }

    @Test
    @DisplayName("Kauda ruling 4: never more than one's own chips; with fewer than the least, all of them")
    void ruling4_neverMoreThanOwnChipsAndAllInBelowTheLeast() {
        KaudaState state = position(1, 100, 30, 3);
        assertThat(state.least(2)).isEqualTo(5);
        assertThat(state.greatest(2)).isEqualTo(30);
        assertThat(state.least(3)).isEqualTo(3);
        assertThat(state.greatest(3)).isEqualTo(3);
    }

    @Test
    @DisplayName("Kauda ruling 4: during a streak the limits double, up to five times")
    void ruling4_theLimitsDoubleDuringAStreakUpToFiveTimes() {
        int[][] expected = {{5, 50}, {10, 100}, {20, 200}, {40, 400}, {80, 800}, {160, 1600}, {160, 1600}, {160, 1600}};
        for (int streak = 0; streak < expected.length; streak++) {
            KaudaState state = KaudaState.of(5, true, 1, 1, streak, 2000, 2000);
            assertThat(state.least(2)).as("streak %d", streak).isEqualTo(expected[streak][0]);
            assertThat(state.greatest(2)).as("streak %d", streak).isEqualTo(expected[streak][1]);
        }
    }

    @Test
    @DisplayName("Kauda ruling 4: with doubling off the limits stay 5 and 50")
    void ruling4_withDoublingOffTheLimitsStay() {
        for (int streak = 0; streak <= 7; streak++) {
            KaudaState state = KaudaState.of(5, false, 1, 1, streak, 2000, 2000);
            assertThat(state.least(2)).as("streak %d", streak).isEqualTo(5);
            assertThat(state.greatest(2)).as("streak %d", streak).isEqualTo(50);
        }
    }

    @Test
    @DisplayName("Kauda ruling 4: stakes are hidden from the others until the throw")
    void ruling4_stakesAreHiddenUntilTheThrow() {
        KaudaState state = position(1, 100, 100, 100);
        stake(state, 3, "panja:17");
        assertThat(state.board().get("staked")).isEqualTo(List.of(3));
        assertThat(state.board().get("stakes")).isEqualTo(Map.of());
        assertThat(state.board().toString()).doesNotContain("panja").doesNotContain("17");
        assertThat(state.pendingStake(3)).isEqualTo(KaudaState.stake(Khal.PANJA, 17));
        assertThat(state.pendingStake(2)).isEqualTo(-1);
        stake(state, 2, "chauka:9");
        assertThat(state.board().toString()).doesNotContain("panja").doesNotContain("chauka");
        throwCount(state, CHHAKKA);
        assertThat(state.board().get("stakes")).isEqualTo(Map.of("2", "chauka:9", "3", "panja:17"));
        assertThat(state.board().get("staked")).isEqualTo(List.of());
        assertThat(state.pendingStake(3)).isEqualTo(-1);
    }

    @Test
    @DisplayName("Kauda ruling 4: a seat's view, what a computer player thinks from, holds no other seat's stake")
    void ruling4_aSeatsViewHoldsNoOtherStake() {
        KaudaState state = position(1, 100, 100, 100);
        stake(state, 3, "panja:17");
        stake(state, 2, "chauka:9");
        KaudaState seen = state.viewFor(2);
        assertThat(seen.pendingStake(3)).isEqualTo(-1);
        assertThat(seen.pendingStake(2)).isEqualTo(KaudaState.stake(Khal.CHAUKA, 9));
        assertThat(seen.phase()).isEqualTo(Phase.STAKE);
        assertThat(seen.awaits(3)).isTrue();
        assertThat(seen.awaits(2)).isFalse();
        KaudaState thrower = state.viewFor(1);
        assertThat(thrower.pendingStake(2)).isEqualTo(-1);
        assertThat(thrower.pendingStake(3)).isEqualTo(-1);
        assertThat(state.pendingStake(3)).as("the real state keeps its stakes").isEqualTo(KaudaState.stake(Khal.PANJA, 17));
    }

    // --- ruling 5 ---------------------------------------------------------------------------------

    @Test
    @DisplayName("Kauda ruling 5: a strike takes every stake, the streak grows and the thrower throws again")
    void ruling5_aStrikeTakesEveryStakeAndThrowsAgain() {
        KaudaState state = position(1, 100, 100, 100);
        stakes(state, 2, "panja:10", 3, "chauka:20");
        throwCount(state, TIYA);
        assertThat(chips(state)).containsExactly(130, 90, 80);
        assertThat(state.holder()).isEqualTo(1);
        assertThat(state.streak()).isEqualTo(1);
        assertThat(state.phase()).isEqualTo(Phase.STAKE);
        assertThat(state.least(2)).isEqualTo(10);
        assertThat(state.greatest(2)).isEqualTo(65);
    }

    @Test
    @DisplayName("Kauda ruling 5: the thrower pays the backers of the khal that came up chip for chip; other stakes go back")
    void ruling5_theThrowerPaysTheBackersChipForChip() {
        KaudaState state = position(1, 100, 100, 100, 100);
        stakes(state, 2, "panja:10", 3, "panja:20", 4, "chauka:30");
        throwCount(state, 13);
        assertThat(chips(state)).containsExactly(70, 110, 120, 100);
        assertThat(state.holder()).isEqualTo(2);
        assertThat(state.streak()).isZero();
    }

    @Test
    @DisplayName("Kauda ruling 5: when nobody backed the khal that came up, no chips change hands")
    void ruling5_nobodyBackedItNothingChangesHands() {
        KaudaState state = position(1, 100, 100, 100);
        stakes(state, 2, "panja:10", 3, "panja:20");
        throwCount(state, 16);
        assertThat(chips(state)).containsExactly(100, 100, 100);
        assertThat(state.holder()).isEqualTo(2);
        assertThat(state.board().get("stakes")).isEqualTo(Map.of("2", "panja:10", "3", "panja:20"));
    }

    @Test
    @DisplayName("Kauda ruling 5: the streak ends when the thrower misses, and the limits go back")
    void ruling5_theStreakEndsWithTheMiss() {
        KaudaState state = position(1, 100, 100, 100);
        stakes(state, 2, "panja:10", 3, "chauka:20");
        throwCount(state, TIYA);
        stakes(state, 2, "panja:10", 3, "chauka:10");
        throwCount(state, 11);
        assertThat(state.streak()).isEqualTo(2);
        assertThat(state.least(2)).isEqualTo(20);
        stakes(state, 2, "panja:20", 3, "chhakka:20");
        throwCount(state, CHHAKKA);
        assertThat(chips(state)).containsExactly(130, 80, 90);
        assertThat(state.holder()).isEqualTo(2);
        assertThat(state.streak()).isZero();
        assertThat(state.least(1)).isEqualTo(5);
        assertThat(state.greatest(1)).isEqualTo(40);
    }

    // --- ruling 6 ---------------------------------------------------------------------------------

    /** Three players in the last throw of a three-round game that nobody backed. */
    private static Result endWith(int... chips) {
        KaudaState state = KaudaState.of(3, true, 3, 3, 0, chips);
        stakes(state, 1, "chauka:5", 2, "chauka:5");
        throwCount(state, CHHAKKA);
        assertThat(state.isOver()).isTrue();
        return state.result();
    }

    @Test
    @DisplayName("Kauda ruling 6: the most chips wins")
    void ruling6_theMostChipsWins() {
        Result result = endWith(120, 90, 90);
        assertThat(result.winners()).containsExactly(1);
        assertThat(result.draw()).isFalse();
        assertThat(result.details()).isEqualTo(Map.of("chips", Map.of("1", 120, "2", 90, "3", 90)));
    }

    @Test
    @DisplayName("Kauda ruling 6: everyone level at the top shares the win")
    void ruling6_everyoneLevelAtTheTopSharesTheWin() {
        Result result = endWith(110, 80, 110);
        assertThat(result.winners()).containsExactly(1, 3);
        assertThat(result.draw()).isFalse();
    }

    @Test
    @DisplayName("Kauda ruling 6: if every seat ends with the same chips, it is a draw")
    void ruling6_allLevelIsADraw() {
        Result result = endWith(100, 100, 100);
        assertThat(result.winners()).isEmpty();
        assertThat(result.draw()).isTrue();
    }
}
