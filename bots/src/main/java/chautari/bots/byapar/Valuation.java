package chautari.bots.byapar;

/**
 * What squares are worth to a seat: what they would fetch at the end (rule 28's worth: the price, or
 * the mortgage value, and the house costs) and the rent they should earn over the rounds left, from a
 * table of landings per turn ({@link Landing#PER_TURN} for strong, an even table for good).
 */
final class Valuation {
    /** How much of the rent to come counts: some is never collected, and money now builds more. */
    private static final double DISCOUNT = 0.6;
    /** How much of a whole group's rent with three houses counts before the houses are built. */
    private static final double DEVELOPMENT = 0.6;
    /** A mortgaged square's rent counts this much: it earns again once the mortgage is lifted. */
    private static final double MORTGAGED_RENT = 0.4;

    private final double[] perTurn;

    Valuation(double[] perTurn) {
        this.perTurn = perTurn;
    }

    double perTurn(int sq) {
        return perTurn[sq];
    }

    /** Rent the square earns in one round of the game, from all the holder's opponents. */
    double rentPerRound(Holdings h, int sq, int built) {
        return perTurn[sq] * h.opponents(h.owner[sq]) * h.rentWith(sq, built);
    }

    /** The seat's cash and squares at their worth, plus the rent they should bring. */
    double value(Holdings h, int seat) {
        if (h.out[seat]) {
            return 0;
        }
        double horizon = h.roundsLeft() * DISCOUNT;
        int opponents = h.opponents(seat);
        double v = h.cash[seat] + 20.0 * h.jailCards[seat];
        for (int sq = 0; sq < Holdings.SQUARES; sq++) {
            if (h.owner[sq] != seat) {
                continue;
            }
            v += (h.mortgaged[sq] ? Holdings.MORTGAGE[sq] : Holdings.PRICE[sq]) + h.buildings[sq] * Holdings.HOUSE_COST[sq];
            v += horizon * opponents * perTurn[sq] * earning(h, seat, sq);
        }
        return v;
    }

    /** The rent a square is counted to earn a landing, with what it may become. */
    private double earning(Holdings h, int seat, int sq) {
        int group = Holdings.GROUP[sq];
        double rent = h.rentWith(sq, h.buildings[sq]);
        if (Holdings.isPlace(sq)) {
            int held = h.heldIn(seat, group);
            int size = Holdings.GROUP_SQUARES[group].length;
            if (held == size) {
                rent = Math.max(rent, DEVELOPMENT * Holdings.RENT[sq][3]);
            } else {
                rent += 0.1 * Holdings.RENT[sq][3] * (held - 1) / (size - 1.0) * (blocked(h, seat, group) ? 0.3 : 1);
            }
        }
        return h.mortgaged[sq] ? MORTGAGED_RENT * rent : rent;
    }

    /** Whether more than one other seat holds places of the group: it will hardly be completed. */
    private static boolean blocked(Holdings h, int seat, int group) {
        int others = 0;
        for (int sq : Holdings.GROUP_SQUARES[group]) {
            if (h.owner[sq] != 0 && h.owner[sq] != seat) {
                others |= 1 << h.owner[sq];
            }
        }
        return Integer.bitCount(others) > 1;
    }

    /** The groups of places the seat holds whole. */
    static int monopolies(Holdings h, int seat) {
        int mask = 0;
        for (int g = 0; g < Holdings.TRANSPORTS; g++) {
            if (h.holdsAll(seat, g)) {
                mask |= 1 << g;
            }
        }
        return mask;
    }

    /** What the trade is worth to {@code me}, one of its two sides: my gain less a share of the other side's. */
    double gain(Holdings before, int proposer, Trade t, int me) {
        Holdings after = before.copy();
        after.exchange(proposer, t);
        int other = me == proposer ? t.to() : proposer;
        double mine = value(after, me) - value(before, me);
        double theirs = value(after, other) - value(before, other);
        double share = before.opponents(me) <= 1 ? 1.0 : 0.5;
        return mine - share * theirs;
    }

    /**
     * Whether the trade hands the other side a whole group it lacked while {@code me} completes none,
     * for less money than twice the prices of the places it completes: such an offer is never accepted.
     */
    static boolean handsOverMonopoly(Holdings before, int proposer, Trade t, int me) {
        Holdings after = before.copy();
        after.exchange(proposer, t);
        int other = me == proposer ? t.to() : proposer;
        int theirNew = monopolies(after, other) & ~monopolies(before, other);
        int myNew = monopolies(after, me) & ~monopolies(before, me);
        if (theirNew == 0 || myNew != 0) {
            return false;
        }
        int fair = 0;
        for (int g = 0; g < Holdings.TRANSPORTS; g++) {
            if ((theirNew >> g & 1) != 0) {
                for (int sq : Holdings.GROUP_SQUARES[g]) {
                    fair += 2 * Holdings.PRICE[sq];
                }
            }
        }
        int received = me == proposer ? t.takeMoney() : t.giveMoney();
        return received < fair;
    }
}
