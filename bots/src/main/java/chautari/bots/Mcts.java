package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Rng;

/**
 * Monte Carlo tree search with chance nodes, for any number of seats and for partners: each
 * node keeps every seat's summed utility (OpenSpiel-style returns scaled to [0, 1]) and the
 * seat to move picks by UCT on its own share (max^n). A throw branches on the game's chance
 * groups, drawn by their probability from the search's own generator. Playouts follow the
 * game's {@link Knowledge} for a bounded number of steps and then take its evaluation.
 */
public final class Mcts {
    private final Knowledge knowledge;
    private final double exploration;
    private final int playoutSteps;

    public Mcts(Knowledge knowledge, double exploration, int playoutSteps) {
        this.knowledge = knowledge;
        this.exploration = exploration;
        this.playoutSteps = playoutSteps;
    }

    /** Visits of each root move after the search; moves in the order {@link MoveLists} gives them. */
    public record RootStats(int[] moves, int[] visits, double[] values, long iterations) {
        public int mostVisited() {
            int best = 0;
            for (int i = 1; i < moves.length; i++) {
                if (visits[i] > visits[best] || visits[i] == visits[best] && values[i] > values[best]) {
                    best = i;
                }
            }
            return moves[best];
        }
    }

    public RootStats search(GameState root, int seat, Rng rng, Budget budget) {
        Node tree = new Node(root, root.players(), knowledge, new MoveLists());
        return tree.rootStats(seat, grow(tree, root, rng, budget, true));
    }

    /**
     * The seat's expected share of the outcome from this position, any position of the game (a throw to
     * come, anyone's move, or the end), as the whole budget's search finds it.
     */
    public double value(GameState root, int seat, Rng rng, Budget budget) {
        Node tree = new Node(root, root.players(), knowledge, new MoveLists());
        grow(tree, root, rng, budget, false);
        return tree.sums[seat - 1] / tree.visits;
    }

    /** Walks the budget's iterations into the tree (fewer when its most visited move is settled, if asked); answers how many. */
    private long grow(Node tree, GameState root, Rng rng, Budget budget, boolean stopWhenSettled) {
        long deadline = budget.timed() ? System.nanoTime() + budget.nanos() : Long.MAX_VALUE;
        Walk walk = new Walk(root, root.players(), new MoveLists());
        long iterations = 0;
        while (iterations < budget.iterations()) {
            if (stopWhenSettled && (iterations & 255) == 0 && iterations > 0 && tree.settled(budget.iterations() - iterations)) {
                break;
            }
            if (budget.timed() && (iterations & 15) == 0 && System.nanoTime() >= deadline) {
                break;
            }
            walk.run(tree, rng);
            iterations++;
        }
        return iterations;
    }

    /** One iteration's working state: the position walked down the tree, and buffers. */
    private final class Walk {
        private final GameState root;
        private final double[] utility;
        private final Node[] path = new Node[4096];
        private final MoveLists lists;
        private int[] buffer;

        Walk(GameState root, int players, MoveLists lists) {
            this.root = root;
            this.lists = lists;
            this.utility = new double[players];
            this.buffer = new int[root.maxMoves()];
        }

        void run(Node tree, Rng rng) {
            GameState state = root.copy();
            int depth = 0;
            Node node = tree;
            path[depth++] = node;
            while (!state.isOver() && depth < path.length) {
                Node next;
                if (node.chance) {
                    int g = node.sampleGroup(rng);
                    state.applyChance(state.chanceGroupOutcome(g));
                    next = node.children[g];
                    if (next == null) {
                        next = node.children[g] = new Node(state, utility.length, knowledge, lists);
                        path[depth++] = next;
                        break;
                    }
                } else {
                    int i = node.select(exploration);
                    state.playLegal(node.mover, node.moves[i]);
                    next = node.children[i];
                    if (next == null) {
                        next = node.children[i] = new Node(state, utility.length, knowledge, lists);
                        path[depth++] = next;
                        break;
                    }
                }
                node = next;
                path[depth++] = node;
            }
            playOut(state, rng);
            for (int d = 0; d < depth; d++) {
                path[d].add(utility);
            }
        }

