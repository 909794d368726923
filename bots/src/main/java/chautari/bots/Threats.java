package chautari.bots;

import java.util.Arrays;

/**
 * The threat search of five in a row: a win forced by fours (a move after which the attacker
 * would make five next) and threes (a move after which it has a move making two fives at once:
 * an open four or a double four), within a number of its own moves. The defender's replies are
 * all that can matter: against a four, its one cell; against a three, each move that would make
 * two fives and the cells of those fives, and the defender's own fours. So a win it finds holds
 * against any defence; a win that needs a quiet move is beyond it, and so is anything past its
 * node limit.
 */
final class Threats {
    static final int NONE = -1;
    /** How far along a line from a cell a mark can share a five with it. */
    private static final int REACH = 4;

    private final LineBoard board;
    private final int attacker;
    private final int defender;
    private final long maxNodes;
    private long nodes;

    Threats(LineBoard board, int attacker, long maxNodes) {
        this.board = board;
        this.attacker = attacker;
        this.defender = 3 - attacker;
        this.maxNodes = maxNodes;
    }

    /** A first move of the shortest forced win found within {@code ownMoves} of the attacker's moves, or {@link #NONE}. */
    int winningMove(int ownMoves) {
        for (int k = 1; k <= ownMoves; k++) {
            int move = attack(k);
            if (move != NONE) {
                return move;
            }
        }
        return NONE;
    }

    long nodes() {
        return nodes;
    }

    /** The attacker to move: a move that wins within {@code k} of its moves, or {@link #NONE}. */
    private int attack(int k) {
        if (k < 1 || ++nodes > maxNodes) {
            return NONE;
        }
        int[] fives = fiveCells(attacker);
        if (fives.length > 0) {
            return fives[0];
        }
        int[] blocks = fiveCells(defender);
        if (blocks.length > 0) {
            return blocks.length == 1 && k >= 2 && defenceFails(blocks[0], k - 1) ? blocks[0] : NONE;
        }
        if (k >= 2) {
            for (int move : fourMoves(attacker)) {
                if (defenceFails(move, k - 1)) {
                    return move;
                }
            }
        }
        if (k >= 3) {
            for (int move : threeMoves()) {
                if (defenceFails(move, k - 1)) {
                    return move;
                }
            }
        }
        return NONE;
    }

    /** Whether the attacker's move leaves the defender lost within {@code k} more attacker moves. */
    private boolean defenceFails(int move, int k) {
        board.place(move, attacker);
        boolean fails = defend(k);
        board.clear(move);
        return fails;
    }

    /** The defender to move: whether every reply loses within {@code k} attacker moves. */
    private boolean defend(int k) {
        if (k < 1 || ++nodes > maxNodes || fiveCells(defender).length > 0) {
            return false;
        }
        int[] fives = fiveCells(attacker);
        if (fives.length != 0) {
            return fives.length > 1 || replyLoses(fives[0], k);
        }
        if (k < 2) {
            return false;
        }
        boolean[] replies = new boolean[board.cells()];
        boolean threatened = false;
        for (int move : doubleFiveMoves(attacker)) {
            threatened = true;
            replies[move] = true;
            board.place(move, attacker);
            for (int five : fiveCellsNear(move, attacker)) {
                replies[five] = true;
            }
            board.clear(move);
        }
        if (!threatened) {
            return false;
        }
        for (int move : fourMoves(defender)) {
            replies[move] = true;
        }
        for (int cell = 0; cell < replies.length; cell++) {
            if (replies[cell] && !replyLoses(cell, k)) {
                return false;
            }
        }
        return true;
    }

    private boolean replyLoses(int reply, int k) {
        board.place(reply, defender);
        boolean loses = attack(k) != NONE;
        board.clear(reply);
        return loses;
    }

    /** The empty cells on which the seat would make five. */
    private int[] fiveCells(int seat) {
        int[] found = new int[board.cells()];
        int n = 0;
        for (int cell = 0; cell < found.length; cell++) {
            if (board.isEmpty(cell) && board.wouldWin(cell, seat)) {
                found[n++] = cell;
            }
        }
        return Arrays.copyOf(found, n);
    }

    /** The empty cells near a newly placed mark on which the seat would make five: every new one. */
    private int[] fiveCellsNear(int cell, int seat) {
        int[] empty = new int[8 * REACH];
        int n = board.emptyInLine(cell, REACH, empty);
        int found = 0;
        for (int i = 0; i < n; i++) {
            if (board.wouldWin(empty[i], seat)) {
                empty[found++] = empty[i];
            }
        }
        return Arrays.copyOf(empty, found);
    }

    /** The seat's moves after which it would make five next, when it has no five to make now. */
    private int[] fourMoves(int seat) {
        return movesMaking(seat, 1);
    }

    /** The seat's moves after which it would have two cells to make five on, when it has none now. */
    private int[] doubleFiveMoves(int seat) {
        return movesMaking(seat, 2);
    }

    private int[] movesMaking(int seat, int fives) {
        int[] found = new int[board.cells()];
        int n = 0;
        for (int cell = 0; cell < found.length; cell++) {
            if (board.isEmpty(cell) && board.inLine(cell, seat, REACH) >= 3) {
                board.place(cell, seat);
                if (fiveCellsNear(cell, seat).length >= fives) {
                    found[n++] = cell;
                }
                board.clear(cell);
            }
        }
        return Arrays.copyOf(found, n);
    }

    /** The attacker's moves, not fours, after which it has a move next to them making two fives. */
    private int[] threeMoves() {
        int[] found = new int[board.cells()];
        int[] next = new int[8 * REACH];
        int n = 0;
        for (int cell = 0; cell < found.length; cell++) {
            if (!board.isEmpty(cell) || board.inLine(cell, attacker, REACH) < 2) {
                continue;
            }
            board.place(cell, attacker);
            if (fiveCellsNear(cell, attacker).length == 0 && makesDoubleFiveNext(cell, next)) {
                found[n++] = cell;
            }
            board.clear(cell);
        }
        return Arrays.copyOf(found, n);
    }

    private boolean makesDoubleFiveNext(int cell, int[] next) {
        int count = board.emptyInLine(cell, REACH, next);
        for (int i = 0; i < count; i++) {
            board.place(next[i], attacker);
            boolean doubled = fiveCellsNear(next[i], attacker).length >= 2;
            board.clear(next[i]);
            if (doubled) {
                return true;
            }
        }
        return false;
    }
}
