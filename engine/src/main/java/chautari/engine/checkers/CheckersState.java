package chautari.engine.checkers;

import static chautari.engine.checkers.Squares.BLACK_CROWN;
import static chautari.engine.checkers.Squares.JUMP;
import static chautari.engine.checkers.Squares.JUMP_DL;
import static chautari.engine.checkers.Squares.JUMP_DR;
import static chautari.engine.checkers.Squares.JUMP_UL;
import static chautari.engine.checkers.Squares.JUMP_UR;
import static chautari.engine.checkers.Squares.NEXT;
import static chautari.engine.checkers.Squares.WHITE_CROWN;

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
 * A checkers position: men and kings of each side as sets of {@link Squares}, the side to move,
 * the moves since the last capture or man's move and the positions met since then.
 *
 * <p>A move is coded {@code from | jumps << 5 | directions << 9}: {@code jumps} is 0 for a step,
 * whose one direction follows; a capture has each jump's direction in two bits, first jump
 * lowest. A capture takes at most {@value #MAX_JUMPS} pieces, so the code fits an int: a
 * capturing piece keeps to the squares of one colour class (a jump moves it two rows and two
 * columns), and the pieces it jumps stand on the other class's 9 squares off the edge.
 *
 * <p>Only a king's step can be undone, so the positions since the last capture or man's move
 * differ only in their kings: they are kept as the two sides' kings, compared exactly.
 */
public final class CheckersState extends GameState {
    public static final int BLACK = 1;
    public static final int WHITE = 2;
    /** Moves in a row (both sides counted) with no capture and no man moved that draw. */
    public static final int QUIET_LIMIT = 80;
    static final int MAX_JUMPS = 9;
    /**
     * Captures and steps never mix. Steps: at most 4 for each of 12 pieces. Captures: the
     * chains from the 16 squares of one colour class, over the 9 squares between them, with
     * every one of those squares an enemy and every square open, number 664 at most (each
     * counted with every shorter chain it begins with); the other class adds as many.
     */
    private static final int MAX_MOVES = 2 * 664;
    private static final int JUMPS_SHIFT = 5;
    private static final int PATH_SHIFT = 9;
    private static final List<String> REASONS = List.of("blocked", "repetition", "quiet");
    private static final int BLOCKED = 0;
    private static final int REPETITION = 1;
    private static final int QUIET = 2;
    /** Every result there can be, by reason and winner (0 for a draw): an end allocates nothing. */
    private static final Result[][] RESULTS = new Result[REASONS.size()][3];
    /** A kept position no real one equals: both sides kings on every square. */
    private static final long UNKNOWN = -1L;

    static {
        for (int reason = 0; reason < REASONS.size(); reason++) {
            for (int winner = 0; winner <= 2; winner++) {
                Result result = winner == 0 ? Result.drawn() : Result.win(winner);
                RESULTS[reason][winner] = result.with("reason", REASONS.get(reason));
            }
        }
    }

    private int blackMen;
    private int blackKings;
    private int whiteMen;
    private int whiteKings;
    /** 0 for Black to move, 1 for White. */
    private int side;
    private int quiet;
    /** The kings of the {@link #quiet} positions before this one since the last capture or man's move, oldest first. */
    private long[] history;
    /**
     * A filter over that history, 128 slots by {@link #slot}, two words each: a slot's bit is set
     * in {@code once} when a kept position falls in it, in {@code twice} when two do. A position
     * whose slot is clear in {@code twice} was not met twice, and the history need not be read.
     */
    private long once0;
    private long once1;
    private long twice0;
    private long twice1;
    private Result result;
    /** The pieces of the side to move that can jump now. */
    private int jumpers;
    /** While nobody can jump: the squares the side to move can step to, up-left, up-right, down-left, down-right. */
    private int toUpLeft;
    private int toUpRight;
    private int toDownLeft;
    private int toDownRight;

    private CheckersState() {
    }

    static CheckersState initial() {
        return of("bbbbbbbbbbbb........wwwwwwwwwwww", BLACK);
    }

    /**
     * A position set up for tests, written as the board's {@code squares} (squares 1 to 32,
     * {@code b}/{@code w} a man, {@code B}/{@code W} a king, {@code .} empty) with the seat to
     * move. It counts as the first occurrence of its position; the game ends at once if the side
     * to move has no move.
     */
    public static CheckersState of(String squares, int seatToMove) {
        if (squares.length() != Squares.COUNT || !squares.matches("[bwBW.]+") || seatToMove < 1 || seatToMove > 2) {
            throw new IllegalArgumentException("32 of b, w, B, W, '.', and seat 1 or 2: " + squares);
        }
        CheckersState s = new CheckersState();
        for (int square = 0; square < Squares.COUNT; square++) {
            int bit = 1 << square;
            switch (squares.charAt(square)) {
                case 'b' -> s.blackMen |= bit;
                case 'B' -> s.blackKings |= bit;
                case 'w' -> s.whiteMen |= bit;
                case 'W' -> s.whiteKings |= bit;
                default -> { }
            }
        }
        s.side = seatToMove - 1;
        s.findMoves();
        if (!s.hasMove()) {
            s.end(BLOCKED, 2 - s.side);
        }
        return s;
    }

    /** Counts as if {@code moves} quiet moves had been played already, none of them through this position: how tests reach the 80-move limit. */
    CheckersState withQuietMoves(int moves) {
        if (moves < 0 || moves >= QUIET_LIMIT) {
            throw new IllegalArgumentException("0 .. 79 quiet moves, not " + moves);
        }
        history = new long[QUIET_LIMIT];
        Arrays.fill(history, UNKNOWN);
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

    private int occupied() {
        return blackMen | blackKings | whiteMen | whiteKings;
    }

    private int ownPieces() {
        return side == 0 ? blackMen | blackKings : whiteMen | whiteKings;
    }

    private int ownKings() {
        return side == 0 ? blackKings : whiteKings;
    }

    private int enemies() {
        return side == 0 ? whiteMen | whiteKings : blackMen | blackKings;
    }

    private int crownRow() {
        return side == 0 ? BLACK_CROWN : WHITE_CROWN;
    }

    /** The directions a piece of the side to move may go, {@code first} up to {@code last} exclusive: men forward only. */
    private int firstDirection(boolean king) {
        return king || side == 0 ? Squares.UL : Squares.DL;
    }

    private int lastDirection(boolean king) {
        return king || side == 1 ? 4 : Squares.DL;
    }

    /** Works out the jumpers, or else the steps, of the side to move. */
    private void findMoves() {
        int empty = ~occupied();
        int up = side == 0 ? blackMen | blackKings : whiteKings;
        int down = side == 0 ? blackKings : whiteMen | whiteKings;
        int theirs = enemies();
        jumpers = up & (JUMP_UL & Squares.intoUpLeft(theirs) & empty >>> 7 | JUMP_UR & Squares.intoUpRight(theirs) & empty >>> 9)
                | down & (JUMP_DL & Squares.intoDownLeft(theirs) & empty << 9 | JUMP_DR & Squares.intoDownRight(theirs) & empty << 7);
        if (jumpers != 0) {
            toUpLeft = 0;
            toUpRight = 0;
            toDownLeft = 0;
            toDownRight = 0;
            return;
        }
        toUpLeft = Squares.upLeft(up) & empty;
        toUpRight = Squares.upRight(up) & empty;
        toDownLeft = Squares.downLeft(down) & empty;
        toDownRight = Squares.downRight(down) & empty;
    }

    private boolean hasMove() {
        return (jumpers | toUpLeft | toUpRight | toDownLeft | toDownRight) != 0;
    }

    private int stepCount() {
        return Integer.bitCount(toUpLeft) + Integer.bitCount(toUpRight) + Integer.bitCount(toDownLeft)
                + Integer.bitCount(toDownRight);
    }

    private int stepsTo(int d) {
        return switch (d) {
            case Squares.UL -> toUpLeft;
            case Squares.UR -> toUpRight;
            case Squares.DL -> toDownLeft;
            default -> toDownRight;
        };
    }

    /** The step to {@code to} in direction {@code d}: from the square one step back. */
    private static int stepCode(int to, int d) {
        return NEXT[3 - d][to] | d << PATH_SHIFT;
    }

    /*
     * The order legalMoves lists and randomMove counts: captures by the capturing piece's
     * square, then depth first, directions in the order UL, UR, DL, DR; steps by direction,
     * then by the square stepped to.
     */

    @Override
    public int legalMoves(int seat, int[] out) {
        if (seat != toMove()) {
            return 0;
        }
        if (jumpers != 0) {
            return listCaptures(out);
        }
        int n = 0;
        for (int d = 0; d < 4; d++) {
            for (int to = stepsTo(d); to != 0; to &= to - 1) {
                out[n++] = stepCode(Integer.numberOfTrailingZeros(to), d);
            }
        }
        return n;
    }

    private int listCaptures(int[] out) {
        int n = 0;
        int kings = ownKings();
        int theirs = enemies();
        int empty = ~occupied();
        for (int rest = jumpers; rest != 0; rest &= rest - 1) {
            int from = Integer.numberOfTrailingZeros(rest);
            n = chains(from, from, 0, (kings >>> from & 1) != 0, theirs, empty | 1 << from, out, n);
        }
        return n;
    }

    /**
     * Writes every whole chain going on from {@code at} after {@code done} jumps coded in
     * {@code path}; {@code theirs} holds the enemies not yet jumped (a jumped piece stays on its
     * square until the move ends), {@code empty} the open squares. Returns the new count.
     */
    private int chains(int at, int path, int done, boolean king, int theirs, int empty, int[] out, int n) {
        boolean more = false;
        for (int d = firstDirection(king), last = lastDirection(king); d < last; d++) {
            int to = JUMP[d][at];
            if (to < 0) {
                continue;
            }
            int over = NEXT[d][at];
            if ((theirs >>> over & 1) == 0 || (empty >>> to & 1) == 0) {
                continue;
            }
            more = true;
            int next = path | d << (PATH_SHIFT + 2 * done);
            if (!king && (crownRow() >>> to & 1) != 0) {
                out[n++] = next | (done + 1) << JUMPS_SHIFT;
            } else {
                n = chains(to, next, done + 1, king, theirs & ~(1 << over), (empty | 1 << at) & ~(1 << to), out, n);
            }
        }
        if (!more) {
            out[n++] = path | done << JUMPS_SHIFT;
        }
        return n;
    }

    /** The k-th legal move in listing order, steps found without listing. */
    @Override
    public int randomMove(int seat, Rng rng, int[] buffer) {
        if (seat != toMove()) {
            throw new IllegalStateException("seat " + seat + " has no move now");
        }
        if (jumpers != 0) {
            return buffer[rng.nextInt(listCaptures(buffer))];
        }
        int k = rng.nextInt(stepCount());
        for (int d = 0; ; d++) {
            int to = stepsTo(d);
            int count = Integer.bitCount(to);
            if (k < count) {
                return stepCode(Integer.numberOfTrailingZeros(Integer.expand(1 << k, to)), d);
            }
            k -= count;
        }
    }

    @Override
    public boolean isLegal(int seat, int move) {
        if (seat != toMove() || move < 0) {
            return false;
        }
        int from = move & 31;
        int jumps = move >>> JUMPS_SHIFT & 15;
        if (jumps > MAX_JUMPS || move >>> (PATH_SHIFT + 2 * Math.max(jumps, 1)) != 0 || (ownPieces() >>> from & 1) == 0) {
            return false;
        }
        if (jumps == 0) {
            int d = move >>> PATH_SHIFT & 3;
            int to = NEXT[d][from];
            return to >= 0 && (stepsTo(d) >>> to & 1) != 0;
        }
        if ((jumpers >>> from & 1) == 0) {
            return false;
        }
        boolean king = (ownKings() >>> from & 1) != 0;
        int theirs = enemies();
        int empty = ~occupied() | 1 << from;
        int at = from;
        for (int i = 0; i < jumps; i++) {
            int d = move >>> (PATH_SHIFT + 2 * i) & 3;
            int to = JUMP[d][at];
            if (d < firstDirection(king) || d >= lastDirection(king) || to < 0
                    || (theirs >>> NEXT[d][at] & 1) == 0 || (empty >>> to & 1) == 0) {
                return false;
            }
            theirs &= ~(1 << NEXT[d][at]);
            empty = (empty | 1 << at) & ~(1 << to);
            at = to;
            if (!king && (crownRow() >>> at & 1) != 0) {
                return i == jumps - 1;
            }
        }
        return !canJump(at, king, theirs, empty);
    }

    private boolean canJump(int at, boolean king, int theirs, int empty) {
        for (int d = firstDirection(king), last = lastDirection(king); d < last; d++) {
            int to = JUMP[d][at];
            if (to >= 0 && (theirs >>> NEXT[d][at] & 1) != 0 && (empty >>> to & 1) != 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    protected void apply(int seat, int move) {
        int from = move & 31;
        int jumps = move >>> JUMPS_SHIFT & 15;
        int at = from;
        int taken = 0;
        if (jumps == 0) {
            at = NEXT[move >>> PATH_SHIFT & 3][from];
        } else {
            for (int i = 0; i < jumps; i++) {
                int d = move >>> (PATH_SHIFT + 2 * i) & 3;
                taken |= 1 << NEXT[d][at];
                at = JUMP[d][at];
            }
        }
        int fromBit = 1 << from;
        int toBit = 1 << at;
        long kingsBefore = kingsKey();
        boolean king;
        if (side == 0) {
            king = (blackKings & fromBit) != 0;
            if (king) {
                blackKings = blackKings & ~fromBit | toBit;
            } else if ((toBit & BLACK_CROWN) != 0) {
                blackMen &= ~fromBit;
                blackKings |= toBit;
            } else {
                blackMen = blackMen & ~fromBit | toBit;
            }
            whiteMen &= ~taken;
            whiteKings &= ~taken;
        } else {
            king = (whiteKings & fromBit) != 0;
            if (king) {
                whiteKings = whiteKings & ~fromBit | toBit;
            } else if ((toBit & WHITE_CROWN) != 0) {
                whiteMen &= ~fromBit;
                whiteKings |= toBit;
            } else {
                whiteMen = whiteMen & ~fromBit | toBit;
            }
            blackMen &= ~taken;
            blackKings &= ~taken;
        }
        side ^= 1;
        boolean reversible = king && jumps == 0;
        if (reversible) {
            if (history == null) {
                history = new long[QUIET_LIMIT];
            }
            history[quiet++] = kingsBefore;
            remember(slot(kingsBefore));
        } else {
            quiet = 0;
            once0 = 0;
            once1 = 0;
            twice0 = 0;
            twice1 = 0;
        }
        findMoves();
        if (!hasMove()) {
            end(BLOCKED, seat);
        } else if (reversible && metTwice(kingsKey())) {
            end(REPETITION, 0);
        } else if (quiet >= QUIET_LIMIT) {
            end(QUIET, 0);
        }
    }

    /** Both sides' kings: since the last capture or man's move, all that tells positions apart. */
    private long kingsKey() {
        return (long) blackKings << 32 | whiteKings & 0xFFFFFFFFL;
    }

    /** Whether the present position was met twice before since the last capture or man's move: the same side moves every second one. */
    private boolean metTwice(long key) {
        int slot = slot(key);
        if (((slot < 64 ? twice0 : twice1) >>> slot & 1) == 0) {
            return false;
        }
        boolean seen = false;
        for (int i = quiet - 2; i >= 0; i -= 2) {
            if (history[i] == key) {
                if (seen) {
                    return true;
                }
                seen = true;
            }
        }
        return false;
    }

    private void remember(int slot) {
        long bit = 1L << slot;
        if (slot < 64) {
            twice0 |= once0 & bit;
            once0 |= bit;
        } else {
            twice1 |= once1 & bit;
            once1 |= bit;
        }
    }

    /** A kept position's slot in the filter, 0..127. */
    private static int slot(long key) {
        return (int) (key * 0x9E3779B97F4A7C15L >>> 57);
    }

    private void end(int reason, int winner) {
        result = RESULTS[reason][winner];
    }

    @Override
    public long positionHash() {
        long hash = mix(mix(0, blackMen & 0xFFFFFFFFL | (long) blackKings << 32), whiteMen & 0xFFFFFFFFL | (long) whiteKings << 32);
        return mix(hash, side + 2L * phase().ordinal());
    }

    /** The seat's men and kings, as sets of squares (bit {@code n - 1} for square {@code n}). */
    public int men(int seat) {
        return seat == BLACK ? blackMen : whiteMen;
    }

    public int kings(int seat) {
        return seat == BLACK ? blackKings : whiteKings;
    }

    /** Moves in a row with no capture and no man moved, both sides counted. */
    public int quietMoves() {
        return quiet;
    }

    @Override
    public Facts moveFacts(int seat, int move) {
        int jumps = move >>> JUMPS_SHIFT & 15;
        if (!isLegal(seat, move) || jumps == 0) {
            return Facts.NONE;
        }
        List<Facts.Capture> captured = new ArrayList<>();
        int at = move & 31;
        for (int i = 0; i < jumps; i++) {
            int d = move >>> (PATH_SHIFT + 2 * i) & 3;
            captured.add(new Facts.Capture(3 - seat, Squares.name(NEXT[d][at]), 1));
            at = JUMP[d][at];
        }
        return Facts.ofCaptures(captured, false);
    }

    @Override
    public String moveText(int move) {
        int from = move & 31;
        int jumps = move >>> JUMPS_SHIFT & 15;
        if (move < 0 || jumps > MAX_JUMPS || move >>> (PATH_SHIFT + 2 * Math.max(jumps, 1)) != 0) {
            throw new IllegalArgumentException("not a checkers move: " + move);
        }
        StringBuilder text = new StringBuilder(Squares.name(from));
        if (jumps == 0) {
            int to = NEXT[move >>> PATH_SHIFT & 3][from];
            if (to < 0) {
                throw new IllegalArgumentException("not a checkers move: " + move);
            }
            return text.append('-').append(Squares.name(to)).toString();
        }
        int at = from;
        for (int i = 0; i < jumps; i++) {
            at = JUMP[move >>> (PATH_SHIFT + 2 * i) & 3][at];
            if (at < 0) {
                throw new IllegalArgumentException("not a checkers move: " + move);
            }
            text.append('x').append(Squares.name(at));
        }
        return text.toString();
    }

    @Override
    public int parseMove(String text) {
        boolean step = text.indexOf('-') >= 0;
        String[] names = text.split(step ? "-" : "x", -1);
        if (names.length < 2 || step && (names.length != 2 || text.indexOf('x') >= 0)) {
            throw new GameException("'" + text + "' is not a checkers move: write a step from-to (11-15), "
                    + "or a capture with every square it lands on (15x24, 22x15x6)");
        }
        if (names.length - 1 > MAX_JUMPS) {
            throw new GameException("'" + text + "' is not a move: a capture takes at most " + MAX_JUMPS + " pieces");
        }
        int from = Squares.parse(names[0], text);
        int at = from;
        int code = from | (step ? 0 : names.length - 1) << JUMPS_SHIFT;
        for (int i = 1; i < names.length; i++) {
            int to = Squares.parse(names[i], text);
            int d = direction(step ? NEXT : JUMP, at, to);
            if (d < 0) {
                throw new GameException("'" + text + "' is not a move: " + Squares.name(to) + (step
                        ? " is not a diagonal neighbour of " : " is not two squares on along a diagonal from ")
                        + Squares.name(at));
            }
            code |= d << (PATH_SHIFT + 2 * (i - 1));
            at = to;
        }
        return code;
    }

    private static int direction(int[][] targets, int at, int to) {
        for (int d = 0; d < 4; d++) {
            if (targets[d][at] == to) {
                return d;
            }
        }
        return -1;
    }

    @Override
    public Result result() {
        return result;
    }

    @Override
    public Map<String, Object> board() {
        StringBuilder squares = new StringBuilder(Squares.COUNT);
        for (int square = 0; square < Squares.COUNT; square++) {
            int bit = 1 << square;
            squares.append((blackMen & bit) != 0 ? 'b' : (blackKings & bit) != 0 ? 'B'
                    : (whiteMen & bit) != 0 ? 'w' : (whiteKings & bit) != 0 ? 'W' : '.');
        }
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("squares", squares.toString());
        return board;
    }

    @Override
    public CheckersState copy() {
        CheckersState c = new CheckersState();
        c.blackMen = blackMen;
        c.blackKings = blackKings;
        c.whiteMen = whiteMen;
        c.whiteKings = whiteKings;
        c.side = side;
        c.quiet = quiet;
        c.history = quiet == 0 ? null : history.clone();
        c.once0 = once0;
        c.once1 = once1;
        c.twice0 = twice0;
        c.twice1 = twice1;
        c.result = result;
        c.jumpers = jumpers;
        c.toUpLeft = toUpLeft;
        c.toUpRight = toUpRight;
        c.toDownLeft = toDownLeft;
        c.toDownRight = toDownRight;
        return c;
    }
}
