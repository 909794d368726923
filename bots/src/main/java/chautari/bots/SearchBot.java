package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Rng;
import java.time.Duration;

/**
 * The levels beginner, good and strong for every game: alpha-beta for two-player games
 * without chance (Bao la Kimasai, Baghchal, Sholo Guti), Monte Carlo tree search with chance nodes for the dice
 * games, the Kauda stake policy in a stake round, and a game's own search where it has one (chess). Every level takes a win at once; a
 * level differs in how much it searches and how often it strays from its search's choice.
 *
 * <p>A budget's iterations are playouts of the tree search, or {@value #POSITIONS_PER_ITERATION}
 * positions of alpha-beta.
 */
final class SearchBot implements Bot {
    static final long POSITIONS_PER_ITERATION = 100;
    private static final double EXPLORATION = 0.7;
    private static final int PLAYOUT_STEPS = 20;
    /** Strong plays on from a level position for the win its deeper search may find, rather than take a draw. */
    private static final double STRONG_CONTEMPT = 0.1;

    /**
     * How a level plays: its budget, its chance of a random move instead of the search's, alpha-beta's depth,
     * noise and contempt for a draw, and how many of its own moves a game's threat search may take to a forced win.
     */
    record Settings(Budget playBudget, double strayChance, int maxDepth, double noise, double contempt, int threatMoves) {
    }

    private final Level level;
    private final Settings settings;

    SearchBot(Level level) {
        this.level = level;
        this.settings = switch (level) {
            case BEGINNER -> new Settings(new Budget(60, Duration.ofMillis(40).toNanos()), 0.25, 2, 0.3, 0, 0);
            case GOOD -> new Settings(new Budget(400, Duration.ofMillis(300).toNanos()), 0.1, 4, 0, 0, 2);
            case STRONG -> new Settings(new Budget(30_000, Duration.ofSeconds(1).toNanos()), 0, AlphaBeta.MAX_PLY, 0, STRONG_CONTEMPT, 4);
            default -> throw new IllegalArgumentException("not a search level: " + level);
        };
    }

    @Override
    public Budget playBudget() {
        return settings.playBudget();
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        long started = System.nanoTime();
        Bot.requireAwaited(state, seat);
        if (state.phase() == Phase.STAKE || GameKnowledge.of(state).search() == GameKnowledge.Search.OWN) {
            GameKnowledge known = GameKnowledge.of(state);
            if (known.ownBot() == null) {
                throw new IllegalArgumentException("no stake or own-search bot for " + known.game());
            }
            return known.ownBot().apply(level).choose(state, seat, rng, budget);
        }
        int[] moves = new MoveLists().list(state, seat);
        int n = moves.length;
        if (n == 1) {
            return moves[0];
        }
        for (int i = 0; i < n; i++) {
            if (winsAtOnce(state, seat, moves[i])) {
                return moves[i];
            }
        }
        GameKnowledge known = GameKnowledge.of(state);
        Knowledge boardKnowledge = known.search() == GameKnowledge.Search.ALPHA_BETA ? known.knowledge().get() : null;
        if (settings.strayChance() > 0 && rng.nextInt(1000) < settings.strayChance() * 1000) {
            return stray(state, seat, moves, boardKnowledge, rng);
        }
        int forced = boardKnowledge == null || settings.threatMoves() == 0 ? Knowledge.NO_WIN
                : boardKnowledge.forcedWin(state, seat, settings.threatMoves());
        if (forced != Knowledge.NO_WIN) {
            return forced;
        }
        if (boardKnowledge != null) {
            long positions = budget.iterations() > Budget.UNLIMITED / POSITIONS_PER_ITERATION ? Budget.UNLIMITED
                    : budget.iterations() * POSITIONS_PER_ITERATION;
            return new AlphaBeta(boardKnowledge, settings.maxDepth(), settings.noise(), settings.contempt())
                    .choose(state, seat, rng, new Budget(positions, timeLeft(budget, started)));
        }
        if (known.search() != GameKnowledge.Search.TREE) {
            throw new IllegalArgumentException("no search knowledge for " + state.getClass().getSimpleName());
        }
        return new Mcts(known.knowledge().get(), EXPLORATION, PLAYOUT_STEPS).search(state, seat, rng, budget).mostVisited();
    }

    /** What is left of a timed budget's time after what the threat search took, and never less than a tenth of it. */
    private static long timeLeft(Budget budget, long started) {
        if (!budget.timed()) {
            return budget.nanos();
        }
        return Math.max(budget.nanos() / 10, budget.nanos() - (System.nanoTime() - started));
    }

    /** A random move, or one of those within the knowledge's {@link Knowledge#strayMargin} of the best. */
    private static int stray(GameState state, int seat, int[] moves, Knowledge knowledge, Rng rng) {
        if (knowledge == null || knowledge.strayMargin() == Double.POSITIVE_INFINITY) {
            return moves[rng.nextInt(moves.length)];
        }
        double[] scores = new double[moves.length];
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < moves.length; i++) {
            scores[i] = knowledge.moveScore(state, seat, moves[i]);
            best = Math.max(best, scores[i]);
        }
        int[] plausible = new int[moves.length];
        int count = 0;
        for (int i = 0; i < moves.length; i++) {
            if (scores[i] >= best - knowledge.strayMargin()) {
                plausible[count++] = moves[i];
            }
        }
        return plausible[rng.nextInt(count)];
    }

    private static boolean winsAtOnce(GameState state, int seat, int move) {
        GameState after = state.copy();
        after.playLegal(seat, move);
        return after.isOver() && after.result().winners().contains(seat);
    }
}
