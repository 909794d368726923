package chautari.bots.byapar;

import chautari.engine.byapar.ByaparState;
import java.util.List;

/**
 * How often a token lands on each square (docs/rules/byapar.md rules 4, 5, 7, 9, 10 and 12), computed
 * once from the engine's board and decks: the stationary distribution of the Markov chain of a token's
 * moves. A state is the square before a throw with the doubles thrown so far this turn (0 to 2), or a
 * jail turn (1 to 3); two dice move it, a third doubles jails it, {@code s30} and the jail cards jail
 * it, the cards that move a token move it (each of the deck's sixteen cards equally likely), and a
 * jailed token rolls for doubles, moving on the third turn in any case (the seat that stays in jail).
 */
final class Landing {
    static final int SQUARES = 40;
    static final int JAIL = 10;
    private static final int GO_TO_JAIL = 30;
    /** States: square * 3 + doubles so far, then the three jail turns. */
    private static final int STATES = SQUARES * 3 + 3;
    private static final int FIRST_JAIL_TURN = SQUARES * 3;

    /** The stationary distribution of the token's square (in jail counted on s10); it sums to 1. */
    static final double[] STATIONARY = new double[SQUARES];
    /** Expected landings on each square in one turn of a seat: what rent a square earns per turn of each opponent. */
    static final double[] PER_TURN = new double[SQUARES];
    /** What a player without the distribution assumes: every square equally likely, one landing a turn in all. */
    static final double[] UNIFORM_PER_TURN = new double[SQUARES];
    /** A card square's deck, as destinations: for each square, the squares 16 draws send the token to (-1 stays, -2 jail). */
    private static final int[][] CARD_MOVES = new int[SQUARES][];

    static {
        for (int sq = 0; sq < SQUARES; sq++) {
            String kind = ByaparState.kindOf(sq);
            if (kind.equals("luck") || kind.equals("community")) {
                List<String> deck = ByaparState.deckOf(sq);
                CARD_MOVES[sq] = new int[deck.size()];
                for (int i = 0; i < deck.size(); i++) {
                    CARD_MOVES[sq][i] = ByaparState.cardDestination(deck.get(i), sq);
                }
            }
            UNIFORM_PER_TURN[sq] = 1.0 / SQUARES;
        }
        double[][] next = transitions();
        double[] p = new double[STATES];
        p[0] = 1;
        for (int iteration = 0; iteration < 2000; iteration++) {
            double[] q = new double[STATES];
            for (int from = 0; from < STATES; from++) {
                if (p[from] == 0) {
                    continue;
                }
                for (int to = 0; to < STATES; to++) {
                    q[to] += p[from] * next[from][to];
                }
            }
            p = q;
        }
        double turns = 0;
        for (int state = 0; state < STATES; state++) {
            if (state >= FIRST_JAIL_TURN) {
                STATIONARY[JAIL] += p[state];
                turns += p[state];
            } else {
                STATIONARY[state / 3] += p[state];
                turns += state % 3 == 0 ? p[state] : 0;
            }
        }
        for (int state = 0; state < FIRST_JAIL_TURN; state++) {
            PER_TURN[state / 3] += p[state] / turns;
        }
    }

    private Landing() {
    }

    /** The chance of moving from each state to each other in one throw. */
    private static double[][] transitions() {
        double[][] next = new double[STATES][STATES];
        for (int state = 0; state < STATES; state++) {
            for (int a = 1; a <= 6; a++) {
                for (int b = 1; b <= 6; b++) {
                    throwFrom(next[state], state, a, b, 1.0 / 36);
                }
            }
        }
        return next;
    }

    private static void throwFrom(double[] row, int state, int a, int b, double chance) {
        boolean pair = a == b;
        if (state >= FIRST_JAIL_TURN) {
            int turn = state - FIRST_JAIL_TURN + 1;
            if (pair || turn == 3) {
                land(row, (JAIL + a + b) % SQUARES, 0, chance);
            } else {
                row[state + 1] += chance;
            }
            return;
        }
        int square = state / 3;
        int doubles = state % 3;
        if (pair && doubles == 2) {
            row[FIRST_JAIL_TURN] += chance;
            return;
        }
        land(row, (square + a + b) % SQUARES, pair ? doubles + 1 : 0, chance);
    }

    /** The token reaches the square; the throw after is made with {@code doubles} so far (0: the next turn). */
    private static void land(double[] row, int square, int doubles, double chance) {
        if (square == GO_TO_JAIL) {
            row[FIRST_JAIL_TURN] += chance;
            return;
        }
        int[] cards = CARD_MOVES[square];
        if (cards == null) {
            row[square * 3 + doubles] += chance;
            return;
        }
        for (int to : cards) {
            double each = chance / cards.length;
            if (to == -2 || to == GO_TO_JAIL) {
                row[FIRST_JAIL_TURN] += each;
            } else {
                row[(to < 0 ? square : to) * 3 + doubles] += each;
            }
        }
    }
}
