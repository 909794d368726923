package chautari.bots.chinesecheckers;

import chautari.engine.Rng;

/**
 * The searches of good and strong, deepening one ply at a time until the depth or the budget
 * runs out, with the best move of the last full depth kept.
 *
 * <p>Two players: alpha-beta (negamax) on the difference of the seats' ways still to go
 * ({@link Evaluation}), moves ordered by the transposition table's move and then by how far
 * forward they go. Three or more: the seat's own moves only, as if the others stood still, for
 * the sequence that leaves it least far to go at its end, or over its moves summed; for many players the others' moves matter to a seat
 * mostly as marbles to hop over, and a search over every seat's moves would see no further than
 * one move of its own. Below the root it follows only its {@value #BEAM} moves furthest forward
 * further than one more move.
 */
final class RaceSearch {
    static final int WIN = 1_000_000;
    static final int MAX_PLY = 64;
    private static final int TABLE_BITS = 18;
    /** How many of its moves, the furthest forward, the seat's own search follows further than one more move. */
    static final int BEAM = 16;
    private static final int EXACT = 0;
    private static final int LOWER = 1;
    private static final int UPPER = 2;

    private final Marbles m;
    private final long positions;
    private final long deadline;
    private final int[][] moves = new int[MAX_PLY + 1][Marbles.MAX_MOVES];
    private final int[][] order = new int[MAX_PLY + 1][Marbles.MAX_MOVES];
    private final long[] keys = new long[1 << TABLE_BITS];
    private final long[] entries = new long[1 << TABLE_BITS];
    /**
     * How the seat's own search among three or more players weighs a sequence of its moves: by the way
     * to go after each move, summed (a step gained sooner counts more), or by the way to go at the end.
     */
    private final boolean pathSum;
    private int root;
    private long visited;
    private boolean stopped;

    /** Thrown out of the search when the budget is spent. */
    static final class OutOfBudget extends RuntimeException {
        OutOfBudget() {
            super(null, null, false, false);
        }
    }

    RaceSearch(Marbles m, long positions, long deadline, boolean pathSum) {
        this.m = m;
        this.pathSum = pathSum;
        this.positions = positions;
        this.deadline = deadline;
    }

    /** The seat's move after searching up to {@code maxDepth} plies (its own moves, for three or more players). */
    int best(int seat, int maxDepth, Rng rng) {
        root = seat;
        int[] rootMoves = moves[0];
        int n = m.moves(seat, rootMoves);
        if (n == 0) {
            return Marbles.PASS;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = rootMoves[i];
            rootMoves[i] = rootMoves[j];
            rootMoves[j] = t;
        }
        for (int i = 0; i < n; i++) {
            int undo = m.make(rootMoves[i]);
            boolean won = m.won(seat);
            m.unmake(rootMoves[i], undo);
            if (won) {
                return rootMoves[i];
            }
        }
        sortByProgress(seat, rootMoves, n, 0);
        int best = rootMoves[0];
        for (int depth = 1; depth <= maxDepth && !stopped; depth++) {
            int found = m.players == 2 ? root(seat, rootMoves, n, depth) : ownRoot(seat, rootMoves, n, depth);
            if (found != Marbles.PASS) {
                best = found;
            }
        }
        return best;
    }

    /**
     * Two players: the value of the position for the seat to move by alpha-beta to {@code depth} plies (the difference
     * of the ways to go, or {@link #WIN} less the plies to a win); throws {@link OutOfBudget} when the budget runs out.
     */
    int value(int depth) {
        root = m.mover;
        return negamax(depth, -WIN - 1, WIN + 1, 0);
    }

    /**
     * Three or more players: the seat's way still to go as its own search sees it over {@code depth} more moves of its
     * own, the others standing still: the way to go after the last move, or the mean of the ways after each when the
     * moves are summed ({@code pathSum}); 0 when it can fill its target within them. {@code after} is how far it has to
     * go after a move just made that counts as the first of the moves (summed in with them), or -1 for none.
     */
    double wayAhead(int seat, int depth, int after) {
        int value = own(seat, depth, 1);
        if (value >= WIN / 2) {
            return 0;
        }
        if (!pathSum) {
            return -value;
        }
        return after < 0 ? -value / (double) depth : (after - value) / (depth + 1.0);
    }

    /** One depth of alpha-beta at the root: the best move (PASS if none finished), the moves reordered best first. */
    private int root(int seat, int[] rootMoves, int n, int depth) {
        int alpha = -WIN - 1;
        int best = Marbles.PASS;
        try {
            for (int i = 0; i < n; i++) {
                int move = rootMoves[i];
                int undo = m.make(move);
                int value;
                try {
                    value = -negamax(depth - 1, -WIN - 1, -alpha, 1);
                } finally {
                    m.unmake(move, undo);
                }
                if (value > alpha) {
                    alpha = value;
                    best = move;
                    System.arraycopy(rootMoves, 0, rootMoves, 1, i);
                    rootMoves[0] = move;
                }
            }
        } catch (OutOfBudget e) {
            stopped = true;
        }
        return best;
    }

