package chautari.engine.kimasai;

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
 * A Bao la Kimasai position. A move is coded {@code player * 24 + position} of the stone
 * that steps. Positions since the last capture are kept for the repetition draw: only they
 * can recur, as stones never come back.
 */
public final class KimasaiState extends GameState {
    private static final int REPEAT_PLIES = 2 * Circuit.SIZE;
    /** For a stone arriving at each position of its circuit, the enemy position it faces: none on the back row. */
    private static final int[] FACING = new int[Circuit.SIZE];
    /** For a stone arriving at each position, what it takes if the facing hole holds a stone: that stone and the one behind it. */
    private static final int[] CAPTURED = new int[Circuit.SIZE];

    static {
        for (int to = 12; to < Circuit.SIZE; to++) {
            FACING[to] = 1 << (35 - to);
            CAPTURED[to] = 1 << (35 - to) | 1 << (to - 12);
        }
    }
    /** Positions a copy has room for before its history grows: random games seldom go so long without a capture. */
    private static final int HISTORY_ROOM = 128;
    private final int[] stones = new int[2];
    private int side;
    /** The stones of the side to move that can step ({@link #movable}), kept from the move before. */
    private int movableNow;
    private int winner;
    private boolean drawn;
    private long[] history = new long[32];
    private int historySize;

    private KimasaiState() {
    }

    static KimasaiState initial() {
        KimasaiState s = new KimasaiState();
        int allButLast = Circuit.FULL & ~(1 << (Circuit.SIZE - 1));
        s.stones[0] = allButLast;
        s.stones[1] = allButLast;
        s.remember(s.key());
        s.movableNow = movable(allButLast);
        return s;
    }

    /** A position set up for tests: each player's circuit mask, and who moves (0 or 1). */
    public static KimasaiState of(int firstStones, int secondStones, int sideToMove) {
        KimasaiState s = new KimasaiState();
        s.stones[0] = firstStones & Circuit.FULL;
        s.stones[1] = secondStones & Circuit.FULL;
        s.side = sideToMove;
        s.remember(s.key());
        s.checkStuck();
        return s;
    }

