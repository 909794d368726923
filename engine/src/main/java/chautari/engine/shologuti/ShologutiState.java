package chautari.engine.shologuti;

import static chautari.engine.shologuti.Chains.JUMPS_SHIFT;
import static chautari.engine.shologuti.Chains.LONG;
import static chautari.engine.shologuti.Chains.NO_LONG_CHAIN;
import static chautari.engine.shologuti.Chains.PACKED_JUMPS;
import static chautari.engine.shologuti.Chains.PATH_SHIFT;
import static chautari.engine.shologuti.Points.LANDING;
import static chautari.engine.shologuti.Points.NEIGHBOURS;
import static chautari.engine.shologuti.Points.OVER;
import static chautari.engine.shologuti.Points.bit;

import chautari.engine.Facts;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Sholo Guti position: one set of points a seat, the seat to move, the moves since the
 * last capture and the positions met since then (the repetition draw). Moves are coded as
 * {@link Chains} describes.
 */
public final class ShologutiState extends GameState {
    /** The quiet moves (both sides counted, no capture) that draw. */
    public static final int QUIET_LIMIT = 100;
    /**
     * Chains make a few positions rich in moves: one piece amid sixteen enemies on the grid's
     * other points has 317,896 chains, and a hill-climbing search found no position with more than
     * 317,911 moves. This bound leaves room above that.
     */
    static final int MAX_MOVES = 1 << 19;
    private static final int SIDE_BIT = Points.COUNT;

    private final long[] pieces = new long[2];
    private int side;
    private int winner;
    private boolean drawn;
    private String reason;
    private int quiet;
    private long[] history = new long[64];
    private int historySize;
    /** Scratch for walking chains and drawing random moves; not part of the position. */
    private Chains chains;
    private int[] chainCounts;

    private ShologutiState() {
    }

    static ShologutiState initial() {
        long first = (1L << 16) - 1;
        return of(first, first << 21, 0);
    }

    /** A position set up for tests: each seat's points (names apart by spaces) and the seat to move, met for the first time. */
    public static ShologutiState of(String firstSeat, String secondSeat, int seatToMove) {
        long first = pointsOf(firstSeat);
        long second = pointsOf(secondSeat);
        if ((first & second) != 0) {
            throw new IllegalArgumentException("a point holds one piece");
        }
        return of(first, second, seatToMove - 1);
    }

    private static ShologutiState of(long first, long second, int sideToMove) {
        ShologutiState s = new ShologutiState();
        s.pieces[0] = first;
        s.pieces[1] = second;
        s.side = sideToMove;
        if (!s.checkLoss(2 - sideToMove)) {
            s.remember();
        }
        return s;
    }

    private static long pointsOf(String names) {
        long set = 0;
        for (String name : names.trim().split(" +")) {
            if (!name.isEmpty()) {
                set |= bit(Points.parse(name));
            }
        }
        return set;
    }

