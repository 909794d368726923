package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.checkers.CheckersState;

/**
 * What a search knows of checkers, read from {@link CheckersState#men} and {@link CheckersState#kings}:
 * material (a king worth more than a man), the men's advance, the back-row guard, the centre,
 * mobility and a capture at hand. In an ending the side ahead is paid for trading and for
 * closing in on the other side's pieces, so that a won ending is played out rather than shuffled.
 *
 * <p>Squares are bits 0..31 (square 1..32); square {@code s} stands in row {@code s / 4} from
 * Black's side and column {@link #column} as White sees the board (docs/rules/checkers.md#board).
 * A move is coded as {@link CheckersState} says: {@code from | jumps << 5 | directions << 9}, two
 * bits a direction: up-left, up-right (towards row 8), down-left, down-right.
 */
public final class CheckersKnowledge implements Knowledge {
    private static final int SQUARES = 32;
    private static final int JUMPS_SHIFT = 5;
    private static final int PATH_SHIFT = 9;
    private static final int[][] NEXT = new int[4][SQUARES];
    /** Squares 1 and 3, which keep White's men from crowning on them; 30 and 32 for Black's. */
    private static final int BLACK_GUARD = 1 << 0 | 1 << 2;
    private static final int WHITE_GUARD = 1 << 29 | 1 << 31;
    /** Squares 10, 11, 14, 15, 18, 19, 22, 23. */
    private static final int CENTRE = 0b11 << 9 | 0b11 << 13 | 0b11 << 17 | 0b11 << 21;
    /** Pieces on the board, both sides, at or below which the side ahead starts to hunt. */
    private static final int ENDING = 8;

    /**
     * Weights, in men, of Black's edge: a king; each row a man has advanced; each guard man at
     * home; each piece in the centre; each step a side has; a capture for the side to move;
     * in an ending, for the side ahead, the share of the pieces it holds and each square its
     * pieces stand nearer the other side's; and the edge at which a side's share is 73%.
     */
    record Weights(double king, double advance, double guard, double centre, double mobility, double captureAtHand,
            double trade, double closeIn, double scale) {
    }

    static final Weights DEFAULT = new Weights(1.4, 0.04, 0.15, 0.06, 0.02, 0.4, 1.0, 0.05, 2.0);

    private static final double STRAY_MARGIN = 0.5;
    private final Weights weights;

    static {
        for (int s = 0; s < SQUARES; s++) {
            for (int d = 0; d < 4; d++) {
                int row = s / 4 + (d < 2 ? 1 : -1);
                int column = column(s) + (d % 2 == 0 ? -1 : 1);
                NEXT[d][s] = row < 0 || row > 7 || column < 0 || column > 7 ? -1 : 4 * row + column / 2;
            }
        }
    }

    public CheckersKnowledge() {
        this(DEFAULT);
    }

    CheckersKnowledge(Weights weights) {
        this.weights = weights;
    }

    /** A stray move may cost a little position, never half a man or more. */
    @Override
    public double strayMargin() {
        return STRAY_MARGIN;
    }

    @Override
    public void evaluate(GameState state, double[] out) {
        CheckersState s = (CheckersState) state;
        double black = blackEdge(s.men(CheckersState.BLACK), s.kings(CheckersState.BLACK),
                s.men(CheckersState.WHITE), s.kings(CheckersState.WHITE), s.toMove());
        double blackShare = 1 / (1 + Math.exp(-black / weights.scale()));
        out[CheckersState.BLACK - 1] = blackShare;
        out[CheckersState.WHITE - 1] = 1 - blackShare;
    }

    /** Longer captures first, then crowning, then the men's advance. */
    @Override
    public double moveScore(GameState state, int seat, int move) {
        CheckersState s = (CheckersState) state;
        int from = move & 31;
        int jumps = move >>> JUMPS_SHIFT & 15;
        int at = from;
        for (int i = 0; i < Math.max(jumps, 1); i++) {
            int d = move >>> (PATH_SHIFT + 2 * i) & 3;
            at = jumps == 0 ? NEXT[d][at] : NEXT[d][NEXT[d][at]];
        }
        boolean man = (s.men(seat) & 1 << from) != 0;
        int crownRow = seat == CheckersState.BLACK ? 7 : 0;
        boolean crowns = man && at / 4 == crownRow;
        return 10 * jumps + (crowns ? 3 : 0) + (man ? 0.1 : 0);
    }

