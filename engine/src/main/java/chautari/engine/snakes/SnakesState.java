package chautari.engine.snakes;

import chautari.engine.Chance;
import chautari.engine.Die;
import chautari.engine.Facts;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A Snakes and Ladders position: each seat's square, the seat to act and the die in hand.
 *
 * <p>An outcome 0..5 is the die showing 1..6. A move is coded {@code from << 7 | to}, or
 * {@link #PASS} for a throw that would carry the token past 100. Every throw leaves exactly
 * one legal move, worked out when the die falls.
 */
public final class SnakesState extends GameState {
    static final int PASS = 1 << 14;
    private static final Pattern MOVE = Pattern.compile("(0|[1-9][0-9]?|100)-(0|[1-9][0-9]?|100)");

    private final int players;
    private final int[] squares;
    private int side;
    private Phase phase;
    /** The die 1..6 awaiting its move. */
    private int die;
    /** The one legal move of that die. */
    private int due;
    private int throwsMade;

    private SnakesState(int players) {
        this.players = players;
        squares = new int[players];
        phase = Phase.THROW;
    }

    private SnakesState(SnakesState o) {
        players = o.players;
        squares = o.squares.clone();
        side = o.side;
        phase = o.phase;
        die = o.die;
        due = o.due;
        throwsMade = o.throwsMade;
    }

    /** Every token off the board at 0, seat 1 to throw. One player is allowed here for study: a token alone. */
    static SnakesState initial(int players) {
        return new SnakesState(players);
    }

    /** A position set up for tests: each seat's square, the given seat to throw after {@code throwsMade} throws. */
    static SnakesState of(int[] squares, int seatToThrow, int throwsMade) {
        SnakesState s = new SnakesState(squares.length);
        System.arraycopy(squares, 0, s.squares, 0, squares.length);
        s.side = seatToThrow - 1;
        s.throwsMade = throwsMade;
        return s;
    }

    /** The seat's square, 0 off the board to 100. */
    public int square(int seat) {
        return squares[seat - 1];
    }

    public int throwsMade() {
        return throwsMade;
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
        return phase == Phase.OVER ? 0 : side + 1;
    }

    @Override
    public int maxMoves() {
        return 1;
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (phase != Phase.MOVE || seat != side + 1) {
            return 0;
        }
        out[0] = due;
        return 1;
    }

    @Override
    public boolean isLegal(int seat, int move) {
        return phase == Phase.MOVE && seat == side + 1 && move == due;
    }

    @Override
    public int randomMove(int seat, Rng rng, int[] buffer) {
        return due;
    }

    @Override
    protected void apply(int seat, int move) {
        if (move != PASS) {
            int to = move & 127;
            squares[side] = to;
            if (to == SnakesBoard.LAST) {
                phase = Phase.OVER;
                return;
            }
        }
        side = side + 1 == players ? 0 : side + 1;
        phase = Phase.THROW;
    }

    /** A move that reaches 100 brings the token home. */
    @Override
    public Facts moveFacts(int seat, int move) {
        return Facts.NONE.withHome(move != PASS && (move & 127) == SnakesBoard.LAST);
    }

    /** A throw is worth its face in steps. */
    @Override
    public Facts throwFacts(int outcome) {
        return Facts.ofThrow(-1, outcome + 1, null, false);
    }


    @Override
    protected void applyOutcome(int outcome) {
        die = outcome + 1;
        int from = squares[side];
        int to = SnakesBoard.landing(from, die);
        due = to < 0 ? PASS : from << 7 | to;
        throwsMade++;
        phase = Phase.MOVE;
    }

    @Override
    public String moveText(int move) {
        if (move == PASS) {
            return "pass";
        }
        if (move < 0 || move > PASS) {
            throw new GameException("move " + move + " is not a Snakes and Ladders move");
        }
        return (move >>> 7) + "-" + (move & 127);
    }

    @Override
    public int parseMove(String text) {
        if (text.equals("pass")) {
            return PASS;
        }
        var m = MOVE.matcher(text);
        if (!m.matches()) {
            throw new GameException("'" + text + "' is not a move: write it from-to with squares 0 to 100, the"
                    + " square after any snake or ladder, as 0-38, or pass");
        }
        return Integer.parseInt(m.group(1)) << 7 | Integer.parseInt(m.group(2));
    }

    @Override
    public Chance chance() {
        return Die.SIX;
    }

    @Override
    public Result result() {
        return phase == Phase.OVER ? Result.win(side + 1).with("throws", throwsMade) : null;
    }

    @Override
    public long positionHash() {
        return mix(mix(mix(mix(0, side), phase.ordinal()), phase == Phase.MOVE ? die : 0), squares);
    }

    @Override
    public Map<String, Object> board() {
        Map<String, Object> bySeat = new LinkedHashMap<>();
        for (int seat = 1; seat <= players; seat++) {
            bySeat.put(String.valueOf(seat), squares[seat - 1]);
        }
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("squares", bySeat);
        return board;
    }

    @Override
    public SnakesState copy() {
        return new SnakesState(this);
    }
}
