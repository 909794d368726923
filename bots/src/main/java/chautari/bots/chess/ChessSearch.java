package chautari.bots.chess;

import chautari.engine.chess.Position;
import java.util.Arrays;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;
import java.util.function.LongSupplier;

/**
 * Chess's own search: iterative deepening of a principal-variation alpha-beta on the position,
 * made and unmade in place, with a transposition table, quiescence on captures and queen
 * promotions (every evasion when in check), move ordering (table move, most valuable victim by
 * least valuable attacker, two killers a ply, history), reverse futility and futility pruning
 * near the leaves, null-move pruning, late-move reductions, and a check extension. It answers the
 * best move of the last finished iteration.
 *
 * <p>One search is used by one thread at a time; the halt it is given may be raised from any.
 */
public final class ChessSearch {
    public static final int MATE = 30000;
    static final int MAX_PLY = 100;
    public static final int MATE_BOUND = MATE - MAX_PLY;
    static final int INFINITY = 32000;
    /** Positions between two readings of the clock. */
    static final int CHECK_INTERVAL = 256;
    private static final int[][] REDUCTION = new int[64][64];
    /** Move ordering's keys: the table's move, then captures and queen promotions by gain, killers, then history. */
    private static final int TABLE_MOVE = 1 << 30;
    private static final int CAPTURE = 1 << 24;
    private static final int KILLER = 1 << 23;
    /** Plies a null move's search is shortened by, beyond its own ply (and one more per four of depth). */
    private static final int NULL_REDUCTION = 3;

    static {
        for (int depth = 1; depth < 64; depth++) {
            for (int searched = 1; searched < 64; searched++) {
                REDUCTION[depth][searched] = (int) (0.5 + Math.log(depth) * Math.log(searched) / 2.5);
            }
        }
    }

    private final ChessTable table;
    private final LongSupplier clock;
    private final int[][] moves = new int[MAX_PLY + 1][Position.MAX_MOVES];
    private final int[][] scores = new int[MAX_PLY + 1][Position.MAX_MOVES];
    private final int[][] killers = new int[MAX_PLY + 1][2];
    private final int[] history = new int[64 * 64];
    private final int[][] pv = new int[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] pvLength = new int[MAX_PLY + 2];
    private Position position;
    private IntUnaryOperator rootBonus;
    private long nodes;
    private long maxNodes;
    private long begin;
    private long timeLimit;
    private boolean stopped;
    private BooleanSupplier halt;

    /** A search with a table of {@code 2^tableBits} entries, timed by {@code clock} (nanoseconds, as {@link System#nanoTime}). */
    public ChessSearch(int tableBits, LongSupplier clock) {
        this.table = new ChessTable(tableBits);
        this.clock = clock;
    }

    public ChessSearch(int tableBits) {
        this(tableBits, System::nanoTime);
    }

    /** The positions visited by the last search. */
    public long nodes() {
        return nodes;
    }

    /**
     * Searches the position (which has legal moves) and leaves it as it was. {@code rootBonus}
     * adds centipawns to a root move's value (the levels' variety); each finished iteration is
     * reported to {@code onIteration}. When {@code halt} turns true the search stops soon and
     * answers the last finished iteration's move.
     */
    public SearchInfo search(Position start, SearchLimits limits, IntUnaryOperator rootBonus, Consumer<SearchInfo> onIteration,
            BooleanSupplier halt) {
        position = start;
        this.halt = halt;
        this.rootBonus = rootBonus;
        nodes = 0;
        maxNodes = limits.maxNodes();
        stopped = false;
        begin = clock.getAsLong();
        timeLimit = limits.nanos();
        for (int[] pair : killers) {
            Arrays.fill(pair, 0);
        }
        for (int i = 0; i < history.length; i++) {
            history[i] /= 4;
        }
        int[] legal = new int[Position.MAX_MOVES];
        if (start.legalMoves(legal) == 0) {
            throw new IllegalArgumentException("the position has no legal move");
        }
        SearchInfo last = null;
        for (int depth = 1; depth <= Math.min(limits.maxDepth(), MAX_PLY - 1); depth++) {
            int score = search(depth, 0, -INFINITY, INFINITY, false);
            long spent = clock.getAsLong() - begin;
            if (stopped && last != null) {
                break;
            }
            int[] line = pvLength[0] > 0 ? Arrays.copyOf(pv[0], pvLength[0]) : new int[] {legal[0]};
            last = new SearchInfo(depth, stopped ? 0 : score, nodes, spent, line);
            if (stopped) {
                break;
            }
            onIteration.accept(last);
            if (score >= MATE_BOUND && MATE - score <= depth || nodes >= maxNodes || spent > limits.nanos() / 2) {
                break;
            }
        }
        return last;
    }

