package chautari.engine.byapar;

/** Money between a seat and the bank, and rule 14's rent. */
final class Payments {
    /** Rent owed on the square reached: plain, after L6 (doubled) or after L7 (10 times the throw). */
    static final int PLAIN_RENT = 0;
    static final int L6_RENT = 1;
    static final int L7_RENT = 2;

    private Payments() {
    }

    static void pay(ByaparState s, int seat, int amount) {
        s.cash[seat] -= amount;
        s.bank += amount;
    }

    static void collect(ByaparState s, int seat, int amount) {
        s.cash[seat] += amount;
        s.bank -= amount;
    }

    /** Rule 14's rent owed on a held, unmortgaged square, with L6 or L7's change, which it uses up. */
    static int rent(ByaparState s, int sq) {
        int holder = s.owner[sq];
        int group = Squares.group(sq);
        int mode = s.rentMode;
        s.rentMode = PLAIN_RENT;
        if (group == Squares.TRANSPORTS) {
            int rent = Squares.TRANSPORT_RENT[Estate.heldIn(s, holder, group)];
            return mode == L6_RENT ? 2 * rent : rent;
        }
        if (group == Squares.UTILITIES) {
            int times = mode == L7_RENT ? 10 : Squares.UTILITY_TIMES[Estate.heldIn(s, holder, group)];
            return times * s.total();
        }
        int[] rents = Squares.at(sq).rent();
        if (s.houses[sq] > 0) {
            return rents[s.houses[sq]];
        }
        return Estate.holdsAll(s, holder, group) ? 2 * rents[0] : rents[0];
    }
}
