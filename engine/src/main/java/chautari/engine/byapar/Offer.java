package chautari.engine.byapar;

import chautari.engine.GameException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A trade offer (docs/rules/byapar.md rules 19 to 21) to seat {@code to}: what the mover gives and
 * what it takes from that seat. Squares are bit masks by square number; cards are bit masks of
 * {@link Cards#JAIL_CARDS} (bit 0 C5, bit 1 L9); money is 0 on a side that gives none.
 */
record Offer(int to, long giveSquares, int giveCards, int giveMoney, long takeSquares, int takeCards, int takeMoney) {
    private static final Pattern TRADE = Pattern.compile("trade:([1-9]):give=([^:]+):take=([^:]+)");
    private static final Pattern MONEY = Pattern.compile("[1-9][0-9]{0,8}");
    private static final Pattern SQUARE = Pattern.compile("s(0|[1-9][0-9]?)");

    static Offer swap(int to, int give, int take) {
        return new Offer(to, 1L << give, 0, 0, 1L << take, 0, 0);
    }

    /** The seat's square for its price in money. */
    static Offer buySquare(int to, int take) {
        return new Offer(to, 0, 0, Squares.price(take), 1L << take, 0, 0);
    }

    static Offer sellSquare(int to, int give) {
        return new Offer(to, 1L << give, 0, 0, 0, 0, Squares.price(give));
    }

    static final int CARD_PRICE = Squares.FINE;

    static Offer buyCard(int to, int cardBit) {
        return new Offer(to, 0, 0, CARD_PRICE, 0, cardBit, 0);
    }

    static Offer sellCard(int to, int cardBit) {
        return new Offer(to, 0, cardBit, 0, 0, 0, CARD_PRICE);
    }

    String text() {
        return "trade:" + to + ":give=" + items(giveSquares, giveCards, giveMoney) + ":take="
                + items(takeSquares, takeCards, takeMoney);
    }

    private static String items(long squares, int cards, int money) {
        StringBuilder s = new StringBuilder();
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            if ((squares >>> sq & 1) != 0) {
                s.append(s.isEmpty() ? "" : ",").append('s').append(sq);
            }
        }
        for (int i = 0; i < Cards.JAIL_CARDS.length; i++) {
            if ((cards >> i & 1) != 0) {
                s.append(s.isEmpty() ? "" : ",").append(Cards.id(Cards.JAIL_CARDS[i]));
            }
        }
        if (money > 0) {
            s.append(s.isEmpty() ? "" : ",").append(money);
        }
        return s.toString();
    }

    /** Reads an offer in the one canonical form of docs/notation.md; anything else is a {@link GameException}. */
    static Offer parse(String text) {
        Matcher m = TRADE.matcher(text);
        if (!m.matches()) {
            throw new GameException("'" + text + "' is not a trade offer: write trade:K:give=ITEMS:take=ITEMS,"
                    + " as trade:2:give=s11,s13,100:take=s21");
        }
        long[] give = side(m.group(2), text);
        long[] take = side(m.group(3), text);
        Offer offer = new Offer(Integer.parseInt(m.group(1)), give[0], (int) give[1], (int) give[2], take[0],
                (int) take[1], (int) take[2]);
        if (!offer.text().equals(text)) {
            throw new GameException("'" + text + "' is not written in the one accepted form: squares by increasing"
                    + " number, then C5 before L9, then money, each once, money on one side at most; as "
                    + offer.text());
        }
        if (offer.giveMoney > 0 && offer.takeMoney > 0) {
            throw new GameException("'" + text + "': money may appear on one side only");
        }
        return offer;
    }

    /** The squares mask, the cards mask and the money of one side. */
    private static long[] side(String items, String text) {
        long squares = 0;
        long cards = 0;
        long money = 0;
        for (String item : items.split(",", -1)) {
            if (SQUARE.matcher(item).matches() && Integer.parseInt(item.substring(1)) < Squares.COUNT) {
                squares |= 1L << Integer.parseInt(item.substring(1));
            } else if (item.equals("C5")) {
                cards |= 1;
            } else if (item.equals("L9")) {
                cards |= 2;
            } else if (MONEY.matcher(item).matches() && money == 0) {
                money = Long.parseLong(item);
            } else {
                throw new GameException("'" + item + "' in '" + text + "' is not an item of an offer: a square s0..s39,"
                        + " an out-of-jail card C5 or L9, or money in plain digits (once a side)");
            }
        }
        if (money > Integer.MAX_VALUE) {
            throw new GameException("'" + text + "' offers more money than there is");
        }
        return new long[] {squares, cards, money};
    }
}
