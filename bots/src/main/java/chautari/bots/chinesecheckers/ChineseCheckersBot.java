package chautari.bots.chinesecheckers;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.chinesecheckers.ChineseCheckersState;
import java.time.Duration;

/**
 * A level's Chinese Checkers player, for 2, 3, 4 or 6 players, on its own copy of the position
 * ({@link Marbles}). Simple plays any move that goes forward; beginner the move that leaves it
 * least far to go ({@link Evaluation}); good and strong search ({@link RaceSearch}). With two
 * players good looks at its move and the answer, strong deepens alpha-beta as far as its budget
 * goes. With more, good looks two moves of its own ahead for the least way to go at their end. So
 * does strong among three, whose paths hardly cross, so that a plan of its own holds; among four or
 * six, where the others soon change the board, it looks three moves ahead and counts the way to go
 * after each, so that a step gained sooner counts more. (Measured against good, neither deeper
 * plans among three nor summed ones did better.)
 *
 * <p>A budget's iterations are {@value #POSITIONS_PER_ITERATION} positions each, as for the other
 * board games' searches.
 */
public final class ChineseCheckersBot implements Bot {
    static final long POSITIONS_PER_ITERATION = 100;
    /** How deep good looks: its own move and the answer to it, or two moves of its own among three or more. */
    static final int GOOD_DEPTH = 2;
    static final int STRONG_DEPTH = 32;
    /** How many of its own moves strong looks ahead among four or six players. */
    static final int STRONG_OWN_DEPTH = 3;
    static final long GOOD_ITERATIONS = 2_000;
    static final long STRONG_ITERATIONS = 20_000;
    private static final long RESERVE_NANOS = Duration.ofMillis(10).toNanos();
    private final Level level;
    private final Budget playBudget;

    public ChineseCheckersBot(Level level) {
        this.level = level;
        this.playBudget = switch (level) {
            case SIMPLE -> Budget.iterations(1);
            case BEGINNER -> Budget.time(Duration.ofMillis(40));
            case GOOD -> new Budget(GOOD_ITERATIONS, Duration.ofMillis(300).toNanos());
            case STRONG -> new Budget(STRONG_ITERATIONS, Duration.ofSeconds(1).toNanos());
        };
    }

    @Override
    public Budget playBudget() {
        return playBudget;
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        Bot.requireAwaited(state, seat);
        Marbles m = Marbles.of((ChineseCheckersState) state);
        int[] moves = new int[Marbles.MAX_MOVES];
        int n = m.moves(seat, moves);
        int move = n == 0 ? Marbles.PASS : switch (level) {
            case SIMPLE -> forward(m, seat, moves, n, rng);
            case BEGINNER -> greedy(m, seat, moves, n, rng);
            case GOOD -> search(m, seat, GOOD_DEPTH, false, budget, rng);
            case STRONG -> m.players == 2 ? search(m, seat, STRONG_DEPTH, false, budget, rng)
                    : search(m, seat, strongOwnDepth(m.players), strongSums(m.players), budget, rng);
        };
        return state.parseMove(m.text(move));
    }

    /** How many of its own moves strong looks ahead among three or more players. */
    static int strongOwnDepth(int players) {
        return players == 3 ? GOOD_DEPTH : STRONG_OWN_DEPTH;
    }

    /** Whether strong sums the ways to go after each of its moves ahead among three or more players, or counts the last. */
    static boolean strongSums(int players) {
        return players > 3;
    }

    private static int search(Marbles m, int seat, int depth, boolean pathSum, Budget budget, Rng rng) {
        long positions = budget.iterations() > Long.MAX_VALUE / POSITIONS_PER_ITERATION ? Long.MAX_VALUE
                : budget.iterations() * POSITIONS_PER_ITERATION;
        long deadline = budget.timed() ? System.nanoTime() + budget.nanos() - Math.min(budget.nanos() / 10, RESERVE_NANOS)
                : Long.MAX_VALUE;
        return new RaceSearch(m, positions, deadline, pathSum).best(seat, depth, rng);
    }

    /** A random move that takes a marble nearer its target's tip, else any move. */
    static int forward(Marbles m, int seat, int[] moves, int n, Rng rng) {
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (m.progress(seat, moves[i]) > 0) {
                moves[count++] = moves[i];
            }
        }
        return count > 0 ? moves[rng.nextInt(count)] : moves[rng.nextInt(n)];
    }

    /** The move that wins, else leaves the seat least far to go; ties drawn by the generator. */
    static int greedy(Marbles m, int seat, int[] moves, int n, Rng rng) {
        int best = Integer.MAX_VALUE;
        int chosen = moves[0];
        int ties = 0;
        for (int i = 0; i < n; i++) {
            int undo = m.make(moves[i]);
            int cost = m.won(seat) ? Integer.MIN_VALUE : Evaluation.cost(m, seat);
            m.unmake(moves[i], undo);
            if (cost < best) {
                best = cost;
                chosen = moves[i];
                ties = 1;
            } else if (cost == best && rng.nextInt(++ties) == 0) {
                chosen = moves[i];
            }
        }
        return chosen;
    }
}
