package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Rng;

/**
 * Negamax alpha-beta for two-player games without chance: iterative deepening, principal
 * variation search, a transposition table keyed by {@link GameState#positionHash}, and moves
 * ordered by the table's move, {@link Knowledge#moveScore}, killers and history, over the
 * moves {@link MoveLists} gives (a spread of them in a position with very many). Leaves are
 * valued by {@link Knowledge#evaluate} as the mover's share less the other's, so in [-1, 1];
 * ends by {@link GameState#returns}, scaled far beyond that, a win found sooner worth more.
 *
 * <p>The object holds only its settings: each call allocates its own search state. With an
 * iteration budget (nodes visited) and no time the choice depends only on the position and
 * the generator. The table does not see the repetition history a state keeps, so it may
 * value a repeated position as if it were not drawn.
 */
public final class AlphaBeta {
    static final int MAX_PLY = 100;
    static final double WIN = 1000;
    /** What a win loses for each ply it takes: small enough that the latest win is still far above any estimate. */
    private static final double PLY_COST = 0.01;
    /** Estimates lie in [-1, 1]; anything beyond this is an end of the game. */
    private static final double DECIDED = 2;
    static final double INFINITY = 1e9;
    private static final double NULL_WINDOW = 1e-9;

    private final Knowledge knowledge;
    private final int maxDepth;
    private final double noise;
    private final double contempt;

    /**
     * @param maxDepth the deepest iteration, in plies (at most {@value #MAX_PLY})
     * @param noise each root move's value is shifted by a uniform draw in [-noise, noise]
     *     before choosing, for a weaker player's mistakes; 0 for none
     */
    public AlphaBeta(Knowledge knowledge, int maxDepth, double noise) {
        this(knowledge, maxDepth, noise, 0);
    }

    /**
     * @param contempt what a drawn end costs the searching seat (and gives the other), in the estimates' units:
     *     more than 0 plays on for a win from a level position rather than settle for a draw
     */
    public AlphaBeta(Knowledge knowledge, int maxDepth, double noise, double contempt) {
        if (maxDepth < 1 || noise < 0 || contempt < 0 || contempt >= 1) {
            throw new IllegalArgumentException("the depth must be at least 1, the noise not negative and the contempt in [0, 1)");
        }
        this.knowledge = knowledge;
        this.maxDepth = Math.min(maxDepth, MAX_PLY);
        this.noise = noise;
        this.contempt = contempt;
    }

    /** What one search found: the move, its value for the mover, the deepest iteration completed and the nodes visited. */
    public record Result(int move, double value, int depth, long nodes) {
    }

