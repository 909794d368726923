package chautari.engine.byapar;

import static chautari.engine.byapar.ByaparSteps.play;
import static chautari.engine.byapar.ByaparSteps.roll;
import static chautari.engine.byapar.ByaparSteps.start;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.Phase;
import chautari.engine.Result;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * One test (or a few) per rule of docs/rules/byapar.md (its board, every card, rules 1 to 28 and its
 * notation part), each from a position set up for it. Seats begin with 1500.
 */
class ByaparRulingsTest {
    private static final Game BYAPAR = Byapar.GAME;
    private static final int MONEY = 1500;

    private static List<String> legal(ByaparState s) {
        return List.of(s.legalMoveTexts(s.toMove()));
    }

    private static String phase(ByaparState s) {
        return (String) s.board().get("phase");
    }

    /** Seat 1 (or the current seat) stands on a card square, its card awaited: it threw 1 and 2 from three squares back. */
    private static ByaparState onCard(ByaparState s, int cardSquare) {
        s.at(s.currentSeat(), cardSquare - 3);
        roll(s, "12");
        assertThat(phase(s)).isEqualTo("card");
        return s;
    }

    private static ByaparState onCard(int cardSquare) {
        return onCard(start(2), cardSquare);
    }

    private static void draw(ByaparState s, String card) {
        assertThat(phase(s)).isEqualTo("card");
        s.applyChance(s.parseOutcome(card));
    }

    /** The current seat reaches its after phase: from s17 a throw of 1 and 2 lands on s20, the rest house. */
    private static ByaparState toAfter(ByaparState s) {
        s.at(s.currentSeat(), 17);
        roll(s, "12");
        assertThat(phase(s)).isEqualTo("after");
        return s;
    }

    @SuppressWarnings("unchecked")
    private static List<String> bottom(ByaparState s, String deck) {
        return (List<String>) ((Map<String, Object>) ((Map<String, Object>) s.board().get("decks")).get(deck)).get("bottom");
    }

    @SuppressWarnings("unchecked")
    private static int unseen(ByaparState s, String deck) {
        return (int) ((Map<String, Object>) ((Map<String, Object>) s.board().get("decks")).get(deck)).get("unseen");
    }

    @SuppressWarnings("unchecked")
    private static List<String> cardsOf(ByaparState s, int seat) {
        return (List<String>) ((Map<String, Map<String, Object>>) s.board().get("seats")).get(String.valueOf(seat)).get("cards");
    }

    // ---- the board ----

    @Test
    @DisplayName("Byapar board: 22 places in groups A..H (s1,s2; s6,s7,s9; ...; s37,s39), 4 transports, 2 utilities, 2 taxes, 3 luck and 3 community squares, the corners s0, s10, s20, s30")
    void board_groupsAndCounts() {
        int[][] groups = {{1, 2}, {6, 7, 9}, {11, 12, 14}, {16, 18, 19}, {21, 22, 24}, {26, 28, 29}, {31, 33, 34}, {37, 39},
            {5, 15, 25, 35}, {13, 27}};
        int[] houseCosts = {50, 50, 100, 100, 150, 150, 200, 200};
        for (int g = 0; g < groups.length; g++) {
            assertThat(Squares.GROUP_SQUARES[g]).as("group " + Squares.GROUP_LETTERS.charAt(g)).containsExactly(groups[g]);
            for (int sq : groups[g]) {
                assertThat(Squares.houseCost(sq)).isEqualTo(g < 8 ? houseCosts[g] : 0);
            }
        }
        Map<Squares.Kind, Integer> counts = new java.util.EnumMap<>(Squares.Kind.class);
        for (Squares.Square sq : Squares.BOARD) {
            counts.merge(sq.kind(), 1, Integer::sum);
        }
        assertThat(counts).containsEntry(Squares.Kind.PLACE, 22).containsEntry(Squares.Kind.TRANSPORT, 4)
                .containsEntry(Squares.Kind.UTILITY, 2).containsEntry(Squares.Kind.TAX, 2).containsEntry(Squares.Kind.LUCK, 3)
                .containsEntry(Squares.Kind.COMMUNITY, 3);
        assertThat(Squares.HOLDABLE).hasSize(28);
        assertThat(Squares.at(8).kind()).isEqualTo(Squares.Kind.LUCK);
        assertThat(Squares.at(23).kind()).isEqualTo(Squares.Kind.LUCK);
        assertThat(Squares.at(32).kind()).isEqualTo(Squares.Kind.LUCK);
        assertThat(Squares.at(3).kind()).isEqualTo(Squares.Kind.COMMUNITY);
        assertThat(Squares.at(17).kind()).isEqualTo(Squares.Kind.COMMUNITY);
        assertThat(Squares.at(36).kind()).isEqualTo(Squares.Kind.COMMUNITY);
        assertThat(Squares.at(4).tax()).isEqualTo(100);
        assertThat(Squares.at(38).tax()).isEqualTo(150);
    }

    @Test
    @DisplayName("Byapar board: the table's prices, rents, mortgage values; unmortgage is the mortgage value plus 10% rounded up")
    void board_pricesRentsAndMortgages() {
        assertThat(Squares.at(1).name()).isEqualTo("Kanchanpur");
        assertThat(Squares.at(39).nameNe()).isEqualTo("काठमाडौं");
        assertThat(Squares.price(1)).isEqualTo(60);
        assertThat(Squares.at(1).rent()).containsExactly(3, 30, 90, 180, 230, 270);
        assertThat(Squares.price(39)).isEqualTo(400);
        assertThat(Squares.at(39).rent()).containsExactly(20, 200, 600, 1200, 1500, 1800);
        assertThat(Squares.at(24).rent()).containsExactly(14, 140, 410, 810, 1010, 1220);
        assertThat(Squares.price(5)).isEqualTo(200);
        assertThat(Squares.price(13)).isEqualTo(150);
        for (int sq : Squares.HOLDABLE) {
            assertThat(Squares.mortgage(sq)).as("s" + sq).isEqualTo(Squares.price(sq) / 2);
            assertThat(Squares.unmortgage(sq)).as("s" + sq).isEqualTo((Squares.mortgage(sq) * 11 + 9) / 10);
        }
    }

    // ---- the cards ----