    /** The stones of the four rows as rows of '0'/'1', row 1 first: how tests set up boards. */
    public static KimasaiState of(String row1, String row2, String row3, String row4, int seatToMove) {
        String[] rows = {row1, row2, row3, row4};
        int[] masks = new int[2];
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 12; c++) {
                if (rows[r].charAt(c) == '1') {
                    int code = Circuit.parseCell("" + (char) ('a' + c) + (r + 1));
                    masks[code / Circuit.SIZE] |= 1 << (code % Circuit.SIZE);
                }
            }
        }
        return of(masks[0], masks[1], seatToMove - 1);
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public Phase phase() {
        return winner != 0 || drawn ? Phase.OVER : Phase.MOVE;
    }

    @Override
    public int toMove() {
        return phase() == Phase.OVER ? 0 : side + 1;
    }

    @Override
    public int maxMoves() {
        return Circuit.SIZE;
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (seat != toMove()) {
            return 0;
        }
        int movable = movable(stones[side]);
        int n = 0;
        int base = side * Circuit.SIZE;
        while (movable != 0) {
            out[n++] = base + Integer.numberOfTrailingZeros(movable);
            movable &= movable - 1;
        }
        return n;
    }

    @Override
    public int randomMove(int seat, Rng rng, int[] buffer) {
        int movable = movableNow;
        int skip = rng.nextInt(Integer.bitCount(movable));
        return side * Circuit.SIZE + Integer.numberOfTrailingZeros(Integer.expand(1 << skip, movable));
    }

    @Override
    public boolean isLegal(int seat, int move) {
        if (seat != toMove() || move < 0 || move / Circuit.SIZE != side) {
            return false;
        }
        return (movable(stones[side]) & (1 << (move % Circuit.SIZE))) != 0;
    }

    /** Stones whose next hole is empty. */
    private static int movable(int mine) {
        int nextFull = ((mine >>> 1) | (mine << (Circuit.SIZE - 1))) & Circuit.FULL;
        return mine & ~nextFull;
    }

    @Override
    protected void apply(int seat, int move) {
        int from = move >= Circuit.SIZE ? move - Circuit.SIZE : move;
        int to = Circuit.next(from);
        int other = 1 - side;
        stones[side] ^= (1 << from) | (1 << to);
        int taken = takenBy(to);
        stones[other] &= ~taken;
        boolean captured = taken != 0;
        side = other;
        if (captured) {
            historySize = 0;
        }
        if (stones[other] == 0) {
            winner = seat;
            return;
        }
        long key = key();
        if (seen(key)) {
            drawn = true;
            return;
        }
        remember(key);
        checkStuck();
    }

    /** What a stone of the side to move arriving at {@code to} takes: the enemy stone it faces and the one behind that. */
    private int takenBy(int to) {
        int other = stones[1 - side];
        int facing = other & FACING[to];
        return other & CAPTURED[to] & -(facing >>> 31 | -facing >>> 31);
    }

    @Override
    public Facts moveFacts(int seat, int move) {
        int taken = takenBy(Circuit.next(move % Circuit.SIZE));
        List<Facts.Capture> captured = new ArrayList<>();
        for (int position = Circuit.SIZE - 1; position >= 0; position--) {
            if ((taken & 1 << position) != 0) {
                captured.add(new Facts.Capture(2 - side, Circuit.cell(1 - side, position), 1));
            }
        }
        return Facts.ofCaptures(captured, false);
    }

    private void checkStuck() {
        movableNow = movable(stones[side]);
        if (movableNow == 0) {
            winner = 2 - side;
        }
    }

    @Override
    public long positionHash() {
        return mix(key(), phase().ordinal());
    }

    private long key() {
        return stones[0] | (long) stones[1] << Circuit.SIZE | (long) side << (2 * Circuit.SIZE);
    }

    /**
     * Each move adds one, modulo 24, to the sum of the mover's stone positions, so a position
     * can recur only after both players made a multiple of 24 moves: 48 plies apart.
     */
    private boolean seen(long key) {
        for (int i = historySize - REPEAT_PLIES; i >= 0; i -= REPEAT_PLIES) {
            if (history[i] == key) {
                return true;
            }
        }
        return false;
    }

    private void remember(long key) {
        if (historySize == history.length) {
            history = Arrays.copyOf(history, historySize * 2);
        }
        history[historySize++] = key;
    }

    /**
     * Counts {@code earlier}'s position as met 48 plies before the coming move, the nearest a
     * repetition can be: how tests and the web previews' recordings stage a repetition, which play may never reach.
     */
    public void rememberPositionOf(KimasaiState earlier) {
        remember(earlier.key());
        for (int ply = 1; ply < REPEAT_PLIES; ply++) {
            remember(-1);
        }
    }

    /** The position as one number: both circuits and the side to move. Equal positions, equal keys. */
    public long positionKey() {
        return key();
    }

    public int stoneCount() {
        return Integer.bitCount(stones[0]) + Integer.bitCount(stones[1]);
    }

    @Override
    public String moveText(int move) {
        int player = move / Circuit.SIZE;
        int from = move % Circuit.SIZE;
        return Circuit.cell(player, from) + "-" + Circuit.cell(player, Circuit.next(from));
    }

    @Override
    public int parseMove(String text) {
        int dash = text.indexOf('-');
        if (dash < 0) {
            throw new GameException("'" + text + "' is not a move: write it from-to, as b2-a2");
        }
        int from = Circuit.parseCell(text.substring(0, dash));
        int to = Circuit.parseCell(text.substring(dash + 1));
        if (to / Circuit.SIZE != from / Circuit.SIZE || to % Circuit.SIZE != Circuit.next(from % Circuit.SIZE)) {
            throw new GameException("'" + text + "' is not a move: a stone steps only to the next hole of its circuit");
        }
        return from;
    }

    @Override
    public Result result() {
        if (drawn) {
            return Result.drawn();
        }
        return winner == 0 ? null : Result.win(winner);
    }

    @Override
    public Map<String, Object> board() {
        Map<String, Object> rows = new LinkedHashMap<>();
        for (int row = 1; row <= 4; row++) {
            StringBuilder holes = new StringBuilder();
            for (int column = 0; column < 12; column++) {
                int code = Circuit.parseCell("" + (char) ('a' + column) + row);
                boolean stone = (stones[code / Circuit.SIZE] & (1 << (code % Circuit.SIZE))) != 0;
                holes.append(stone ? '1' : '0');
            }
            rows.put(String.valueOf(row), holes.toString());
        }
        return rows;
    }

    @Override
    public KimasaiState copy() {
        KimasaiState c = new KimasaiState();
        c.stones[0] = stones[0];
        c.stones[1] = stones[1];
        c.side = side;
        c.movableNow = movableNow;
        c.winner = winner;
        c.drawn = drawn;
        c.history = Arrays.copyOf(history, Math.max(historySize, HISTORY_ROOM));
        c.historySize = historySize;
        return c;
    }
}
