package chautari.engine.ludo;

import static chautari.engine.ludo.Track.HOME;
import static chautari.engine.ludo.Track.SQUARES;
import static chautari.engine.ludo.Track.YARD;

import chautari.engine.Chance;
import chautari.engine.Die;
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
 * A Ludo position. Each seat's four tokens are progress numbers (0 yard, 1..51 track, 52..56
 * home column, 57 home) in four fixed slots, in no order; each seat's count on each track square,
 * and all seats' together, are kept beside them.
 *
 * <p>A move is coded {@code slot << 14 | colour << 12 | from << 6 | to}: the first slot of the
 * mover holding a token at {@code from} (tokens on one square are interchangeable), and both
 * progress numbers of that colour, so its text needs no state; {@link #PASS} is the pass. An
 * outcome is the die's face less one.
 */
public final class LudoState extends GameState {
    static final int PASS = 1 << 16;
    /** What {@link #parseMove} answers for a well-formed move no token of the mover can make. */
    static final int NOT_A_MOVE = -1;
    /** A seat's row in {@link #on}: the 52 track squares and {@link Track#OFF}. */
    private static final int ROW = SQUARES + 1;
    private static final int SIXES_LOST = 3;
    private static final int[][] COLOURS_OF_SEATS = {{}, {}, {0, 2}, {0, 1, 2}, {0, 1, 2, 3}};

    private final int players;
    private final int[] colour;
    private final int[] tokens;
    /** How many tokens of seat index s stand on track index i: {@code on[s * 53 + i]}; index 52 counts those off the track. */
    private final int[] on;
    /** How many tokens of all seats stand on each track index (and off it, at 52). */
    private final int[] total;
    private final int[] homeCount;
    private int seat;
    private Phase phase;
    /** The die in hand while a move is awaited, else 0. */
    private int die;
    private int sixes;
    private int throwsMade;
    private int captures;

    private LudoState(int players) {
        this.players = players;
        this.colour = COLOURS_OF_SEATS[players];
        this.tokens = new int[4 * players];
        this.on = new int[ROW * players];
        this.total = new int[ROW];
        this.homeCount = new int[players];
        this.phase = Phase.THROW;
    }

    private LudoState(LudoState from) {
        players = from.players;
        colour = from.colour;
        tokens = from.tokens.clone();
        on = from.on.clone();
        total = from.total.clone();
        homeCount = from.homeCount.clone();
        seat = from.seat;
        phase = from.phase;
        die = from.die;
        sixes = from.sixes;
        throwsMade = from.throwsMade;
        captures = from.captures;
    }

    static LudoState initial(int players) {
        LudoState s = new LudoState(players);
        s.count(s.on, s.total, s.homeCount);
        return s;
    }

    /**
     * A position set up for tests and bots: each seat's four progress numbers
     * ({@code progress[seat - 1]}), the seat to act, the die in hand (1..6, or 0 while a throw is
     * awaited) and the sixes thrown in a row this turn (counting that die).
     */
    public static LudoState of(int players, int[][] progress, int seatToAct, int dieInHand, int sixesInARow) {
        if (players < 2 || players > 4 || progress.length != players) {
            throw new IllegalArgumentException("give four progress numbers for each of 2..4 seats");
        }
        boolean sixesFit = dieInHand == 6 ? sixesInARow >= 1 && sixesInARow <= SIXES_LOST
                : dieInHand == 0 ? sixesInARow >= 0 && sixesInARow < SIXES_LOST : sixesInARow == 0;
        if (dieInHand < 0 || dieInHand > Die.FACES || !sixesFit) {
            throw new IllegalArgumentException("a die 0..6 and the sixes in a row, counting a six in hand");
        }
        LudoState s = new LudoState(players);
        for (int o = 0; o < players; o++) {
            if (progress[o].length != 4) {
                throw new IllegalArgumentException("seat " + (o + 1) + " has four tokens");
            }
            for (int i = 0; i < 4; i++) {
                int p = progress[o][i];
                if (p < YARD || p > HOME) {
                    throw new IllegalArgumentException("progress " + p + " is not in 0..57");
                }
                s.tokens[4 * o + i] = p;
            }
        }
        s.count(s.on, s.total, s.homeCount);
        for (int i = 0; i < SQUARES; i++) {
            int colours = 0;
            for (int o = 0; o < players; o++) {
                colours += s.on[o * ROW + i] > 0 ? 1 : 0;
            }
            if (colours > 1 && !Track.safe(i)) {
                throw new IllegalArgumentException("two colours share " + Track.trackName(i) + ", which is not safe");
            }
        }
        s.seat = seatToAct - 1;
        s.die = dieInHand;
        s.sixes = sixesInARow;
        s.phase = dieInHand > 0 ? Phase.MOVE : Phase.THROW;
        for (int o = 0; o < players; o++) {
            if (s.homeCount[o] == 4) {
                s.seat = o;
                s.phase = Phase.OVER;
                s.die = 0;
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

    /** The colour a seat plays: 0..3 for red, green, yellow, blue. */
    public int colourOf(int seatNumber) {
        return colour[seatNumber - 1];
    }

    /** The seat's four progress numbers, sorted. */
    public int[] progress(int seatNumber) {
        int base = 4 * (seatNumber - 1);
        int[] sorted = Arrays.copyOfRange(tokens, base, base + 4);
        Arrays.sort(sorted);
        return sorted;
    }

    /** The die in hand while a move is awaited, else 0. */
    public int die() {
        return die;
    }

    public int sixes() {
        return sixes;
    }

    public int throwsMade() {
        return throwsMade;
    }

    /** Tokens sent back to their yards so far in the game. */
    public int captures() {
        return captures;
    }

    /** The track index (0..51 for t1..t52) where a token of the seat at this progress stands, or -1 off the track. */
    public int trackIndex(int seatNumber, int progress) {
        int index = Track.index(colour[seatNumber - 1], progress);
        return index == Track.OFF ? -1 : index;
    }

    /** Whether a track index (0..51) is one of the eight safe squares. */
    public static boolean safe(int trackIndex) {
        return Track.safe(trackIndex);
    }

    /** How many tokens of the seat stand on the track index. */
    public int tokensOn(int seatNumber, int trackIndex) {
        return on[(seatNumber - 1) * ROW + trackIndex];
    }

    /** The progress a move's token starts from; -1 for a pass. */
    public static int moveFrom(int move) {
        return move == PASS ? -1 : move >> 6 & 63;
    }

    /** The slot (0..3) of the token a move takes; -1 for a pass. */
    static int moveSlot(int move) {
        return move == PASS ? -1 : move >> 14;
    }

    /** The progress a move's token ends on; -1 for a pass. */
    public static int moveTo(int move) {
        return move == PASS ? -1 : move & 63;
    }

    public static boolean isPass(int move) {
        return move == PASS;
    }

    @Override
    public int maxMoves() {
        return 4;
    }

    private int target(int p) {
        return Track.target(die, p);
    }

    /** Ruling 3: each token that can use the die, one for each square; the pass alone when none can. */
    @Override
    public int legalMoves(int seatNumber, int[] out) {
        if (phase != Phase.MOVE || seatNumber != seat + 1) {
            return 0;
        }
        int n = 0;
        if (sixes < SIXES_LOST) {
            int base = 4 * seat;
            int c = colour[seat] << 12;
            int p0 = tokens[base];
            int p1 = tokens[base + 1];
            int p2 = tokens[base + 2];
            int p3 = tokens[base + 3];
            n = add(out, n, 0 << 14 | c, p0, 1);
            n = add(out, n, 1 << 14 | c, p1, differ(p1, p0));
            n = add(out, n, 2 << 14 | c, p2, differ(p2, p0) & differ(p2, p1));
            n = add(out, n, 3 << 14 | c, p3, differ(p3, p0) & differ(p3, p1) & differ(p3, p2));
        }
        if (n == 0) {
            out[n++] = PASS;
        }
        return n;
    }

    /**
     * Writes the move of the token at progress p (its slot and colour already in {@code code})
     * into {@code out[n]}, and counts it when the token can use the die and is the first on its
     * square ({@code first} 1). It tests nothing, so random play has no branch here to mispredict.
     */
    private int add(int[] out, int n, int code, int p, int first) {
        int q = Track.target(die, p);
        out[n] = code | p << 6 | q;
        return n + (first & (q - HOME - 1) >>> 31);
    }

    /** 1 when a and b differ, else 0. */
    private static int differ(int a, int b) {
        return ((a - b) | (b - a)) >>> 31;
    }

    @Override
    public boolean isLegal(int seatNumber, int move) {
        if (phase != Phase.MOVE || seatNumber != seat + 1) {
            return false;
        }
        if (move == PASS) {
            return sixes == SIXES_LOST || !anyTokenCanMove();
        }
        if (move < 0 || move >= PASS || (move >> 12 & 3) != colour[seat] || sixes == SIXES_LOST) {
            return false;
        }
        int p = move >> 6 & 63;
        int q = move & 63;
        return p < HOME && q <= HOME && firstSlot(seat, p) == move >> 14 && target(p) == q;
    }

    private boolean anyTokenCanMove() {
        for (int i = 4 * seat; i < 4 * seat + 4; i++) {
            if (target(tokens[i]) <= HOME) {
                return true;
            }
        }
        return false;
    }

    /** The first slot of seat index o holding a token at progress p; -1 when none does. */
    private int firstSlot(int o, int p) {
        for (int i = 0; i < 4; i++) {
            if (tokens[4 * o + i] == p) {
                return i;
            }
        }
        return -1;
    }

    @Override
    protected void apply(int seatNumber, int move) {
        if (move == PASS) {
            if (die == 6 && sixes < SIXES_LOST) {
                throwAgain();
            } else {
                endTurn();
            }
            return;
        }
        int c = colour[seat];
        int p = move >> 6 & 63;
        int q = move & 63;
        tokens[4 * seat + (move >> 14)] = q;
        int from = Track.index(c, p);
        on[seat * ROW + from]--;
        total[from]--;
        boolean captured = false;
        int to = Track.index(c, q);
        int mine = ++on[seat * ROW + to];
        if (++total[to] != mine && !Track.safe(to)) {
            for (int e = 0; e < players; e++) {
                if (e != seat && on[e * ROW + to] > 0) {
                    sendHome(e, to);
                }
            }
            captured = true;
        }
        if (q == HOME && ++homeCount[seat] == 4) {
            phase = Phase.OVER;
            die = 0;
            return;
        }
        if (die == 6 | captured | q == HOME) {
            throwAgain();
        } else {
            endTurn();
        }
    }

    /** Ruling 5: every token of seat index e on the track index goes back to the yard. */
    private void sendHome(int e, int index) {
        int c = colour[e];
        for (int i = 4 * e; i < 4 * e + 4; i++) {
            if (Track.index(c, tokens[i]) == index) {
                tokens[i] = YARD;
            }
        }
        int sent = on[e * ROW + index];
        on[e * ROW + index] = 0;
        on[e * ROW + Track.OFF] += sent;
        total[Track.OFF] += sent;
        total[index] -= sent;
        captures += sent;
    }

    private void throwAgain() {
        die = 0;
        phase = Phase.THROW;
    }

    private void endTurn() {
        die = 0;
        sixes = 0;
        seat = seat + 1 == players ? 0 : seat + 1;
        phase = Phase.THROW;
    }

    @Override
    protected void applyOutcome(int outcome) {
        die = outcome + 1;
        sixes = die == 6 ? sixes + 1 : 0;
        throwsMade++;
        phase = Phase.MOVE;
    }

    /** One face of the die, each exactly 1/6: a draw or, once in a billion, two (Lemire's multiply and reject). */
    @Override
    public int sampleChance(Rng rng) {
        return rng.below(Die.FACES);
    }

    /** A legal move drawn uniformly; a move that is the only one draws nothing. */
    @Override
    public int randomMove(int seatNumber, Rng rng, int[] buffer) {
        int n = legalMoves(seatNumber, buffer);
        return n == 1 ? buffer[0] : buffer[rng.below(n)];
    }

    @Override
    public Chance chance() {
        return Die.SIX;
    }

    @Override
    public Facts throwFacts(int outcome) {
        return Facts.ofThrow(-1, outcome + 1, null, false);
    }

    /** Ruling 5's captures (each seat's tokens on the landing square), a token home, and ruling 6's throw earned. */
    @Override
    public Facts moveFacts(int seatNumber, int move) {
        boolean again = throwsNextAfter(seatNumber, move);
        if (move == PASS) {
            return Facts.ofCaptures(List.of(), again);
        }
        int q = move & 63;
        int to = Track.index(colour[seat], q);
        List<Facts.Capture> taken = new ArrayList<>();
        if (!Track.safe(to)) {
            for (int e = 0; e < players; e++) {
                int count = on[e * ROW + to];
                if (e != seat && count > 0) {
                    taken.add(new Facts.Capture(e + 1, Track.trackName(to), count));
                }
            }
        }
        return Facts.ofCaptures(taken, again).withHome(q == HOME);
    }

    @Override
    public long positionHash() {
        long h = mix(mix(mix(mix(mix(0, seat), phase.ordinal()), die), sixes), players);
        long tokensHash = 0;
        for (int i = 0; i < tokens.length; i++) {
            tokensHash += mix(mix(0, i >> 2), tokens[i]);
        }
        return mix(h, tokensHash);
    }

    @Override
    public String moveText(int move) {
        if (move == PASS) {
            return "pass";
        }
        int c = move >> 12 & 3;
        int p = move >> 6 & 63;
        int q = move & 63;
        if (move < 0 || move > PASS || p >= HOME || q > HOME || q <= p) {
            throw new IllegalArgumentException("move " + move + " is not a Ludo move");
        }
        return Track.name(c, p) + "-" + Track.name(c, q);
    }

    /**
     * Reads {@code from-to} in the squares of the colour of the seat to act; a well-formed move
     * no token of that colour can ever make is {@link #NOT_A_MOVE}, which is never legal.
     */
    @Override
    public int parseMove(String text) {
        if (text.equals("pass")) {
            return PASS;
        }
        int dash = text.indexOf('-');
        if (dash < 0 || text.indexOf('-', dash + 1) >= 0) {
            throw new GameException("'" + text + "' is not a Ludo move: write from-to, as y-t1, t12-t17, t50-h3,"
                    + " h4-H, or pass");
        }
        int c = colour[seat];
        int p = Track.progress(c, text.substring(0, dash));
        int q = Track.progress(c, text.substring(dash + 1));
        int slot = p < 0 || q < 0 || p >= HOME || q <= p ? -1 : firstSlot(seat, p);
        return slot < 0 ? NOT_A_MOVE : slot << 14 | c << 12 | p << 6 | q;
    }

    @Override
    public Result result() {
        if (phase != Phase.OVER) {
            return null;
        }
        return new Result(List.of(seat + 1), false, Map.of("throws", throwsMade));
    }

    @Override
    public Map<String, Object> board() {
        Map<String, Object> bySeat = new LinkedHashMap<>();
        for (int o = 0; o < players; o++) {
            String[] squares = new String[4];
            for (int i = 0; i < 4; i++) {
                squares[i] = Track.name(colour[o], tokens[4 * o + i]);
            }
            Arrays.sort(squares);
            bySeat.put(String.valueOf(o + 1), List.of(squares));
        }
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("tokens", bySeat);
        board.put("sixes", sixes);
        return board;
    }

    @Override
    public LudoState copy() {
        return new LudoState(this);
    }

    /** The square counts and home counts agree with the tokens: for tests. */
    boolean consistent() {
        int[] counted = new int[on.length];
        int[] all = new int[ROW];
        int[] home = new int[players];
        count(counted, all, home);
        return Arrays.equals(counted, on) && Arrays.equals(all, total) && Arrays.equals(home, homeCount);
    }

    private void count(int[] onSquares, int[] all, int[] home) {
        for (int o = 0; o < players; o++) {
            for (int i = 4 * o; i < 4 * o + 4; i++) {
                int index = Track.index(colour[o], tokens[i]);
                onSquares[o * ROW + index]++;
                all[index]++;
                if (tokens[i] == HOME) {
                    home[o]++;
                }
            }
        }
    }
}
