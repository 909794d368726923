package chautari.engine.byapar;

import static chautari.engine.byapar.ByaparSteps.play;
import static chautari.engine.byapar.ByaparSteps.roll;
import static chautari.engine.byapar.ByaparSteps.start;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Edge cases of docs/rules/byapar.md's rules where two rules meet, each from a position set up for it. Seats begin with 1500. */
class ByaparEdgeRulingsTest {
    private static final int MONEY = 1500;

    private static Object board(ByaparState s, String field) {
        return s.board().get(field);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> deck(ByaparState s, String deck) {
        return (Map<String, Object>) ((Map<String, Object>) board(s, "decks")).get(deck);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> seat(ByaparState s, int seat) {
        return ((Map<String, Map<String, Object>>) board(s, "seats")).get(String.valueOf(seat));
    }

    private static void toAfterAndEnd(ByaparState s) {
        s.at(s.currentSeat(), 17);
        roll(s, "12");
        assertThat(board(s, "phase")).isEqualTo("after");
        play(s, "end");
    }

    @Test
    @DisplayName("Byapar ruling 27: the turn passing from a seat that just went bankrupt to a lower seat begins a round, or ends the game at the limit; with seat 1 out, a round begins at seat 2")
    void rule27_roundsWithBankruptSeats() {
        ByaparState s = start(3, Map.of("rounds", 20)).roundNow(5).turn(3).give(2, 39).build(39, 5).cash(3, 10).at(3, 36);
        roll(s, "12");
        assertThat(s.isOutSeat(3)).isTrue();
        assertThat(s.currentSeat()).isEqualTo(1);
        assertThat(board(s, "round")).isEqualTo(6);

        ByaparState last = start(3, Map.of("rounds", 20)).roundNow(20).turn(3).give(2, 39).build(39, 5).cash(3, 10).at(3, 36);
        roll(last, "12");
        assertThat(last.isOver()).isTrue();
        assertThat(last.result().details()).containsEntry("reason", "rounds").containsEntry("rounds", 20);
        assertThat(last.result().details().get("worth")).isEqualTo(Map.of("1", MONEY, "2", MONEY + 10 + 400 + 5 * 200, "3", 0));
        assertThat(last.result().winners()).containsExactly(2);

        ByaparState firstOut = start(3, Map.of("rounds", 0)).roundNow(4).retire(1).turn(3);
        toAfterAndEnd(firstOut);
        assertThat(firstOut.currentSeat()).isEqualTo(2);
        assertThat(board(firstOut, "round")).isEqualTo(5);
        toAfterAndEnd(firstOut);
        assertThat(firstOut.currentSeat()).isEqualTo(3);
        assertThat(board(firstOut, "round")).isEqualTo(5);
    }

    @Test
    @DisplayName("Byapar notation: once over, phase is over, current and offer null, debts [], and dice, doubles, round keep their last values")
    void notation_boardOnceOver() {
        ByaparState s = start(2, Map.of("rounds", 20)).roundNow(20).turn(2);
        toAfterAndEnd(s);
        assertThat(s.isOver()).isTrue();
        assertThat(board(s, "phase")).isEqualTo("over");
        assertThat(board(s, "current")).isNull();
        assertThat(board(s, "offer")).isNull();
        assertThat(board(s, "debts")).isEqualTo(List.of());
        assertThat(board(s, "dice")).isEqualTo("12");
        assertThat(board(s, "round")).isEqualTo(20);
        assertThat(s.result().draw()).isTrue();
    }

    @Test
    @DisplayName("Byapar ruling 25 with 24: a C7 debtor bankrupt to the drawer hands it its cash, its mortgaged square still mortgaged and its out-of-jail card, in no deck")
    void rule25_tikaBankruptcyToTheDrawer() {
        ByaparState s = start(3, Map.of()).give(2, 5).mortgage(5).cash(2, 5).holdCard(2, Cards.L9);
        s.at(1, 0);
        roll(s, "12");
        s.applyChance(s.parseOutcome("C7"));
        assertThat(s.isOutSeat(2)).isTrue();
        assertThat(s.ownerOf(5)).isEqualTo(1);
        assertThat(s.isMortgaged(5)).isTrue();
        assertThat(seat(s, 1).get("cards")).isEqualTo(List.of("L9"));
        assertThat(deck(s, "L").get("bottom")).isEqualTo(List.of());
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 5 + 20);
        assertThat(s.cashOf(3)).isEqualTo(MONEY - 20);
        assertThat(board(s, "phase")).isEqualTo("after");
    }

    @Test
    @DisplayName("Byapar ruling 24 with 10: bankrupt to the bank on the third-turn fine, both out-of-jail cards go to the ends of their queues, the token does not move, the next seat's turn begins")
    void rule24_bankruptOnTheFine() {
        ByaparState s = start(3, Map.of()).at(1, 10).jail(1, 3).turn(1).cash(1, 20).holdCard(1, Cards.C5).holdCard(1, Cards.L9);
        play(s, "roll");
        roll(s, "12");
        assertThat(s.isOutSeat(1)).isTrue();
        assertThat(seat(s, 1).get("square")).isNull();
        assertThat(deck(s, "C").get("bottom")).isEqualTo(List.of("C5"));
        assertThat(deck(s, "L").get("bottom")).isEqualTo(List.of("L9"));
        assertThat(s.currentSeat()).isEqualTo(2);
        assertThat(board(s, "phase")).isEqualTo("dice");
        assertThat(board(s, "dice")).isNull();
    }

    @Test
    @DisplayName("Byapar ruling 5 with 9: doubles, then L8 back to a held transport: the rent, then the throw doubles earned; the third doubles go to jail; doubles then C6: jail, no throw")
    void rule5_doublesAroundCards() {
        ByaparState s = start(2, Map.of()).give(2, 5).at(1, 6);
        roll(s, "11");
        s.applyChance(s.parseOutcome("L8"));
        assertThat(s.squareOf(1)).isEqualTo(5);
        assertThat(s.cashOf(2)).isEqualTo(MONEY + 30);
        assertThat(board(s, "phase")).isEqualTo("dice");
        roll(s, "22");
        play(s, "decline");
        roll(s, "33");
        assertThat(s.squareOf(1)).isEqualTo(10);
        assertThat(s.jailTurnOf(1)).isEqualTo(1);
        assertThat(s.currentSeat()).isEqualTo(2);

        ByaparState jailed = start(2, Map.of()).at(1, 1);
        roll(jailed, "11");
        jailed.applyChance(jailed.parseOutcome("C6"));
        assertThat(jailed.squareOf(1)).isEqualTo(10);
        assertThat(jailed.currentSeat()).isEqualTo(2);
        assertThat(board(jailed, "doubles")).isEqualTo(0);
    }

    @Test
    @DisplayName("Byapar ruling 10 with 5: after pay-fine the turn is ordinary and its third doubles go to jail again")
    void rule10_payFineThenThirdDoubles() {
        ByaparState s = start(2, Map.of()).at(1, 10).jail(1, 2).turn(1);
        play(s, "pay-fine");
        roll(s, "11");
        play(s, "decline");
        roll(s, "22");
        play(s, "decline");
        assertThat(board(s, "doubles")).isEqualTo(2);
        roll(s, "33");
        assertThat(s.squareOf(1)).isEqualTo(10);
        assertThat(s.jailTurnOf(1)).isEqualTo(1);
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 50);
        assertThat(s.currentSeat()).isEqualTo(2);
    }