    /** Counts as if {@code moves} quiet moves had been played already: how tests reach the 100-move limit quickly. */
    ShologutiState withQuietMoves(int moves) {
        quiet = moves;
        return this;
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public Phase phase() {
        return reason != null ? Phase.OVER : Phase.MOVE;
    }

    @Override
    public int toMove() {
        return reason != null ? 0 : side + 1;
    }

    @Override
    public int maxMoves() {
        return MAX_MOVES;
    }

    /**
     * The seat's points as a set, bit i for point i in rank-then-file order: a1 c1 e1 = 0..2,
     * b2 c2 d2 = 3..5, a3..e7 = 6..30 (five a rank), b8 c8 d8 = 31..33, a9 c9 e9 = 34..36.
     */
    public long pieces(int seat) {
        return pieces[seat - 1];
    }

    /** The seat's pieces on the board. */
    public int pieceCount(int seat) {
        return Long.bitCount(pieces[seat - 1]);
    }

    /** Moves in a row with no capture, both sides counted. */
    public int quietMoves() {
        return quiet;
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (seat != toMove()) {
            return 0;
        }
        long mine = pieces[side];
        long theirs = pieces[1 - side];
        long empty = Points.ALL & ~(mine | theirs);
        int n = 0;
        for (long rest = mine; rest != 0; rest &= rest - 1) {
            int from = Long.numberOfTrailingZeros(rest);
            long around = Points.NEIGHBOUR_MASK[from];
            for (long open = around & empty; open != 0; open &= open - 1) {
                out[n++] = from | Long.bitCount(around & (open & -open) - 1) << PATH_SHIFT;
            }
            if ((Points.OVER_MASK[from] & theirs) != 0) {
                n = chains().list(from, theirs, empty | bit(from), out, n);
            }
        }
        return n;
    }

    /** How many legal moves the seat has now. */
    public int moveCount(int seat) {
        if (seat != toMove()) {
            return 0;
        }
        long mine = pieces[side];
        long theirs = pieces[1 - side];
        long empty = Points.ALL & ~(mine | theirs);
        int total = 0;
        for (long rest = mine; rest != 0; rest &= rest - 1) {
            int from = Long.numberOfTrailingZeros(rest);
            total += Long.bitCount(Points.NEIGHBOUR_MASK[from] & empty);
            if ((Points.OVER_MASK[from] & theirs) != 0) {
                total += Chains.count(from, theirs, empty | bit(from));
            }
        }
        return total;
    }

    /** As the protocol lists them, with a buffer of the size needed rather than {@link #maxMoves}. */
    @Override
    public String[] legalMoveTexts(int seat) {
        int[] moves = new int[moveCount(seat)];
        int n = legalMoves(seat, moves);
        String[] texts = new String[n];
        for (int i = 0; i < n; i++) {
            texts[i] = moveText(moves[i]);
        }
        Arrays.sort(texts);
        return texts;
    }

    private Chains chains() {
        if (chains == null) {
            chains = new Chains();
        }
        return chains;
    }

    /**
     * Counts the moves of the side to move, draws one uniformly and finds it again by the same
     * count, without listing them all.
     */
    @Override
    public int randomMove(int seat, Rng rng, int[] buffer) {
        long mine = pieces[side];
        long theirs = pieces[1 - side];
        long empty = Points.ALL & ~(mine | theirs);
        int[] chainCounts = chainCounts();
        int total = 0;
        for (long rest = mine; rest != 0; rest &= rest - 1) {
            int from = Long.numberOfTrailingZeros(rest);
            int count = (Points.OVER_MASK[from] & theirs) == 0 ? 0 : Chains.count(from, theirs, empty | bit(from));
            chainCounts[from] = count;
            total += Long.bitCount(Points.NEIGHBOUR_MASK[from] & empty) + count;
        }
        int r = rng.nextInt(total);
        for (long rest = mine; ; rest &= rest - 1) {
            int from = Long.numberOfTrailingZeros(rest);
            long around = Points.NEIGHBOUR_MASK[from];
            long open = around & empty;
            int steps = Long.bitCount(open);
            if (r < steps) {
                for (; r > 0; r--) {
                    open &= open - 1;
                }
                return from | Long.bitCount(around & (open & -open) - 1) << PATH_SHIFT;
            }
            r -= steps;
            if (r < chainCounts[from]) {
                return chains().pick(from, theirs, empty | bit(from), r);
            }
            r -= chainCounts[from];
        }
    }

    private int[] chainCounts() {
        if (chainCounts == null) {
            chainCounts = new int[Points.COUNT];
        }
        return chainCounts;
    }

    /** The move's path: {from, then each jump's place} or, for a step, {from, -1 - neighbour's place}; null if it is no move here. */
    private int[] path(int move) {
        int from = move & 63;
        int jumps = move >>> JUMPS_SHIFT & 15;
        int rest = move >>> PATH_SHIFT;
        if (move < 0 || from >= Points.COUNT) {
            return null;
        }
        if (jumps == 0) {
            return rest < NEIGHBOURS[from].length ? new int[] {from, -1 - rest} : null;
        }
        if (jumps == LONG) {
            return longPath(from, rest);
        }
        if (jumps > PACKED_JUMPS || rest >>> (3 * jumps) != 0) {
            return null;
        }
        int[] path = new int[jumps + 1];
        path[0] = from;
        for (int i = 0; i < jumps; i++) {
            path[i + 1] = rest >>> (3 * i) & 7;
        }
        return path;
    }

    private int[] longPath(int from, int index) {
        long mine = pieces[side];
        if (isOver() || (mine & bit(from)) == 0) {
            return null;
        }
        long theirs = pieces[1 - side];
        int[] jumps = chains().longPath(from, theirs, Points.ALL & ~(mine | theirs) | bit(from), index);
        if (jumps == null) {
            return null;
        }
        int[] path = new int[jumps.length + 1];
        path[0] = from;
        System.arraycopy(jumps, 0, path, 1, jumps.length);
        return path;
    }

    @Override
    public boolean isLegal(int seat, int move) {
        if (seat != toMove()) {
            return false;
        }
        int[] path = path(move);
        return path != null && walk(path, null) != null;
    }

    /**
     * Follows a path on the present board without changing it: the mover's and the other
     * side's pieces after it, or null if a step or jump of it is not open. Taken points are
     * added to {@code taken} when given.
     */
    private long[] walk(int[] path, List<Integer> taken) {
        long mine = pieces[side];
        long theirs = pieces[1 - side];
        int from = path[0];
        if ((mine & bit(from)) == 0) {
            return null;
        }
        long empty = Points.ALL & ~(mine | theirs) | bit(from);
        int at = from;
        if (path[1] < 0) {
            int neighbour = -1 - path[1];
            at = NEIGHBOURS[from][neighbour];
            return (empty & bit(at)) == 0 ? null : new long[] {mine & ~bit(from) | bit(at), theirs};
        }
        for (int i = 1; i < path.length; i++) {
            int j = path[i];
            if (j >= OVER[at].length) {
                return null;
            }
            long over = bit(OVER[at][j]);
            long to = bit(LANDING[at][j]);
            if ((theirs & over) == 0 || (empty & to) == 0) {
                return null;
            }
            if (taken != null) {
                taken.add(OVER[at][j]);
            }
            theirs &= ~over;
            empty = (empty | over | bit(at)) & ~to;
            at = LANDING[at][j];
        }
        return new long[] {mine & ~bit(from) | bit(at), theirs};
    }

    @Override
    protected void apply(int seat, int move) {
        int from = move & 63;
        int jumps = move >>> JUMPS_SHIFT & 15;
        long theirs = pieces[1 - side];
        int at = from;
        if (jumps == 0) {
            at = NEIGHBOURS[from][move >>> PATH_SHIFT & 7];
        } else if (jumps == LONG) {
            int[] path = path(move);
            for (int i = 1; i < path.length; i++) {
                theirs &= ~bit(OVER[at][path[i]]);
                at = LANDING[at][path[i]];
            }
        } else {
            for (int i = 0; i < jumps; i++) {
                int j = move >>> (PATH_SHIFT + 3 * i) & 7;
                theirs &= ~bit(OVER[at][j]);
                at = LANDING[at][j];
            }
        }
        pieces[side] = pieces[side] & ~bit(from) | bit(at);
        pieces[1 - side] = theirs;
        side = 1 - side;
        if (jumps != 0) {
            quiet = 0;
            historySize = 0;
        } else {
            quiet++;
        }
        if (checkLoss(seat)) {
            return;
        }
        if (seenTwice()) {
            end(0, "repetition");
            return;
        }
        remember();
        if (quiet >= QUIET_LIMIT) {
            end(0, "quiet");
        }
    }

    /** Ends the game if the side to move has no piece or no move: {@code other} wins. */
    private boolean checkLoss(int other) {
        if (pieces[side] == 0) {
            end(other, "captures");
        } else if (!canMove()) {
            end(other, "blocked");
        }
        return reason != null;
    }

    private void end(int winningSeat, String why) {
        winner = winningSeat;
        drawn = winningSeat == 0;
        reason = why;
    }

    private boolean canMove() {
        long mine = pieces[side];
        long theirs = pieces[1 - side];
        long empty = Points.ALL & ~(mine | theirs);
        for (long rest = mine; rest != 0; rest &= rest - 1) {
            if ((Points.NEIGHBOUR_MASK[Long.numberOfTrailingZeros(rest)] & empty) != 0) {
                return true;
            }
        }
        for (long rest = mine; rest != 0; rest &= rest - 1) {
            int from = Long.numberOfTrailingZeros(rest);
            int[] over = OVER[from];
            for (int j = 0; j < over.length; j++) {
                if ((theirs & bit(over[j])) != 0 && (empty & bit(LANDING[from][j])) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private long sideKey() {
        return pieces[1] | (long) side << SIDE_BIT;
    }

    /** Whether the present position was met twice since the last capture: this is its third time. */
    private boolean seenTwice() {
        long first = pieces[0];
        long second = sideKey();
        int seen = 0;
        for (int i = historySize - 4; i >= 0; i -= 4) {
            if (history[i] == first && history[i + 1] == second && ++seen == 2) {
                return true;
            }
        }
        return false;
    }

    /** History holds two longs a position, positions one move apart: the same side moves every fourth long. */
    private void remember() {
        if (historySize + 2 > history.length) {
            history = Arrays.copyOf(history, history.length * 2);
        }
        history[historySize++] = pieces[0];
        history[historySize++] = sideKey();
    }

    @Override
    public Facts moveFacts(int seat, int move) {
        int[] path = isLegal(seat, move) ? path(move) : null;
        if (path == null) {
            return Facts.NONE;
        }
        List<Integer> taken = new ArrayList<>();
        walk(path, taken);
        List<Facts.Capture> captured = new ArrayList<>();
        for (int point : taken) {
            captured.add(new Facts.Capture(2 - side, Points.name(point), 1));
        }
        return Facts.ofCaptures(captured, false);
    }

    @Override
    public long positionHash() {
        return mix(mix(mix(0, pieces[0]), pieces[1]), side + 2L * phase().ordinal());
    }

    @Override
    public int chanceOutcomeCount() {
        return 0;
    }

    @Override
    protected void applyOutcome(int outcome) {
        throw new GameException("Sholo Guti has no throws");
    }

    @Override
    public String outcomeText(int outcome) {
        throw new GameException("Sholo Guti has no throws");
    }

    @Override
    public int parseOutcome(String text) {
        throw new GameException("Sholo Guti has no throws");
    }

    @Override
    public String moveText(int move) {
        int[] path = path(move);
        if (path == null) {
            throw new GameException("move " + move + " is no Sholo Guti move of this position");
        }
        int at = path[0];
        StringBuilder text = new StringBuilder(Points.name(at));
        if (path[1] < 0) {
            return text.append('-').append(Points.name(NEIGHBOURS[at][-1 - path[1]])).toString();
        }
        for (int i = 1; i < path.length; i++) {
            if (path[i] >= LANDING[at].length) {
                throw new GameException("move " + move + " is no Sholo Guti move");
            }
            at = LANDING[at][path[i]];
            text.append('x').append(Points.name(at));
        }
        return text.toString();
    }

    @Override
    public int parseMove(String text) {
        boolean step = text.indexOf('-') >= 0;
        String[] names = text.split(step ? "-" : "x", -1);
        if (names.length < 2 || step && (names.length != 2 || text.indexOf('x') >= 0)) {
            throw new GameException("'" + text + "' is not a Sholo Guti move: write a step from-to (c5-c6), "
                    + "a capture fromxto (c4xc6) or a chain fromxtoxto... (c4xc6xe6)");
        }
        int from = Points.parse(names[0]);
        if (step) {
            int to = Points.parse(names[1]);
            for (int k = 0; k < NEIGHBOURS[from].length; k++) {
                if (NEIGHBOURS[from][k] == to) {
                    return from | k << PATH_SHIFT;
                }
            }
            throw new GameException("'" + text + "' is not a move: no line joins " + names[0] + " and " + names[1]);
        }
        int[] path = new int[names.length];
        path[0] = from;
        int at = from;
        for (int i = 1; i < names.length; i++) {
            int to = Points.parse(names[i]);
            path[i] = jumpTo(at, to, text);
            at = to;
        }
        int jumps = names.length - 1;
        if (jumps <= PACKED_JUMPS) {
            int code = from | jumps << JUMPS_SHIFT;
            for (int i = 0; i < jumps; i++) {
                code |= path[i + 1] << (PATH_SHIFT + 3 * i);
            }
            return code;
        }
        if (walk(path, null) == null) {
            return NO_LONG_CHAIN;
        }
        long mine = pieces[side];
        long theirs = pieces[1 - side];
        int index = chains().longIndex(from, theirs, Points.ALL & ~(mine | theirs) | bit(from),
                Arrays.copyOfRange(path, 1, path.length));
        return index < 0 ? NO_LONG_CHAIN : from | LONG << JUMPS_SHIFT | index << PATH_SHIFT;
    }

    private static int jumpTo(int at, int to, String text) {
        for (int j = 0; j < LANDING[at].length; j++) {
            if (LANDING[at][j] == to) {
                return j;
            }
        }
        throw new GameException("'" + text + "' is not a move: no straight jump leads from "
                + Points.name(at) + " to " + Points.name(to));
    }

    @Override
    public Result result() {
        if (reason == null) {
            return null;
        }
        return (drawn ? Result.drawn() : Result.win(winner)).with("reason", reason);
    }

    @Override
    public Map<String, Object> board() {
        Map<String, Object> points = new LinkedHashMap<>();
        for (int p = 0; p < Points.COUNT; p++) {
            for (int s = 0; s < 2; s++) {
                if ((pieces[s] & bit(p)) != 0) {
                    points.put(Points.name(p), s + 1);
                }
            }
        }
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("points", points);
        return board;
    }

    @Override
    public ShologutiState copy() {
        ShologutiState c = new ShologutiState();
        c.pieces[0] = pieces[0];
        c.pieces[1] = pieces[1];
        c.side = side;
        c.winner = winner;
        c.drawn = drawn;
        c.reason = reason;
        c.quiet = quiet;
        c.history = Arrays.copyOf(history, Math.max(historySize, 16));
        c.historySize = historySize;
        return c;
    }
}
