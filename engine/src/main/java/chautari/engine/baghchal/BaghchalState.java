package chautari.engine.baghchal;

import chautari.engine.Facts;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Baghchal position: goats and tigers as two 25-bit sets, goats in hand, goats captured.
 * A move is coded {@code from << 5 | to}, with {@code from} = {@value #PLACE} for a goat
 * placed. Positions since the last placement or capture are kept for the repetition draw:
 * only they can recur, as neither is ever undone; and only once all the goats are placed,
 * as until then every other move is a placement. Playing a move allocates nothing but
 * that array of kept positions, made or grown in the movement phase.
 */
public final class BaghchalState extends GameState {
    public static final int GOATS = 1;
    public static final int TIGERS = 2;
    static final int PLACE = 25;
    private static final int GOATS_TOTAL = 20;
    private static final int TIGERS_WIN_AT = 5;
    private static final int QUIET_LIMIT = 100;
    /** A goat move needs an empty point; once all are placed at most 5 are empty, each with at most 8 lines. */
    private static final int MAX_MOVES = 40;
    private static final int START_TIGERS = 1 << 0 | 1 << 4 | 1 << 20 | 1 << 24;
    private static final List<String> REASONS = List.of("captures", "blocked", "repetition", "quiet");
    private static final int CAPTURES = 0;
    private static final int BLOCKED = 1;
    private static final int REPETITION = 2;
    private static final int QUIET = 3;
    /** Every result there can be, by reason, winner (0 for a draw) and goats captured: an end allocates nothing. */
    private static final Result[][][] RESULTS = new Result[REASONS.size()][3][TIGERS_WIN_AT + 1];

    static {
        for (int reason = 0; reason < REASONS.size(); reason++) {
            for (int winner = 0; winner <= 2; winner++) {
                for (int captured = 0; captured <= TIGERS_WIN_AT; captured++) {
                    Result result = winner == 0 ? Result.drawn() : Result.win(winner);
                    RESULTS[reason][winner][captured] = result.with("captured", captured).with("reason", REASONS.get(reason));
                }
            }
        }
    }

    private int goats;
    private int tigers;
    private int inHand;
    private int captured;
    /** 0 for the goats to move, 1 for the tigers. */
    private int side;
    private int quiet;
    /** How many legal moves the side to move has, worked out once a move. */
    private int moveCount;
    /** With the tigers to move, where each can go, 32 bits a tiger, the lowest-numbered point first. */
    private long tigerTargets01;
    private long tigerTargets23;
    private Result result;
    /** The positions since the last placement or capture, once all goats are placed; null while none is kept. */
    private long[] history;
    private int historySize;
    /**
     * A filter over the history, 128 slots by hash in two words each: a slot's bit is in
     * {@code once} when a position of that slot was kept, in {@code twice} when two were. A
     * position whose slot is not in {@code twice} cannot have occurred twice, and the history
     * need not be read.
     */
    private long once0;
    private long once1;
    private long twice0;
    private long twice1;

    private BaghchalState() {
    }

    static BaghchalState initial() {
        BaghchalState s = new BaghchalState();
        s.tigers = START_TIGERS;
        s.inHand = GOATS_TOTAL;
        s.countMoves();
        return s;
    }

    /**
     * A position set up for tests: ranks 1..5 as five characters {@code T}, {@code G},
     * {@code .} from file a to e, the goats in hand and captured (all 20 accounted for), the
     * seat to move, and how many quiet moves (no capture, no placement) led to it. It counts as
     * the first occurrence of its position, and the game ends at once if the side to move has no move.
     */
    public static BaghchalState of(List<String> ranks, int goatsInHand, int goatsCaptured, int seatToMove, int quietMoves) {
        if (ranks.size() != 5 || seatToMove < 1 || seatToMove > 2 || quietMoves < 0 || quietMoves >= QUIET_LIMIT
                || goatsCaptured < 0 || goatsCaptured >= TIGERS_WIN_AT || goatsInHand < 0) {
            throw new IllegalArgumentException("five ranks, seat 1 or 2, 0 .. 4 captured, 0 .. 99 quiet moves");
        }
        BaghchalState s = new BaghchalState();
        for (int rank = 0; rank < 5; rank++) {
            String row = ranks.get(rank);
            if (!row.matches("[TG.]{5}")) {
                throw new IllegalArgumentException("a rank is five of T, G, '.': " + row);
            }
            for (int file = 0; file < 5; file++) {
                switch (row.charAt(file)) {
                    case 'T' -> s.tigers |= 1 << (rank * 5 + file);
                    case 'G' -> s.goats |= 1 << (rank * 5 + file);
                    default -> { }
                }
            }
        }
        if (Integer.bitCount(s.tigers) != 4 || Integer.bitCount(s.goats) + goatsInHand + goatsCaptured != GOATS_TOTAL) {
            throw new IllegalArgumentException("4 tigers, and 20 goats on the board, in hand or captured");
        }
        s.inHand = goatsInHand;
        s.captured = goatsCaptured;
        s.side = seatToMove - 1;
        s.quiet = quietMoves;
        if (s.inHand == 0) {
            s.remember(s.key());
        }
        s.countMoves();
        if (s.moveCount == 0) {
            s.end(BLOCKED, 2 - s.side);
        }
        return s;
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

    /*
     * The moves, in the order legalMoves lists them and randomMove counts them: placements by
     * point; goats' steps by the point stepped to, then by the goat; tigers' moves by the tiger,
     * then by the point it goes to (a step and a jump never share a point).
     */

    private int empty() {
        return ~(goats | tigers) & Points.ALL;
    }

    /** Where the tiger on the point can step or jump to. */
    private int tigerTargets(int tiger, int empty) {
        return Points.moves(tiger, goats, empty);
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (seat != toMove()) {
            return 0;
        }
        int empty = empty();
        int n = 0;
        if (side == 1) {
            for (int rest = tigers; rest != 0; rest &= rest - 1) {
                int tiger = Integer.numberOfTrailingZeros(rest);
                for (int to = tigerTargets(tiger, empty); to != 0; to &= to - 1) {
                    out[n++] = tiger << 5 | Integer.numberOfTrailingZeros(to);
                }
            }
        } else if (inHand > 0) {
            for (; empty != 0; empty &= empty - 1) {
                out[n++] = PLACE << 5 | Integer.numberOfTrailingZeros(empty);
            }
        } else {
            for (; empty != 0; empty &= empty - 1) {
                int to = Integer.numberOfTrailingZeros(empty);
                for (int from = Points.neighbours(to) & goats; from != 0; from &= from - 1) {
                    out[n++] = Integer.numberOfTrailingZeros(from) << 5 | to;
                }
            }
        }
        return n;
    }

    /** Counts the moves of the side to move, for {@link #randomMove} and the blocked end. */
    private void countMoves() {
        int empty = empty();
        int total = 0;
        if (side == 1) {
            int rest = tigers;
            int t0 = tigerTargets(Integer.numberOfTrailingZeros(rest), empty);
            rest &= rest - 1;
            int t1 = tigerTargets(Integer.numberOfTrailingZeros(rest), empty);
            rest &= rest - 1;
            int t2 = tigerTargets(Integer.numberOfTrailingZeros(rest), empty);
            rest &= rest - 1;
            int t3 = tigerTargets(Integer.numberOfTrailingZeros(rest), empty);
            tigerTargets01 = t0 | (long) t1 << 32;
            tigerTargets23 = t2 | (long) t3 << 32;
            total = Long.bitCount(tigerTargets01) + Long.bitCount(tigerTargets23);
        } else if (inHand > 0) {
            total = Integer.bitCount(empty);
        } else {
            for (; empty != 0; empty &= empty - 1) {
                total += Integer.bitCount(Points.neighbours(Integer.numberOfTrailingZeros(empty)) & goats);
            }
        }
        moveCount = total;
    }

    /** The k-th of the legal moves, counted as {@link #legalMoves} lists them, without listing. */
    @Override
    public int randomMove(int seat, Rng rng, int[] buffer) {
        if (seat != toMove()) {
            throw new IllegalStateException("seat " + seat + " has no move now");
        }
        int k = draw(rng, moveCount);
        int empty = empty();
        if (side == 1) {
            int low = Long.bitCount(tigerTargets01);
            long pair = k < low ? tigerTargets01 : tigerTargets23;
            int point = Long.numberOfTrailingZeros(Long.expand(1L << (k < low ? k : k - low), pair));
            int tiger = Integer.numberOfTrailingZeros(Integer.expand(1 << ((k < low ? 0 : 2) + (point >>> 5)), tigers));
            return tiger << 5 | (point & 31);
        }
        if (inHand > 0) {
            return PLACE << 5 | nth(empty, k);
        }
        while (true) {
            int to = Integer.numberOfTrailingZeros(empty);
            int from = Points.neighbours(to) & goats;
            int count = Integer.bitCount(from);
            if (k < count) {
                return nth(from, k) << 5 | to;
            }
            k -= count;
            empty &= empty - 1;
        }
    }

    /** The k-th point (from 0, lowest first) of a set. */
    private static int nth(int set, int k) {
        return Integer.numberOfTrailingZeros(Integer.expand(1 << k, set));
    }

    /** A uniform number in [0, bound) from one draw of the generator, mostly without dividing (Lemire). */
    private static int draw(Rng rng, int bound) {
        long product = (rng.nextLong() >>> 32) * bound;
        if ((product & 0xFFFFFFFFL) < bound) {
            long threshold = (1L << 32) % bound;
            while ((product & 0xFFFFFFFFL) < threshold) {
                product = (rng.nextLong() >>> 32) * bound;
            }
        }
        return (int) (product >>> 32);
    }

    @Override
    public boolean isLegal(int seat, int move) {
        int from = move >>> 5;
        int to = move & 31;
        if (seat != toMove() || move < 0 || from > PLACE || to >= Points.COUNT) {
            return false;
        }
        int empty = empty();
        if (side == 1) {
            return from < PLACE && (tigers & 1 << from) != 0 && (tigerTargets(from, empty) & 1 << to) != 0;
        }
        if (inHand > 0) {
            return from == PLACE && (empty & 1 << to) != 0;
        }
        return from < PLACE && (goats & 1 << from) != 0 && (empty & 1 << to) != 0 && Points.joined(from, to);
    }

    @Override
    protected void apply(int seat, int move) {
        int from = move >>> 5;
        int to = move & 31;
        boolean irreversible = false;
        if (from == PLACE) {
            goats |= 1 << to;
            inHand--;
            irreversible = true;
        } else if (side == 0) {
            goats ^= 1 << from | 1 << to;
        } else {
            tigers ^= 1 << from | 1 << to;
            if (!Points.joined(from, to)) {
                goats &= ~(1 << Points.between(from, to));
                captured++;
                irreversible = true;
            }
        }
        side ^= 1;
        if (irreversible) {
            forget();
            quiet = 0;
        } else {
            quiet++;
        }
        if (captured >= TIGERS_WIN_AT) {
            end(CAPTURES, TIGERS);
            return;
        }
        countMoves();
        if (moveCount == 0) {
            end(BLOCKED, 2 - side);
            return;
        }
        if (inHand == 0) {
            long key = key();
            if (occurredTwice(key)) {
                end(REPETITION, 0);
                return;
            }
            remember(key);
        }
        if (quiet >= QUIET_LIMIT) {
            end(QUIET, 0);
        }
    }

    private void end(int reason, int winner) {
        result = RESULTS[reason][winner][captured];
    }

    /** Positions with the same side to move lie an even number of moves apart. */
    private boolean occurredTwice(long key) {
        int slot = slot(key);
        if ((half(twice0, twice1, slot) >>> slot & 1) == 0) {
            return false;
        }
        boolean once = false;
        for (int i = historySize - 2; i >= 0; i -= 2) {
            if (history[i] == key) {
                if (once) {
                    return true;
                }
                once = true;
            }
        }
        return false;
    }

    private void remember(long key) {
        if (history == null) {
            history = new long[16];
        } else if (historySize == history.length) {
            history = Arrays.copyOf(history, historySize * 2);
        }
        history[historySize++] = key;
        int slot = slot(key);
        long high = -(long) (slot >>> 6);
        long bit0 = 1L << slot & ~high;
        long bit1 = 1L << slot & high;
        twice0 |= once0 & bit0;
        once0 |= bit0;
        twice1 |= once1 & bit1;
        once1 |= bit1;
    }

    /** The word of the filter that holds the slot, chosen without a branch (which way is as likely as not). */
    private static long half(long low, long high, int slot) {
        long mask = -(long) (slot >>> 6);
        return low & ~mask | high & mask;
    }

    private void forget() {
        historySize = 0;
        once0 = 0;
        once1 = 0;
        twice0 = 0;
        twice1 = 0;
    }

    /** The filter's slot of a position, 0..127. */
    private static int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 57);
    }

    /**
     * The position as one number, equal positions equal keys: bits 0..24 the goats and 25..49
     * the tigers (point {@code (rank - 1) * 5 + file}, files a..e as 0..4), 50..54 the goats
     * in hand, bit 55 set when the tigers are to move.
     */
    public long positionKey() {
        return key();
    }

    private long key() {
        return goats | (long) tigers << 25 | (long) inHand << 50 | (long) side << 55;
    }

    @Override
    public long positionHash() {
        return mix(key(), phase().ordinal());
    }

    @Override
    public Facts moveFacts(int seat, int move) {
        int from = move >>> 5;
        int to = move & 31;
        if (from == PLACE || seat != TIGERS || Points.joined(from, to)) {
            return Facts.NONE;
        }
        return Facts.ofCaptures(List.of(new Facts.Capture(GOATS, Points.name(Points.between(from, to)), 1)), false);
    }

    public int goatsInHand() {
        return inHand;
    }

    public int goatsCaptured() {
        return captured;
    }

    public int goatsOnBoard() {
        return Integer.bitCount(goats);
    }

    public int tigersOnBoard() {
        return Integer.bitCount(tigers);
    }

    /** Moves in a row with no capture and no placement. */
    public int quietMoves() {
        return quiet;
    }

    @Override
    public String moveText(int move) {
        int from = move >>> 5;
        int to = move & 31;
        if (move < 0 || from > PLACE || to >= Points.COUNT) {
            throw new IllegalArgumentException("not a Baghchal move: " + move);
        }
        if (from == PLACE) {
            return "@" + Points.name(to);
        }
        return Points.name(from) + (Points.joined(from, to) ? "-" : "x") + Points.name(to);
    }

    @Override
    public int parseMove(String text) {
        if (text.length() == 3 && text.charAt(0) == '@') {
            return PLACE << 5 | Points.parse(text.substring(1), text);
        }
        if (text.length() != 5 || (text.charAt(2) != '-' && text.charAt(2) != 'x')) {
            throw new GameException("'" + text + "' is not a move: write a placement @c3, a step c3-c4 or a capture a1xa3");
        }
        int from = Points.parse(text.substring(0, 2), text);
        int to = Points.parse(text.substring(3), text);
        if (text.charAt(2) == '-' && !Points.joined(from, to)) {
            throw new GameException("'" + text + "' is not a move: a step goes along a line to the next point");
        }
        if (text.charAt(2) == 'x' && !Points.jump(from, to)) {
            throw new GameException("'" + text + "' is not a move: a capture jumps along a straight line to the point beyond the next");
        }
        return from << 5 | to;
    }

    @Override
    public Result result() {
        return result;
    }

    @Override
    public Map<String, Object> board() {
        Map<String, Object> rows = new LinkedHashMap<>();
        for (int rank = 0; rank < 5; rank++) {
            StringBuilder row = new StringBuilder(5);
            for (int file = 0; file < 5; file++) {
                int bit = 1 << (rank * 5 + file);
                row.append((tigers & bit) != 0 ? 'T' : (goats & bit) != 0 ? 'G' : '.');
            }
            rows.put(String.valueOf(rank + 1), row.toString());
        }
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("rows", rows);
        board.put("goatsInHand", inHand);
        board.put("captured", captured);
        return board;
    }

    @Override
    public BaghchalState copy() {
        BaghchalState c = new BaghchalState();
        c.goats = goats;
        c.tigers = tigers;
        c.inHand = inHand;
        c.captured = captured;
        c.side = side;
        c.quiet = quiet;
        c.moveCount = moveCount;
        c.tigerTargets01 = tigerTargets01;
        c.tigerTargets23 = tigerTargets23;
        c.result = result;
        c.history = historySize == 0 ? null : Arrays.copyOf(history, historySize + 16);
        c.historySize = historySize;
        c.once0 = once0;
        c.once1 = once1;
        c.twice0 = twice0;
        c.twice1 = twice1;
        return c;
    }
}
