package chautari.engine.byapar;

import java.util.ArrayList;
import java.util.List;

/** What a seat holds and what it may do with it (rules 15 to 19), what it could raise (rule 23) and its worth (rule 28). */
final class Estate {
    private Estate() {
    }

    static boolean holdsAll(ByaparState s, int seat, int group) {
        for (int sq : Squares.GROUP_SQUARES[group]) {
            if (s.owner[sq] != seat) {
                return false;
            }
        }
        return true;
    }

    /** How many squares of the group the seat holds. */
    static int heldIn(ByaparState s, int seat, int group) {
        int n = 0;
        for (int sq : Squares.GROUP_SQUARES[group]) {
            if (s.owner[sq] == seat) {
                n++;
            }
        }
        return n;
    }

    static boolean groupBuilt(ByaparState s, int sq) {
        int group = Squares.group(sq);
        if (group >= Squares.TRANSPORTS) {
            return false;
        }
        for (int other : Squares.GROUP_SQUARES[group]) {
            if (s.houses[other] > 0) {
                return true;
            }
        }
        return false;
    }

    static boolean canBuild(ByaparState s, int seat, int sq) {
        if (!Squares.holdable(sq) || !Squares.isPlace(sq) || s.owner[sq] != seat || s.houses[sq] == 5
                || s.cash[seat] < Squares.houseCost(sq)) {
            return false;
        }
        for (int other : Squares.GROUP_SQUARES[Squares.group(sq)]) {
            if (s.owner[other] != seat || s.mortgaged[other] || s.houses[other] < s.houses[sq]) {
                return false;
            }
        }
        return true;
    }

    static boolean canSell(ByaparState s, int seat, int sq) {
        if (!Squares.holdable(sq) || s.owner[sq] != seat || s.houses[sq] == 0) {
            return false;
        }
        for (int other : Squares.GROUP_SQUARES[Squares.group(sq)]) {
            if (s.houses[other] > s.houses[sq]) {
                return false;
            }
        }
        return true;
    }

    static boolean canMortgage(ByaparState s, int seat, int sq) {
        return Squares.holdable(sq) && s.owner[sq] == seat && !s.mortgaged[sq] && !groupBuilt(s, sq);
    }

    static boolean canUnmortgage(ByaparState s, int seat, int sq) {
        return Squares.holdable(sq) && s.owner[sq] == seat && s.mortgaged[sq] && s.cash[seat] >= Squares.unmortgage(sq);
    }

    /** Whether the seat could put the square in an offer (rule 19). */
    static boolean tradable(ByaparState s, int seat, int sq) {
        return Squares.holdable(sq) && s.owner[sq] == seat && !groupBuilt(s, sq);
    }

    /** The squares the seat could put in an offer, as a mask by square number. */
    static long tradableSquares(ByaparState s, int seat) {
        long mask = 0;
        for (int sq : Squares.HOLDABLE) {
            if (s.owner[sq] == seat && !groupBuilt(s, sq)) {
                mask |= 1L << sq;
            }
        }
        return mask;
    }

    static boolean holdsJailCard(ByaparState s, int seat) {
        return s.cardHolder[0] == seat || s.cardHolder[1] == seat;
    }

    /** The ids of the seat's out-of-jail cards, sorted. */
    static List<String> cardsOf(ByaparState s, int seat) {
        List<String> cards = new ArrayList<>(2);
        for (int c = 0; c < Cards.JAIL_CARDS.length; c++) {
            if (s.cardHolder[c] == seat) {
                cards.add(Cards.id(Cards.JAIL_CARDS[c]));
            }
        }
        return cards;
    }

    /** Rule 23's W: cash, half the house cost of every building, the mortgage value of every unmortgaged square. */
    static int raisable(ByaparState s, int seat) {
        int w = s.cash[seat];
        for (int sq : Squares.HOLDABLE) {
            if (s.owner[sq] == seat) {
                w += s.houses[sq] * Squares.houseCost(sq) / 2 + (s.mortgaged[sq] ? 0 : Squares.mortgage(sq));
            }
        }
        return w;
    }

    /** Rule 28's worth. */
    static int worth(ByaparState s, int seat) {
        if (s.out[seat]) {
            return 0;
        }
        int w = s.cash[seat];
        for (int sq : Squares.HOLDABLE) {
            if (s.owner[sq] == seat) {
                w += (s.mortgaged[sq] ? Squares.mortgage(sq) : Squares.price(sq)) + s.houses[sq] * Squares.houseCost(sq);
            }
        }
        return w;
    }
}