    private int negamax(int depth, int alpha, int beta, int ply) {
        spend();
        int seat = m.mover;
        int other = m.next(seat);
        if (m.won(other)) {
            return -(WIN - ply);
        }
        if (m.drawn()) {
            return 0;
        }
        if (depth <= 0 || ply >= MAX_PLY) {
            int forRoot = Evaluation.race(m, m.next(root)) - Evaluation.cost(m, root);
            return seat == root ? forRoot : -forRoot;
        }
        int slot = (int) (m.hash & (1 << TABLE_BITS) - 1);
        int tableMove = -1;
        if (keys[slot] == m.hash) {
            long entry = entries[slot];
            tableMove = (int) (entry & 0x3FFF);
            int value = (int) (entry >> 32);
            int bound = (int) (entry >>> 14 & 3);
            if ((int) (entry >>> 16 & 0xFF) >= depth) {
                if (bound == EXACT || bound == LOWER && value >= beta || bound == UPPER && value <= alpha) {
                    return value;
                }
            }
        }
        int[] list = moves[ply];
        int n = m.moves(seat, list);
        if (n == 0) {
            list[0] = Marbles.PASS;
            n = 1;
        }
        sortByProgress(seat, list, n, ply);
        if (tableMove >= 0) {
            for (int i = 0; i < n; i++) {
                if (list[i] == tableMove) {
                    System.arraycopy(list, 0, list, 1, i);
                    list[0] = tableMove;
                    break;
                }
            }
        }
        int start = alpha;
        int best = -WIN - 1;
        int bestMove = list[0];
        for (int i = 0; i < n; i++) {
            int move = list[i];
            int undo = m.make(move);
            int value;
            try {
                value = -negamax(depth - 1, -beta, -alpha, ply + 1);
            } finally {
                m.unmake(move, undo);
            }
            if (value > best) {
                best = value;
                bestMove = move;
                if (value > alpha) {
                    alpha = value;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        int bound = best <= start ? UPPER : best >= beta ? LOWER : EXACT;
        keys[slot] = m.hash;
        entries[slot] = (long) best << 32 | (long) depth << 16 | (long) bound << 14 | bestMove & 0x3FFF;
        return best;
    }

    /** One depth of the seat's own moves at the root: least far to go after them, then after the first. */
    private int ownRoot(int seat, int[] rootMoves, int n, int depth) {
        long bestKey = Long.MIN_VALUE;
        int best = Marbles.PASS;
        try {
            for (int i = 0; i < n; i++) {
                int move = rootMoves[i];
                int undo = m.make(move);
                long key;
                try {
                    int now = -Evaluation.cost(m, seat);
                    int later = m.won(seat) ? WIN : own(seat, depth - 1, 1);
                    key = pathSum ? (long) now + later : (long) later << 20 | now + (1 << 19);
                } finally {
                    m.unmake(move, undo);
                }
                if (key > bestKey) {
                    bestKey = key;
                    best = move;
                    System.arraycopy(rootMoves, 0, rootMoves, 1, i);
                    rootMoves[0] = move;
                }
            }
        } catch (OutOfBudget e) {
            stopped = true;
        }
        return best;
    }

    /** The most the seat can make of {@code depth} more moves of its own, the others standing still: minus its way to go. */
    private int own(int seat, int depth, int ply) {
        int mover = m.mover;
        m.setMover(seat);
        try {
            return ownMoves(seat, depth, ply);
        } finally {
            m.setMover(mover);
        }
    }

    private int ownMoves(int seat, int depth, int ply) {
        spend();
        if (depth <= 0) {
            return pathSum ? 0 : -Evaluation.cost(m, seat);
        }
        int slot = (int) (m.hash & (1 << TABLE_BITS) - 1);
        if (keys[slot] == m.hash && (int) (entries[slot] >>> 16 & 0xFF) == depth) {
            return (int) (entries[slot] >> 32);
        }
        int[] list = moves[ply];
        int n = m.moves(seat, list);
        if (depth > 1 && n > BEAM) {
            sortByProgress(seat, list, n, ply);
            n = BEAM;
        }
        int best = -Evaluation.cost(m, seat) * (pathSum ? depth : 1);
        for (int i = 0; i < n; i++) {
            int undo = m.make(list[i]);
            int value;
            try {
                value = m.won(seat) ? WIN - ply
                        : (pathSum ? -Evaluation.cost(m, seat) : 0) + own(seat, depth - 1, ply + 1);
            } finally {
                m.unmake(list[i], undo);
            }
            best = Math.max(best, value);
        }
        keys[slot] = m.hash;
        entries[slot] = (long) best << 32 | (long) depth << 16;
        return best;
    }

    private void spend() {
        if (++visited >= positions || (visited & 1023) == 0 && System.nanoTime() > deadline) {
            throw new OutOfBudget();
        }
    }

    /** Sorts the moves by how far forward they take the seat's marble, furthest first (stable). */
    private void sortByProgress(int seat, int[] list, int n, int ply) {
        int[] keysOf = order[ply];
        for (int i = 0; i < n; i++) {
            keysOf[i] = list[i] == Marbles.PASS ? 0 : m.progress(seat, list[i]);
        }
        for (int i = 1; i < n; i++) {
            int move = list[i];
            int key = keysOf[i];
            int j = i - 1;
            while (j >= 0 && keysOf[j] < key) {
                list[j + 1] = list[j];
                keysOf[j + 1] = keysOf[j];
                j--;
            }
            list[j + 1] = move;
            keysOf[j + 1] = key;
        }
    }
}
