package chautari.bots.byapar;

import chautari.engine.byapar.ByaparState;

/**
 * What a Byapar position says of money and squares, read once through the state's public API: each
 * square's holder, buildings and mortgage, each seat's cash and square. A copy can be changed to
 * weigh a trade without touching the state.
 */
final class Holdings {
    static final int SQUARES = 40;
    static final int TRANSPORTS = 8;
    static final int UTILITIES = 9;
    static final int GROUPS = 10;
    static final int[][] GROUP_SQUARES = new int[GROUPS][];
    static final int[] GROUP = new int[SQUARES];
    static final int[] PRICE = new int[SQUARES];
    static final int[] HOUSE_COST = new int[SQUARES];
    static final int[] MORTGAGE = new int[SQUARES];
    static final int[] UNMORTGAGE = new int[SQUARES];
    static final int[][] RENT = new int[SQUARES][];
    private static final int[] TRANSPORT_RENT = {0, 30, 60, 120, 200};

    static {
        for (int g = 0; g < GROUPS; g++) {
            GROUP_SQUARES[g] = ByaparState.groupSquares(g);
        }
        for (int sq = 0; sq < SQUARES; sq++) {
            GROUP[sq] = ByaparState.groupOf(sq);
            if (GROUP[sq] >= 0) {
                PRICE[sq] = ByaparState.priceOf(sq);
                MORTGAGE[sq] = ByaparState.mortgageOf(sq);
                UNMORTGAGE[sq] = ByaparState.unmortgageOf(sq);
            }
            if (GROUP[sq] >= 0 && GROUP[sq] < TRANSPORTS) {
                HOUSE_COST[sq] = ByaparState.houseCostOf(sq);
                RENT[sq] = new int[6];
                for (int b = 0; b <= 5; b++) {
                    RENT[sq][b] = ByaparState.placeRent(sq, b);
                }
            }
        }
    }

    final int players;
    final int[] owner = new int[SQUARES];
    final int[] buildings = new int[SQUARES];
    final boolean[] mortgaged = new boolean[SQUARES];
    final int[] cash;
    final int[] square;
    final boolean[] out;
    final int[] jailCards;
    final int round;
    final int roundsLimit;

    Holdings(ByaparState s) {
        players = s.players();
        cash = new int[players + 1];
        square = new int[players + 1];
        out = new boolean[players + 1];
        jailCards = new int[players + 1];
        for (int seat = 1; seat <= players; seat++) {
            cash[seat] = s.cashOf(seat);
            square[seat] = s.squareOf(seat);
            out[seat] = s.isOutSeat(seat);
            jailCards[seat] = s.jailCardsOf(seat);
        }
        for (int sq = 0; sq < SQUARES; sq++) {
            if (GROUP[sq] >= 0) {
                owner[sq] = s.ownerOf(sq);
                buildings[sq] = s.buildingsOn(sq);
                mortgaged[sq] = s.isMortgaged(sq);
            }
        }
        round = s.currentRound();
        roundsLimit = s.roundsLimit();
    }

    private Holdings(Holdings h) {
        players = h.players;
        System.arraycopy(h.owner, 0, owner, 0, SQUARES);
        System.arraycopy(h.buildings, 0, buildings, 0, SQUARES);
        System.arraycopy(h.mortgaged, 0, mortgaged, 0, SQUARES);
        cash = h.cash.clone();
        square = h.square.clone();
        out = h.out.clone();
        jailCards = h.jailCards.clone();
        round = h.round;
        roundsLimit = h.roundsLimit;
    }

    Holdings copy() {
        return new Holdings(this);
    }

    static boolean isPlace(int sq) {
        return GROUP[sq] >= 0 && GROUP[sq] < TRANSPORTS;
    }

    int heldIn(int seat, int group) {
        int n = 0;
        for (int sq : GROUP_SQUARES[group]) {
            n += owner[sq] == seat ? 1 : 0;
        }
        return n;
    }

    boolean holdsAll(int seat, int group) {
        return heldIn(seat, group) == GROUP_SQUARES[group].length;
    }

    int opponents(int seat) {
        int n = 0;
        for (int s = 1; s <= players; s++) {
            n += s != seat && !out[s] ? 1 : 0;
        }
        return n;
    }

    /** Rounds the game has left, counting this one; a game without a limit is taken to have 25. */
    int roundsLeft() {
        return roundsLimit == 0 ? 25 : Math.max(1, roundsLimit - round + 1);
    }

    /** Rule 14's rent on a held square with its buildings now (a utility at the average throw, 7). */
    int rent(int sq) {
        int holder = owner[sq];
        if (holder == 0 || mortgaged[sq]) {
            return 0;
        }
        return rentWith(sq, buildings[sq]);
    }

    /** The rent the square's holder would get with this many buildings on it (unmortgaged). */
    int rentWith(int sq, int built) {
        int holder = owner[sq];
        int group = GROUP[sq];
        if (group == TRANSPORTS) {
            return TRANSPORT_RENT[heldIn(holder, group)];
        }
        if (group == UTILITIES) {
            return 7 * (heldIn(holder, group) == 2 ? 10 : 4);
        }
        if (built > 0) {
            return RENT[sq][built];
        }
        return holdsAll(holder, group) ? 2 * RENT[sq][0] : RENT[sq][0];
    }

    /** Rule 23's W: what the seat could raise. */
    int raisable(int seat) {
        int w = cash[seat];
        for (int sq = 0; sq < SQUARES; sq++) {
            if (owner[sq] == seat) {
                w += buildings[sq] * HOUSE_COST[sq] / 2 + (mortgaged[sq] ? 0 : MORTGAGE[sq]);
            }
        }
        return w;
    }

    /** Moves the items of an offer (as {@link Trade} reads it) between the two seats. */
    void exchange(int from, Trade t) {
        for (int sq = 0; sq < SQUARES; sq++) {
            if ((t.giveSquares() >>> sq & 1) != 0) {
                owner[sq] = t.to();
            }
            if ((t.takeSquares() >>> sq & 1) != 0) {
                owner[sq] = from;
            }
        }
        cash[from] += t.takeMoney() - t.giveMoney();
        cash[t.to()] += t.giveMoney() - t.takeMoney();
        jailCards[from] += t.takeCards() - t.giveCards();
        jailCards[t.to()] += t.giveCards() - t.takeCards();
    }
}
