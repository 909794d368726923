package chautari.engine.byapar;

/**
 * The fixed codes of the offers {@link ByaparState#legalMoves} lists: {@code TRADE | kind << 15 | K << 12 | a << 6 | b}
 * for one square for one square ({@code a} given, {@code b} taken), a square for its price in money
 * either way, and an out-of-jail card ({@code 1} C5, {@code 2} L9) for 50 either way. Each offer of the
 * family has exactly one code; codes from {@link #PARSED} up index a state's own list of other offers.
 */
final class OfferCodes {
    static final int TRADE = 1 << 20;
    static final int PARSED = 1 << 24;
    static final int SWAP = 0;
    static final int BUY_SQUARE = 1;
    static final int SELL_SQUARE = 2;
    static final int BUY_CARD = 3;
    static final int SELL_CARD = 4;
    private static final int KINDS = 5;

    private OfferCodes() {
    }

    static int code(int kind, int to, int a, int b) {
        return TRADE | kind << 15 | to << 12 | a << 6 | b;
    }

    /** The offer of a family code, or null when the code is not one in its one form. */
    static Offer family(int move) {
        int kind = move >> 15 & 31;
        int to = move >> 12 & 7;
        int a = move >> 6 & 63;
        int b = move & 63;
        if (move < TRADE || move >= TRADE << 1 || kind >= KINDS || to < 1) {
            return null;
        }
        return switch (kind) {
            case SWAP -> Squares.holdable(a) && Squares.holdable(b) ? Offer.swap(to, a, b) : null;
            case BUY_SQUARE -> a == 0 && Squares.holdable(b) ? Offer.buySquare(to, b) : null;
            case SELL_SQUARE -> b == 0 && Squares.holdable(a) ? Offer.sellSquare(to, a) : null;
            case BUY_CARD -> a == 0 && (b == 1 || b == 2) ? Offer.buyCard(to, b) : null;
            default -> b == 0 && (a == 1 || a == 2) ? Offer.sellCard(to, a) : null;
        };
    }

    /** The family code of an offer, or -1 when it is outside the family (or names a seat past 7). */
    static int familyCode(Offer o) {
        int give = Long.bitCount(o.giveSquares());
        int take = Long.bitCount(o.takeSquares());
        int g = Long.numberOfTrailingZeros(o.giveSquares());
        int t = Long.numberOfTrailingZeros(o.takeSquares());
        if (o.to() > 7) {
            return -1;
        }
        if (o.giveCards() == 0 && o.takeCards() == 0) {
            if (give == 1 && take == 1 && o.giveMoney() == 0 && o.takeMoney() == 0 && Squares.holdable(g) && Squares.holdable(t)) {
                return code(SWAP, o.to(), g, t);
            }
            if (give == 0 && take == 1 && o.takeMoney() == 0 && o.giveMoney() == Squares.price(t)) {
                return code(BUY_SQUARE, o.to(), 0, t);
            }
            if (give == 1 && take == 0 && o.giveMoney() == 0 && o.takeMoney() == Squares.price(g)) {
                return code(SELL_SQUARE, o.to(), g, 0);
            }
        } else if (give == 0 && take == 0) {
            boolean oneCard = Integer.bitCount(o.giveCards() | o.takeCards()) == 1;
            if (oneCard && o.giveCards() == 0 && o.takeMoney() == 0 && o.giveMoney() == Offer.CARD_PRICE) {
                return code(BUY_CARD, o.to(), 0, o.takeCards());
            }
            if (oneCard && o.takeCards() == 0 && o.giveMoney() == 0 && o.takeMoney() == Offer.CARD_PRICE) {
                return code(SELL_CARD, o.to(), o.giveCards(), 0);
            }
        }
        return -1;
    }
}
