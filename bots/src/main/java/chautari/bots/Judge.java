package chautari.bots;

import chautari.bots.byapar.ByaparJudge;
import chautari.bots.chess.ChessJudge;
import chautari.bots.chinesecheckers.ChineseCheckersJudge;
import chautari.bots.dots.DotsJudge;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.byapar.ByaparState;
import chautari.engine.chess.ChessState;
import chautari.engine.chinesecheckers.ChineseCheckersState;
import chautari.engine.dots.DotsState;
import chautari.engine.kauda.KaudaState;
import chautari.engine.Rng;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntToDoubleFunction;

/**
 * The strong level's judgement of a person's decisions, for the review after a game: the move it prefers, and what
 * the chosen move cost in the mover's chance of winning (its expected share of the outcome). Both moves are valued
 * the same way, by a search of the position each leaves: alpha-beta's value in the games without chance, the tree
 * search's mean share in the others, chess's own search in chess ({@link ChessJudge}), in Dots and Boxes the endgame
 * solver once few safe lines are left ({@link DotsJudge}; earlier lines are not judged), in Chinese Checkers
 * its own alpha-beta with two players and its own race among more ({@link ChineseCheckersJudge}), in Byapar
 * playouts from the position ({@link ByaparJudge}; offers are not judged), and Kauda's stakes by playouts from what
 * the seat knew when it staked ({@link KaudaJudge}).
 */
public final class Judge {
    /** How far a forced line is followed before its position is valued: a move with no alternative is no decision. */
    private static final int FORCED_PLIES = 64;
    private static final double EXPLORATION = 0.7;
    private static final int PLAYOUT_STEPS = 20;

    /** How a chosen move is marked by what it cost, as chess players know the words. */
    public enum Mark {
        NONE(0), INACCURACY(0.06), MISTAKE(0.12), BLUNDER(0.24);

        /** The least cost, in win chance, that earns the mark. */
        public final double from;

        Mark(double from) {
            this.from = from;
        }

        static Mark of(double cost) {
            Mark mark = NONE;
            for (Mark m : values()) {
                if (cost >= m.from) {
                    mark = m;
                }
            }
            return mark;
        }
    }

    /** One decision judged: the chances (0 to 1) the chosen and the preferred move leave the seat. */
    public record Verdict(int seat, int chosen, int preferred, double chosenChance, double preferredChance) {
        public double cost() {
            return Math.max(0, preferredChance - chosenChance);
        }

        public Mark mark() {
            return chosen == preferred ? Mark.NONE : Mark.of(cost());
        }

        /** The verdict on {@code chosen} against {@code preferred}, each valued by {@code chanceAfter} (once if they are one). */
        public static Verdict valued(int seat, int chosen, int preferred, IntToDoubleFunction chanceAfter) {
            double chosenChance = chanceAfter.applyAsDouble(chosen);
            double preferredChance = preferred == chosen ? chosenChance : chanceAfter.applyAsDouble(preferred);
            return new Verdict(seat, chosen, preferred, chosenChance, preferredChance);
        }

        /**
         * The verdict on {@code chosen} against {@code preferred}, valued together by {@code chances}: given the chosen
         * move, then the preferred one unless they are one, it answers their chances in that order.
         */
        public static Verdict valuedTogether(int seat, int chosen, int preferred, Function<int[], double[]> chances) {
            double[] values = chances.apply(preferred == chosen ? new int[] {chosen} : new int[] {chosen, preferred});
            return new Verdict(seat, chosen, preferred, values[0], values[values.length - 1]);
        }
    }

    /** What a review at the table spends on each search: three a decision at most. */
    public static final Budget TABLE_BUDGET = new Budget(20_000, Duration.ofMillis(40).toNanos());

    private final Budget budget;
    private final Bot strong = Bots.byLevel(Level.STRONG);

    /**
     * @param budget what each search may spend: the strong level's choice, then one valuation of each move;
     *     iterations are tree-search playouts, or {@value SearchBot#POSITIONS_PER_ITERATION} positions of alpha-beta
     */
    public Judge(Budget budget) {
        this.budget = budget;
    }

    /**
     * Whether the game's moves can be judged: it is searched by the shared searches, or it is chess, Dots and Boxes,
     * Byapar, Kauda or Chinese Checkers.
     */
    public static boolean judges(GameState state) {
        GameKnowledge.Search search = GameKnowledge.of(state).search();
        return search == GameKnowledge.Search.ALPHA_BETA || search == GameKnowledge.Search.TREE || state instanceof ChessState
                || state instanceof DotsState || state instanceof ByaparState || state instanceof KaudaState
                || state instanceof ChineseCheckersState;
    }

