package chautari.bots.byapar;

import java.util.ArrayList;
import java.util.List;

/**
 * Offers outside the listed family that complete a group for the seat making them: it takes the other
 * seat's places of a group it holds the rest of, and gives for them money, or its own places of a
 * group the other seat then holds whole (with money either way), or one other square and money. The
 * money is the least that leaves the other seat at least the gain asked by a reckoning that weighs
 * every square alike (what a player without the landing odds would reckon).
 */
final class Deals {
    private static final Valuation EVEN = new Valuation(Landing.UNIFORM_PER_TURN);

    private Deals() {
    }

    /** Offers of the seat to each other seat still in, each leaving that seat at least {@code theirGain}. */
    static List<Trade> completing(Holdings h, int seat, double theirGain) {
        List<Trade> deals = new ArrayList<>();
        for (int other = 1; other <= h.players; other++) {
            if (other == seat || h.out[other]) {
                continue;
            }
            for (int g = 0; g < Holdings.TRANSPORTS; g++) {
                long take = missing(h, seat, other, g);
                if (take == 0) {
                    continue;
                }
                add(deals, h, seat, other, 0, take, theirGain);
                for (int g2 = 0; g2 < Holdings.TRANSPORTS; g2++) {
                    long give = g2 == g ? 0 : missing(h, other, seat, g2);
                    if (give != 0) {
                        add(deals, h, seat, other, give, take, theirGain);
                    }
                }
                for (int sq = 0; sq < Holdings.SQUARES; sq++) {
                    if (h.owner[sq] == seat && Holdings.GROUP[sq] != g && tradable(h, sq)) {
                        add(deals, h, seat, other, 1L << sq, take, theirGain);
                    }
                }
            }
        }
        return deals;
    }

    /**
     * The squares of group g {@code from} holds when {@code to} holds all the rest and none of the group
     * is built on; 0 when there are none, or some are the bank's or a third seat's.
     */
    private static long missing(Holdings h, int to, int from, int g) {
        long squares = 0;
        boolean held = false;
        for (int sq : Holdings.GROUP_SQUARES[g]) {
            if (h.buildings[sq] > 0) {
                return 0;
            }
            if (h.owner[sq] == from) {
                squares |= 1L << sq;
            } else if (h.owner[sq] == to) {
                held = true;
            } else {
                return 0;
            }
        }
        return held ? squares : 0;
    }

    /** Whether the square may be traded: no building stands in its group. */
    private static boolean tradable(Holdings h, int sq) {
        if (!Holdings.isPlace(sq)) {
            return true;
        }
        for (int other : Holdings.GROUP_SQUARES[Holdings.GROUP[sq]]) {
            if (h.buildings[other] > 0) {
                return false;
            }
        }
        return true;
    }

    /** Adds the offer with the least money that leaves the other seat the gain asked, if the two seats' cash allows it. */
    private static void add(List<Trade> deals, Holdings h, int seat, int other, long give, long take, double theirGain) {
        double at0 = EVEN.gain(h, seat, trade(other, give, take, 0), other);
        double at100 = EVEN.gain(h, seat, trade(other, give, take, 100), other);
        double slope = (at100 - at0) / 100;
        if (slope <= 0) {
            return;
        }
        int money = (int) Math.ceil((theirGain - at0) / slope) + 1;
        if (give == 0) {
            money = Math.max(money, 1);
        }
        if (Valuation.handsOverMonopoly(h, seat, trade(other, give, take, 0), other)) {
            money = Math.max(money, fairPrice(take));
        }
        if (money > h.cash[seat] || -money > h.cash[other]) {
            return;
        }
        Trade t = trade(other, give, take, money);
        if (!Valuation.handsOverMonopoly(h, seat, t, other) && !deals.contains(t)) {
            deals.add(t);
        }
    }

    /** What {@link Valuation#handsOverMonopoly} asks for the places taken when they complete a group for the seat alone: twice their group's prices. */
    private static int fairPrice(long take) {
        int fair = 0;
        for (int sq : Holdings.GROUP_SQUARES[Holdings.GROUP[Long.numberOfTrailingZeros(take)]]) {
            fair += 2 * Holdings.PRICE[sq];
        }
        return fair;
    }

    /** The trade giving {@code give} and the money (taking its opposite when negative) for {@code take}. */
    static Trade trade(int other, long give, long take, int money) {
        return new Trade(other, give, 0, Math.max(0, money), take, 0, Math.max(0, -money));
    }

    /** docs/notation.md's text of the trade: squares in increasing order, then money. */
    static String text(Trade t) {
        return "trade:" + t.to() + ":give=" + items(t.giveSquares(), t.giveMoney()) + ":take=" + items(t.takeSquares(), t.takeMoney());
    }

    private static String items(long squares, int money) {
        StringBuilder s = new StringBuilder();
        for (long rest = squares; rest != 0; rest &= rest - 1) {
            s.append(s.isEmpty() ? "" : ",").append('s').append(Long.numberOfTrailingZeros(rest));
        }
        if (money > 0) {
            s.append(s.isEmpty() ? "" : ",").append(money);
        }
        return s.toString();
    }
}
