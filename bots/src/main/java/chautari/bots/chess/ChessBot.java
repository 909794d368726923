package chautari.bots.chess;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.chess.ChessState;
import java.time.Duration;

/**
 * A level's chess player at the table: a fresh {@link ChessPlayer} a move, on a copy of the
 * position, so the bot keeps nothing between calls; the time making them takes, and a small reserve,
 * count against the budget. A budget's iterations are
 * {@value #POSITIONS_PER_ITERATION} positions each, as for the other board games' alpha-beta.
 */
public final class ChessBot implements Bot {
    static final long POSITIONS_PER_ITERATION = 100;
    private static final long MAX_RESERVE_NANOS = Duration.ofMillis(10).toNanos();
    private final Level level;
    private final Budget playBudget;

    public ChessBot(Level level) {
        this.level = level;
        this.playBudget = switch (level) {
            case BEGINNER -> Budget.time(Duration.ofMillis(100));
            case GOOD -> Budget.time(Duration.ofMillis(300));
            case STRONG -> Budget.time(Duration.ofSeconds(1));
            default -> throw new IllegalArgumentException("not a chess search level: " + level);
        };
    }

    @Override
    public Budget playBudget() {
        return playBudget;
    }

    /** Time kept back from a think's budget for unwinding the search and answering: a tenth, at most 10 ms. */
    static long reserve(long nanos) {
        return Math.min(nanos / 10, MAX_RESERVE_NANOS);
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        Bot.requireAwaited(state, seat);
        long begin = System.nanoTime();
        long positions = budget.iterations() > SearchLimits.UNLIMITED / POSITIONS_PER_ITERATION ? SearchLimits.UNLIMITED
                : budget.iterations() * POSITIONS_PER_ITERATION;
        ChessPlayer player = new ChessPlayer(level);
        long left = budget.timed() ? Math.max(1, budget.nanos() - reserve(budget.nanos()) - (System.nanoTime() - begin))
                : SearchLimits.UNLIMITED;
        return player.think(((ChessState) state).position().copy(), rng, new SearchLimits(Integer.MAX_VALUE, positions, left), info -> { }, () -> false).move();
    }
}