    /** A legal move of the seat, which must be the one to move. */
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        return search(state, seat, rng, budget).move();
    }

    public Result search(GameState state, int seat, Rng rng, Budget budget) {
        if (state.phase() != Phase.MOVE || state.toMove() != seat) {
            throw new IllegalArgumentException("seat " + seat + " has no move to make now");
        }
        MoveLists lists = new MoveLists(knowledge);
        int[] moves = lists.list(state, seat);
        int n = moves.length;
        if (n == 0) {
            throw new IllegalStateException("seat " + seat + " is awaited but has no legal move");
        }
        if (n == 1) {
            return new Result(moves[0], 0, 0, 0);
        }
        return new Search(state, seat, budget, moves, lists).run(rng);
    }

    /** Whether a value is an end of the game rather than an estimate. */
    static boolean decided(double value) {
        return Math.abs(value) > DECIDED;
    }

    /** The state of one call: the table, the heuristics and the count of nodes. */
    private final class Search {
        private final GameState root;
        private final int seat;
        private final Budget budget;
        private final long deadline;
        private final RootMoves rootMoves;
        private final TranspositionTable table;
        private final MoveOrder order;
        private final double[] evaluation = new double[2];
        private long nodes;
        private boolean stopped;

        Search(GameState root, int seat, Budget budget, int[] moves, MoveLists lists) {
            this.root = root;
            this.seat = seat;
            this.budget = budget;
            this.deadline = budget.timed() ? System.nanoTime() + budget.nanos() : 0;
            this.rootMoves = new RootMoves(moves, moves.length);
            this.table = new TranspositionTable(TranspositionTable.MIN_SLOTS);
            this.order = new MoveOrder(knowledge, lists, MoveLists.bufferSize(root), MAX_PLY + 1);
        }

        Result run(Rng rng) {
            rootMoves.orderBy(i -> knowledge.moveScore(root, seat, rootMoves.move(i)));
            int completed = 0;
            double value = 0;
            for (int depth = 1; depth <= maxDepth && !stopped; depth++) {
                table.fit(nodes);
                table.nextAge();
                double found = searchRoot(depth);
                if (stopped) {
                    break;
                }
                completed = depth;
                value = found;
                rootMoves.keepScores();
                if (decided(value)) {
                    break;
                }
            }
            if (completed == 0) {
                return new Result(rootMoves.partialBest(), 0, 0, nodes);
            }
            int move = noise > 0 ? rootMoves.noisyBest(rng, noise) : rootMoves.partialBest();
            return new Result(move, value, completed, nodes);
        }

        /** Values every root move well enough to choose: exactly those within twice the noise of the best. */
        private double searchRoot(int depth) {
            rootMoves.startIteration();
            double best = -INFINITY;
            for (int i = 0; i < rootMoves.size(); i++) {
                double alpha = i == 0 ? -INFINITY : best - 2 * noise;
                double value = searchMove(root, seat, rootMoves.move(i), depth, 0, alpha, INFINITY, i == 0);
                if (stopped) {
                    return best;
                }
                rootMoves.record(i, value, value > alpha);
                if (value > best) {
                    best = value;
                }
            }
            return best;
        }

        /** The value for {@code mover} of playing {@code move} in {@code state}, searched {@code depth - 1} further. */
        private double searchMove(GameState state, int mover, int move, int depth, int ply,
                double alpha, double beta, boolean first) {
            GameState child = state.copy();
            child.playLegal(mover, move);
            if (child.isOver() || child.toMove() == mover) {
                return negamax(child, mover, depth - 1, ply + 1, alpha, beta);
            }
            int other = child.toMove();
            if (first) {
                return -negamax(child, other, depth - 1, ply + 1, -beta, -alpha);
            }
            double value = -negamax(child, other, depth - 1, ply + 1, -alpha - NULL_WINDOW, -alpha);
            if (value > alpha && value < beta && !stopped) {
                value = -negamax(child, other, depth - 1, ply + 1, -beta, -alpha);
            }
            return value;
        }

        /** The value of the state for {@code mover}, who is to move unless the game is over. */
        private double negamax(GameState state, int mover, int depth, int ply, double alpha, double beta) {
            if (++nodes >= budget.iterations() || (budget.timed() && (nodes & 1023) == 0 && System.nanoTime() > deadline)) {
                stopped = true;
            }
            if (stopped) {
                return 0;
            }
            if (state.isOver()) {
                return ended(state, mover, ply);
            }
            if (depth <= 0 || ply >= MAX_PLY || state.phase() != Phase.MOVE) {
                return estimate(state, mover);
            }
            long hash = state.positionHash();
            int slot = table.probe(hash);
            int tableMove = TranspositionTable.NO_MOVE;
            if (slot >= 0) {
                tableMove = table.move(slot);
                if (table.depth(slot) >= depth) {
                    double stored = fromTable(table.value(slot), ply);
                    int bound = table.bound(slot);
                    if (bound == TranspositionTable.EXACT
                            || bound == TranspositionTable.LOWER && stored >= beta
                            || bound == TranspositionTable.UPPER && stored <= alpha) {
                        return stored;
                    }
                }
            }
            int[] moves = order.moves(ply);
            int n = order.generate(state, mover, ply, tableMove);
            if (n == 0) {
                return estimate(state, mover);
            }
            double originalAlpha = alpha;
            double best = -INFINITY;
            int bestMove = moves[0];
            for (int i = 0; i < n; i++) {
                double value = searchMove(state, mover, moves[i], depth, ply, alpha, beta, i == 0);
                if (stopped) {
                    return 0;
                }
                if (value > best) {
                    best = value;
                    bestMove = moves[i];
                    if (value > alpha) {
                        alpha = value;
                        if (alpha >= beta) {
                            order.cutoff(ply, mover, bestMove, depth);
                            break;
                        }
                    }
                }
            }
            int bound = best <= originalAlpha ? TranspositionTable.UPPER
                    : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
            table.store(hash, toTable(best, ply), depth, bound, bestMove);
            return best;
        }

        private double estimate(GameState state, int mover) {
            knowledge.evaluate(state, evaluation);
            return evaluation[mover - 1] - evaluation[2 - mover];
        }

        /**
         * The end for {@code mover}: its share less the other's, scaled to a win or loss that is worth less the later it
         * comes; an even end (a draw) is the contempt's loss for the searching seat.
         */
        private double ended(GameState state, int mover, int ply) {
            double[] returns = state.returns();
            double span = state.maxReturn() - state.minReturn();
            double edge = (returns[mover - 1] - returns[2 - mover]) / span;
            if (edge == 0) {
                return mover == seat ? -contempt : contempt;
            }
            return edge * WIN - Math.signum(edge) * ply * PLY_COST;
        }

        /** Ends are stored as distances from the stored node, so they read right at any ply. */
        private double toTable(double value, int ply) {
            return decided(value) ? value + Math.signum(value) * ply * PLY_COST : value;
        }

        private double fromTable(double value, int ply) {
            return decided(value) ? value - Math.signum(value) * ply * PLY_COST : value;
        }
    }
}