    /** Black's edge, in men. */
    double blackEdge(int blackMen, int blackKings, int whiteMen, int whiteKings, int toMove) {
        int black = blackMen | blackKings;
        int white = whiteMen | whiteKings;
        int empty = ~(black | white);
        double material = Integer.bitCount(blackMen) - Integer.bitCount(whiteMen)
                + weights.king() * (Integer.bitCount(blackKings) - Integer.bitCount(whiteKings));
        double edge = material
                + weights.advance() * (advance(blackMen, true) - advance(whiteMen, false))
                + weights.guard() * (Integer.bitCount(blackMen & BLACK_GUARD) - Integer.bitCount(whiteMen & WHITE_GUARD))
                + weights.centre() * (Integer.bitCount(black & CENTRE) - Integer.bitCount(white & CENTRE))
                + weights.mobility() * (steps(blackMen, blackKings, empty, true) - steps(whiteMen, whiteKings, empty, false));
        if (toMove == CheckersState.BLACK && canCapture(blackMen, blackKings, white, empty, true)) {
            edge += weights.captureAtHand();
        } else if (toMove == CheckersState.WHITE && canCapture(whiteMen, whiteKings, black, empty, false)) {
            edge -= weights.captureAtHand();
        }
        int pieces = Integer.bitCount(black) + Integer.bitCount(white);
        if (pieces <= ENDING && material != 0 && Integer.bitCount(black) > 0 && Integer.bitCount(white) > 0) {
            boolean blackAhead = material > 0;
            int ahead = blackAhead ? black : white;
            int behind = blackAhead ? white : black;
            double hunt = weights.trade() * Integer.bitCount(ahead) / pieces - weights.closeIn() * distance(ahead, behind);
            edge += blackAhead ? hunt : -hunt;
        }
        return edge;
    }

    private static int column(int square) {
        return 2 * (square & 3) + ((square >> 2 & 1) == 0 ? 1 : 0);
    }

    /** Rows advanced, summed over the men: Black's from row 1, White's from row 8. */
    private static int advance(int men, boolean black) {
        int rows = 0;
        for (int rest = men; rest != 0; rest &= rest - 1) {
            int row = Integer.numberOfTrailingZeros(rest) / 4;
            rows += black ? row : 7 - row;
        }
        return rows;
    }

    private static int steps(int men, int kings, int empty, boolean black) {
        return moves(men, empty, black ? 0 : 2, black ? 2 : 4) + moves(kings, empty, 0, 4);
    }

    /** The steps of the pieces to empty squares in the directions {@code first .. end - 1}. */
    private static int moves(int pieces, int empty, int first, int end) {
        int count = 0;
        for (int rest = pieces; rest != 0; rest &= rest - 1) {
            int s = Integer.numberOfTrailingZeros(rest);
            for (int d = first; d < end; d++) {
                int to = NEXT[d][s];
                if (to >= 0 && (empty & 1 << to) != 0) {
                    count++;
                }
            }
        }
        return count;
    }

    private static boolean canCapture(int men, int kings, int enemies, int empty, boolean black) {
        return jumps(men, enemies, empty, black ? 0 : 2, black ? 2 : 4) || jumps(kings, enemies, empty, 0, 4);
    }

    private static boolean jumps(int pieces, int enemies, int empty, int first, int end) {
        for (int rest = pieces; rest != 0; rest &= rest - 1) {
            int s = Integer.numberOfTrailingZeros(rest);
            for (int d = first; d < end; d++) {
                int over = NEXT[d][s];
                if (over >= 0 && (enemies & 1 << over) != 0 && NEXT[d][over] >= 0 && (empty & 1 << NEXT[d][over]) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The squares, in king steps, between each of one side's pieces and the nearest of the other's, summed. */
    private static int distance(int from, int to) {
        int total = 0;
        for (int rest = from; rest != 0; rest &= rest - 1) {
            int a = Integer.numberOfTrailingZeros(rest);
            int nearest = Integer.MAX_VALUE;
            for (int others = to; others != 0; others &= others - 1) {
                int b = Integer.numberOfTrailingZeros(others);
                nearest = Math.min(nearest, Math.max(Math.abs(a / 4 - b / 4), Math.abs(column(a) - column(b))));
            }
            total += nearest;
        }
        return total;
    }
}