    /**
     * Each of the moves' value for the side to move at the depth, with a full window (so exact,
     * unlike the bounds a search leaves): what a level weighs a mistake by. No time limit.
     */
    public int[] valueEach(Position start, int[] rootMoves, int n, int depth) {
        position = start;
        rootBonus = move -> 0;
        halt = () -> false;
        maxNodes = Long.MAX_VALUE;
        timeLimit = Long.MAX_VALUE;
        stopped = false;
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            start.make(rootMoves[i]);
            values[i] = -search(depth - 1, 1, -INFINITY, INFINITY, false);
            start.unmake(rootMoves[i]);
        }
        return values;
    }

    /** {@code afterPass}: the move that led here was a null move, so this side may not pass again. */
    private int search(int depth, int ply, int alpha, int beta, boolean afterPass) {
        pvLength[ply] = 0;
        boolean pvNode = beta - alpha > 1;
        if (ply > 0) {
            if (position.halfmoveClock() >= 100 || position.earlierOccurrences() > 0 || position.deadMaterial()) {
                return 0;
            }
            alpha = Math.max(alpha, -MATE + ply);
            beta = Math.min(beta, MATE - ply - 1);
            if (alpha >= beta) {
                return alpha;
            }
        }
        boolean inCheck = position.inCheck();
        if (inCheck) {
            depth++;
        }
        if (depth <= 0) {
            return quiesce(ply, alpha, beta);
        }
        if (countNode()) {
            return 0;
        }
        if (ply >= MAX_PLY) {
            return ChessEval.evaluate(position);
        }
        long key = position.key();
        long entry = table.find(key);
        int tableMove = entry == 0 ? 0 : ChessTable.move(entry);
        if (entry != 0 && !pvNode && ChessTable.depth(entry) >= depth) {
            int stored = fromTable(ChessTable.score(entry), ply);
            int bound = ChessTable.bound(entry);
            if (bound == ChessTable.EXACT || bound == ChessTable.LOWER && stored >= beta || bound == ChessTable.UPPER && stored <= alpha) {
                return stored;
            }
        }
        int staticEval = inCheck ? -INFINITY : ChessEval.evaluate(position);
        if (!pvNode && !inCheck && depth <= 3 && Math.abs(beta) < MATE_BOUND && staticEval - 120 * depth >= beta) {
            return staticEval;
        }
        if (!pvNode && !inCheck && !afterPass && depth >= 3 && staticEval >= beta && Math.abs(beta) < MATE_BOUND && hasPieces()) {
            position.makeNull();
            int score = -search(depth - 1 - NULL_REDUCTION - depth / 4, ply + 1, -beta, -beta + 1, true);
            position.unmakeNull();
            if (stopped) {
                return 0;
            }
            if (score >= beta) {
                return score >= MATE_BOUND ? beta : score;
            }
        }
        int[] list = moves[ply];
        int n = position.legalMoves(list);
        if (n == 0) {
            return inCheck ? -MATE + ply : 0;
        }
        scoreMoves(list, scores[ply], n, tableMove, ply);
        boolean futile = !pvNode && !inCheck && depth <= 2 && Math.abs(alpha) < MATE_BOUND && staticEval + 100 + 100 * depth <= alpha;
        int best = -INFINITY;
        int bestMove = 0;
        int originalAlpha = alpha;
        int searched = 0;
        for (int i = 0; i < n; i++) {
            int move = pickNext(list, scores[ply], i, n);
            boolean quiet = isQuiet(move);
            position.make(move);
            boolean givesCheck = position.inCheck();
            if (futile && searched > 0 && quiet && !givesCheck) {
                position.unmake(move);
                continue;
            }
            int bonus = ply == 0 ? rootBonus.applyAsInt(move) : 0;
            int low = alpha - bonus;
            int high = beta - bonus;
            int score;
            if (searched == 0) {
                score = -search(depth - 1, ply + 1, -high, -low, false);
            } else {
                int reduction = 0;
                if (depth >= 3 && searched >= 3 && quiet && !inCheck && !givesCheck
                        && move != killers[ply][0] && move != killers[ply][1]) {
                    reduction = Math.min(REDUCTION[Math.min(depth, 63)][Math.min(searched, 63)] - (pvNode ? 1 : 0), depth - 2);
                    reduction = Math.max(0, reduction);
                }
                score = -search(depth - 1 - reduction, ply + 1, -low - 1, -low, false);
                if (score > low && reduction > 0) {
                    score = -search(depth - 1, ply + 1, -low - 1, -low, false);
                }
                if (score > low && score < high) {
                    score = -search(depth - 1, ply + 1, -high, -low, false);
                }
            }
            if (Math.abs(score) < MATE_BOUND) {
                score += bonus;
            }
            position.unmake(move);
            if (stopped) {
                return 0;
            }
            searched++;
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    pv[ply][0] = move;
                    System.arraycopy(pv[ply + 1], 0, pv[ply], 1, pvLength[ply + 1]);
                    pvLength[ply] = pvLength[ply + 1] + 1;
                    if (alpha >= beta) {
                        if (quiet) {
                            rememberCutoff(move, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        int bound = best >= beta ? ChessTable.LOWER : best > originalAlpha ? ChessTable.EXACT : ChessTable.UPPER;
        table.store(key, bestMove, toTable(best, ply), depth, bound);
        return best;
    }

    private int quiesce(int ply, int alpha, int beta) {
        pvLength[ply] = 0;
        if (countNode()) {
            return 0;
        }
        if (ply >= MAX_PLY) {
            return ChessEval.evaluate(position);
        }
        boolean inCheck = position.inCheck();
        int standPat = inCheck ? -MATE + ply : ChessEval.evaluate(position);
        if (standPat >= beta) {
            return standPat;
        }
        alpha = Math.max(alpha, standPat);
        int[] list = moves[ply];
        int n = position.legalMoves(list);
        if (n == 0) {
            return inCheck ? -MATE + ply : 0;
        }
        int[] order = scores[ply];
        scoreMoves(list, order, n, 0, ply);
        int best = standPat;
        for (int i = 0; i < n; i++) {
            int move = pickNext(list, order, i, n);
            if (!inCheck && order[i] < CAPTURE) {
                break;
            }
            if (!inCheck && promotion(move) == 0 && standPat + ChessEval.VALUE[victim(move)] + 200 <= alpha) {
                continue;
            }
            position.make(move);
            int score = -quiesce(ply + 1, -beta, -alpha);
            position.unmake(move);
            if (stopped) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    private void scoreMoves(int[] list, int[] order, int n, int tableMove, int ply) {
        for (int i = 0; i < n; i++) {
            int move = list[i];
            if (move == tableMove) {
                order[i] = TABLE_MOVE;
            } else if (!isQuiet(move)) {
                int promoted = promotion(move);
                int gain = (position.pieceAt(to(move)) == Position.NONE && promoted == 0 ? ChessEval.VALUE[Position.PAWN]
                        : position.pieceAt(to(move)) == Position.NONE ? 0 : ChessEval.VALUE[victim(move)])
                        + (promoted == 0 ? 0 : ChessEval.VALUE[promoted]);
                order[i] = promoted != 0 && promoted != Position.QUEEN ? -1 : CAPTURE + gain * 8 - position.pieceAt(from(move)) % 6;
            } else if (move == killers[ply][0]) {
                order[i] = KILLER + 1;
            } else if (move == killers[ply][1]) {
                order[i] = KILLER;
            } else {
                order[i] = history[from(move) * 64 + to(move)];
            }
        }
    }

    /** Brings the best-scored of the moves from {@code i} on to {@code i} and returns it. */
    private static int pickNext(int[] list, int[] order, int i, int n) {
        int best = i;
        for (int j = i + 1; j < n; j++) {
            if (order[j] > order[best]) {
                best = j;
            }
        }
        int move = list[best];
        int score = order[best];
        list[best] = list[i];
        order[best] = order[i];
        list[i] = move;
        order[i] = score;
        return move;
    }

    private void rememberCutoff(int move, int ply, int depth) {
        if (killers[ply][0] != move) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = move;
        }
        int slot = from(move) * 64 + to(move);
        history[slot] += depth * depth;
        if (history[slot] > KILLER / 2) {
            for (int i = 0; i < history.length; i++) {
                history[i] /= 2;
            }
        }
    }

    /** Counts a position and says whether the search must stop (positions or time spent, or asked to). */
    private boolean countNode() {
        if (stopped) {
            return true;
        }
        nodes++;
        if (nodes >= maxNodes || nodes % CHECK_INTERVAL == 0 && (halt.getAsBoolean() || clock.getAsLong() - begin >= timeLimit)) {
            stopped = true;
        }
        return stopped;
    }

    /** The side to move has a piece besides king and pawns (where a pass is rarely its best, unlike in zugzwang). */
    private boolean hasPieces() {
        int side = position.sideToMove();
        return (position.pieces(side, Position.KNIGHT) | position.pieces(side, Position.BISHOP) | position.pieces(side, Position.ROOK)
                | position.pieces(side, Position.QUEEN)) != 0;
    }

    /** Neither a capture nor a promotion. */
    private boolean isQuiet(int move) {
        return position.pieceAt(to(move)) == Position.NONE && promotion(move) == 0
                && !(position.pieceAt(from(move)) % 6 == Position.PAWN && ((from(move) ^ to(move)) & 7) != 0);
    }

    /** The type of piece the move takes (a pawn for en passant). */
    private int victim(int move) {
        int piece = position.pieceAt(to(move));
        return piece == Position.NONE ? Position.PAWN : piece % 6;
    }

    private static int toTable(int score, int ply) {
        return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
    }

    static int from(int move) {
        return move & 63;
    }

    static int to(int move) {
        return move >>> 6 & 63;
    }

    static int promotion(int move) {
        return move >>> 12 & 7;
    }
}