    /**
     * The judgement of the seat's legal move {@code chosen} in the position {@code before}; null when it was no
     * decision (its only legal move), a stake of a game other than Kauda, a move of a game this judge does not judge,
     * an early line of Dots and Boxes, a Byapar offer, or one whose search ran out of its budget.
     */
    public Verdict judge(GameState before, int seat, int chosen, Rng rng) {
        boolean decision = before.phase() == Phase.MOVE || before.phase() == Phase.STAKE && before instanceof KaudaState;
        if (!judges(before) || !decision || !before.isLegal(seat, chosen)) {
            return null;
        }
        if (before.legalMoves(seat, new int[before.maxMoves()]) < 2) {
            return null;
        }
        if (before instanceof ChessState chess) {
            return ChessJudge.judge(chess, seat, chosen, positions().iterations(), budget.nanos());
        }
        if (before instanceof DotsState dots) {
            return DotsJudge.judge(dots, seat, chosen, positions().iterations(), budget.nanos());
        }
        if (before instanceof ChineseCheckersState cc) {
            return ChineseCheckersJudge.judge(cc, seat, chosen, rng, budget, positions().iterations());
        }
        if (before instanceof ByaparState byapar) {
            return ByaparJudge.judge(byapar, seat, chosen, rng, budget);
        }
        if (before instanceof KaudaState kauda) {
            return KaudaJudge.judge(kauda, seat, chosen, rng, budget);
        }
        int preferred = strong.choose(before, seat, rng, budget);
        return Verdict.valued(seat, chosen, preferred, move -> chanceAfter(before, seat, move, rng));
    }

    /** A seat's judged moves summed up: its accuracy and how many of each mark. */
    public record Summary(int moves, double accuracy, long inaccuracies, long mistakes, long blunders) {
        public static Summary of(List<Verdict> verdicts) {
            return new Summary(verdicts.size(), Judge.accuracy(verdicts), count(verdicts, Mark.INACCURACY), count(verdicts, Mark.MISTAKE),
                    count(verdicts, Mark.BLUNDER));
        }

        private static long count(List<Verdict> verdicts, Mark mark) {
            return verdicts.stream().filter(v -> v.mark() == mark).count();
        }
    }

    /**
     * A seat's accuracy over its judged moves, 0 to 100: each move's figure falls off exponentially with its cost in
     * percentage points of win chance (the curve lichess publishes), and the figures are averaged.
     */
    public static double accuracy(List<Verdict> verdicts) {
        if (verdicts.isEmpty()) {
            return 100;
        }
        double sum = 0;
        for (Verdict v : verdicts) {
            double figure = 103.1668 * Math.exp(-0.04354 * v.cost() * 100) - 3.1669;
            sum += Math.max(0, Math.min(100, figure));
        }
        return sum / verdicts.size();
    }

    private double chanceAfter(GameState before, int seat, int move, Rng rng) {
        GameState after = before.copy();
        after.playLegal(seat, move);
        int[] buffer = new int[after.maxMoves()];
        for (int ply = 0; ply < FORCED_PLIES && !after.isOver() && after.phase() == Phase.MOVE; ply++) {
            int mover = after.toMove();
            if (after.legalMoves(mover, buffer) != 1) {
                break;
            }
            after.playLegal(mover, buffer[0]);
        }
        if (after.isOver()) {
            double[] utility = new double[after.players()];
            Utilities.of(after, utility);
            return utility[seat - 1];
        }
        GameKnowledge known = GameKnowledge.of(after);
        if (known.search() == GameKnowledge.Search.TREE) {
            return new Mcts(known.knowledge().get(), EXPLORATION, PLAYOUT_STEPS).value(after, seat, rng, budget);
        }
        int mover = after.toMove();
        AlphaBeta.Result found = new AlphaBeta(known.knowledge().get(), AlphaBeta.MAX_PLY, 0).search(after, mover, rng, positions());
        double v = found.value();
        double moverChance = AlphaBeta.decided(v) ? (v > 0 ? 1 : 0) : (Math.max(-1, Math.min(1, v)) + 1) / 2;
        return mover == seat ? moverChance : 1 - moverChance;
    }

    private Budget positions() {
        long iterations = budget.iterations();
        long positions = iterations > Budget.UNLIMITED / SearchBot.POSITIONS_PER_ITERATION ? Budget.UNLIMITED
                : iterations * SearchBot.POSITIONS_PER_ITERATION;
        return new Budget(positions, budget.nanos());
    }
}
