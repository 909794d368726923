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
 * A Sholo Guti position: one set of points a seat, the seat to move, and the steps played since
 * the last capture (the quiet-move and repetition draws count them). Moves are coded as
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
    private static final long FIRST_START = Points.ALL & (1L << 20) - 1;
    private static final long SECOND_START = Points.ALL & -(1L << 25);
    /** Every result there can be, by reason and then winning seat (0 for a draw): an end allocates nothing. */
    private static final Result[] CAPTURES = results("captures");
    private static final Result[] BLOCKED = results("blocked");
    private static final Result[] REPETITION = results("repetition");
    private static final Result[] QUIET = results("quiet");

    /** The pieces of the side to move and of the other side. */
    private long own;
    private long other;
    private int side;
    /** How the game ended; null while it goes on. */
    private Result result;
    private int quiet;
    /**
     * The steps played since the last capture, each as its two ends ({@link #stepCode}): no more than
     * {@link #QUIET_LIMIT}. The positions met since then are the one after that capture and one a step;
     * a char a step rather than two longs a position keeps a play-out's copy small.
     */
    private char[] steps;
    private int stepCount;
    /**
     * Two 128-bit filters of those positions, by {@link #slot}: {@code once0} and {@code once1}
     * have a bit set for every position met, {@code twice0} and {@code twice1} for every one met
     * again; a position whose bit is clear there was not met twice.
     */
    private long once0;
    private long once1;
    private long twice0;
    private long twice1;
    /** The steps and first jumps of the side to move. */
    private final Shifts shifts = new Shifts();

    private ShologutiState() {
    }

    private static Result[] results(String reason) {
        return new Result[] {Result.drawn().with("reason", reason), Result.win(1).with("reason", reason),
                Result.win(2).with("reason", reason)};
    }

    static ShologutiState initial() {
        return of(FIRST_START, SECOND_START, 0);
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
        s.steps = new char[QUIET_LIMIT];
        s.own = sideToMove == 0 ? first : second;
        s.other = sideToMove == 0 ? second : first;
        s.side = sideToMove;
        if (!s.checkLoss(2 - sideToMove)) {
            s.remember(s.slot());
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
        return result != null ? Phase.OVER : Phase.MOVE;
    }

    @Override
    public int toMove() {
        return result != null ? 0 : side + 1;
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
        return Points.toPointBits(squaresOf(seat));
    }

    /** The seat's pieces as squares of {@link Points}. */
    private long squaresOf(int seat) {
        return seat - 1 == side ? own : other;
    }

    /** The seat's pieces on the board. */
    public int pieceCount(int seat) {
        return Long.bitCount(squaresOf(seat));
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
        long mine = own;
        long theirs = other;
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
        long mine = own;
        long theirs = other;
        long empty = Points.ALL & ~(mine | theirs);
        int total = Shifts.stepCount(mine, empty);
        for (long rest = Shifts.jumpers(mine, theirs, empty); rest != 0; rest &= rest - 1) {
            int from = Long.numberOfTrailingZeros(rest);
            total += Chains.count(from, theirs, empty | bit(from));
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
        return shifts.chains();
    }

    /** Counts the moves of the side to move and draws one uniformly, without listing ({@link Shifts#draw}). */
    @Override
    public int randomMove(int seat, Rng rng, int[] buffer) {
        int drawn = shifts.draw(own, other, rng);
        return drawn < 0 ? ~drawn : Shifts.move(drawn, own);
    }

    /**
     * Every turn is a move: plays them to the end, each as {@link #randomMove} then {@link #playLegal}
     * would, but a drawn step or single jump is played from its line's two ends without coding it as a
     * move. The loop holds the draw and the step itself, so that the compiler takes them in whole.
     */
    @Override
    public int playRandomMoves(Rng rng, int[] buffer) {
        int moves = 0;
        while (result == null) {
            int seat = side + 1;
            int drawn = shifts.draw(own, other, rng);
            if (drawn < 0) {
                capture(seat, ~drawn);
            } else if (Shifts.isStep(drawn)) {
                step(seat, Shifts.ends(drawn));
            } else {
                jump(seat, Shifts.ends(drawn));
            }
            moves++;
        }
        return moves;
    }

    /** Whether {@link #randomMove} walks chains here: it must whenever a chain of two jumps is a move. */
    boolean drawWalksChains() {
        return Shifts.drawCountsChains(own, other);
    }

    /** The move's path: {from, then each jump's place} or, for a step, {from, -1 - neighbour's place}; null if it is no move here. */
    private int[] path(int move) {
        int from = move & 63;
        int jumps = move >>> JUMPS_SHIFT & 15;
        int rest = move >>> PATH_SHIFT;
        if (move < 0 || (Points.ALL & bit(from)) == 0) {
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
        if (isOver() || (own & bit(from)) == 0) {
            return null;
        }
        int[] jumps = chains().longPath(from, other, Points.ALL & ~(own | other) | bit(from), index);
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
        return path != null && walk(path, null) >= 0;
    }

    /**
     * Follows a path on the present board without changing it: the point it ends on, or -1 if
     * a step or jump of it is not open. Taken points are added to {@code taken} when given.
     */
    private int walk(int[] path, List<Integer> taken) {
        long theirs = other;
        int from = path[0];
        if ((own & bit(from)) == 0) {
            return -1;
        }
        long empty = Points.ALL & ~(own | theirs) | bit(from);
        if (path[1] < 0) {
            int to = NEIGHBOURS[from][-1 - path[1]];
            return (empty & bit(to)) == 0 ? -1 : to;
        }
        int at = from;
        for (int i = 1; i < path.length; i++) {
            int j = path[i];
            if (j >= OVER[at].length) {
                return -1;
            }
            long over = bit(OVER[at][j]);
            long to = bit(LANDING[at][j]);
            if ((theirs & over) == 0 || (empty & to) == 0) {
                return -1;
            }
            if (taken != null) {
                taken.add(OVER[at][j]);
            }
            theirs &= ~over;
            empty = (empty | over | bit(at)) & ~to;
            at = LANDING[at][j];
        }
        return at;
    }

    @Override
    protected void apply(int seat, int move) {
        int from = move & 63;
        if ((move >>> JUMPS_SHIFT & 15) != 0) {
            capture(seat, move);
        } else {
            step(seat, bit(from) | bit(Points.STEP_TO[from << 3 | move >>> PATH_SHIFT & 7]));
        }
    }

    /** Plays a step between the two points {@code ends}, one holding the mover's piece and the other empty. */
    private void step(int seat, long ends) {
        long mover = own ^ ends;
        own = other;
        other = mover;
        side ^= 1;
        quiet++;
        steps[stepCount++] = stepCode(ends);
        if (!canMove()) {
            end(BLOCKED, seat);
            return;
        }
        int slot = slot();
        if (seenTwice(slot)) {
            end(REPETITION, 0);
            return;
        }
        remember(slot);
        if (quiet >= QUIET_LIMIT) {
            end(QUIET, 0);
        }
    }

    /** Plays a capture: no position before it can come again, so the count and the positions met start afresh. */
    private void capture(int seat, int move) {
        int from = move & 63;
        int jumps = move >>> JUMPS_SHIFT & 15;
        long theirs = other;
        int at = from;
        if (jumps == LONG) {
            int[] path = path(move);
            for (int i = 1; i < path.length; i++) {
                theirs &= ~bit(OVER[at][path[i]]);
                at = LANDING[at][path[i]];
            }
        } else {
            for (int i = 0; i < jumps; i++) {
                int to = Points.JUMP_TO[at << 3 | move >>> (PATH_SHIFT + 3 * i) & 7];
                theirs &= ~bit(at + to >>> 1);
                at = to;
            }
        }
        captured(seat, own & ~bit(from) | bit(at), theirs);
    }

    /** Plays a single jump between the two points {@code ends}, over the point halfway. */
    private void jump(int seat, long ends) {
        int over = Long.numberOfTrailingZeros(ends) + (63 - Long.numberOfLeadingZeros(ends)) >>> 1;
        captured(seat, own ^ ends, other & ~bit(over));
    }

    /** The side to move has captured and now has {@code mover}, leaving the other side {@code theirs}. */
    private void captured(int seat, long mover, long theirs) {
        other = mover;
        own = theirs;
        side ^= 1;
        quiet = 0;
        stepCount = 0;
        once0 = 0;
        once1 = 0;
        twice0 = 0;
        twice1 = 0;
        if (!checkLoss(seat)) {
            remember(slot());
        }
    }

    /** Ends the game if the side to move has no piece or no move: {@code otherSeat} wins. */
    private boolean checkLoss(int otherSeat) {
        if (own == 0) {
            end(CAPTURES, otherSeat);
        } else if (!canMove()) {
            end(BLOCKED, otherSeat);
        }
        return result != null;
    }

    private void end(Result[] byWinner, int winningSeat) {
        result = byWinner[winningSeat];
    }

    private boolean canMove() {
        return shifts.of(own, other);
    }

    /** The position's slot in the filters, 0..127. */
    private int slot() {
        return (int) ((own | (long) side << 63 ^ Long.rotateLeft(other, 23)) * 0x9E3779B97F4A7C15L >>> 57);
    }

    /**
     * Whether the present position was met twice since the last capture: this is its third time.
     * A position two steps back, four, and so on, has the same side to move; it is this one when
     * the ends of each side's steps since then cancel out.
     */
    private boolean seenTwice(int slot) {
        if ((half(twice0, twice1, slot) >>> slot & 1) == 0) {
            return false;
        }
        long lastMover = 0;
        long nextMover = 0;
        int met = 0;
        for (int i = stepCount - 1; i > 0; i -= 2) {
            lastMover ^= stepEnds(steps[i]);
            nextMover ^= stepEnds(steps[i - 1]);
            if ((lastMover | nextMover) == 0 && ++met == 2) {
                return true;
            }
        }
        return false;
    }

    /** A step's two ends as a char: the lower's square, and above it how far the higher is from the top bit. */
    private static char stepCode(long ends) {
        return (char) (Long.numberOfTrailingZeros(ends) | Long.numberOfLeadingZeros(ends) << 6);
    }

    private static long stepEnds(char code) {
        return 1L << (code & 63) | Long.MIN_VALUE >>> (code >>> 6);
    }

    /** Marks the present position in the filters. */
    private void remember(int slot) {
        long high = -(long) (slot >>> 6);
        long bit0 = 1L << slot & ~high;
        long bit1 = 1L << slot & high;
        twice0 |= once0 & bit0;
        once0 |= bit0;
        twice1 |= once1 & bit1;
        once1 |= bit1;
    }

    /** The word of a 128-slot filter that holds the slot, chosen without a branch (which way is as likely as not). */
    private static long half(long low, long high, int slot) {
        long mask = -(long) (slot >>> 6);
        return low & ~mask | high & mask;
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
        return mix(mix(mix(0, squaresOf(1)), squaresOf(2)), side + 2L * phase().ordinal());
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
        if (isOver() || walk(path, null) < 0) {
            return NO_LONG_CHAIN;
        }
        int index = chains().longIndex(from, other, Points.ALL & ~(own | other) | bit(from),
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
        return result;
    }

    @Override
    public Map<String, Object> board() {
        Map<String, Object> points = new LinkedHashMap<>();
        for (int p : Points.LIST) {
            for (int seat = 1; seat <= 2; seat++) {
                if ((squaresOf(seat) & bit(p)) != 0) {
                    points.put(Points.name(p), seat);
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
        c.own = own;
        c.other = other;
        c.side = side;
        c.result = result;
        c.quiet = quiet;
        c.steps = steps.clone();
        c.stepCount = stepCount;
        c.once0 = once0;
        c.once1 = once1;
        c.twice0 = twice0;
        c.twice1 = twice1;
        c.shifts.copyFrom(shifts);
        return c;
    }
}
