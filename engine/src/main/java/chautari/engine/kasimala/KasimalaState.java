package chautari.engine.kasimala;

import chautari.engine.Chance;
import chautari.engine.Facts;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.Strips;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Kasimala position. Side 0 is seat 1, side 1 is seat 2.
 *
 * <p>{@code cells} holds each cell's pieces as a signed count: positive for side 0, negative
 * for side 1, so no cell can hold both. A side's waiting pieces are its pieces on route
 * positions below its frontier; the next to start stands just below the frontier (the
 * frontier drops past captured ones at once). Started pieces never come back to their own
 * row behind the frontier, and each side keeps the cells of its started pieces in a list.
 *
 * <p>A move is coded {@code from << 7 | to} (cells), or {@link #PASS}.
 */
public final class KasimalaState extends GameState {
    public static final int THROW_LIMIT = 2000;
    static final int PASS = 1 << 14;
    private static final Phase[] PHASES = Phase.values();
    private static final int THROW = Phase.THROW.ordinal();
    private static final int MOVE = Phase.MOVE.ordinal();
    private static final int OVER = Phase.OVER.ordinal();

    private final KasimalaBoard board;
    private final int[] cells;
    private final SidePieces first;
    private final SidePieces second;
    /** Where a cell stands in its side's started list. */
    private final int[] slot;
    private int side;
    /** What the state awaits: a {@link Phase}'s ordinal, an int being cheaper to set than a reference. */
    private int phase;
    /** The value 1..5 of the throw awaiting its move. */
    private int roll;
    private int throwsMade;
    private int winner;
    private boolean gulmasi;
    private boolean endedByLimit;

    private KasimalaState(KasimalaBoard board) {
        this.board = board;
        cells = new int[board.size];
        first = new SidePieces(board.size);
        second = new SidePieces(board.size);
        slot = new int[board.size];
        phase = THROW;
    }

    private KasimalaState(KasimalaState o) {
        board = o.board;
        cells = o.cells.clone();
        first = new SidePieces(o.first);
        second = new SidePieces(o.second);
        slot = o.slot.clone();
        side = o.side;
        phase = o.phase;
        roll = o.roll;
        throwsMade = o.throwsMade;
        winner = o.winner;
        gulmasi = o.gulmasi;
        endedByLimit = o.endedByLimit;
    }

    /** The opening: every home cell holds one waiting piece, the first player throws. */
    static KasimalaState initial(int n) {
        KasimalaState s = new KasimalaState(KasimalaBoard.of(n));
        for (int side = 0; side < 2; side++) {
            for (int position = 0; position < n; position++) {
                s.cells[s.board.cellAt(side, position)] = sign(side);
            }
            s.of(side).frontier = n;
            s.of(side).pieces = n;
        }
        return s;
    }

    /**
     * A position set up for tests and study, the given seat to throw after {@code throwsMade}
     * throws. {@code pieces} lists each seat's pieces, as in
     * {@code "1: a1..a15w m9x2 b4; 2: b3..b17w m13"}: a cell, or a range of one row, with
     * {@code xK} for K pieces on a cell and {@code w} for pieces still waiting on their home row.
     */
    public static KasimalaState of(int n, String pieces, int seatToThrow, int throwsMade) {
        return KasimalaSetup.parse(new KasimalaState(KasimalaBoard.of(n)), pieces, seatToThrow, throwsMade);
    }

    public static KasimalaState of(int n, String pieces, int seatToThrow) {
        return of(n, pieces, seatToThrow, 0);
    }

    /** Used by {@link KasimalaSetup} only: puts pieces on a cell of the board. */
    void put(int side, int cell, int count) {
        if (cells[cell] == 0 && board.position(side, cell) >= of(side).frontier) {
            addStarted(of(side), cell);
        }
        cells[cell] += sign(side) * count;
        of(side).pieces += count;
        of(side).laigas |= board.laigaBit[cell];
    }

    /** Used by {@link KasimalaSetup} only, before any piece is put. */
    void setUp(int[] frontiers, int seatToThrow, int throwsMade) {
        first.frontier = frontiers[0];
        second.frontier = frontiers[1];
        side = seatToThrow - 1;
        this.throwsMade = throwsMade;
    }

    KasimalaBoard geometry() {
        return board;
    }

    /** The pieces on a cell, positive for seat 1, negative for seat 2. */
    int stack(int cell) {
        return cells[cell];
    }

    /** The pieces on the board counted cell by cell. */
    int onBoard() {
        int count = 0;
        for (int c : cells) {
            count += Math.abs(c);
        }
        return count;
    }

    /** The pieces of a side, 0 or 1. */
    private SidePieces of(int side) {
        return side == 0 ? first : second;
    }

    private static int sign(int side) {
        return 1 - 2 * side;
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public Phase phase() {
        return PHASES[phase];
    }

    @Override
    public int toMove() {
        return phase == OVER ? 0 : side + 1;
    }

    @Override
    public int maxMoves() {
        return board.size + 1;
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (phase != MOVE || seat != side + 1) {
            return 0;
        }
        int n = moves(out);
        if (n == 0) {
            out[n++] = PASS;
        }
        return n;
    }

    /** Writes the moves that use the throw to {@code out}, which has room for one more than it gets. */
    private int moves(int[] out) {
        int s = side;
        SidePieces mine = of(s);
        if (roll == StripValues.KASI && mine.frontier > 0) {
            int from = board.cellAt(s, mine.frontier - 1);
            int to = board.cellAt(s, mine.frontier);
            out[0] = from << 7 | to;
            return open(s, to) ? 1 : 0;
        }
        int[] landings = board.landings(s, roll);
        boolean[] laiga = board.laiga;
        int[] cells = this.cells;
        int sg = sign(s);
        int n = 0;
        for (int i = mine.count - 1; i >= 0; i--) {
            int from = mine.started[i];
            int to = landings[from];
            out[n] = from << 7 | to;
            n += laiga[to] && cells[to] * sg < 0 ? 0 : 1;
        }
        return n;
    }

    private boolean anyMove() {
        return moves(new int[maxMoves()]) > 0;
    }

    /** Whether a piece of the side may end its move on the cell: anywhere but a laiga the enemy holds. */
    private boolean open(int s, int cell) {
        return !board.laiga[cell] || cells[cell] * sign(s) >= 0;
    }

    @Override
    public boolean isLegal(int seat, int move) {
        if (phase != MOVE || seat != side + 1) {
            return false;
        }
        if (move == PASS) {
            return !anyMove();
        }
        if (move < 0 || move > PASS) {
            return false;
        }
        int from = move >>> 7;
        int to = move & 127;
        if (from >= board.size || to >= board.size || !open(side, to)) {
            return false;
        }
        int s = side;
        int frontier = of(s).frontier;
        if (roll == StripValues.KASI && frontier > 0) {
            return from == board.cellAt(s, frontier - 1) && to == board.cellAt(s, frontier);
        }
        return cells[from] * sign(s) > 0 && board.position(s, from) >= frontier
                && to == board.landing(s, from, roll);
    }

    /**
     * The move {@code legalMoves} would list at a drawn place, without listing: {@code moves}
     * lists every started piece, last started first, but those the throw would land on a laiga
     * the enemy holds, and the cells that lead to each set of laigas are known.
     */
    @Override
    public int randomMove(int seat, Rng rng, int[] buffer) {
        if (phase != MOVE || seat != side + 1 || startsOnly()) {
            int n = legalMoves(seat, buffer);
            return n == 1 ? buffer[0] : buffer[rng.below(n)];
        }
        int from = drawStarted(rng, of(side));
        return from < 0 ? PASS : from << 7 | board.landing(side, from, roll);
    }

    /** As {@link #randomMove} then {@link #playLegal}, but a started piece's move played from its cell without coding it. */
    @Override
    public void playRandomMove(int seat, Rng rng, int[] buffer) {
        SidePieces mine = of(side);
        boolean goesOn;
        if (startsOnly()) {
            goesOn = startNext(mine);
        } else {
            int from = drawStarted(rng, mine);
            goesOn = from < 0 || moveStarted(mine, from, board.landing(side, from, roll));
        }
        if (goesOn) {
            endMove();
        }
    }

    /** The only move of a kasi while pieces wait: the next piece starts, unless the enemy holds its first cell, a laiga (a pass); false when it won. */
    private boolean startNext(SidePieces mine) {
        int position = mine.frontier - 1;
        int to = board.cellAt(side, position + 1);
        return !open(side, to) || startWaiting(mine, board.cellAt(side, position), position, to);
    }

    /** Whether the throw can only start the next waiting piece (a kasi while pieces wait). */
    private boolean startsOnly() {
        return roll == StripValues.KASI && of(side).frontier > 0;
    }

    /** The cell of the started piece that {@link #randomMove} draws; -1 when the throw moves none (a pass). */
    private int drawStarted(Rng rng, SidePieces mine) {
        int s = side;
        int at = board.blockedAt(s, roll, of(s ^ 1).laigas);
        long blockedLow = board.blocked(at) & mine.startedLow;
        long blockedHigh = board.blocked(at + 1) & mine.startedHigh;
        int listed = mine.count;
        int n = listed - Long.bitCount(blockedLow) - Long.bitCount(blockedHigh);
        if (n == 0) {
            return -1;
        }
        int place = listed - 1 - (n == 1 ? 0 : rng.below(n));
        if ((blockedLow | blockedHigh) != 0) {
            place = skipBlocked(place, blockedLow, blockedHigh, listed);
        }
        return mine.started[place];
    }

    /**
     * The place in the started list of the move drawn, counted from the list's end, when some
     * pieces on it are blocked: the place it would have were none, moved down past each blocked
     * piece at or above it; that is, among the places not blocked, the one as far from the top.
     */
    private int skipBlocked(int place, long blockedLow, long blockedHigh, int listed) {
        long blockedPlaces = 0;
        for (long b = blockedLow; b != 0; b &= b - 1) {
            blockedPlaces |= 1L << slot[Long.numberOfTrailingZeros(b)];
        }
        for (long b = blockedHigh; b != 0; b &= b - 1) {
            blockedPlaces |= 1L << slot[64 + Long.numberOfTrailingZeros(b)];
        }
        long open = (1L << listed) - 1 & ~blockedPlaces;
        int fromBottom = place - Long.bitCount(blockedPlaces);
        return Long.numberOfTrailingZeros(Long.expand(1L << fromBottom, open));
    }

    @Override
    protected void apply(int seat, int move) {
        if (move == PASS || movePiece(move >>> 7, move & 127)) {
            endMove();
        }
    }

    /** After a move that did not win: the game ends at the throw limit, else the mover or the other side throws. */
    private void endMove() {
        if (throwsMade >= THROW_LIMIT) {
            endAtLimit();
        } else {
            side ^= StripValues.throwsAgain(roll) ? 0 : 1;
            phase = THROW;
        }
    }

    /** A move takes every enemy piece on the cell it ends on; after a chya or ngha the mover throws again. */
    @Override
    public Facts moveFacts(int seat, int move) {
        List<Facts.Capture> taken = new ArrayList<>();
        int to = moveTo(move);
        if (to >= 0 && cells[to] * sign(seat - 1) < 0) {
            taken.add(new Facts.Capture(cells[to] > 0 ? 1 : 2, board.name(to), Math.abs(cells[to])));
        }
        return Facts.ofCaptures(taken, throwsNextAfter(seat, move));
    }

    /** A throw shows how many strips fell face up, and is worth its steps, kasi to ngha. */
    @Override
    public Facts throwFacts(int outcome) {
        int value = StripValues.value(outcome);
        boolean again = StripValues.throwsAgain(value) && throwsMade + 1 < THROW_LIMIT;
        return Facts.ofThrow(Integer.bitCount(outcome), value, StripValues.name(value), again);
    }

    /** Moves one piece; returns false when the move won the game. */
    private boolean movePiece(int from, int to) {
        SidePieces mine = of(side);
        int fromPosition = board.position(side, from);
        return fromPosition >= mine.frontier ? moveStarted(mine, from, to) : startWaiting(mine, from, fromPosition, to);
    }

    /** Starts the waiting piece at {@code fromPosition} of the home row onto {@code to}; returns false when the move won the game. */
    private boolean startWaiting(SidePieces mine, int from, int fromPosition, int to) {
        cells[from] -= sign(side);
        mine.frontier = fromPosition;
        dropFrontier(side);
        return arrive(mine, to);
    }

    /** Moves a started piece; returns false when the move won the game. */
    private boolean moveStarted(SidePieces mine, int from, int to) {
        if ((cells[from] -= sign(side)) == 0) {
            removeStarted(mine, from);
            mine.laigas &= ~board.laigaBit[from];
        }
        return arrive(mine, to);
    }

    /** The mover's piece ends its move on a cell, taking the enemy's pieces there; returns false when that won the game. */
    private boolean arrive(SidePieces mine, int to) {
        int s = side;
        int e = s ^ 1;
        int sg = sign(s);
        if (cells[to] * sg < 0) {
            capture(e, to);
        }
        if (cells[to] == 0) {
            addStarted(mine, to);
        }
        cells[to] += sg;
        mine.laigas |= board.laigaBit[to];
        if (of(e).pieces == 0) {
            winner = s + 1;
            gulmasi = mine.pieces == board.n;
            phase = OVER;
            return false;
        }
        return true;
    }

    private void capture(int e, int cell) {
        SidePieces enemy = of(e);
        enemy.pieces -= Math.abs(cells[cell]);
        cells[cell] = 0;
        enemy.laigas &= ~board.laigaBit[cell];
        if (board.position(e, cell) < enemy.frontier) {
            dropFrontier(e);
        } else {
            removeStarted(enemy, cell);
        }
    }

    /** Skips captured waiting pieces: afterwards the cell just below the frontier holds the next to start. */
    private void dropFrontier(int s) {
        int f = of(s).frontier;
        int sg = sign(s);
        while (f > 0 && cells[board.cellAt(s, f - 1)] * sg <= 0) {
            f--;
        }
        of(s).frontier = f;
    }

    private void addStarted(SidePieces mine, int cell) {
        long bit = 1L << cell;
        boolean high = cell >= 64;
        mine.startedLow |= high ? 0 : bit;
        mine.startedHigh |= high ? bit : 0;
        slot[cell] = mine.count;
        mine.started[mine.count++] = cell;
    }

    private void removeStarted(SidePieces mine, int cell) {
        long bit = 1L << cell;
        boolean high = cell >= 64;
        mine.startedLow &= high ? -1 : ~bit;
        mine.startedHigh &= high ? ~bit : -1;
        int last = mine.started[--mine.count];
        mine.started[slot[cell]] = last;
        slot[last] = slot[cell];
    }

    private void endAtLimit() {
        phase = OVER;
        endedByLimit = true;
        winner = first.pieces > second.pieces ? 1 : second.pieces > first.pieces ? 2 : 0;
    }

    @Override
    public Chance chance() {
        return Strips.FOUR;
    }

    /** As the four strips' own draw, {@code rng.nextInt(16)}, without asking them. */
    @Override
    public int sampleChance(Rng rng) {
        return (int) (rng.nextLong() >>> 33) & 15;
    }

    @Override
    protected void applyOutcome(int outcome) {
        roll = StripValues.value(outcome);
        throwsMade++;
        phase = MOVE;
    }

    @Override
    public String moveText(int move) {
        return move == PASS ? "pass" : board.name(move >>> 7) + "-" + board.name(move & 127);
    }

    @Override
    public int parseMove(String text) {
        if (text.equals("pass")) {
            return PASS;
        }
        int dash = text.indexOf('-');
        if (dash < 0 || text.indexOf('-', dash + 1) >= 0) {
            throw new GameException("'" + text + "' is not a move: write it from-to with cell names, as a17-m17,"
                    + " or pass");
        }
        return board.parseCell(text.substring(0, dash)) << 7 | board.parseCell(text.substring(dash + 1));
    }

    /** A gulmasi is worth 2 to the winner and -2 to the loser, a plain win 1 and -1, a draw 0. */
    @Override
    public double[] returns() {
        double[] returns = super.returns();
        if (gulmasi) {
            returns[0] *= 2;
            returns[1] *= 2;
        }
        return returns;
    }

    @Override
    public double minReturn() {
        return -2;
    }

    @Override
    public double maxReturn() {
        return 2;
    }

    @Override
    public long positionHash() {
        long h = mix(mix(mix(mix(0, side), phase), roll), throwsMade);
        return mix(mix(mix(h, cells), first.frontier), second.frontier);
    }

    @Override
    public Result result() {
        if (phase != OVER) {
            return null;
        }
        Map<String, Object> details = Map.of("gulmasi", gulmasi, "throws", throwsMade);
        return winner == 0 ? new Result(List.of(), true, details) : new Result(List.of(winner), false, details);
    }

    @Override
    public Map<String, Object> board() {
        Map<String, Object> shown = new LinkedHashMap<>();
        for (int cell = 0; cell < board.size; cell++) {
            if (cells[cell] != 0) {
                int s = cells[cell] > 0 ? 0 : 1;
                Map<String, Object> stack = new LinkedHashMap<>();
                stack.put("seat", s + 1);
                stack.put("count", Math.abs(cells[cell]));
                stack.put("waiting", isWaiting(s, cell));
                shown.put(board.name(cell), stack);
            }
        }
        return shown;
    }

    private boolean isWaiting(int s, int cell) {
        return board.position(s, cell) < of(s).frontier;
    }

    @Override
    public KasimalaState copy() {
        return new KasimalaState(this);
    }

    /** The pieces in the notation of {@link #of}, such as {@code "1: a1..a16w m17; 2: b1..b17w"}. */
    public String layout() {
        return KasimalaSetup.describe(board, cells, frontiers());
    }

    private int[] frontiers() {
        return new int[] {first.frontier, second.frontier};
    }

    /** Cells a row: 17 or 25. */
    public int cellsPerRow() {
        return board.n;
    }

    /** The value 1..5 of the throw awaiting its move; 0 before the first throw. */
    public int roll() {
        return roll;
    }

    public int throwsMade() {
        return throwsMade;
    }

    /** The seat's pieces still in the game, waiting ones included. */
    public int pieces(int seat) {
        return of(seat - 1).pieces;
    }

    /** The seat's pieces still waiting to start. */
    public int waiting(int seat) {
        int s = seat - 1;
        int count = 0;
        for (int position = 0; position < of(s).frontier; position++) {
            if (cells[board.cellAt(s, position)] * sign(s) > 0) {
                count++;
            }
        }
        return count;
    }

    /** How many cells the board has; cells are 0 .. cellCount() - 1. */
    public int cellCount() {
        return board.size;
    }

    /** The pieces on a cell: how many, positive for seat 1's and negative for seat 2's. */
    public int signedCount(int cell) {
        return cells[cell];
    }

    public boolean isLaiga(int cell) {
        return board.laiga[cell];
    }

    /** Whether the seat's piece on this cell has started (it is not waiting on its home row). */
    public boolean isStarted(int seat, int cell) {
        return board.position(seat - 1, cell) >= of(seat - 1).frontier;
    }

    /** The cell a started piece of the seat reaches from {@code cell} in {@code steps} (1 .. 5). */
    public int landing(int seat, int cell, int steps) {
        return board.landing(seat - 1, cell, steps);
    }

    /** The cell a move leaves; -1 for a pass. */
    public static int moveFrom(int move) {
        return move == PASS ? -1 : move >>> 7;
    }

    /** The cell a move ends on; -1 for a pass. */
    public static int moveTo(int move) {
        return move == PASS ? -1 : move & 127;
    }

    /** Whether the game ended at the 2000th throw rather than by a capture of the last piece. */
    public boolean endedByLimit() {
        return endedByLimit;
    }

    public boolean isGulmasi() {
        return gulmasi;
    }

    /** The winning seat, 0 while playing or for a draw. */
    public int winner() {
        return winner;
    }
}
