package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.baghchal.BaghchalState;
import java.util.ArrayList;
import java.util.List;

/**
 * What a search knows of Baghchal, read from {@link BaghchalState#positionKey}: the goats
 * captured, the tigers' moves and the tigers with none (trapped), the goats a tiger can jump
 * now, and the goats still in hand. A move is {@code from << 5 | to}, {@code from} 25 for a
 * goat placed, as the state's class says.
 */
public final class BaghchalKnowledge implements Knowledge {
    private static final int POINTS = 25;
    private static final int MASK = (1 << POINTS) - 1;
    private static final int PLACE = 25;
    static final Lines LINES = new Lines(names(), lines());

    /**
     * Weights, in goats, of the tigers' edge: each goat captured; a goat a tiger can jump, when
     * the tigers are to move and when the goats are (they can cover one, rarely two); each tiger
     * move; each trapped tiger; each goat in hand; and the edge at which a side's share is 73%.
     */
    record Weights(double captured, double jumpableTigersToMove, double jumpableGoatsToMove,
            double mobility, double trapped, double inHand, double scale) {
    }

    static final Weights DEFAULT = new Weights(1.0, 0.8, 0.25, 0.06, 0.5, 0.0, 1.5);

    private final Weights weights;

    public BaghchalKnowledge() {
        this(DEFAULT);
    }

    BaghchalKnowledge(Weights weights) {
        this.weights = weights;
    }

    @Override
    public void evaluate(GameState state, double[] out) {
        BaghchalState s = (BaghchalState) state;
        long key = s.positionKey();
        double tigers = tigersEdge(goats(key), tigers(key), inHand(key), s.goatsCaptured(), tigersToMove(key));
        double tigerShare = 1 / (1 + Math.exp(-tigers / weights.scale()));
        out[BaghchalState.GOATS - 1] = 1 - tigerShare;
        out[BaghchalState.TIGERS - 1] = tigerShare;
    }

    /** The position after the move, weighed for the mover: a one-ply look that puts captures and safe goats first. */
    @Override
    public double moveScore(GameState state, int seat, int move) {
        BaghchalState s = (BaghchalState) state;
        long key = s.positionKey();
        int goats = goats(key);
        int tigers = tigers(key);
        int inHand = inHand(key);
        int captured = s.goatsCaptured();
        int from = move >>> 5;
        int to = move & 31;
        if (seat == BaghchalState.GOATS) {
            if (from == PLACE) {
                goats |= 1 << to;
                inHand--;
            } else {
                goats ^= 1 << from | 1 << to;
            }
            return -tigersEdge(goats, tigers, inHand, captured, true);
        }
        tigers ^= 1 << from | 1 << to;
        if (!LINES.joined(from, to)) {
            goats &= ~(1 << (from + to) / 2);
            captured++;
        }
        return tigersEdge(goats, tigers, inHand, captured, false);
    }

    /** The tigers' edge, in goats. */
    double tigersEdge(int goats, int tigers, int inHand, int captured, boolean tigersToMove) {
        long empty = MASK & ~(goats | tigers);
        int mobility = 0;
        int trapped = 0;
        for (int rest = tigers; rest != 0; rest &= rest - 1) {
            int moves = LINES.moves(Integer.numberOfTrailingZeros(rest), goats, empty);
            mobility += moves;
            if (moves == 0) {
                trapped++;
            }
        }
        int jumpable = Long.bitCount(LINES.enPrise(tigers, goats, empty));
        return weights.captured() * captured
                + (tigersToMove ? weights.jumpableTigersToMove() : weights.jumpableGoatsToMove()) * jumpable
                + weights.mobility() * mobility
                - weights.trapped() * trapped
                - weights.inHand() * inHand;
    }

    static int goats(long key) {
        return (int) (key & MASK);
    }

    static int tigers(long key) {
        return (int) (key >>> 25 & MASK);
    }

    private static int inHand(long key) {
        return (int) (key >>> 50 & 31);
    }

    private static boolean tigersToMove(long key) {
        return (key >>> 55 & 1) != 0;
    }

    /** Point {@code (rank - 1) * 5 + file}. */
    private static List<String> names() {
        List<String> names = new ArrayList<>();
        for (int rank = 1; rank <= 5; rank++) {
            for (char file = 'a'; file <= 'e'; file++) {
                names.add("" + file + rank);
            }
        }
        return names;
    }

    /** Ranks, files, and the diagonals through the points whose file and rank indices add up to an even number. */
    private static String[][] lines() {
        List<String[]> lines = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            char file = (char) ('a' + i - 1);
            lines.add(new String[] {"a" + i, "b" + i, "c" + i, "d" + i, "e" + i});
            lines.add(new String[] {file + "1", file + "2", file + "3", file + "4", file + "5"});
        }
        lines.add(new String[] {"a1", "b2", "c3", "d4", "e5"});
        lines.add(new String[] {"e1", "d2", "c3", "b4", "a5"});
        lines.add(new String[] {"a3", "b4", "c5"});
        lines.add(new String[] {"c5", "d4", "e3"});
        lines.add(new String[] {"e3", "d2", "c1"});
        lines.add(new String[] {"c1", "b2", "a3"});
        return lines.toArray(String[][]::new);
    }
}
