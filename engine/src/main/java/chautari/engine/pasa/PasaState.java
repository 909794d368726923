package chautari.engine.pasa;

import chautari.engine.Chance;
import chautari.engine.DiceSet;
import chautari.engine.Facts;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Pasa position. Each seat's four pieces are progress numbers (0 = in the charkoni, 84 =
 * home), kept sorted. Only ordinary track squares can block or capture, and each holds pieces
 * of one side at most, so each keeps just {@code count << 2 | side}.
 *
 * <p>A move is coded {@code owner << 9 | face << 7 | from}: the seat whose piece moves (0..3,
 * the mover or, once the mover's four are home, the partner), the die face (0..3 for 1, 2, 5, 6)
 * and the piece's progress. A throw's outcome is {@code 16 d1 + 4 d2 + d3}, the three faces in
 * throw order.
 */
public final class PasaState extends GameState {
    static final int[] FACES = {1, 2, 5, 6};
    static final int PASS = 1 << 11;
    /** What {@link #parseMove} answers for a well-formed move no piece of the mover can make. */
    static final int NOT_A_MOVE = -1;
    private static final int MAX_MOVES = 13;
    private static final int[][] ARMS_OF_SEATS = {{}, {}, {0, 2}, {0, 1, 2}, {0, 1, 2, 3}};
    private static final int[][] ROUTES = {null, null, Cloth.ordinarySquares(ARMS_OF_SEATS[2]),
        Cloth.ordinarySquares(ARMS_OF_SEATS[3]), Cloth.ordinarySquares(ARMS_OF_SEATS[4])};
    /** As {@link #ROUTES}, but {@link Cloth#TRACK} where a route has no ordinary square: an entry of {@code held} that stays empty. */
    private static final int[][] HELD_AT = {null, null, heldAt(ROUTES[2]), heldAt(ROUTES[3]), heldAt(ROUTES[4])};

    private final int players;
    private final boolean partners;
    private final boolean captureBonus;
    private final int[] arm;
    /** Ordinary track square of each seat's progress: {@code route[seat << 7 | progress]}. */
    private final int[] route;
    /** {@link #HELD_AT} for this many players. */
    private final int[] heldAt;
    /** Seat index & sideMask is the seat's side: partners share one. */
    private final int sideMask;

    private final int[] pieces;
    private final int[] home;
    /** On each ordinary track square, {@code count << 2 | side}; below 4 when empty. */
    private final int[] held;
    /** The dice still in hand, counted by face. */
    private final int[] dice;
    /** Bit f set while a die showing face f is in hand. */
    private int faceMask;
    private int diceLeft;
    private int seat;
    private Phase phase;
    private boolean capturedThisTurn;
    private int throwsMade;
    private int captures;
    private int winnerMask;

    private PasaState(int players, boolean partners, boolean captureBonus) {
        this.players = players;
        this.partners = partners && players == 4;
        this.captureBonus = captureBonus;
        this.arm = ARMS_OF_SEATS[players];
        this.route = ROUTES[players];
        this.heldAt = HELD_AT[players];
        this.sideMask = this.partners ? 1 : 3;
        this.pieces = new int[16];
        this.home = new int[4];
        this.held = new int[Cloth.TRACK + 1];
        this.dice = new int[4];
        this.phase = Phase.THROW;
    }

    private PasaState(PasaState from) {
        players = from.players;
        partners = from.partners;
        captureBonus = from.captureBonus;
        arm = from.arm;
        route = from.route;
        heldAt = from.heldAt;
        sideMask = from.sideMask;
        pieces = from.pieces.clone();
        home = from.home.clone();
        held = from.held.clone();
        dice = from.dice.clone();
        faceMask = from.faceMask;
        diceLeft = from.diceLeft;
        seat = from.seat;
        phase = from.phase;
        capturedThisTurn = from.capturedThisTurn;
        throwsMade = from.throwsMade;
        captures = from.captures;
        winnerMask = from.winnerMask;
    }

    static PasaState initial(int players, boolean partners, boolean captureBonus) {
        return new PasaState(players, partners, captureBonus);
    }

    /**
     * A position set up for tests: each seat's four progress numbers ({@code progress[seat - 1]}),
     * the seat to act, and the dice in hand as digits ({@code "52"}), or {@code ""} for a throw
     * awaited. {@code partners} applies only with four players.
     */
    public static PasaState of(int players, boolean partners, boolean captureBonus, int[][] progress,
            int seatToAct, String diceInHand) {
        if (players < 2 || players > 4 || progress.length != players) {
            throw new IllegalArgumentException("give four progress numbers for each of 2..4 seats");
        }
        PasaState s = new PasaState(players, partners, captureBonus);
        for (int o = 0; o < players; o++) {
            if (progress[o].length != 4) {
                throw new IllegalArgumentException("seat " + (o + 1) + " has four pieces");
            }
            for (int i = 0; i < 4; i++) {
                int p = progress[o][i];
                if (p < 0 || p > Cloth.HOME) {
                    throw new IllegalArgumentException("progress " + p + " is not in 0..84");
                }
                s.pieces[4 * o + i] = p;
                if (p == Cloth.HOME) {
                    s.home[o]++;
                }
            }
            Arrays.sort(s.pieces, 4 * o, 4 * o + 4);
        }
        if (!s.countHeld(s.held)) {
            throw new IllegalArgumentException("two sides share an ordinary square");
        }
        s.seat = seatToAct - 1;
        for (char c : diceInHand.toCharArray()) {
            s.dice[face(c)]++;
            s.faceMask |= 1 << face(c);
            s.diceLeft++;
        }
        if (s.diceLeft > 3) {
            throw new IllegalArgumentException("three dice at most");
        }
        s.phase = s.diceLeft > 0 ? Phase.MOVE : Phase.THROW;
        for (int o = 0; o < players; o++) {
            if (s.home[o] == 4 && s.won(o)) {
                s.phase = Phase.OVER;
                s.clearDice();
            }
        }
        return s;
    }

    @Override
    public int players() {
        return players;
    }

    @Override
    public Phase phase() {
        return phase;
    }

    @Override
    public int toMove() {
        return phase == Phase.OVER ? 0 : seat + 1;
    }

    /** Whose pieces the seat moves now: its own, or its partner's once its own four are home. */
    public int pieceOwner(int seatNumber) {
        return owner(seatNumber - 1) + 1;
    }

    private int owner(int o) {
        return partners && home[o] == 4 ? o ^ 2 : o;
    }

    /** The seat's four progress numbers, sorted. */
    public int[] progress(int seatNumber) {
        int base = 4 * (seatNumber - 1);
        return Arrays.copyOfRange(pieces, base, base + 4);
    }

    /** Pieces captured so far in the game. */
    public int captures() {
        return captures;
    }

    /** Throws made so far in the game. */
    public int throwsMade() {
        return throwsMade;
    }

    public boolean partners() {
        return partners;
    }

    /** The side a seat plays for: the seat itself, or its partnership (seats 1 and 3, 2 and 4). */
    @Override
    public int sideOf(int seatNumber) {
        return (seatNumber - 1 & sideMask) + 1;
    }

    /**
     * Where a piece of the seat at this progress can be captured: its track square, or -1
     * where nothing is ever captured (H, the middle lanes, castles, home).
     */
    public int exposedSquare(int seatNumber, int progress) {
        return route[seatNumber - 1 << 7 | progress];
    }

    /** The die a move uses (1, 2, 5 or 6); 0 for a pass. */
    public static int moveDie(int move) {
        return move == PASS ? 0 : FACES[move >> 7 & 3];
    }

    /** The progress of the piece a move takes; -1 for a pass. */
    public static int moveProgress(int move) {
        return move == PASS ? -1 : move & 127;
    }

    /** The seat whose piece a move takes; 0 for a pass. */
    public static int movePieceSeat(int move) {
        return move == PASS ? 0 : (move >> 9) + 1;
    }

    @Override
    public int maxMoves() {
        return MAX_MOVES;
    }

    @Override
    public int legalMoves(int seatNumber, int[] out) {
        if (phase != Phase.MOVE || seatNumber != seat + 1) {
            return 0;
        }
        int o = owner(seat);
        int side = o & sideMask;
        int n = 0;
        int previous = -1;
        for (int i = 4 * o; i < 4 * o + 4; i++) {
            int p = pieces[i];
            if (p == Cloth.HOME) {
                break;
            }
            if (p == previous) {
                continue;
            }
            previous = p;
            for (int faces = faceMask; faces != 0; faces &= faces - 1) {
                int f = Integer.numberOfTrailingZeros(faces);
                int q = p + FACES[f];
                int h = held[heldAt[o << 7 | q]];
                out[n] = o << 9 | f << 7 | p;
                n += open(q, h, side);
            }
        }
        if (n == 0) {
            out[n++] = PASS;
        }
        return n;
    }

    @Override
    public boolean isLegal(int seatNumber, int move) {
        if (phase != Phase.MOVE || seatNumber != seat + 1) {
            return false;
        }
        if (move == PASS) {
            return !anyDieUsable();
        }
        if (move < 0 || move >= PASS) {
            return false;
        }
        int p = move & 127;
        int f = move >> 7 & 3;
        int o = move >> 9;
        return o == owner(seat) && dice[f] > 0 && p < Cloth.HOME && pieceAt(o, p) >= 0 && canMove(o, p, FACES[f]);
    }

    private boolean anyDieUsable() {
        int o = owner(seat);
        for (int faces = faceMask; faces != 0; faces &= faces - 1) {
            int f = Integer.numberOfTrailingZeros(faces);
            for (int i = 4 * o; i < 4 * o + 4; i++) {
                if (pieces[i] < Cloth.HOME && canMove(o, pieces[i], FACES[f])) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Rulings 3 to 5, without a branch (the moves are listed in every step): 1 when a piece of the
     * side may end its move at progress q on a square that {@code held} h, else 0.
     */
    private static int open(int q, int h, int side) {
        int notPastHome = ~(Cloth.HOME - q) >>> 31;
        int empty = h - 8 >>> 31;
        int own = ((h & 3) ^ side) - 1 >>> 31;
        return notPastHome & (empty | own);
    }

    private static int[] heldAt(int[] route) {
        int[] at = route.clone();
        for (int i = 0; i < at.length; i++) {
            at[i] = at[i] < 0 ? Cloth.TRACK : at[i];
        }
        return at;
    }

    /** Rulings 3 to 5: whether seat o's piece at progress p may move d steps. */
    private boolean canMove(int o, int p, int d) {
        int q = p + d;
        if (q > Cloth.HOME) {
            return false;
        }
        int square = route[o << 7 | q];
        if (square < 0) {
            return true;
        }
        int h = held[square];
        return h < 8 || (h & 3) == (o & sideMask);
    }

    private int pieceAt(int o, int p) {
        for (int i = 4 * o; i < 4 * o + 4; i++) {
            if (pieces[i] == p) {
                return i;
            }
        }
        return -1;
    }

    @Override
    protected void apply(int seatNumber, int move) {
        if (move == PASS) {
            endTurn();
            return;
        }
        int p = move & 127;
        int f = move >> 7 & 3;
        int o = move >> 9;
        int side = o & sideMask;
        int from = route[o << 7 | p];
        if (from >= 0) {
            held[from] -= 4;
        }
        int q = p + FACES[f];
        int to = route[o << 7 | q];
        if (to >= 0) {
            int h = held[to];
            if (h < 4 || (h & 3) == side) {
                held[to] = (h & ~3) + 4 | side;
            } else {
                capture(to, side);
                held[to] = 4 | side;
            }
        }
        int i = pieceAt(o, p);
        int last = 4 * o + 3;
        while (i < last && pieces[i + 1] < q) {
            pieces[i] = pieces[i + 1];
            i++;
        }
        pieces[i] = q;
        if (--dice[f] == 0) {
            faceMask &= ~(1 << f);
        }
        diceLeft--;
        if (q == Cloth.HOME) {
            home[o]++;
            if (won(o)) {
                phase = Phase.OVER;
                clearDice();
                return;
            }
        }
        if (diceLeft == 0) {
            endTurn();
        }
    }

    /** Sends the lone enemy piece on an ordinary track square back to the charkoni. */
    private void capture(int square, int side) {
        int i = victimOn(square, side);
        if (i < 0) {
            throw new IllegalStateException("no piece to capture on " + Cloth.trackName(square));
        }
        int e = i / 4;
        while (i > 4 * e && pieces[i - 1] > 0) {
            pieces[i] = pieces[i - 1];
            i--;
        }
        pieces[i] = 0;
        captures++;
        capturedThisTurn = true;
    }

    /** Where in {@code pieces} the enemy piece on an ordinary track square stands; -1 when none does. */
    private int victimOn(int square, int side) {
        for (int e = 0; e < players; e++) {
            if ((e & sideMask) == side) {
                continue;
            }
            for (int i = 4 * e + 3; i >= 4 * e; i--) {
                if (route[e << 7 | pieces[i]] == square) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** A piece ending on an enemy's ordinary square sends it back to the charkoni; one reaching 84 is home. */
    @Override
    public Facts moveFacts(int seatNumber, int move) {
        if (move == PASS) {
            return Facts.ofCaptures(List.of(), throwsNextAfter(seatNumber, move));
        }
        int o = move >> 9;
        int q = (move & 127) + FACES[move >> 7 & 3];
        int to = route[o << 7 | q];
        int victim = to < 0 ? -1 : victimOn(to, o & sideMask);
        List<Facts.Capture> taken = victim < 0 ? List.of()
                : List.of(new Facts.Capture(victim / 4 + 1, Cloth.trackName(to), 1));
        return Facts.ofCaptures(taken, throwsNextAfter(seatNumber, move)).withHome(q == Cloth.HOME);
    }

    /** Ruling 7: a partnership wins with all eight home, a player alone with four. */
    private boolean won(int o) {
        if (partners) {
            if (home[o] + home[o ^ 2] == 8) {
                winnerMask = 1 << o | 1 << (o ^ 2);
                return true;
            }
            return false;
        }
        if (home[o] == 4) {
            winnerMask = 1 << o;
            return true;
        }
        return false;
    }

    /** Ruling 6: the next seat throws, or the same one after a capture with the option. */
    private void endTurn() {
        clearDice();
        if (!(captureBonus && capturedThisTurn)) {
            seat = seat + 1 == players ? 0 : seat + 1;
        }
        capturedThisTurn = false;
        phase = Phase.THROW;
    }

    private void clearDice() {
        dice[0] = dice[1] = dice[2] = dice[3] = 0;
        faceMask = 0;
        diceLeft = 0;
    }

    @Override
    public long positionHash() {
        long h = mix(mix(mix(mix(mix(0, seat), phase.ordinal()), diceLeft), faceMask), capturedThisTurn ? 1 : 0);
        return mix(mix(mix(h, winnerMask), pieces), dice);
    }

    /** Three long dice; a search branches on the 20 sets they make, the order of the dice aside. */
    @Override
    public Chance chance() {
        return DiceSet.LONG_DICE;
    }

    @Override
    protected void applyOutcome(int outcome) {
        dice[outcome >> 4 & 3]++;
        dice[outcome >> 2 & 3]++;
        dice[outcome & 3]++;
        faceMask = 1 << (outcome >> 4 & 3) | 1 << (outcome >> 2 & 3) | 1 << (outcome & 3);
        diceLeft = 3;
        throwsMade++;
        phase = Phase.MOVE;
    }

    @Override
    public String moveText(int move) {
        if (move == PASS) {
            return "pass";
        }
        int p = move & 127;
        int d = FACES[move >> 7 & 3];
        int a = arm[move >> 9];
        if (p + d > Cloth.HOME) {
            throw new IllegalArgumentException("move " + move + " carries a piece past the charkoni");
        }
        return d + ":" + Cloth.name(a, p) + "-" + Cloth.name(a, p + d);
    }

    /**
     * Reads {@code die:from-to} for the pieces the seat to act moves now; a well-formed move
     * that no such piece's path makes is {@link #NOT_A_MOVE}, which is never legal.
     */
    @Override
    public int parseMove(String text) {
        if (text.equals("pass")) {
            return PASS;
        }
        int dash = text.indexOf('-');
        if (text.length() < 5 || text.charAt(1) != ':' || dash < 0) {
            throw new GameException("'" + text + "' is not a move: write die:from-to, as 5:H-Sc5, or pass");
        }
        int f = face(text.charAt(0));
        String from = text.substring(2, dash);
        String to = text.substring(dash + 1);
        Cloth.requireSquare(from);
        Cloth.requireSquare(to);
        int o = owner(seat);
        int d = FACES[f];
        for (int p = 0; p + d <= Cloth.HOME; p++) {
            if (Cloth.name(arm[o], p).equals(from) && Cloth.name(arm[o], p + d).equals(to)) {
                return o << 9 | f << 7 | p;
            }
        }
        return NOT_A_MOVE;
    }

    private static int face(char c) {
        int f = "1256".indexOf(c);
        if (f < 0) {
            throw new GameException("'" + c + "' is not a die: the long dice show 1, 2, 5 or 6");
        }
        return f;
    }

    @Override
    public Result result() {
        if (phase != Phase.OVER) {
            return null;
        }
        List<Integer> winners = new ArrayList<>();
        for (int o = 0; o < players; o++) {
            if ((winnerMask & 1 << o) != 0) {
                winners.add(o + 1);
            }
        }
        return new Result(winners, false, Map.of("throws", throwsMade));
    }

    @Override
    public Map<String, Object> board() {
        Map<String, Object> bySeat = new LinkedHashMap<>();
        for (int o = 0; o < players; o++) {
            List<Integer> progress = new ArrayList<>(4);
            for (int i = 4 * o; i < 4 * o + 4; i++) {
                progress.add(pieces[i]);
            }
            bySeat.put(String.valueOf(o + 1), progress);
        }
        List<Integer> inHand = new ArrayList<>(3);
        for (int f = 0; f < 4; f++) {
            for (int k = 0; k < dice[f]; k++) {
                inHand.add(FACES[f]);
            }
        }
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("pieces", bySeat);
        board.put("dice", inHand);
        return board;
    }

    @Override
    public PasaState copy() {
        return new PasaState(this);
    }

    /** The square counts agree with the pieces: for tests. */
    boolean consistent() {
        for (int o = 0; o < players; o++) {
            int homeCount = 0;
            for (int i = 4 * o; i < 4 * o + 4; i++) {
                homeCount += pieces[i] == Cloth.HOME ? 1 : 0;
                if (i > 4 * o && pieces[i - 1] > pieces[i]) {
                    return false;
                }
            }
            if (homeCount != home[o]) {
                return false;
            }
        }
        int[] counted = new int[Cloth.TRACK];
        if (!countHeld(counted)) {
            return false;
        }
        for (int square = 0; square < Cloth.TRACK; square++) {
            if ((counted[square] < 4 ? 0 : counted[square]) != (held[square] < 4 ? 0 : held[square])) {
                return false;
            }
        }
        return true;
    }

    /** Counts the pieces on each ordinary square into {@code into}; false if two sides share one. */
    private boolean countHeld(int[] into) {
        for (int o = 0; o < players; o++) {
            for (int i = 4 * o; i < 4 * o + 4; i++) {
                int square = route[o << 7 | pieces[i]];
                if (square < 0) {
                    continue;
                }
                int side = o & sideMask;
                if (into[square] >= 4 && (into[square] & 3) != side) {
                    return false;
                }
                into[square] = (into[square] & ~3) + 4 | side;
            }
        }
        return true;
    }
}