    @Test
    @DisplayName("Byapar card L1 Fresh start: go forward to s0, collecting the salary")
    void card_L1() {
        ByaparState s = onCard(8);
        draw(s, "L1");
        assertThat(s.squareOf(1)).isZero();
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 200);
        assertThat(phase(s)).isEqualTo("after");
    }

    @Test
    @DisplayName("Byapar card L2 Business in the capital: go forward to s39 (no salary from s8), resolved as a landing: buy or decline")
    void card_L2() {
        ByaparState s = onCard(8);
        draw(s, "L2");
        assertThat(s.squareOf(1)).isEqualTo(39);
        assertThat(s.cashOf(1)).isEqualTo(MONEY);
        assertThat(phase(s)).isEqualTo("buy");
    }

    @Test
    @DisplayName("Byapar card L3 Trek from Pokhara: go forward to s19; from s23 or s32 it passes s0 and collects the salary")
    void card_L3() {
        ByaparState s = onCard(23);
        draw(s, "L3");
        assertThat(s.squareOf(1)).isEqualTo(19);
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 200);
        ByaparState early = onCard(8);
        draw(early, "L3");
        assertThat(early.cashOf(1)).isEqualTo(MONEY);
    }

    @Test
    @DisplayName("Byapar card L4 Visit the Dang valley: go forward to s11, the salary when passing s0")
    void card_L4() {
        ByaparState s = onCard(8);
        draw(s, "L4");
        assertThat(s.squareOf(1)).isEqualTo(11);
        assertThat(s.cashOf(1)).isEqualTo(MONEY);
        ByaparState late = onCard(32);
        draw(late, "L4");
        assertThat(late.squareOf(1)).isEqualTo(11);
        assertThat(late.cashOf(1)).isEqualTo(MONEY + 200);
    }

    @Test
    @DisplayName("Byapar card L5 Ride to the temple: go forward to s25, the salary only from s32")
    void card_L5() {
        ByaparState s = onCard(23);
        draw(s, "L5");
        assertThat(s.squareOf(1)).isEqualTo(25);
        assertThat(s.cashOf(1)).isEqualTo(MONEY);
        ByaparState late = onCard(32);
        draw(late, "L5");
        assertThat(late.cashOf(1)).isEqualTo(MONEY + 200);
    }

    @Test
    @DisplayName("Byapar card L6 Catch the next ride: forward to the next transport (s8: s15, s23: s25, s32: s35), owed rent doubled")
    void card_L6() {
        int[][] fromTo = {{8, 15}, {23, 25}, {32, 35}};
        for (int[] ft : fromTo) {
            ByaparState s = start(2).give(2, 5).give(2, ft[1]);
            onCard(s, ft[0]);
            draw(s, "L6");
            assertThat(s.squareOf(1)).isEqualTo(ft[1]);
            assertThat(s.cashOf(1)).as("rent 60 for two transports, doubled").isEqualTo(MONEY - 120);
            assertThat(s.cashOf(2)).isEqualTo(MONEY + 120);
        }
    }

    @Test
    @DisplayName("Byapar card L7 Meter check: forward to the next utility (s8: s13, s23: s27, s32: s13 passing s0), owed rent 10 times the last throw")
    void card_L7() {
        int[][] fromTo = {{8, 13}, {23, 27}, {32, 13}};
        for (int[] ft : fromTo) {
            ByaparState s = start(2).give(2, ft[1]);
            onCard(s, ft[0]);
            draw(s, "L7");
            assertThat(s.squareOf(1)).isEqualTo(ft[1]);
            int salary = ft[0] == 32 ? 200 : 0;
            assertThat(s.cashOf(1)).as("10 x the throw of 3, with one utility held").isEqualTo(MONEY + salary - 30);
            assertThat(s.cashOf(2)).isEqualTo(MONEY + 30);
        }
    }

    @Test
    @DisplayName("Byapar card L8 Landslide ahead: go back 3 squares, never collecting the salary; the square is resolved")
    void card_L8() {
        ByaparState s = onCard(8);
        draw(s, "L8");
        assertThat(s.squareOf(1)).isEqualTo(5);
        assertThat(phase(s)).isEqualTo("buy");
        ByaparState fromLuck23 = onCard(23);
        draw(fromLuck23, "L8");
        assertThat(fromLuck23.squareOf(1)).isEqualTo(20);
        assertThat(fromLuck23.cashOf(1)).isEqualTo(MONEY);
    }

    @Test
    @DisplayName("Byapar card L9 Bail from a friend: an out-of-jail card the drawer keeps, in neither deck")
    void card_L9() {
        ByaparState s = onCard(8);
        draw(s, "L9");
        assertThat(cardsOf(s, 1)).containsExactly("L9");
        assertThat(bottom(s, "L")).isEmpty();
        assertThat(unseen(s, "L")).isEqualTo(15);
    }

    @Test
    @DisplayName("Byapar card L10 Caught smuggling: go to jail, no salary, the turn ends")
    void card_L10() {
        ByaparState s = onCard(32);
        draw(s, "L10");
        assertThat(s.squareOf(1)).isEqualTo(10);
        assertThat(s.jailTurnOf(1)).isEqualTo(1);
        assertThat(s.cashOf(1)).isEqualTo(MONEY);
        assertThat(s.currentSeat()).isEqualTo(2);
        assertThat(bottom(s, "L")).containsExactly("L10");
    }

    @Test
    @DisplayName("Byapar card L11 Bank dividend: collect 50")
    void card_L11() {
        ByaparState s = onCard(8);
        draw(s, "L11");
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 50);
    }

    @Test
    @DisplayName("Byapar card L12 Fixed deposit matures: collect 150")
    void card_L12() {
        ByaparState s = onCard(8);
        draw(s, "L12");
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 150);
    }

    @Test
    @DisplayName("Byapar card L13 Traffic police: pay 20 to the bank")
    void card_L13() {
        ByaparState s = onCard(8);
        draw(s, "L13");
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 20);
        assertThat(s.bank).isEqualTo(20);
    }

    @Test
    @DisplayName("Byapar card L14 Earthquake repairs: pay 25 a house and 100 a hotel (a hotel is not 4 houses)")
    void card_L14() {
        ByaparState s = start(2).give(1, 1).give(1, 2).build(1, 4).build(2, 5);
        onCard(s, 8);
        draw(s, "L14");
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 4 * 25 - 100);
    }

    @Test
    @DisplayName("Byapar card L15 Elected ward chair: pay 50 to every other seat still in")
    void card_L15() {
        ByaparState s = start(4).retire(3);
        onCard(s, 8);
        draw(s, "L15");
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 100);
        assertThat(s.cashOf(2)).isEqualTo(MONEY + 50);
        assertThat(s.cashOf(3)).isZero();
        assertThat(s.cashOf(4)).isEqualTo(MONEY + 50);
    }

    @Test
    @DisplayName("Byapar card L16 Your deusi group wins at Tihar: collect 100")
    void card_L16() {
        ByaparState s = onCard(8);
        draw(s, "L16");
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 100);
    }

    @Test
    @DisplayName("Byapar card C1 New year, new start: go forward to s0, collecting the salary")
    void card_C1() {
        ByaparState s = onCard(36);
        draw(s, "C1");
        assertThat(s.squareOf(1)).isZero();
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 200);
    }

    @Test
    @DisplayName("Byapar card C2 Remittance from abroad: collect 200")
    void card_C2() {
        ByaparState s = onCard(3);
        draw(s, "C2");
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 200);
    }

    @Test
    @DisplayName("Byapar card C3 Hospital bill: pay 100")
    void card_C3() {
        ByaparState s = onCard(3);
        draw(s, "C3");
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 100);
    }

    @Test
    @DisplayName("Byapar card C4 Cardamom harvest sold: collect 50")
    void card_C4() {
        ByaparState s = onCard(17);
        draw(s, "C4");
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 50);
    }

    @Test
    @DisplayName("Byapar card C5 The ward vouches for you: an out-of-jail card the drawer keeps")
    void card_C5() {
        ByaparState s = onCard(17);
        draw(s, "C5");
        assertThat(cardsOf(s, 1)).containsExactly("C5");
        assertThat(bottom(s, "C")).isEmpty();
    }

    @Test
    @DisplayName("Byapar card C6 Land dispute: go to jail")
    void card_C6() {
        ByaparState s = onCard(36);
        draw(s, "C6");
        assertThat(s.squareOf(1)).isEqualTo(10);
        assertThat(s.jailTurnOf(1)).isEqualTo(1);
        assertThat(s.cashOf(1)).isEqualTo(MONEY);
        assertThat(s.currentSeat()).isEqualTo(2);
    }

    @Test
    @DisplayName("Byapar card C7 Dashain tika: collect 20 from every other seat still in")
    void card_C7() {
        ByaparState s = start(3);
        onCard(s, 3);
        draw(s, "C7");
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 40);
        assertThat(s.cashOf(2)).isEqualTo(MONEY - 20);
        assertThat(s.cashOf(3)).isEqualTo(MONEY - 20);
    }

    @Test
    @DisplayName("Byapar card C8 Cooperative savings mature: collect 100")
    void card_C8() {
        ByaparState s = onCard(3);
        draw(s, "C8");
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 100);
    }

    @Test
    @DisplayName("Byapar card C9 Tax refund: collect 20")
    void card_C9() {
        ByaparState s = onCard(3);
        draw(s, "C9");
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 20);
    }

    @Test
    @DisplayName("Byapar card C10 Wedding feast to host: pay 50")
    void card_C10() {
        ByaparState s = onCard(3);
        draw(s, "C10");
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 50);
    }

    @Test
    @DisplayName("Byapar card C11 Insurance matures: collect 100")
    void card_C11() {
        ByaparState s = onCard(3);
        draw(s, "C11");
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 100);
    }

    @Test
    @DisplayName("Byapar card C12 School fees: pay 50")
    void card_C12() {
        ByaparState s = onCard(3);
        draw(s, "C12");
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 50);
    }

    @Test
    @DisplayName("Byapar card C13 Monsoon road repairs: pay 40 a house and 120 a hotel")
    void card_C13() {
        ByaparState s = start(2).give(1, 6).give(1, 7).give(1, 9).build(6, 2).build(7, 2).build(9, 5);
        onCard(s, 3);
        draw(s, "C13");
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 4 * 40 - 120);
    }

    @Test
    @DisplayName("Byapar card C14 Second prize at a dohori contest: collect 20")
    void card_C14() {
        ByaparState s = onCard(3);
        draw(s, "C14");
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 20);
    }

    @Test
    @DisplayName("Byapar card C15 Share of the family land sold: collect 100")
    void card_C15() {
        ByaparState s = onCard(3);
        draw(s, "C15");
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 100);
    }

    @Test
    @DisplayName("Byapar card C16 Back to the home village: go back to s1, never collecting the salary (from s36 too)")
    void card_C16() {
        ByaparState s = onCard(36);
        draw(s, "C16");
        assertThat(s.squareOf(1)).isEqualTo(1);
        assertThat(s.cashOf(1)).isEqualTo(MONEY);
        assertThat(phase(s)).isEqualTo("buy");
    }

    @Test
    @DisplayName("Byapar cards: pay is to the bank and collect from the bank unless a card names other seats; no card leads to a card square")
    void cards_payToTheBankAndNoCardLeadsToACardSquare() {
        for (Cards.Card card : Cards.ALL) {
            if (card.effect() == Cards.Effect.FORWARD_TO || card.effect() == Cards.Effect.BACK_TO) {
                assertThat(Squares.at(card.amount()).kind()).isNotIn(Squares.Kind.LUCK, Squares.Kind.COMMUNITY);
            }
        }
        for (int from : new int[] {8, 23, 32}) {
            int to = (from - 3 + 40) % 40;
            assertThat(Squares.at(to).kind()).isNotIn(Squares.Kind.LUCK, Squares.Kind.COMMUNITY);
        }
        ByaparState s = onCard(3);
        draw(s, "C3");
        assertThat(s.bank).isEqualTo(100);
        assertThat(s.cashOf(2)).isEqualTo(MONEY);
    }

    // ---- setup ----

    @Test
    @DisplayName("Byapar ruling 1: 2 to 6 players; options rounds 0, 20, 30 or 40 (default 30) and money 1000, 1500 or 2000 (default 1500); anything else is an error")
    void rule1_playersAndOptions() {
        assertThat(BYAPAR.playerCounts()).containsExactly(2, 3, 4, 5, 6);
        assertThat(BYAPAR.options(Map.of()).asMap()).isEqualTo(Map.of("rounds", 30, "money", 1500));
        assertThat(start(2, Map.of("money", 2000)).cashOf(2)).isEqualTo(2000);
        assertThatThrownBy(() -> BYAPAR.options(Map.of("rounds", 25))).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> BYAPAR.options(Map.of("money", 1200))).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> BYAPAR.options(Map.of("auction", true))).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> BYAPAR.start(1, BYAPAR.options(Map.of()))).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> BYAPAR.start(7, BYAPAR.options(Map.of()))).isInstanceOf(GameException.class);
    }

    @Test
    @DisplayName("Byapar ruling 2: every token on s0, every seat holding the money and nothing else, the bank every square, both decks unseen; seat 1 throws")
    void rule2_start() {
        ByaparState s = start(6, Map.of("money", 1000));
        for (int seat = 1; seat <= 6; seat++) {
            assertThat(s.squareOf(seat)).isZero();
            assertThat(s.cashOf(seat)).isEqualTo(1000);
            assertThat(s.jailTurnOf(seat)).isZero();
            assertThat(cardsOf(s, seat)).isEmpty();
        }
        assertThat((Map<?, ?>) s.board().get("places")).isEmpty();
        assertThat(unseen(s, "L")).isEqualTo(16);
        assertThat(unseen(s, "C")).isEqualTo(16);
        assertThat(s.phase()).isEqualTo(Phase.THROW);
        assertThat(s.toMove()).isEqualTo(1);
        assertThat(s.board().get("round")).isEqualTo(1);
    }

    // ---- a turn ----

    @Test
    @DisplayName("Byapar ruling 3: turns pass in seat order, skipping bankrupt seats; a seat in jail begins with the jail choice")
    void rule3_turnOrder() {
        ByaparState s = start(4).retire(2).jail(3, 1);
        toAfter(s);
        play(s, "end");
        assertThat(s.currentSeat()).isEqualTo(3);
        assertThat(phase(s)).isEqualTo("jail");
        play(s, "roll");
        roll(s, "12");
        play(s, "end");
        assertThat(s.currentSeat()).isEqualTo(4);
        assertThat(phase(s)).isEqualTo("dice");
    }

    @Test
    @DisplayName("Byapar ruling 4: the token moves forward by the two dice; passing or landing on s0 pays the salary 200 once; starting on s0 is not passing it")
    void rule4_moveAndSalary() {
        ByaparState s = start(2);
        roll(s, "34");
        assertThat(s.squareOf(1)).isEqualTo(7);
        assertThat(s.cashOf(1)).isEqualTo(MONEY);
        ByaparState passing = start(2).at(1, 38);
        roll(passing, "12");
        assertThat(passing.squareOf(1)).isEqualTo(1);
        assertThat(passing.cashOf(1)).isEqualTo(MONEY + 200);
        assertThat(phase(passing)).as("the salary comes before the square: s1 is for sale").isEqualTo("buy");
        ByaparState landing = start(2).at(1, 37);
        roll(landing, "12");
        assertThat(landing.squareOf(1)).isZero();
        assertThat(landing.cashOf(1)).isEqualTo(MONEY + 200);
    }

    @Test
    @DisplayName("Byapar ruling 5: doubles earn another throw once the square is resolved; the third doubles of a turn go to jail without moving")
    void rule5_doubles() {
        ByaparState s = start(2);
        roll(s, "11");
        play(s, "decline");
        assertThat(phase(s)).isEqualTo("dice");
        assertThat(s.board().get("doubles")).isEqualTo(1);
        roll(s, "22");
        play(s, "decline");
        assertThat(s.board().get("doubles")).isEqualTo(2);
        roll(s, "33");
        assertThat(s.squareOf(1)).isEqualTo(10);
        assertThat(s.jailTurnOf(1)).isEqualTo(1);
        assertThat(s.currentSeat()).isEqualTo(2);
        ByaparState plain = start(2);
        roll(plain, "12");
        assertThat(phase(plain)).isEqualTo("card");
        draw(plain, "C9");
        assertThat(phase(plain)).as("no doubles, no more throws").isEqualTo("after");
    }

    @Test
    @DisplayName("Byapar ruling 6: the after phase takes build, sell, mortgage, unmortgage and offers in any order, then end passes the turn")
    void rule6_afterPhase() {
        ByaparState s = start(2).give(1, 1).give(1, 2).give(1, 5).mortgage(5).give(2, 15);
        toAfter(s);
        assertThat(legal(s)).contains("build:s1", "build:s2", "mortgage:s1", "unmortgage:s5", "end",
                "trade:2:give=s1:take=s15");
        play(s, "build:s1");
        play(s, "unmortgage:s5");
        play(s, "mortgage:s5");
        assertThat(phase(s)).isEqualTo("after");
        play(s, "end");
        assertThat(s.currentSeat()).isEqualTo(2);
        assertThat(phase(s)).isEqualTo("dice");
    }

    @Test
    @DisplayName("Byapar ruling 7: landing on s30 puts the token on s10 in jail and ends the turn at once: no salary, no further throw for doubles, no after phase")
    void rule7_goToJail() {
        ByaparState s = start(2).at(1, 26);
        roll(s, "22");
        assertThat(s.squareOf(1)).isEqualTo(10);
        assertThat(s.jailTurnOf(1)).isEqualTo(1);
        assertThat(s.cashOf(1)).isEqualTo(MONEY);
        assertThat(s.currentSeat()).isEqualTo(2);
        assertThat(phase(s)).isEqualTo("dice");
    }

    // ---- cards ----

    @Test
    @DisplayName("Byapar ruling 8: a draw is uniform among the unseen cards; a drawn card joins the end of the queue before its effect; with none unseen the queue's first is the only outcome")
    void rule8_drawing() {
        ByaparState s = onCard(3);
        assertThat(s.chanceOutcomeCount()).isEqualTo(16);
        assertThat(s.chanceProbability(0)).isEqualTo(1.0 / 16);
        draw(s, "C9");
        assertThat(unseen(s, "C")).isEqualTo(15);
        assertThat(bottom(s, "C")).containsExactly("C9");
        play(s, "end");
        onCard(s, 3);
        assertThat(s.chanceOutcomeCount()).isEqualTo(15);
        assertThatThrownBy(() -> s.parseOutcome("C9")).as("a card not unseen").isInstanceOf(GameException.class);
        assertThatThrownBy(() -> s.parseOutcome("L3")).as("the other deck's card").isInstanceOf(GameException.class);

        ByaparState spent = start(2);
        for (String c : List.of("C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10", "C11", "C12", "C13", "C14",
                "C15", "C16")) {
            spent.jail(1, 0).turn(1).at(1, 0);
            onCard(spent, 3);
            draw(spent, c);
        }
        assertThat(unseen(spent, "C")).isZero();
        assertThat(bottom(spent, "C")).hasSize(15).startsWith("C1", "C2", "C3", "C4", "C6");
        spent.jail(1, 0).turn(1).at(1, 0);
        onCard(spent, 3);
        assertThat(spent.chanceOutcomeCount()).isEqualTo(1);
        assertThat(spent.outcomeText(0)).isEqualTo("C1");
        assertThatThrownBy(() -> spent.parseOutcome("C2")).isInstanceOf(GameException.class);
        draw(spent, "C1");
        assertThat(bottom(spent, "C")).hasSize(15).endsWith("C16", "C1");
    }

    @Test
    @DisplayName("Byapar ruling 8: an out-of-jail card is kept until use-card puts it at the end of its deck's queue")
    void rule8_outOfJailCardBack() {
        ByaparState s = start(2).holdCard(1, Cards.L9).jail(1, 1).turn(1);
        assertThat(legal(s)).contains("use-card");
        play(s, "use-card");
        assertThat(cardsOf(s, 1)).isEmpty();
        assertThat(bottom(s, "L")).containsExactly("L9");
        assertThat(s.jailTurnOf(1)).isZero();
    }

    @Test
    @DisplayName("Byapar ruling 9: forward card moves collect the salary on passing s0, going back never does; after a card, doubles still earn their throw")
    void rule9_cardMoves() {
        ByaparState s = start(2).at(1, 6);
        roll(s, "11");
        draw(s, "L11");
        assertThat(phase(s)).as("doubles still earn a throw").isEqualTo("dice");
        ByaparState back = start(2).at(1, 34);
        roll(back, "11");
        draw(back, "C16");
        assertThat(back.cashOf(1)).isEqualTo(MONEY);
        assertThat(back.squareOf(1)).isEqualTo(1);
        ByaparState jailed = start(2).at(1, 30);
        roll(jailed, "11");
        draw(jailed, "L10");
        assertThat(jailed.currentSeat()).as("doubles, then jail: the turn ends").isEqualTo(2);
    }

    // ---- jail ----

    @Test
    @DisplayName("Byapar ruling 10: a seat in jail chooses pay-fine (needs 50 cash), use-card (holds one) or roll; after paying or a card its turn is ordinary, doubles counting")
    void rule10_jailChoices() {
        ByaparState s = start(2).at(1, 10).jail(1, 1).turn(1);
        assertThat(legal(s)).containsExactly("pay-fine", "roll");
        s.holdCard(1, Cards.C5);
        assertThat(legal(s)).containsExactly("pay-fine", "roll", "use-card");
        s.cash(1, 40);
        assertThat(legal(s)).containsExactly("roll", "use-card");
        s.cash(1, MONEY);
        play(s, "pay-fine");
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 50);
        assertThat(s.jailTurnOf(1)).isZero();
        assertThat(phase(s)).isEqualTo("dice");
        roll(s, "33");
        assertThat(s.squareOf(1)).isEqualTo(16);
        assertThat(s.board().get("doubles")).isEqualTo(1);
        play(s, "decline");
        assertThat(phase(s)).isEqualTo("dice");
    }

    @Test
    @DisplayName("Byapar ruling 10: use-card hands in L9 when the seat holds both")
    void rule10_useCardPrefersL9() {
        ByaparState s = start(2).holdCard(1, Cards.C5).holdCard(1, Cards.L9).jail(1, 2).turn(1);
        play(s, "use-card");
        assertThat(cardsOf(s, 1)).containsExactly("C5");
        assertThat(bottom(s, "L")).containsExactly("L9");
    }

    @Test
    @DisplayName("Byapar ruling 10: roll: doubles free the seat and it moves by the total, with no further throw; other throws on the first or second jail turn go to the after phase")
    void rule10_roll() {
        ByaparState s = start(2).at(1, 10).jail(1, 1).turn(1);
        play(s, "roll");
        assertThat(phase(s)).isEqualTo("dice");
        roll(s, "33");
        assertThat(s.jailTurnOf(1)).isZero();
        assertThat(s.squareOf(1)).isEqualTo(16);
        assertThat(s.board().get("doubles")).as("jail throws never count").isEqualTo(0);
        play(s, "decline");
        assertThat(phase(s)).as("no further throw").isEqualTo("after");

        ByaparState stay = start(2).at(1, 10).jail(1, 1).turn(1);
        play(stay, "roll");
        roll(stay, "12");
        assertThat(stay.squareOf(1)).isEqualTo(10);
        assertThat(stay.jailTurnOf(1)).isEqualTo(2);
        assertThat(phase(stay)).isEqualTo("after");
        play(stay, "end");
        assertThat(stay.currentSeat()).isEqualTo(2);
    }

    @Test
    @DisplayName("Byapar ruling 10: on the third jail turn a throw that is not doubles owes 50 to the bank, frees the seat and moves it by the total")
    void rule10_thirdTurn() {
        ByaparState s = start(2).at(1, 10).jail(1, 3).turn(1);
        play(s, "roll");
        roll(s, "12");
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 50);
        assertThat(s.jailTurnOf(1)).isZero();
        assertThat(s.squareOf(1)).isEqualTo(13);
        assertThat(phase(s)).isEqualTo("buy");
        ByaparState raising = start(2).at(1, 10).jail(1, 3).turn(1).give(1, 1).cash(1, 20);
        play(raising, "roll");
        roll(raising, "12");
        assertThat(phase(raising)).isEqualTo("raise");
        assertThat(legal(raising)).containsExactly("mortgage:s1");
        play(raising, "mortgage:s1");
        assertThat(raising.cashOf(1)).isEqualTo(0);
        assertThat(raising.squareOf(1)).as("the fine paid, it moves on").isEqualTo(13);
        assertThat(phase(raising)).isEqualTo("buy");
    }

    @Test
    @DisplayName("Byapar ruling 11: a seat in jail still collects rent; a token on s10 not in jail is just visiting")
    void rule11_jailAndVisiting() {
        ByaparState s = start(2).give(2, 7).at(2, 10).jail(2, 1).at(1, 4);
        roll(s, "12");
        assertThat(s.cashOf(2)).isEqualTo(MONEY + 6);
        ByaparState visiting = start(2).at(1, 7);
        roll(visiting, "12");
        assertThat(visiting.squareOf(1)).isEqualTo(10);
        assertThat(visiting.jailTurnOf(1)).isZero();
        assertThat(phase(visiting)).isEqualTo("after");
    }

    // ---- squares ----

    @Test
    @DisplayName("Byapar ruling 12: s0, s10, s20 do nothing more; s30 goes to jail; s4 owes 100 and s38 150 to the bank; a luck or community square draws from its deck")
    void rule12_squares() {
        ByaparState rest = start(2).at(1, 17);
        roll(rest, "12");
        assertThat(phase(rest)).isEqualTo("after");
        assertThat(rest.cashOf(1)).isEqualTo(MONEY);
        ByaparState tax = start(2).at(1, 1);
        roll(tax, "12");
        assertThat(tax.cashOf(1)).isEqualTo(MONEY - 100);
        ByaparState customs = start(2).at(1, 35);
        roll(customs, "12");
        assertThat(customs.cashOf(1)).isEqualTo(MONEY - 150);
        assertThat(customs.bank).isEqualTo(150);
        ByaparState luck = onCard(23);
        assertThat(luck.outcomeText(0)).isEqualTo("L1");
        ByaparState community = onCard(17);
        assertThat(community.outcomeText(0)).isEqualTo("C1");
    }

    @Test
    @DisplayName("Byapar ruling 13: an unowned square: buy (needs the price in cash) or decline; mortgage and sell first are allowed; a declined square stays unowned, no auction")
    void rule13_buyOrDecline() {
        ByaparState s = start(2);
        roll(s, "34");
        assertThat(legal(s)).containsExactly("buy", "decline");
        play(s, "buy");
        assertThat(s.ownerOf(7)).isEqualTo(1);
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 110);
        assertThat(s.bank).isEqualTo(110);

        ByaparState poor = start(2).cash(1, 100).give(1, 5);
        roll(poor, "34");
        assertThat(legal(poor)).containsExactly("decline", "mortgage:s5");
        play(poor, "mortgage:s5");
        assertThat(legal(poor)).containsExactly("buy", "decline");
        play(poor, "decline");
        assertThat(poor.ownerOf(7)).isZero();
        assertThat(phase(poor)).isEqualTo("after");
        play(poor, "end");
        roll(poor, "34");
        assertThat(phase(poor)).as("the next seat to land there may buy it").isEqualTo("buy");
    }

    @Test
    @DisplayName("Byapar ruling 14: rent on a place: the table's for its buildings; unbuilt, the base doubled when the holder holds the whole group (mortgaged ones and built group-mates count)")
    void rule14_placeRent() {
        int[][] cases = {
            // s6, s7, s9 houses; s6 mortgaged?; rent at s7
            {0, 2, 1, 0, 170}, {0, 0, 0, 0, 12}, {0, 0, 0, 1, 12}, {1, 0, 1, 0, 12}, {0, 5, 0, 0, 500}};
        for (int[] c : cases) {
            ByaparState s = start(2).give(2, 6).give(2, 7).give(2, 9).build(6, c[0]).build(7, c[1]).build(9, c[2]).at(1, 4);
            if (c[3] == 1) {
                s.mortgage(6);
            }
            roll(s, "12");
            assertThat(s.cashOf(1)).as(Arrays.toString(c)).isEqualTo(MONEY - c[4]);
            assertThat(s.cashOf(2)).isEqualTo(MONEY + c[4]);
        }
        ByaparState single = start(2).give(2, 7).at(1, 4);
        roll(single, "12");
        assertThat(single.cashOf(1)).isEqualTo(MONEY - 6);
    }

    @Test
    @DisplayName("Byapar ruling 14: nothing is owed on one's own or a mortgaged square")
    void rule14_ownAndMortgaged() {
        ByaparState own = start(2).give(1, 7).at(1, 4);
        roll(own, "12");
        assertThat(own.cashOf(1)).isEqualTo(MONEY);
        assertThat(phase(own)).isEqualTo("after");
        ByaparState mortgaged = start(2).give(2, 7).mortgage(7).at(1, 4);
        roll(mortgaged, "12");
        assertThat(mortgaged.cashOf(1)).isEqualTo(MONEY);
    }

    @Test
    @DisplayName("Byapar ruling 14: a transport's rent is 30, 60, 120 or 200 by the transports the holder holds, mortgaged ones counting")
    void rule14_transportRent() {
        int[] rents = {30, 60, 120, 200};
        int[] transports = {15, 5, 25, 35};
        for (int held = 1; held <= 4; held++) {
            ByaparState s = start(2).at(1, 12);
            for (int i = 0; i < held; i++) {
                s.give(2, transports[i]);
            }
            if (held > 1) {
                s.mortgage(5);
            }
            roll(s, "12");
            assertThat(s.cashOf(1)).as(held + " transports").isEqualTo(MONEY - rents[held - 1]);
        }
    }

    @Test
    @DisplayName("Byapar ruling 14: a utility's rent is 4 times the mover's last throw with one utility held, 10 times with both")
    void rule14_utilityRent() {
        ByaparState one = start(2).give(2, 13).at(1, 8);
        roll(one, "23");
        assertThat(one.cashOf(1)).isEqualTo(MONEY - 20);
        ByaparState both = start(2).give(2, 13).give(2, 27).mortgage(27).at(1, 8);
        roll(both, "23");
        assertThat(both.cashOf(1)).isEqualTo(MONEY - 50);
    }

    // ---- building, selling, mortgaging ----

    @Test
    @DisplayName("Byapar ruling 15: build in a group held whole with none mortgaged, paying the house cost; evenly; the fifth building is a hotel; at most a hotel; no buildings on transports or utilities")
    void rule15_build() {
        ByaparState s = start(2).give(1, 1).give(1, 2).give(1, 5).give(1, 13);
        toAfter(s);
        assertThat(legal(s)).contains("build:s1", "build:s2").noneMatch(m -> m.equals("build:s5") || m.equals("build:s13"));
        play(s, "build:s1");
        assertThat(s.buildingsOn(1)).isEqualTo(1);
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 50);
        assertThat(legal(s)).as("even building").contains("build:s2").doesNotContain("build:s1");
        for (int i = 0; i < 4; i++) {
            play(s, "build:s2");
            play(s, "build:s1");
        }
        assertThat(s.buildingsOn(1)).isEqualTo(5);
        assertThat(s.buildingsOn(2)).isEqualTo(4);
        play(s, "build:s2");
        assertThat(legal(s)).noneMatch(m -> m.startsWith("build"));
        ByaparState split = start(2).give(1, 1).give(2, 2);
        toAfter(split);
        assertThat(legal(split)).noneMatch(m -> m.startsWith("build"));
        ByaparState mortgaged = start(2).give(1, 1).give(1, 2).mortgage(2);
        toAfter(mortgaged);
        assertThat(legal(mortgaged)).noneMatch(m -> m.startsWith("build"));
        ByaparState poor = start(2).give(1, 1).give(1, 2).cash(1, 49);
        toAfter(poor);
        assertThat(legal(poor)).noneMatch(m -> m.startsWith("build"));
    }

    @Test
    @DisplayName("Byapar ruling 16: sell removes one building (a hotel goes back to 4 houses) for half the house cost; evenly")
    void rule16_sell() {
        ByaparState s = start(2).give(1, 1).give(1, 2).build(1, 5).build(2, 4);
        toAfter(s);
        assertThat(legal(s)).contains("sell:s1").doesNotContain("sell:s2");
        play(s, "sell:s1");
        assertThat(s.buildingsOn(1)).isEqualTo(4);
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 25);
        assertThat(legal(s)).contains("sell:s1", "sell:s2");
    }

    @Test
    @DisplayName("Byapar ruling 17: mortgage a held square whose group has no buildings for its mortgage value; unmortgage pays the table's cost; mortgaged squares earn no rent but count as held")
    void rule17_mortgage() {
        ByaparState s = start(2).give(1, 1).give(1, 2).build(1, 1).give(1, 5);
        toAfter(s);
        assertThat(legal(s)).contains("mortgage:s5").doesNotContain("mortgage:s1", "mortgage:s2");
        play(s, "mortgage:s5");
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 100);
        assertThat(s.isMortgaged(5)).isTrue();
        assertThat(legal(s)).contains("unmortgage:s5").doesNotContain("mortgage:s5");
        play(s, "unmortgage:s5");
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 10);
        assertThat(s.isMortgaged(5)).isFalse();
        ByaparState poor = start(2).give(1, 5).mortgage(5).cash(1, 109);
        toAfter(poor);
        assertThat(legal(poor)).doesNotContain("unmortgage:s5");
    }

    @Test
    @DisplayName("Byapar ruling 18: build and unmortgage only in the after phase; sell and mortgage also while choosing to buy and while raising money")
    void rule18_whenToBuildAndMortgage() {
        ByaparState s = start(2).give(1, 1).give(1, 2).build(1, 1).give(1, 5).give(1, 15).mortgage(15);
        roll(s, "34");
        assertThat(phase(s)).isEqualTo("buy");
        assertThat(legal(s)).contains("sell:s1", "mortgage:s5").noneMatch(m -> m.startsWith("build") || m.startsWith("unmortgage"));
        ByaparState jail = start(2).give(1, 5).jail(1, 1).turn(1);
        assertThat(legal(jail)).containsExactly("pay-fine", "roll");
    }

    // ---- trading ----

    @Test
    @DisplayName("Byapar ruling 19: in its after phase the current seat may offer a trade: squares whose group has no buildings, out-of-jail cards and money up to its cash, each side at least one item, money on one side")
    void rule19_offers() {
        ByaparState s = start(3).give(1, 11).give(1, 13).give(1, 5).mortgage(5).give(2, 21).give(2, 6).give(2, 7).give(2, 9)
                .build(6, 1).holdCard(2, Cards.L9);
        toAfter(s);
        int seat = s.toMove();
        assertThat(s.isLegal(seat, s.parseMove("trade:2:give=s11,s13,100:take=s21"))).isTrue();
        assertThat(s.isLegal(seat, s.parseMove("trade:2:give=s5:take=s21,L9"))).as("mortgaged squares may go").isTrue();
        assertThat(s.isLegal(seat, s.parseMove("trade:2:give=1500:take=s21"))).isTrue();
        assertThatThrownBy(() -> s.parseMove("trade:2:give=1501:take=s21")).as("money up to its cash")
                .isInstanceOf(GameException.class).hasMessageContaining("seat 1 has 1500 in cash, not 1501");
        assertThatThrownBy(() -> s.parseMove("trade:2:give=s11:take=s7")).as("a built group")
                .isInstanceOf(GameException.class).hasMessageContaining("s7's group has buildings");
        assertThatThrownBy(() -> s.parseMove("trade:2:give=s11:take=s22")).as("not held")
                .isInstanceOf(GameException.class).hasMessageContaining("seat 2 does not hold s22");
        assertThat(s.isLegal(seat, s.parseMove("trade:3:give=s11:take=100"))).isTrue();
        assertThatThrownBy(() -> s.parseMove("trade:1:give=s11:take=100")).as("not to itself")
                .isInstanceOf(GameException.class).hasMessageContaining("seat 1 cannot offer to itself");
        assertThatThrownBy(() -> s.parseMove("trade:4:give=s11:take=100")).as("no seat 4")
                .isInstanceOf(GameException.class).hasMessageContaining("there is no seat 4");
        assertThatThrownBy(() -> s.parseMove("trade:2:give=:take=s21")).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> s.parseMove("trade:2:give=s11,10:take=s21,5")).isInstanceOf(GameException.class);
        assertThat(legal(s)).contains("trade:2:give=s11:take=s21", "trade:2:give=240:take=s21", "trade:3:give=s13:take=150",
                "trade:2:give=50:take=L9");
        s.retire(3);
        assertThatThrownBy(() -> s.parseMove("trade:3:give=s11:take=100")).as("only to a seat still in")
                .isInstanceOf(GameException.class).hasMessageContaining("seat 3 is bankrupt");
        assertThat(s.trades()).isEqualTo(Map.of("left", 3, "seats", Map.of(
                "1", Map.of("squares", List.of("s5", "s11", "s13"), "cards", List.of(), "money", MONEY),
                "2", Map.of("squares", List.of("s21"), "cards", List.of("L9"), "money", MONEY))));
    }

    @Test
    @DisplayName("Byapar ruling 20: seat K answers at once with accept or refuse; on accept everything changes hands as it is, a mortgaged square staying mortgaged")
    void rule20_answer() {
        ByaparState s = start(2).give(1, 11).give(1, 5).mortgage(5).give(2, 21).holdCard(2, Cards.C5);
        toAfter(s);
        play(s, "trade:2:give=s5,s11,100:take=s21,C5");
        assertThat(phase(s)).isEqualTo("offer");
        assertThat(s.toMove()).isEqualTo(2);
        assertThat(legal(s)).containsExactly("accept", "refuse");
        assertThat(s.board().get("offer")).isEqualTo(Map.of("to", 2, "move", "trade:2:give=s5,s11,100:take=s21,C5"));
        play(s, "accept");
        assertThat(s.ownerOf(5)).isEqualTo(2);
        assertThat(s.isMortgaged(5)).isTrue();
        assertThat(s.ownerOf(11)).isEqualTo(2);
        assertThat(s.ownerOf(21)).isEqualTo(1);
        assertThat(cardsOf(s, 1)).containsExactly("C5");
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 100);
        assertThat(s.cashOf(2)).isEqualTo(MONEY + 100);
        assertThat(phase(s)).isEqualTo("after");
        assertThat(s.toMove()).isEqualTo(1);
        play(s, "trade:2:give=s21:take=s11");
        play(s, "refuse");
        assertThat(s.ownerOf(21)).isEqualTo(1);
        assertThat(phase(s)).isEqualTo("after");
        assertThat(s.board().get("offer")).isNull();
    }

    @Test
    @DisplayName("Byapar ruling 21: at most 3 offers a turn, accepted or refused; only the current seat offers")
    void rule21_threeOffers() {
        ByaparState s = start(2).give(1, 11).give(2, 21);
        toAfter(s);
        for (int i = 0; i < 3; i++) {
            play(s, "trade:2:give=s11:take=s21");
            play(s, "refuse");
        }
        assertThat(s.board().get("offers")).isEqualTo(3);
        assertThat(legal(s)).noneMatch(m -> m.startsWith("trade"));
        assertThatThrownBy(() -> s.parseMove("trade:2:give=s11:take=s21")).isInstanceOf(GameException.class)
                .hasMessageContaining("has made its 3 offers this turn (rule 21)");
        assertThat(s.isLegal(1, OfferCodes.code(OfferCodes.SWAP, 2, 11, 21))).isFalse();
        assertThat(s.trades()).isNull();
        play(s, "end");
        roll(s, "12");
        assertThatThrownBy(() -> s.parseMove("trade:1:give=s21:take=s11")).as("only in the after phase")
                .isInstanceOf(GameException.class).hasMessageContaining("after phase");
        assertThat(s.isLegal(2, OfferCodes.code(OfferCodes.SWAP, 1, 21, 11))).isFalse();
    }

    // ---- debts ----

    @Test
    @DisplayName("Byapar ruling 22: a seat owing money pays at once when its cash covers the debt")
    void rule22_payAtOnce() {
        ByaparState s = start(2).give(2, 39).build(39, 5).at(1, 36).cash(1, 1800);
        roll(s, "12");
        assertThat(s.cashOf(1)).isZero();
        assertThat(s.cashOf(2)).isEqualTo(MONEY + 1800);
        assertThat(phase(s)).isEqualTo("after");
    }

    @Test
    @DisplayName("Byapar ruling 23: short of cash but worth enough (cash, half the house costs, unmortgaged values), the debtor may only sell and mortgage; the debt is paid as soon as cash covers it; play goes on")
    void rule23_raise() {
        ByaparState s = start(2).give(1, 1).give(1, 2).build(1, 1).give(1, 5).cash(1, 50).at(1, 1);
        roll(s, "12");
        assertThat(phase(s)).isEqualTo("raise");
        assertThat(s.raisableOf(1)).as("cash, half a house, s1, s2 and s5 mortgaged").isEqualTo(50 + 25 + 30 + 35 + 100);
        assertThat(s.board().get("debts")).isEqualTo(List.of(Map.of("seat", 1, "to", 0, "amount", 100)));
        assertThat(legal(s)).containsExactly("mortgage:s5", "sell:s1");
        play(s, "sell:s1");
        assertThat(phase(s)).isEqualTo("raise");
        play(s, "mortgage:s1");
        assertThat(s.cashOf(1)).as("50 + 25 + 30 - 100").isEqualTo(5);
        assertThat(phase(s)).isEqualTo("after");
        assertThat(s.board().get("debts")).isEqualTo(List.of());
    }

    @Test
    @DisplayName("Byapar ruling 24: a debtor worth less than its debt to a seat is bankrupt: buildings back to the bank at half cost, then its cash, squares as they are and cards go to that seat; it leaves; its turn ends")
    void rule24_bankruptToASeat() {
        ByaparState s = start(3).give(2, 39).build(39, 5).give(1, 1).give(1, 2).build(1, 1).give(1, 5).mortgage(5)
                .holdCard(1, Cards.L9).cash(1, 100).at(1, 36);
        roll(s, "12");
        assertThat(s.isOutSeat(1)).isTrue();
        assertThat(s.cashOf(1)).isZero();
        assertThat(s.cashOf(2)).isEqualTo(MONEY + 100 + 25);
        assertThat(s.ownerOf(1)).isEqualTo(2);
        assertThat(s.buildingsOn(1)).isZero();
        assertThat(s.ownerOf(5)).isEqualTo(2);
        assertThat(s.isMortgaged(5)).isTrue();
        assertThat(cardsOf(s, 2)).containsExactly("L9");
        assertThat(s.currentSeat()).isEqualTo(2);
        assertThat(((Map<?, ?>) ((Map<?, ?>) s.board().get("seats")).get("1")).get("square")).isNull();
    }

    @Test
    @DisplayName("Byapar ruling 24: bankrupt to the bank: the cash goes to the bank, the squares become unowned and unmortgaged, the cards go to the end of their decks' queues")
    void rule24_bankruptToTheBank() {
        ByaparState s = start(3).give(1, 5).mortgage(5).holdCard(1, Cards.C5).cash(1, 99).at(1, 35);
        roll(s, "12");
        assertThat(s.isOutSeat(1)).isTrue();
        assertThat(s.ownerOf(5)).isZero();
        assertThat(s.isMortgaged(5)).isFalse();
        assertThat(bottom(s, "C")).containsExactly("C5");
        assertThat(s.bank).isEqualTo(-(99 - MONEY) + 99);
        assertThat(s.currentSeat()).isEqualTo(2);
    }

    @Test
    @DisplayName("Byapar ruling 25: L15 makes one debt a seat, settled in seat order after the drawer; if the drawer goes bankrupt the seat of that debt is the creditor and the rest lapse")
    void rule25_wardChairBankrupt() {
        ByaparState s = start(4).turn(3).cash(3, 60);
        onCard(s, 8);
        draw(s, "L15");
        assertThat(s.cashOf(4)).isEqualTo(MONEY + 50);
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 10);
        assertThat(s.cashOf(2)).as("its debt lapsed").isEqualTo(MONEY);
        assertThat(s.isOutSeat(3)).isTrue();
        assertThat(s.currentSeat()).isEqualTo(4);
    }

    @Test
    @DisplayName("Byapar ruling 25: with C7 each other seat owes the drawer 20 and may go bankrupt to it; a debtor raising money is the seat to move, then the drawer's turn goes on")
    void rule25_dashainTika() {
        ByaparState s = start(4).cash(2, 10).cash(3, 5).give(3, 5);
        onCard(s, 3);
        draw(s, "C7");
        assertThat(s.isOutSeat(2)).isTrue();
        assertThat(phase(s)).isEqualTo("raise");
        assertThat(s.toMove()).isEqualTo(3);
        play(s, "mortgage:s5");
        assertThat(s.cashOf(3)).isEqualTo(85);
        assertThat(s.cashOf(4)).isEqualTo(MONEY - 20);
        assertThat(s.cashOf(1)).isEqualTo(MONEY + 10 + 20 + 20);
        assertThat(phase(s)).isEqualTo("after");
        assertThat(s.toMove()).isEqualTo(1);
    }

    // ---- the end ----

    @Test
    @DisplayName("Byapar ruling 26: the game ends at once when only one seat is not bankrupt; it wins")
    void rule26_lastSeatWins() {
        ByaparState s = start(2).give(2, 39).build(39, 5).cash(1, 100).at(1, 36);
        roll(s, "12");
        assertThat(s.isOver()).isTrue();
        Result r = s.result();
        assertThat(r.winners()).containsExactly(2);
        assertThat(r.draw()).isFalse();
        assertThat(r.details()).containsEntry("reason", "bankruptcy").containsEntry("rounds", 1);
        assertThat(s.toMove()).isZero();
        assertThat(s.board().get("current")).isNull();
    }

    @Test
    @DisplayName("Byapar ruling 27: a round begins each time the turn passes to a lower seat; with rounds R, the game ends when round R + 1 would begin, never cutting a turn short")
    void rule27_rounds() {
        ByaparState s = start(2, Map.of("rounds", 20));
        toAfter(s);
        play(s, "end");
        assertThat(s.board().get("round")).isEqualTo(1);
        toAfter(s);
        play(s, "end");
        assertThat(s.board().get("round")).isEqualTo(2);
        s.roundNow(20);
        toAfter(s);
        play(s, "end");
        assertThat(s.isOver()).isFalse();
        toAfter(s);
        play(s, "end");
        assertThat(s.isOver()).isTrue();
        assertThat(s.result().details()).containsEntry("reason", "rounds").containsEntry("rounds", 20);
        ByaparState unlimited = start(2, Map.of("rounds", 0)).roundNow(500);
        toAfter(unlimited);
        play(unlimited, "end");
        toAfter(unlimited);
        play(unlimited, "end");
        assertThat(unlimited.isOver()).isFalse();
    }

    @Test
    @DisplayName("Byapar ruling 28: worth is cash + price of unmortgaged squares + mortgage value of mortgaged ones + house costs (a hotel 5); the greatest worth wins, the level share, all level with none bankrupt is a draw")
    void rule28_worth() {
        ByaparState s = start(3, Map.of("rounds", 20)).roundNow(20).turn(3).give(1, 1).give(1, 2).build(1, 5).build(2, 4)
                .give(1, 5).mortgage(5).holdCard(1, Cards.L9);
        assertThat(s.worthOf(1)).isEqualTo(MONEY + 60 + 70 + 100 + 9 * 50);
        toAfter(s);
        play(s, "end");
        assertThat(s.result().winners()).containsExactly(1);
        assertThat(s.result().details().get("worth")).isEqualTo(Map.of("1", MONEY + 680, "2", MONEY, "3", MONEY));

        ByaparState level = start(3, Map.of("rounds", 20)).roundNow(20).turn(3);
        toAfter(level);
        play(level, "end");
        assertThat(level.result().draw()).isTrue();
        assertThat(level.result().winners()).isEmpty();
        assertThat(level.returns()).containsExactly(0, 0, 0);

        ByaparState shared = start(3, Map.of("rounds", 20)).roundNow(20).retire(2).turn(3);
        toAfter(shared);
        play(shared, "end");
        assertThat(shared.result().draw()).isFalse();
        assertThat(shared.result().winners()).containsExactly(1, 3);
        assertThat(shared.result().details().get("worth")).isEqualTo(Map.of("1", MONEY, "2", 0, "3", MONEY));
    }

    // ---- notation ----

    @Test
    @DisplayName("Byapar notation: a dice throw is two digits, first die then second (36 outcomes, 1/36 each); a card draw is the card's id")
    void notation_outcomes() {
        ByaparState s = start(2);
        assertThat(s.chanceOutcomeCount()).isEqualTo(36);
        assertThat(s.outcomeText(s.parseOutcome("34"))).isEqualTo("34");
        assertThat(s.parseOutcome("34")).isNotEqualTo(s.parseOutcome("43"));
        assertThat(s.chanceProbability(5)).isEqualTo(1.0 / 36);
        for (String bad : List.of("07", "3", "345", "L7", "")) {
            assertThatThrownBy(() -> s.parseOutcome(bad)).isInstanceOf(GameException.class);
        }
        roll(s, "43");
        assertThat(s.board().get("dice")).isEqualTo("43");
        assertThat(s.throwFacts(s.parseOutcome("66")).toMap()).isEqualTo(Map.of("steps", 12, "doubles", true));
        ByaparState card = onCard(8);
        assertThat(card.outcomeText(card.parseOutcome("L7"))).isEqualTo("L7");
        assertThat(card.throwFacts(card.parseOutcome("L7")).toMap()).isEqualTo(Map.of("name", "Meter check", "card", "L7", "deck", "L"));
        assertThat(card.chance().kind()).isEqualTo("card");
    }

    @Test
    @DisplayName("Byapar notation: move strings read back exactly; offer items only in the one canonical form (squares by number, C5 before L9, then money without sign or leading zero)")
    void notation_moves() {
        ByaparState s = toAfter(start(2).give(1, 6).give(1, 9).give(1, 11).give(1, 13).give(2, 21).holdCard(2, Cards.C5)
                .holdCard(2, Cards.L9));
        for (String move : List.of("buy", "decline", "build:s39", "sell:s1", "mortgage:s11", "unmortgage:s5", "accept",
                "refuse", "pay-fine", "use-card", "roll", "end", "trade:2:give=s11,s13,100:take=s21",
                "trade:2:give=s6,s9,s13:take=C5,L9")) {
            assertThat(s.moveText(s.parseMove(move))).isEqualTo(move);
        }
        for (String bad : List.of("trade:2:give=s13,s11:take=s21", "trade:2:give=L9,C5:take=s21", "trade:2:give=s11,0100:take=s21",
                "trade:2:give=100,s11:take=s21", "trade:2:give=s11,s11:take=s21", "trade:2:give=s11:take=L3", "trade:2:give=s11:take=+5",
                "build:s40", "build:s01", "build:39", "Buy", "pass", "trade:2:give=s11:take=s21:x")) {
            assertThatThrownBy(() -> s.parseMove(bad)).as(bad).isInstanceOf(GameException.class);
        }
    }

    @Test
    @DisplayName("Byapar notation: the phases of the table (dice, card, jail, buy, raise, after, offer, over), what each awaits and who acts")
    void notation_phases() {
        ByaparState s = start(2);
        assertThat(phase(s)).isEqualTo("dice");
        assertThat(s.phase()).isEqualTo(Phase.THROW);
        assertThat(s.legalMoveTexts(1)).isEmpty();
        roll(s, "12");
        assertThat(phase(s)).isEqualTo("card");
        assertThat(s.phase()).isEqualTo(Phase.THROW);
        draw(s, "C9");
        assertThat(phase(s)).isEqualTo("after");
        assertThat(s.phase()).isEqualTo(Phase.MOVE);
        assertThat(legal(s)).containsExactly("end");
        assertThat(s.legalMoveTextsWithoutOffers(1)).containsExactly("end");
    }

    @Test
    @DisplayName("Byapar notation: the board holds seats, places, current, phase, dice, doubles, offers, offer, debts, round and decks as the example shows")
    void notation_board() {
        ByaparState s = start(3).give(2, 5).mortgage(5).give(1, 21).build(21, 2).holdCard(1, Cards.L9);
        Map<String, Object> board = s.board();
        assertThat(board.keySet()).containsExactly("seats", "places", "current", "phase", "dice", "doubles", "offers", "offer",
                "debts", "round", "decks");
        assertThat(((Map<?, ?>) board.get("seats")).get("1")).isEqualTo(Map.of("square", 0, "money", MONEY, "jail", 0,
                "cards", List.of("L9"), "out", false));
        assertThat(board.get("places")).isEqualTo(Map.of("s5", Map.of("owner", 2, "houses", 0, "mortgaged", true),
                "s21", Map.of("owner", 1, "houses", 2, "mortgaged", false)));
        assertThat(((Map<?, ?>) board.get("places")).keySet().toString()).isEqualTo("[s5, s21]");
        assertThat(board.get("dice")).isNull();
        assertThat(board.get("decks")).isEqualTo(Map.of("L", Map.of("unseen", 15, "bottom", List.of()),
                "C", Map.of("unseen", 16, "bottom", List.of())));
    }

    @Test
    @DisplayName("Byapar records: every chance outcome (dice and cards) is recorded with its seat, beside the moves, so the game replays exactly")
    void records_chanceOutcomesAndMoves() {
        chautari.engine.Match match = chautari.engine.Match.start(BYAPAR, 3, BYAPAR.options(Map.of()), 7);
        match.throwWith("34");
        match.play(1, "buy");
        match.play(1, "end");
        match.throwWith("44");
        match.throwWith("L13");
        assertThatThrownBy(() -> match.throwWith("L13")).as("a card not possible now").isInstanceOf(GameException.class);
        match.throwWith("61");
        match.play(2, "decline");
        match.play(2, "end");
        match.throwRandom();
        assertThat(match.record().events()).extracting(e -> e.seat() + " " + e.text()).startsWith("1 34", "1 buy", "1 end",
                "2 44", "2 L13", "2 61", "2 decline", "2 end");
        assertThat(match.record().events().get(4).kind()).isEqualTo(chautari.engine.GameRecord.Kind.THROW);
        assertThat(match.record().events()).hasSize(9);
    }

    @Test
    @DisplayName("Byapar notation: the example's first events: 1 34 buy end; 2 44 L13 61 decline end; 3 52 owes seat 1 the rent 6")
    void notation_exampleEvents() {
        ByaparState s = start(3);
        roll(s, "34");
        play(s, "buy");
        play(s, "end");
        roll(s, "44");
        assertThat(s.squareOf(2)).isEqualTo(8);
        draw(s, "L13");
        assertThat(s.cashOf(2)).isEqualTo(MONEY - 20);
        roll(s, "61");
        assertThat(s.squareOf(2)).isEqualTo(15);
        play(s, "decline");
        play(s, "end");
        roll(s, "52");
        assertThat(s.cashOf(3)).isEqualTo(MONEY - 6);
        assertThat(s.cashOf(1)).isEqualTo(MONEY - 110 + 6);
    }
}
