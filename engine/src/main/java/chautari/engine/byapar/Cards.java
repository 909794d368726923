package chautari.engine.byapar;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The two decks of docs/rules/byapar.md (the cards): Luck {@code L1..L16} (ids 0..15) and Community
 * {@code C1..C16} (ids 16..31), each card's text and its effect with its amount. "Pay" is to the
 * bank and "collect" from the bank unless the effect names the other seats.
 */
final class Cards {
    static final int LUCK = 0;
    static final int COMMUNITY = 1;
    static final int PER_DECK = 16;
    static final int COUNT = 2 * PER_DECK;
    /** The out-of-jail cards, in the order an offer writes them: C5, then L9. */
    static final int C5 = PER_DECK + 4;
    static final int L9 = 8;
    static final int[] JAIL_CARDS = {C5, L9};

    enum Effect {
        /** Go forward to the square {@code amount}. */
        FORWARD_TO,
        /** Go forward to the next transport; owed rent there doubled (L6). */
        NEXT_TRANSPORT,
        /** Go forward to the next utility; owed rent there 10 times the last throw (L7). */
        NEXT_UTILITY,
        /** Go back {@code amount} squares. */
        BACK,
        /** Go back to the square {@code amount}. */
        BACK_TO,
        OUT_OF_JAIL,
        GO_TO_JAIL,
        COLLECT,
        PAY,
        /** Pay {@code amount} a house and {@code hotel} a hotel. */
        REPAIRS,
        PAY_EACH,
        COLLECT_EACH
    }

    record Card(String id, String text, Effect effect, int amount, int hotel) {
    }

    private static Card card(String id, String text, Effect effect, int amount) {
        return new Card(id, text, effect, amount, 0);
    }

    static final Card[] ALL = {
        card("L1", "Fresh start", Effect.FORWARD_TO, 0),
        card("L2", "Business in the capital", Effect.FORWARD_TO, 39),
        card("L3", "Trek from Pokhara", Effect.FORWARD_TO, 19),
        card("L4", "Visit the Dang valley", Effect.FORWARD_TO, 11),
        card("L5", "Ride to the temple", Effect.FORWARD_TO, 25),
        card("L6", "Catch the next ride", Effect.NEXT_TRANSPORT, 0),
        card("L7", "Meter check", Effect.NEXT_UTILITY, 0),
        card("L8", "Landslide ahead", Effect.BACK, 3),
        card("L9", "Bail from a friend", Effect.OUT_OF_JAIL, 0),
        card("L10", "Caught smuggling", Effect.GO_TO_JAIL, 0),
        card("L11", "Bank dividend", Effect.COLLECT, 50),
        card("L12", "Fixed deposit matures", Effect.COLLECT, 150),
        card("L13", "Traffic police", Effect.PAY, 20),
        new Card("L14", "Earthquake repairs", Effect.REPAIRS, 25, 100),
        card("L15", "Elected ward chair", Effect.PAY_EACH, 50),
        card("L16", "Your deusi group wins at Tihar", Effect.COLLECT, 100),
        card("C1", "New year, new start", Effect.FORWARD_TO, 0),
        card("C2", "Remittance from abroad", Effect.COLLECT, 200),
        card("C3", "Hospital bill", Effect.PAY, 100),
        card("C4", "Cardamom harvest sold", Effect.COLLECT, 50),
        card("C5", "The ward vouches for you", Effect.OUT_OF_JAIL, 0),
        card("C6", "Land dispute", Effect.GO_TO_JAIL, 0),
        card("C7", "Dashain tika", Effect.COLLECT_EACH, 20),
        card("C8", "Cooperative savings mature", Effect.COLLECT, 100),
        card("C9", "Tax refund", Effect.COLLECT, 20),
        card("C10", "Wedding feast to host", Effect.PAY, 50),
        card("C11", "Insurance matures", Effect.COLLECT, 100),
        card("C12", "School fees", Effect.PAY, 50),
        new Card("C13", "Monsoon road repairs", Effect.REPAIRS, 40, 120),
        card("C14", "Second prize at a dohori contest", Effect.COLLECT, 20),
        card("C15", "Share of the family land sold", Effect.COLLECT, 100),
        card("C16", "Back to the home village", Effect.BACK_TO, 1),
    };

    private Cards() {
    }

    /** Every card's text by id, in deck order: what a client shows when a card is drawn. */
    static Map<String, String> constants() {
        Map<String, String> texts = new LinkedHashMap<>();
        for (Card card : ALL) {
            texts.put(card.id(), card.text());
        }
        return Collections.unmodifiableMap(texts);
    }

    static Card of(int id) {
        return ALL[id];
    }

    static String id(int card) {
        return ALL[card].id();
    }

    static int deckOf(int card) {
        return card / PER_DECK;
    }

    /** The card an id names ({@code L7}, {@code C13}), or -1. */
    static int parse(String text) {
        for (int c = 0; c < COUNT; c++) {
            if (ALL[c].id().equals(text)) {
                return c;
            }
        }
        return -1;
    }
}
