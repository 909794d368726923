package chautari.bots.chinesecheckers;

import chautari.engine.chinesecheckers.ChineseCheckersState;

/**
 * A position as the bot searches it: each hole's seat, each seat's marbles, which marbles never
 * moved, the seat to move. A move is a marble's start and end, {@code from | to << 7}: every chain
 * to the same hole leaves the same position, so the search sees each end once. Moves are made and
 * unmade in place, and each seat's summed distance to its target's tip and the Zobrist hash are
 * kept as they go.
 */
final class Marbles {
    static final int PASS = 127 | 127 << 7;
    static final int MARBLES = 10;
    /** Enough room for one seat's moves: ten marbles, each to at most every hole. */
    static final int MAX_MOVES = MARBLES * Star.COUNT;
    private static final long[] ZOBRIST = new long[7 * Star.COUNT + 7];

    static {
        long x = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < ZOBRIST.length; i++) {
            x += 0x9E3779B97F4A7C15L;
            long z = x;
            z = (z ^ z >>> 30) * 0xBF58476D1CE4E5B9L;
            z = (z ^ z >>> 27) * 0x94D049BB133111EBL;
            ZOBRIST[i] = z ^ z >>> 31;
        }
    }

    final int players;
    /** target[seat]: the point the seat aims for. */
    final int[] target;
    final int[] cells = new int[Star.COUNT];
    final boolean[] unmoved = new boolean[Star.COUNT];
    /** at[seat][i]: the hole of the seat's i-th marble; slot[hole]: that i. */
    final int[][] at;
    private final int[] slot = new int[Star.COUNT];
    /** distances[seat]: the sum of its marbles' distances to its target's tip. */
    final int[] distances;
    int mover;
    int movesMade;
    final int moveLimit;
    long hash;
    /** Scratch for finding the ends of chains. */
    private final int[] seen = new int[Star.COUNT];
    private int stamp;
    private final int[] stack = new int[Star.COUNT];
    private final int[] cameFrom = new int[Star.COUNT];

    private Marbles(int players) {
        this.players = players;
        this.target = new int[players + 1];
        this.at = new int[players + 1][MARBLES];
        this.distances = new int[players + 1];
        this.moveLimit = ChineseCheckersState.MOVE_LIMIT * players;
        for (int seat = 1; seat <= players; seat++) {
            target[seat] = Star.opposite(Star.SEAT_POINTS[players][seat - 1]);
        }
    }

    static Marbles of(ChineseCheckersState state) {
        Marbles m = new Marbles(state.players());
        for (int seat = 1; seat <= m.players; seat++) {
            String[] names = state.marbles(seat);
            m.at[seat] = new int[names.length];
            for (int i = 0; i < names.length; i++) {
                int hole = Star.parse(names[i]);
                m.cells[hole] = seat;
                m.at[seat][i] = hole;
                m.slot[hole] = i;
                m.distances[seat] += Star.DISTANCE[m.target[seat]][hole];
                m.hash ^= ZOBRIST[seat * Star.COUNT + hole];
            }
            for (String name : state.unmoved(seat)) {
                m.unmoved[Star.parse(name)] = true;
            }
        }
        m.mover = state.toMove();
        m.movesMade = state.movesMade();
        m.hash ^= ZOBRIST[7 * Star.COUNT + m.mover];
        return m;
    }

    int next(int seat) {
        return seat == players ? 1 : seat + 1;
    }

    /** Hands the move to the seat, out of turn: for a search of one seat's own moves. */
    void setMover(int seat) {
        hash ^= ZOBRIST[7 * Star.COUNT + mover] ^ ZOBRIST[7 * Star.COUNT + seat];
        mover = seat;
    }

    /** Writes the seat's moves, each end of each marble once, into {@code out}; returns how many (0: it must pass). */
    int moves(int seat, int[] out) {
        int n = 0;
        int point = target[seat];
        for (int from : at[seat]) {
            boolean locked = Star.POINT[from] == point;
            for (int d = 0; d < 6; d++) {
                int to = Star.NEIGHBOUR[6 * from + d];
                if (to >= 0 && cells[to] == 0 && (!locked || Star.POINT[to] == point)) {
                    out[n++] = from | to << 7;
                }
            }
            n = hops(from, locked ? point : -1, out, n);
        }
        return n;
    }

    private int hops(int from, int lock, int[] out, int n) {
        int mark = ++stamp;
        seen[from] = mark;
        int top = 0;
        stack[top++] = from;
        while (top > 0) {
            int here = stack[--top];
            for (int d = 0; d < 6; d++) {
                int over = Star.NEIGHBOUR[6 * here + d];
                if (over < 0 || cells[over] == 0) {
                    continue;
                }
                int land = Star.NEIGHBOUR[6 * over + d];
                if (land < 0 || cells[land] != 0 || seen[land] == mark) {
                    continue;
                }
                seen[land] = mark;
                cameFrom[land] = here;
                stack[top++] = land;
                if (lock < 0 || Star.POINT[land] == lock) {
                    out[n++] = from | land << 7;
                }
            }
        }
        return n;
    }

    /** The move as docs/notation.md writes it: a step, or one chain of hops to its end. */
    String text(int move) {
        if (move == PASS) {
            return "pass";
        }
        int from = move & 127;
        int to = move >>> 7;
        for (int d = 0; d < 6; d++) {
            if (Star.NEIGHBOUR[6 * from + d] == to) {
                return Star.name(from) + "-" + Star.name(to);
            }
        }
        hops(from, -1, new int[MAX_MOVES], 0);
        StringBuilder path = new StringBuilder(Star.name(to));
        for (int hole = to; hole != from; ) {
            hole = cameFrom[hole];
            path.insert(0, Star.name(hole) + "-");
        }
        return path.toString();
    }

    /**
     * The move a text of docs/notation.md stands for, as {@link #text} writes it: its marble's start and end, whichever
     * chain of hops joins them (every chain to one hole leaves one position). The text must be a legal move.
     */
    static int parse(String text) {
        if (text.equals("pass")) {
            return PASS;
        }
        return Star.parse(text.substring(0, text.indexOf('-'))) | Star.parse(text.substring(text.lastIndexOf('-') + 1)) << 7;
    }

    /** Whether the hole has an empty neighbour. */
    boolean canStep(int hole) {
        for (int d = 0; d < 6; d++) {
            int next = Star.NEIGHBOUR[6 * hole + d];
            if (next >= 0 && cells[next] == 0) {
                return true;
            }
        }
        return false;
    }

    /** How much nearer its target's tip the move takes the mover's marble (negative: back). */
    int progress(int seat, int move) {
        int[] distance = Star.DISTANCE[target[seat]];
        return distance[move & 127] - distance[move >>> 7];
    }

    /** Plays the mover's move (or {@link #PASS}); returns what {@link #unmake} needs. */
    int make(int move) {
        int seat = mover;
        int undo = 0;
        if (move != PASS) {
            int from = move & 127;
            int to = move >>> 7;
            undo = unmoved[from] ? 1 : 0;
            unmoved[from] = false;
            cells[from] = 0;
            cells[to] = seat;
            int i = slot[from];
            at[seat][i] = to;
            slot[to] = i;
            int[] distance = Star.DISTANCE[target[seat]];
            distances[seat] += distance[to] - distance[from];
            hash ^= ZOBRIST[seat * Star.COUNT + from] ^ ZOBRIST[seat * Star.COUNT + to];
        }
        movesMade++;
        hash ^= ZOBRIST[7 * Star.COUNT + mover];
        mover = next(mover);
        hash ^= ZOBRIST[7 * Star.COUNT + mover];
        return undo;
    }

    void unmake(int move, int undo) {
        hash ^= ZOBRIST[7 * Star.COUNT + mover];
        mover = mover == 1 ? players : mover - 1;
        hash ^= ZOBRIST[7 * Star.COUNT + mover];
        movesMade--;
        if (move != PASS) {
            int seat = mover;
            int from = move & 127;
            int to = move >>> 7;
            cells[to] = 0;
            cells[from] = seat;
            unmoved[from] = undo == 1;
            int i = slot[to];
            at[seat][i] = from;
            slot[from] = i;
            int[] distance = Star.DISTANCE[target[seat]];
            distances[seat] += distance[from] - distance[to];
            hash ^= ZOBRIST[seat * Star.COUNT + from] ^ ZOBRIST[seat * Star.COUNT + to];
        }
    }

    /** Rule 4: the seat's target is full, one of its marbles at least, every other marble there never moved. */
    boolean won(int seat) {
        boolean own = false;
        for (int hole : Star.POINT_HOLES[target[seat]]) {
            int there = cells[hole];
            if (there == 0 || there != seat && !unmoved[hole]) {
                return false;
            }
            own |= there == seat;
        }
        return own;
    }

    boolean drawn() {
        return movesMade >= moveLimit;
    }
}
