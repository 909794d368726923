package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.shologuti.ShologutiState;
import java.util.ArrayList;
import java.util.List;

/**
 * What a search knows of Sholo Guti, read from {@link ShologutiState#pieces}: the pieces each
 * side has, the longest capture chain the side to move has now, the pieces of the side to move
 * that the other side can jump, each side's steps and jumps (worth more to a side with few
 * pieces: without a move it loses), the pieces on points no jump can pass over, and how
 * near the side ahead in pieces has come to the other's. Move codes are the engine's own, so a move is scored by playing it.
 */
public final class ShologutiKnowledge implements Knowledge {
    static final Lines LINES = new Lines(names(), lines());
    private static final long ALL = (1L << LINES.points()) - 1;
    private static final int[][] DISTANCES = distances();
    private static final int LEAD_HUNTS = 4;
    /** How many jumps the search for the longest chain tries: chains are many only where a side is all but lost. */
    private static final int CHAIN_JUMPS = 2_000;

    /**
     * Weights, in pieces: each piece of the longest chain at hand for the side to move; each
     * piece of the side to move the other side can jump; each step or jump, and that much more
     * divided among a side's pieces (so a lone piece's moves count most); each piece on a
     * point that cannot be jumped; each step, for each piece of lead, between the side behind
     * and the side ahead; and the edge at which a side's share is 73%.
     */
    record Weights(double chain, double enPrise, double mobility, double fewPiecesMobility, double safe, double hunt,
            double scale) {
    }

    static final Weights DEFAULT = new Weights(0.9, 0.3, 0.03, 0.3, 0.1, 0.05, 3.0);

    private static final double STRAY_MARGIN = 0.5;
    private final Weights weights;

    public ShologutiKnowledge() {
        this(DEFAULT);
    }

    ShologutiKnowledge(Weights weights) {
        this.weights = weights;
    }

    /** A stray move may cost a little position, never half a piece or more. */
    @Override
    public double strayMargin() {
        return STRAY_MARGIN;
    }

    @Override
    public void evaluate(GameState state, double[] out) {
        ShologutiState s = (ShologutiState) state;
        int mover = s.toMove();
        double edge = moverEdge(s.pieces(mover), s.pieces(3 - mover));
        double moverShare = 1 / (1 + Math.exp(-edge / weights.scale()));
        out[mover - 1] = moverShare;
        out[2 - mover] = 1 - moverShare;
    }

    /** The position after the move, weighed for the mover: a one-ply look that puts long chains and safe steps first. */
    @Override
    public double moveScore(GameState state, int seat, int move) {
        ShologutiState after = (ShologutiState) state.copy();
        after.playLegal(seat, move);
        if (after.isOver()) {
            return after.result().winners().contains(seat) ? AlphaBeta.WIN : after.result().draw() ? 0 : -AlphaBeta.WIN;
        }
        return -moverEdge(after.pieces(3 - seat), after.pieces(seat));
    }

    /** The edge, in pieces, of the side to move, which has {@code mine}, over the other. */
    double moverEdge(long mine, long theirs) {
        long empty = ALL & ~(mine | theirs);
        return Long.bitCount(mine) - Long.bitCount(theirs)
                + weights.chain() * longestChain(mine, theirs, empty)
                - weights.enPrise() * Long.bitCount(LINES.enPrise(theirs, mine, empty))
                + mobilityWorth(mine) * mobility(mine, theirs, empty) - mobilityWorth(theirs) * mobility(theirs, mine, empty)
                + weights.safe() * (Long.bitCount(mine & LINES.unjumpable) - Long.bitCount(theirs & LINES.unjumpable))
                - hunt(mine, theirs);
    }

    /** The most pieces one capture chain of {@code mine} takes now (within {@value #CHAIN_JUMPS} jumps tried). */
    static int longestChain(long mine, long theirs, long empty) {
        int[] jumpsLeft = {CHAIN_JUMPS};
        int best = 0;
        for (long rest = mine; rest != 0 && jumpsLeft[0] > 0; rest &= rest - 1) {
            int from = Long.numberOfTrailingZeros(rest);
            best = Math.max(best, chain(from, theirs, empty | 1L << from, jumpsLeft));
        }
        return best;
    }

    private static int chain(int at, long theirs, long empty, int[] jumpsLeft) {
        int best = 0;
        int[] over = LINES.over[at];
        for (int j = 0; j < over.length && jumpsLeft[0] > 0; j++) {
            long taken = 1L << over[j];
            long to = 1L << LINES.landing[at][j];
            if ((theirs & taken) != 0 && (empty & to) != 0) {
                jumpsLeft[0]--;
                int rest = chain(LINES.landing[at][j], theirs & ~taken, (empty | taken | 1L << at) & ~to, jumpsLeft);
                best = Math.max(best, 1 + rest);
            }
        }
        return best;
    }

