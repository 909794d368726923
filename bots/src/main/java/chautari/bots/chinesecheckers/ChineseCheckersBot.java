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
 * least far to go ({@link Evaluation}); good and strong search.
 *
 * <p>A budget's iterations are {@value #POSITIONS_PER_ITERATION} positions each, as for the other
 * board games' searches.
 */
public final class ChineseCheckersBot implements Bot {
    static final long POSITIONS_PER_ITERATION = 100;
    private final Level level;
    private final Budget playBudget;

    public ChineseCheckersBot(Level level) {
        this.level = level;
        this.playBudget = switch (level) {
            case SIMPLE -> Budget.iterations(1);
            case BEGINNER -> Budget.time(Duration.ofMillis(40));
            case GOOD -> Budget.time(Duration.ofMillis(300));
            case STRONG -> Budget.time(Duration.ofSeconds(1));
        };
    }

    @Override
    public Budget playBudget() {
        return playBudget;
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        if (!state.awaits(seat)) {
            throw new IllegalArgumentException("seat " + seat + " has no move to make now");
        }
        Marbles m = Marbles.of((ChineseCheckersState) state);
        int[] moves = new int[Marbles.MAX_MOVES];
        int n = m.moves(seat, moves);
        int move = n == 0 ? Marbles.PASS : switch (level) {
            case SIMPLE -> forward(m, seat, moves, n, rng);
            default -> greedy(m, seat, moves, n, rng);
        };
        return state.parseMove(m.text(move));
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