        private void playOut(GameState state, Rng rng) {
            for (int step = 0; step < playoutSteps && !state.isOver(); step++) {
                if (buffer.length < state.maxMoves()) {
                    buffer = new int[state.maxMoves()];
                }
                if (state.phase() == Phase.THROW) {
                    state.applyChance(state.sampleChance(rng));
                } else {
                    int seat = state.toMove();
                    state.playLegal(seat, knowledge.playoutMove(state, seat, rng, buffer));
                }
            }
            if (state.isOver()) {
                Utilities.of(state, utility);
            } else {
                knowledge.evaluate(state, utility);
            }
        }
    }

    /** A position of the tree: a throw to come (chance) or a seat's choice among its moves. */
    private static final class Node {
        final boolean chance;
        final int mover;
        final int[] moves;
        final double[] groupChances;
        final Node[] children;
        final double[] sums;
        int visits;

        Node(GameState state, int players, Knowledge knowledge, MoveLists lists) {
            sums = new double[players];
            if (state.isOver()) {
                chance = false;
                mover = 0;
                moves = new int[0];
                groupChances = null;
                children = new Node[0];
            } else if (state.phase() == Phase.THROW) {
                chance = true;
                mover = 0;
                moves = null;
                groupChances = new double[state.chanceGroupCount()];
                for (int g = 0; g < groupChances.length; g++) {
                    groupChances[g] = state.chanceGroupProbability(g);
                }
                children = new Node[groupChances.length];
            } else {
                chance = false;
                mover = state.toMove();
                moves = ordered(state, mover, lists.list(state, mover), knowledge);
                groupChances = null;
                children = new Node[moves.length];
            }
        }

        /** The moves best first by the knowledge's score, so untried moves are tried in that order. */
        private static int[] ordered(GameState state, int seat, int[] moves, Knowledge knowledge) {
            int n = moves.length;
            double[] scores = new double[n];
            for (int i = 0; i < n; i++) {
                scores[i] = knowledge.moveScore(state, seat, moves[i]);
            }
            for (int i = 1; i < n; i++) {
                for (int j = i; j > 0 && scores[j] > scores[j - 1]; j--) {
                    double s = scores[j];
                    scores[j] = scores[j - 1];
                    scores[j - 1] = s;
                    int m = moves[j];
                    moves[j] = moves[j - 1];
                    moves[j - 1] = m;
                }
            }
            return moves;
        }

        int sampleGroup(Rng rng) {
            double r = (rng.nextLong() >>> 11) * 0x1.0p-53;
            for (int g = 0; g < groupChances.length - 1; g++) {
                r -= groupChances[g];
                if (r < 0) {
                    return g;
                }
            }
            return groupChances.length - 1;
        }

        int select(double exploration) {
            int best = -1;
            double bestScore = Double.NEGATIVE_INFINITY;
            double logVisits = Math.log(Math.max(1, visits));
            for (int i = 0; i < moves.length; i++) {
                Node child = children[i];
                if (child == null) {
                    return i;
                }
                double score = child.sums[mover - 1] / child.visits
                        + exploration * Math.sqrt(logVisits / child.visits);
                if (score > bestScore) {
                    bestScore = score;
                    best = i;
                }
            }
            return best;
        }

        /** Whether the most visited move stays so however the iterations left are spent. */
        boolean settled(long left) {
            int first = 0;
            int second = 0;
            for (Node child : children) {
                int v = child == null ? 0 : child.visits;
                if (v > first) {
                    second = first;
                    first = v;
                } else if (v > second) {
                    second = v;
                }
            }
            return first - second > left;
        }

        void add(double[] utility) {
            visits++;
            for (int i = 0; i < sums.length; i++) {
                sums[i] += utility[i];
            }
        }

        RootStats rootStats(int seat, long iterations) {
            int[] visitsOf = new int[moves.length];
            double[] values = new double[moves.length];
            for (int i = 0; i < moves.length; i++) {
                Node child = children[i];
                visitsOf[i] = child == null ? 0 : child.visits;
                values[i] = child == null ? 0 : child.sums[seat - 1] / child.visits;
            }
            return new RootStats(moves.clone(), visitsOf, values, iterations);
        }
    }
}