    @Test
    @DisplayName("Byapar ruling 14 with 9: L6 to a mortgaged transport owes nothing; L7 owes 10 times the throw whether the holder holds one utility or both")
    void rule14_cardRentChanges() {
        ByaparState mortgaged = start(2, Map.of()).give(2, 15).mortgage(15).at(1, 5);
        roll(mortgaged, "12");
        mortgaged.applyChance(mortgaged.parseOutcome("L6"));
        assertThat(mortgaged.squareOf(1)).isEqualTo(15);
        assertThat(mortgaged.cashOf(1)).isEqualTo(MONEY);
        assertThat(board(mortgaged, "phase")).isEqualTo("after");

        ByaparState both = start(2, Map.of()).give(2, 13).give(2, 27).at(1, 5);
        roll(both, "12");
        both.applyChance(both.parseOutcome("L7"));
        assertThat(both.squareOf(1)).isEqualTo(13);
        assertThat(both.cashOf(2)).isEqualTo(MONEY + 30);
    }

    @Test
    @DisplayName("Byapar ruling 23: a debtor whose W is exactly the debt raises money and pays, rather than going bankrupt")
    void rule23_worthExactlyTheDebt() {
        ByaparState s = start(2, Map.of()).give(1, 1).cash(1, 70).at(1, 1);
        roll(s, "12");
        assertThat(board(s, "phase")).isEqualTo("raise");
        assertThat(s.legalMoveTexts(1)).containsExactly("mortgage:s1");
        play(s, "mortgage:s1");
        assertThat(s.isOutSeat(1)).isFalse();
        assertThat(s.cashOf(1)).isZero();
        assertThat(board(s, "phase")).isEqualTo("after");
    }

    @Test
    @DisplayName("Byapar notation: legal holds trades only while an offer is possible (rules 19 and 21): not while every seat holds only money, nor when the mover has nothing to give")
    void notation_tradesOnlyWhileAnOfferIsPossible() {
        ByaparState cashOnly = start(3, Map.of());
        cashOnly.at(1, 17);
        roll(cashOnly, "12");
        assertThat(board(cashOnly, "phase")).isEqualTo("after");
        assertThat(cashOnly.trades()).as("money on both sides is no offer").isNull();
        assertThat(cashOnly.moveExtras(1)).isEmpty();

        ByaparState theirSquare = start(3, Map.of()).give(3, 39);
        theirSquare.at(1, 17);
        roll(theirSquare, "12");
        assertThat(theirSquare.trades()).containsEntry("left", 3);
        assertThat(theirSquare.isLegal(1, theirSquare.parseMove("trade:3:give=1:take=s39"))).isTrue();

        ByaparState nothingToGive = start(2, Map.of()).give(2, 39).cash(1, 0);
        nothingToGive.at(1, 17);
        roll(nothingToGive, "12");
        assertThat(nothingToGive.trades()).as("the mover has nothing to list").isNull();

        ByaparState myCard = start(2, Map.of()).holdCard(1, Cards.C5).cash(2, 0);
        myCard.at(1, 17);
        roll(myCard, "12");
        assertThat(myCard.trades()).as("seat 2 has nothing to list").isNull();
        myCard.cash(2, 1);
        assertThat(myCard.trades()).containsEntry("left", 3);
        assertThat(myCard.isLegal(1, myCard.parseMove("trade:2:give=C5:take=1"))).isTrue();
    }
}