    /**
     * The side ahead in pieces closes in on the other's: the mean distance from each piece of the
     * side behind to the nearest of the side ahead, weighed by the lead (as far as {@value #LEAD_HUNTS}),
     * as the mover's loss when it is ahead.
     */
    private double hunt(long mine, long theirs) {
        int lead = Long.bitCount(mine) - Long.bitCount(theirs);
        if (lead == 0) {
            return 0;
        }
        long ahead = lead > 0 ? mine : theirs;
        long behind = lead > 0 ? theirs : mine;
        int total = 0;
        for (long rest = behind; rest != 0; rest &= rest - 1) {
            int[] from = DISTANCES[Long.numberOfTrailingZeros(rest)];
            int nearest = Integer.MAX_VALUE;
            for (long other = ahead; other != 0; other &= other - 1) {
                nearest = Math.min(nearest, from[Long.numberOfTrailingZeros(other)]);
            }
            total += nearest;
        }
        return weights.hunt() * Math.clamp(lead, -LEAD_HUNTS, LEAD_HUNTS) * total / Long.bitCount(behind);
    }

    /** Steps between every two points along the lines. */
    private static int[][] distances() {
        int count = LINES.points();
        int[][] distances = new int[count][count];
        for (int from = 0; from < count; from++) {
            java.util.Arrays.fill(distances[from], Integer.MAX_VALUE);
            distances[from][from] = 0;
            long reached = 1L << from;
            long frontier = reached;
            for (int d = 1; frontier != 0; d++) {
                long next = 0;
                for (long rest = frontier; rest != 0; rest &= rest - 1) {
                    next |= LINES.neighbours[Long.numberOfTrailingZeros(rest)];
                }
                frontier = next & ~reached;
                reached |= frontier;
                for (long rest = frontier; rest != 0; rest &= rest - 1) {
                    distances[from][Long.numberOfTrailingZeros(rest)] = d;
                }
            }
        }
        return distances;
    }

    /** What one step or jump is worth to a side: more the fewer its pieces, as a side left without a move loses. */
    private double mobilityWorth(long pieces) {
        return weights.mobility() + weights.fewPiecesMobility() / Math.max(1, Long.bitCount(pieces));
    }

    private static int mobility(long mine, long theirs, long empty) {
        int moves = 0;
        for (long rest = mine; rest != 0; rest &= rest - 1) {
            moves += LINES.moves(Long.numberOfTrailingZeros(rest), theirs, empty);
        }
        return moves;
    }

    /** The engine's order ({@link ShologutiState#pieces}): a1 c1 e1, b2 c2 d2, a3..e7 five a rank, b8 c8 d8, a9 c9 e9. */
    private static List<String> names() {
        List<String> names = new ArrayList<>(List.of("a1", "c1", "e1", "b2", "c2", "d2"));
        for (int rank = 3; rank <= 7; rank++) {
            for (char file = 'a'; file <= 'e'; file++) {
                names.add("" + file + rank);
            }
        }
        names.addAll(List.of("b8", "c8", "d8", "a9", "c9", "e9"));
        return names;
    }

    /** The grid of ranks 3..7 joined like Baghchal's, the lines through c3 and c7 running on into the triangles. */
    private static String[][] lines() {
        List<String[]> lines = new ArrayList<>();
        for (int rank = 3; rank <= 7; rank++) {
            lines.add(new String[] {"a" + rank, "b" + rank, "c" + rank, "d" + rank, "e" + rank});
        }
        for (char file : new char[] {'a', 'b', 'd', 'e'}) {
            lines.add(new String[] {file + "3", file + "4", file + "5", file + "6", file + "7"});
        }
        lines.add(new String[] {"c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9"});
        lines.add(new String[] {"a1", "b2", "c3", "d4", "e5"});
        lines.add(new String[] {"e1", "d2", "c3", "b4", "a5"});
        lines.add(new String[] {"a3", "b4", "c5", "d6", "e7"});
        lines.add(new String[] {"e3", "d4", "c5", "b6", "a7"});
        lines.add(new String[] {"a5", "b6", "c7", "d8", "e9"});
        lines.add(new String[] {"e5", "d6", "c7", "b8", "a9"});
        lines.add(new String[] {"b2", "c2", "d2"});
        lines.add(new String[] {"a1", "c1", "e1"});
        lines.add(new String[] {"b8", "c8", "d8"});
        lines.add(new String[] {"a9", "c9", "e9"});
        return lines.toArray(String[][]::new);
    }
}
