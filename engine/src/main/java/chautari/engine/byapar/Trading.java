package chautari.engine.byapar;

import chautari.engine.GameException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Trade offers (rules 19 to 21): which offer a code stands for, why an offer is not legal now, the exchange, and the protocol's {@code trades}. */
final class Trading {
    private Trading() {
    }

    /** The offer a trade code stands for in this position, or null when the code stands for none. */
    static Offer offerOf(ByaparState s, int move) {
        if (move >= OfferCodes.PARSED) {
            return ParsedOffers.offer(move, s.positionHash());
        }
        return OfferCodes.family(move);
    }

    static boolean legal(ByaparState s, Offer o) {
        return problem(s, o) == null;
    }

    /** The code of an offer legal now: its family code, else one from {@link ParsedOffers}; a {@link GameException} saying why when it is not legal. */
    static int code(ByaparState s, Offer o) {
        String problem = problem(s, o);
        if (problem != null) {
            throw new GameException("'" + o.text() + "' is not a legal offer now: " + problem);
        }
        int family = OfferCodes.familyCode(o);
        return family >= 0 ? family : ParsedOffers.code(s.positionHash(), o);
    }

    /** Why the current seat may not make the offer now under rules 19 and 21, or null when it may. */
    static String problem(ByaparState s, Offer o) {
        int k = o.to();
        int mover = s.current;
        if (s.stage != Stage.AFTER) {
            return "offers are made in the mover's after phase, and the phase is " + s.stage.wire() + " (rule 19)";
        }
        if (s.offersMade >= ByaparState.OFFERS_A_TURN) {
            return "seat " + mover + " has made its " + ByaparState.OFFERS_A_TURN + " offers this turn (rule 21)";
        }
        if (k < 1 || k > s.players) {
            return "there is no seat " + k;
        }
        if (k == mover) {
            return "seat " + k + " cannot offer to itself";
        }
        if (s.out[k]) {
            return "seat " + k + " is bankrupt";
        }
        if (!givesSome(o.giveSquares(), o.giveCards(), o.giveMoney()) || !givesSome(o.takeSquares(), o.takeCards(), o.takeMoney())) {
            return "each side lists at least one item (rule 19)";
        }
        if (o.giveMoney() > 0 && o.takeMoney() > 0) {
            return "money may appear on one side only (rule 19)";
        }
        String side = sideProblem(s, mover, o.giveSquares(), o.giveCards(), o.giveMoney());
        return side != null ? side : sideProblem(s, k, o.takeSquares(), o.takeCards(), o.takeMoney());
    }

    private static boolean givesSome(long squares, int cards, int money) {
        return squares != 0 || cards != 0 || money > 0;
    }

    private static String sideProblem(ByaparState s, int seat, long squares, int cards, int money) {
        for (long rest = squares; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            if (!Squares.holdable(sq) || s.owner[sq] != seat) {
                return "seat " + seat + " does not hold s" + sq;
            }
            if (Estate.groupBuilt(s, sq)) {
                return "s" + sq + "'s group has buildings (rule 19)";
            }
        }
        for (int c = 0; c < Cards.JAIL_CARDS.length; c++) {
            if ((cards >> c & 1) != 0 && s.cardHolder[c] != seat) {
                return "seat " + seat + " does not hold " + Cards.id(Cards.JAIL_CARDS[c]);
            }
        }
        if (cards >> Cards.JAIL_CARDS.length != 0) {
            return "there are two out-of-jail cards, C5 and L9";
        }
        if (money < 0 || money > s.cash[seat]) {
            return "seat " + seat + " has " + s.cash[seat] + " in cash, not " + money;
        }
        return null;
    }

    /** Rule 20: everything changes hands as it is. */
    static void exchange(ByaparState s, Offer o) {
        int k = o.to();
        int mover = s.current;
        for (int sq : Squares.HOLDABLE) {
            if ((o.giveSquares() >>> sq & 1) != 0) {
                s.owner[sq] = k;
            } else if ((o.takeSquares() >>> sq & 1) != 0) {
                s.owner[sq] = mover;
            }
        }
        for (int c = 0; c < Cards.JAIL_CARDS.length; c++) {
            if ((o.giveCards() >> c & 1) != 0) {
                s.cardHolder[c] = k;
            } else if ((o.takeCards() >> c & 1) != 0) {
                s.cardHolder[c] = mover;
            }
        }
        s.cash[mover] += o.takeMoney() - o.giveMoney();
        s.cash[k] += o.giveMoney() - o.takeMoney();
    }

    /**
     * Whether some offer to a seat still in meets rule 19: each side lists an item, and money is not
     * the only item of both sides.
     */
    static boolean anyOfferPossible(ByaparState s) {
        int mover = s.current;
        boolean moverGoods = hasGoods(s, mover);
        for (int k = 1; k <= s.players; k++) {
            if (k == mover || s.out[k]) {
                continue;
            }
            boolean theirGoods = hasGoods(s, k);
            if (moverGoods && (theirGoods || s.cash[k] > 0) || theirGoods && s.cash[mover] > 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether the seat holds a square or card it could put in an offer. */
    private static boolean hasGoods(ByaparState s, int seat) {
        return Estate.tradableSquares(s, seat) != 0 || Estate.holdsJailCard(s, seat);
    }

    /**
     * docs/notation.md's {@code trades} for the protocol's {@code legal} answer, while an offer is possible
     * (rules 19 and 21: the after phase, offers left, and some offer each side of which lists an item):
     * offers left, and what each seat still in could put in an offer; else null.
     */
    static Map<String, Object> trades(ByaparState s) {
        if (s.stage != Stage.AFTER || s.offersMade >= ByaparState.OFFERS_A_TURN || !anyOfferPossible(s)) {
            return null;
        }
        Map<String, Object> seats = new LinkedHashMap<>();
        for (int seat = 1; seat <= s.players; seat++) {
            if (s.out[seat]) {
                continue;
            }
            List<String> squares = new ArrayList<>();
            for (int sq : Squares.HOLDABLE) {
                if (Estate.tradable(s, seat, sq)) {
                    squares.add(Squares.name(sq));
                }
            }
            Map<String, Object> items = new LinkedHashMap<>();
            items.put("squares", squares);
            items.put("cards", Estate.cardsOf(s, seat));
            items.put("money", s.cash[seat]);
            seats.put(String.valueOf(seat), items);
        }
        Map<String, Object> trades = new LinkedHashMap<>();
        trades.put("left", ByaparState.OFFERS_A_TURN - s.offersMade);
        trades.put("seats", seats);
        return trades;
    }
}
