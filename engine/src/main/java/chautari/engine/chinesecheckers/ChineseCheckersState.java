package chautari.engine.chinesecheckers;

import static chautari.engine.chinesecheckers.Chains.INDEX_SHIFT;
import static chautari.engine.chinesecheckers.Chains.TO_SHIFT;
import static chautari.engine.chinesecheckers.Holes.CELL;
import static chautari.engine.chinesecheckers.Holes.HOLE;
import static chautari.engine.chinesecheckers.Holes.POINT;
import static chautari.engine.chinesecheckers.Holes.SHIFTS;

import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A Chinese Checkers position as docs/rules/chinesecheckers.md reads it: each seat's marbles and
 * its marbles that have never moved, as sets of holes (two longs each, {@link Holes}), the same
 * marbles on a mailbox board for finding moves, the seat to move and the moves made.
 *
 * <p>Moves are coded as {@link Chains} says; {@link #PASS} is the one move of a seat that has no other.
 */
public final class ChineseCheckersState extends GameState {
    /** Each seat's moves (a pass counts) after which the game is drawn. */
    public static final int MOVE_LIMIT = 300;
    static final int PASS = 127 | 127 << TO_SHIFT;
    /** A chain well written but not a move of the position: never legal. */
    static final int NOT_A_MOVE = 126 | 126 << TO_SHIFT;
    /**
     * The most moves listed, and the size of a buffer for them. Chains make some positions rich in
     * moves, as a marble may take any path through the hops open to it. Seeded random games stay far
     * below this: at most 189 moves in 5,000 games of 2 players, 1,537 in 3,000 of 4 and 9,617 in
     * 3,000 of 6; positions built for it by hill climbing reached 858 with 2 players and 11,202 with
     * 3, but 215,702 with 4 and 15,689,954 with 6. {@link #legalMoves} refuses, with a
     * {@link GameException}, to list a position with more than {@link #LISTABLE}.
     */
    static final int MAX_MOVES = Chains.MAX_CHAINS;
    /** The most moves a position may have to be listed: a little under {@link #MAX_MOVES}, as steps are written ahead. */
    static final int LISTABLE = MAX_MOVES - 8;
    /** The points of the seats, in turn order, by the number playing (none for 5). */
    private static final int[][] POINTS = {
        null, null, {Holes.S, Holes.N}, {Holes.S, Holes.NE, Holes.NW}, {Holes.S, Holes.SE, Holes.N, Holes.NW}, null,
        {Holes.S, Holes.SE, Holes.NE, Holes.N, Holes.NW, Holes.SW},
    };
    /** The points the seats aim for, as {@link #POINTS}. */
    private static final int[][] TARGETS = new int[POINTS.length][];

    static {
        for (int players = 0; players < POINTS.length; players++) {
            if (POINTS[players] != null) {
                TARGETS[players] = Arrays.stream(POINTS[players]).map(Holes::opposite).toArray();
            }
        }
    }
    private static final Result[] WINS = {null, Result.win(1), Result.win(2), Result.win(3), Result.win(4),
        Result.win(5), Result.win(6)};
    private static final Result DRAW = Result.drawn();
    /** STEP_CODES[6 * hole + d]: the step from the hole in direction d (of {@link Holes#SHIFTS}), where that is a hole. */
    private static final int[] STEP_CODES = new int[6 * Holes.COUNT];

    static {
        for (int from = 0; from < Holes.COUNT; from++) {
            for (int d = 0; d < 6; d++) {
                int to = HOLE[CELL[from] + SHIFTS[d]];
                STEP_CODES[6 * from + d] = to < 0 ? NOT_A_MOVE : from | to << TO_SHIFT;
            }
        }
    }

    private final int players;
    /** Each seat's start point and target point, seat k at k - 1. */
    private final int[] points;
    private final int[] targets;
    /** The marbles on the mailbox, for finding moves. */
    private final Mailbox box;
    /**
     * Seat k's marbles at 2(k - 1) and 2(k - 1) + 1 (low and high word), then its unmoved marbles at
     * 2(players + k - 1) and on, then every marble at {@link #occupied} and on.
     */
    private final long[] sets;
    private final int occupied;
    private int mover = 1;
    private int moves;
    private Result result;
    /** Scratch for naming and reading chains; not part of the position. */
    private Chains chains;
    private int[] path;

    private ChineseCheckersState(int players, Mailbox box, long[] sets) {
        this.players = players;
        this.points = POINTS[players];
        this.targets = TARGETS[players];
        this.box = box;
        this.sets = sets;
        this.occupied = 4 * players;
    }

    static ChineseCheckersState initial(int players) {
        requirePlayers(players);
        ChineseCheckersState s = new ChineseCheckersState(players, Mailbox.empty(), new long[4 * players + 2]);
        for (int seat = 1; seat <= players; seat++) {
            int point = s.points[seat - 1];
            s.place(seat, Holes.POINT_LOW[point], Holes.POINT_HIGH[point]);
            s.sets[2 * (players + seat - 1)] = Holes.POINT_LOW[point];
            s.sets[2 * (players + seat - 1) + 1] = Holes.POINT_HIGH[point];
        }
        return s;
    }

    private static void requirePlayers(int players) {
        if (players < 2 || players > 6 || POINTS[players] == null) {
            throw new GameException("Chinese Checkers is played by 2, 3, 4 or 6 players (each from a point of the star, "
                    + "facing another), not " + players);
        }
    }

    /**
     * A position set up for tests: each marble's hole and seat, the holes of the marbles that have
     * never moved (each on its seat's start point), and the seat to move. The game is not over,
     * whatever the board.
     */
    public static ChineseCheckersState of(int players, int seatToMove, Map<String, Integer> marbles,
            Collection<String> unmoved) {
        requirePlayers(players);
        if (seatToMove < 1 || seatToMove > players) {
            throw new IllegalArgumentException("seat " + seatToMove + " is not one of " + players);
        }
        ChineseCheckersState s = new ChineseCheckersState(players, Mailbox.empty(), new long[4 * players + 2]);
        marbles.forEach((name, seat) -> {
            int hole = Holes.parse(name);
            if (seat < 1 || seat > players) {
                throw new IllegalArgumentException("no seat " + seat + " among " + players);
            }
            s.place(seat, hole < 64 ? 1L << hole : 0, hole < 64 ? 0 : 1L << hole);
        });
        for (String name : unmoved) {
            int hole = Holes.parse(name);
            int seat = s.box.cells[CELL[hole]];
            if (seat <= 0 || POINT[CELL[hole]] != s.points[seat - 1]) {
                throw new IllegalArgumentException(name + " holds no marble on its seat's start point");
            }
            s.sets[2 * (players + seat - 1) + (hole < 64 ? 0 : 1)] |= 1L << hole;
        }
        s.mover = seatToMove;
        return s;
    }

    /** Counts as if every seat had made its moves up to {@code made} in all: how tests reach the move limit quickly. */
    ChineseCheckersState withMovesMade(int made) {
        moves = made;
        return this;
    }

    private void place(int seat, long low, long high) {
        if ((low & sets[occupied]) != 0 || (high & sets[occupied + 1]) != 0) {
            throw new IllegalArgumentException("a hole holds one marble");
        }
        sets[2 * (seat - 1)] |= low;
        sets[2 * (seat - 1) + 1] |= high;
        sets[occupied] |= low;
        sets[occupied + 1] |= high;
        for (int h = 0; h < Holes.COUNT; h++) {
            if (Holes.has(low, high, h)) {
                box.put(CELL[h], seat);
            }
        }
    }

    @Override
    public int players() {
        return players;
    }

    @Override
    public Phase phase() {
        return result != null ? Phase.OVER : Phase.MOVE;
    }

    @Override
    public int toMove() {
        return result != null ? 0 : mover;
    }

    /** The moves made so far, passes counted, every seat's together. */
    public int movesMade() {
        return moves;
    }

    /** The point a seat aims for, numbered S, SE, NE, N, NW, SW = 0..5. */
    int targetOf(int seat) {
        return targets[seat - 1];
    }

    /** The seat whose marble stands in the hole named, or 0 if it is empty. */
    public int seatAt(String hole) {
        return box.cells[CELL[Holes.parse(hole)]];
    }

    /** The holes of the seat's marbles, in hole order. */
    public String[] marbles(int seat) {
        return names(sets[2 * (seat - 1)], sets[2 * (seat - 1) + 1]);
    }

    /** The holes of the seat's marbles that have never moved. */
    public String[] unmoved(int seat) {
        return names(sets[2 * (players + seat - 1)], sets[2 * (players + seat - 1) + 1]);
    }

    private static String[] names(long low, long high) {
        String[] names = new String[Long.bitCount(low) + Long.bitCount(high)];
        int i = 0;
        for (int h = 0; h < Holes.COUNT; h++) {
            if (Holes.has(low, high, h)) {
                names[i++] = Holes.name(h);
            }
        }
        return names;
    }

    @Override
    public int maxMoves() {
        return MAX_MOVES;
    }

    /** Lists the seat's moves; a position with more than {@link #LISTABLE} is a {@link GameException}, and unchanged. */
    @Override
    public int legalMoves(int seat, int[] out) {
        if (seat != toMove()) {
            return 0;
        }
        int target = targetOf(seat);
        int n;
        try {
            n = list(sets[2 * (seat - 1)], 0, target, out, 0);
            n = list(sets[2 * (seat - 1) + 1], 64, target, out, n);
        } catch (ArrayIndexOutOfBoundsException full) {
            box.clearLandings();
            throw tooMany(seat);
        }
        if (n > LISTABLE) {
            throw tooMany(seat);
        }
        if (n == 0) {
            out[0] = PASS;
            n = 1;
        }
        return n;
    }

    private GameException tooMany(int seat) {
        return new GameException("seat " + seat + " has more moves here than the " + LISTABLE + " an engine lists");
    }

    /** Lists the steps and chains of the marbles in one word of a set (holes {@code base} and on). */
    private int list(long word, int base, int target, int[] out, int n) {
        Mailbox box = this.box;
        for (; word != 0; word &= word - 1) {
            int from = base + Long.numberOfTrailingZeros(word);
            int cell = CELL[from];
            if (POINT[cell] == target) {
                n = listLocked(cell, from, target, out, n);
                continue;
            }
            int steps = from * 6;
            int open = box.steps[cell];
            for (int d = 0; d < 6; d++) {
                out[n] = STEP_CODES[steps + d];
                n += open >>> d & 1;
            }
            n = Chains.list(box, cell, from, out, n);
        }
        return n;
    }

    private int listLocked(int cell, int from, int target, int[] out, int n) {
        for (int open = box.steps[cell]; open != 0; open &= open - 1) {
            int to = cell + SHIFTS[Integer.numberOfTrailingZeros(open)];
            if (POINT[to] == target) {
                out[n++] = from | HOLE[to] << TO_SHIFT;
            }
        }
        return Chains.listLocked(box, cell, from, target, out, n);
    }

    /** How many legal moves the seat has now ({@link #PASS} counted when it is the only one). */
    public long moveCount(int seat) {
        if (seat != toMove()) {
            return 0;
        }
        int target = targetOf(seat);
        long count = 0;
        for (int from = 0; from < Holes.COUNT; from++) {
            int cell = CELL[from];
            if (box.cells[cell] == seat) {
                int lock = POINT[cell] == target ? target : -1;
                count += stepCount(cell, lock) + Chains.count(box, cell, lock);
            }
        }
        return Math.max(count, 1);
    }

    private int stepCount(int cell, int lock) {
        int count = 0;
        for (int open = box.steps[cell]; open != 0; open &= open - 1) {
            count += lock < 0 || POINT[cell + SHIFTS[Integer.numberOfTrailingZeros(open)]] == lock ? 1 : 0;
        }
        return count;
    }

    /** As the protocol lists them, with a buffer of the size needed rather than {@link #maxMoves}. */
    @Override
    public String[] legalMoveTexts(int seat) {
        if (!awaits(seat)) {
            return new String[0];
        }
        long count = moveCount(seat);
        if (count > LISTABLE) {
            throw tooMany(seat);
        }
        int[] moves = new int[(int) count + 6];
        int n = legalMoves(seat, moves);
        String[] texts = new String[n];
        for (int i = 0; i < n; i++) {
            texts[i] = moveText(moves[i]);
        }
        Arrays.sort(texts);
        return texts;
    }

    @Override
    public int randomMove(int seat, Rng rng, int[] buffer) {
        int n = legalMoves(seat, buffer);
        return buffer[rng.below(n)];
    }

    @Override
    public boolean isLegal(int seat, int move) {
        if (seat != toMove()) {
            return false;
        }
        if (move == PASS) {
            return !hasMove(seat);
        }
        int from = move & 127;
        int to = move >>> TO_SHIFT & 127;
        int index = move >>> INDEX_SHIFT;
        if (move < 0 || from >= Holes.COUNT || to >= Holes.COUNT || box.cells[CELL[from]] != seat) {
            return false;
        }
        int lock = POINT[CELL[from]] == targetOf(seat) ? targetOf(seat) : -1;
        if (lock >= 0 && POINT[CELL[to]] != lock) {
            return false;
        }
        if (Holes.adjacent(from, to)) {
            return index == 0 && box.cells[CELL[to]] == 0;
        }
        int length = chains().pathAt(box, CELL[from], lock, index, path());
        return length > 0 && path[length - 1] == CELL[to];
    }

    /** Whether the seat has a move other than a pass. */
    private boolean hasMove(int seat) {
        int target = targetOf(seat);
        for (int from = 0; from < Holes.COUNT; from++) {
            int cell = CELL[from];
            if (box.cells[cell] == seat) {
                int lock = POINT[cell] == target ? target : -1;
                if (stepCount(cell, lock) > 0 || Chains.any(box, cell, lock)) {
                    return true;
                }
            }
        }
        return false;
    }

    private Chains chains() {
        if (chains == null) {
            chains = new Chains();
        }
        return chains;
    }

    private int[] path() {
        if (path == null) {
            path = new int[Holes.COUNT];
        }
        return path;
    }

    @Override
    protected void apply(int seat, int move) {
        if (move != PASS) {
            int from = move & 127;
            int to = move >>> TO_SHIFT & 127;
            box.move(CELL[from], CELL[to], seat);
            long fromLow = from < 64 ? 1L << from : 0;
            long fromHigh = from < 64 ? 0 : 1L << from;
            long low = fromLow | (to < 64 ? 1L << to : 0);
            long high = fromHigh | (to < 64 ? 0 : 1L << to);
            int k = 2 * (seat - 1);
            int unmoved = 2 * (players + seat - 1);
            sets[k] ^= low;
            sets[k + 1] ^= high;
            sets[unmoved] &= ~fromLow;
            sets[unmoved + 1] &= ~fromHigh;
            sets[occupied] ^= low;
            sets[occupied + 1] ^= high;
        }
        if (won(seat)) {
            result = WINS[seat];
        }
        moves++;
        if (result == null && moves >= MOVE_LIMIT * players) {
            result = DRAW;
        }
        mover = mover == players ? 1 : mover + 1;
    }

    /**
     * Whether the seat's target is full, holds one of its marbles at least, and every other
     * marble there has never moved.
     */
    private boolean won(int seat) {
        int target = targetOf(seat);
        long targetLow = Holes.POINT_LOW[target];
        long targetHigh = Holes.POINT_HIGH[target];
        long ownLow = sets[2 * (seat - 1)];
        long ownHigh = sets[2 * (seat - 1) + 1];
        if ((sets[occupied] & targetLow) != targetLow || (sets[occupied + 1] & targetHigh) != targetHigh
                || (ownLow & targetLow | ownHigh & targetHigh) == 0) {
            return false;
        }
        long stillLow = 0;
        long stillHigh = 0;
        for (int k = players; k < 2 * players; k++) {
            stillLow |= sets[2 * k];
            stillHigh |= sets[2 * k + 1];
        }
        return (targetLow & ~ownLow & ~stillLow | targetHigh & ~ownHigh & ~stillHigh) == 0;
    }

    @Override
    public long positionHash() {
        long hash = mix(players, mover + 8L * phase().ordinal());
        for (long set : sets) {
            hash = mix(hash, set);
        }
        return hash;
    }

    @Override
    public String moveText(int move) {
        if (move == PASS) {
            return "pass";
        }
        int from = move & 127;
        int to = move >>> TO_SHIFT & 127;
        if (move < 0 || from >= Holes.COUNT || to >= Holes.COUNT) {
            throw new GameException("move " + move + " is no Chinese Checkers move");
        }
        if (Holes.adjacent(from, to)) {
            return Holes.name(from) + "-" + Holes.name(to);
        }
        int seat = box.cells[CELL[from]];
        int lock = seat > 0 && POINT[CELL[from]] == targetOf(seat) ? targetOf(seat) : -1;
        int length = seat > 0 ? chains().pathAt(box, CELL[from], lock, move >>> INDEX_SHIFT, path()) : -1;
        if (length < 0 || path[length - 1] != CELL[to]) {
            throw new GameException("move " + move + " is no chain of this position");
        }
        StringBuilder text = new StringBuilder(Holes.name(from));
        for (int i = 0; i < length; i++) {
            text.append('-').append(Holes.name(HOLE[path[i]]));
        }
        return text.toString();
    }

    @Override
    public int parseMove(String text) {
        if (text.equals("pass")) {
            return PASS;
        }
        String[] names = text.split("-", -1);
        if (names.length < 2) {
            throw new GameException("'" + text + "' is not a Chinese Checkers move: write the holes the marble "
                    + "stands on joined by '-', a step (d1-e5) or every landing of a chain of hops (d1-f4-h4)");
        }
        int from = Holes.parse(names[0]);
        int to = Holes.parse(names[names.length - 1]);
        if (names.length == 2 && Holes.adjacent(from, to)) {
            return from | to << TO_SHIFT;
        }
        int[] landings = new int[names.length - 1];
        int at = from;
        for (int i = 1; i < names.length; i++) {
            int next = Holes.parse(names[i]);
            if (Holes.direction(at, next, 2) < 0) {
                throw new GameException("'" + text + "' is not a move: " + Holes.name(at) + " and " + names[i]
                        + (i == 1 && names.length == 2 ? " are neither neighbours nor a hop apart" : " are not a hop apart"));
            }
            landings[i - 1] = CELL[next];
            at = next;
        }
        int seat = box.cells[CELL[from]];
        if (isOver() || seat != mover) {
            return NOT_A_MOVE;
        }
        int lock = POINT[CELL[from]] == targetOf(seat) ? targetOf(seat) : -1;
        int index = chains().indexOf(box, CELL[from], lock, landings, landings.length, path());
        return index < 0 ? NOT_A_MOVE : from | to << TO_SHIFT | index << INDEX_SHIFT;
    }

    @Override
    public Result result() {
        return result;
    }

    @Override
    public Map<String, Object> board() {
        Map<String, Object> holes = new LinkedHashMap<>();
        for (int h = 0; h < Holes.COUNT; h++) {
            int seat = box.cells[CELL[h]];
            if (seat > 0) {
                holes.put(Holes.name(h), seat);
            }
        }
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("holes", holes);
        return board;
    }

    @Override
    public ChineseCheckersState copy() {
        ChineseCheckersState c = new ChineseCheckersState(players, box.copy(), sets.clone());
        c.mover = mover;
        c.moves = moves;
        c.result = result;
        return c;
    }
}
