package chautari.bots.dots;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.dots.DotsState;
import java.time.Duration;

/**
 * A level's Dots and Boxes player, for 2 to 4 players. Every level takes a box there to take,
 * draws a safe line (one that gives no box away) while there is one, and else opens what gives
 * the fewest boxes away. Strong, once few safe lines are left, plays the rest out in thought with
 * {@link DotsSolver}: so it fights for the last safe line (the long chain rule) and double-deals
 * where that keeps control. Beginner now and then draws any line.
 *
 * <p>A budget's iterations are {@value #POSITIONS_PER_ITERATION} positions each, as for the other
 * board games' searches.
 */
public final class DotsBot implements Bot {
    static final long POSITIONS_PER_ITERATION = 100;
    /** How few safe lines must be left before strong searches: before that any safe line does as well. */
    static final int SAFE_LINES_SEARCHED = 10;
    private static final int BEGINNER_STRAY_PERCENT = 30;

    private final Level level;
    private final Budget playBudget;

    public DotsBot(Level level) {
        this.level = level;
        this.playBudget = switch (level) {
            case BEGINNER -> Budget.time(Duration.ofMillis(40));
            case GOOD -> Budget.time(Duration.ofMillis(300));
            case STRONG -> Budget.time(Duration.ofSeconds(1));
            default -> throw new IllegalArgumentException("not a Dots and Boxes level: " + level);
        };
    }

    @Override
    public Budget playBudget() {
        return playBudget;
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        Bot.requireAwaited(state, seat);
        DotsBoard board = DotsBoard.of((DotsState) state);
        if (level == Level.BEGINNER && rng.nextInt(100) < BEGINNER_STRAY_PERCENT) {
            int[] lines = board.undrawn();
            return lines[rng.nextInt(lines.length)];
        }
        if (level == Level.STRONG && board.safeLines().length <= SAFE_LINES_SEARCHED) {
            long positions = budget.iterations() > Long.MAX_VALUE / POSITIONS_PER_ITERATION ? Long.MAX_VALUE
                    : budget.iterations() * POSITIONS_PER_ITERATION;
            long deadline = budget.timed() ? System.nanoTime() + budget.nanos() : Long.MAX_VALUE;
            try {
                return new DotsSolver(positions, deadline).best(board).line();
            } catch (DotsSolver.OutOfBudget e) {
                // too many positions for the budget: play as good does
            }
        }
        return plain(board, rng);
    }

    /** Takes a box, else a random safe line, else the line that gives the fewest boxes away. */
    static int plain(DotsBoard board, Rng rng) {
        int box = board.capturable();
        if (box >= 0) {
            return board.open(box)[0];
        }
        int[] safe = board.safeLines();
        if (safe.length > 0) {
            return safe[rng.nextInt(safe.length)];
        }
        int[] lines = board.undrawn();
        int[] fewest = new int[lines.length];
        int count = 0;
        int least = Integer.MAX_VALUE;
        for (int line : lines) {
            int given = givenAway(board, line);
            if (given < least) {
                least = given;
                count = 0;
            }
            if (given == least) {
                fewest[count++] = line;
            }
        }
        return fewest[rng.nextInt(count)];
    }

    /** The boxes the next player takes, taking all it can, after the line. */
    private static int givenAway(DotsBoard board, int line) {
        DotsBoard after = board.copy();
        after.play(line);
        int taker = after.mover();
        while (!after.over() && after.mover() == taker && after.capturable() >= 0) {
            after.play(after.open(after.capturable())[0]);
        }
        return after.gained()[taker - 1];
    }
}
