package chautari.server.table;

import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A flag falling at a table with clocks: the seat whose clock reaches zero loses on time ({@link Endings#timedOut}).
 * The table looks before it takes a throw or a move and whenever it plays on by itself, and a timer set for the
 * moment the running clock would reach zero looks too. Under the table's lock.
 */
final class Flags {
    private final Play play;
    private final Clocks clocks;
    private final PlayersEnd endings;
    private final TableContext ctx;
    private final Runnable onTimer;
    private ScheduledFuture<?> timer;

    /** {@code onTimer}: what the timer runs, which takes the table's lock and calls {@link #fell}. */
    Flags(Play play, Clocks clocks, PlayersEnd endings, TableContext ctx, Runnable onTimer) {
        this.play = play;
        this.clocks = clocks;
        this.endings = endings;
        this.ctx = ctx;
        this.onTimer = onTimer;
    }

    /** Records the flag of the seat whose time is gone, if any, and tells everyone; answers whether one fell. */
    boolean fell() {
        if (!play.isPlaying() || play.isAway()) {
            return false;
        }
        int seat = clocks.outOfTime(ctx.clock().millis());
        if (seat == 0) {
            return false;
        }
        endings.timeRanOut(seat);
        return true;
    }

    /** Sets the timer for when the running clock would reach zero, in place of the last; none while no clock runs. */
    void arm() {
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
        Duration left = play.isPlaying() && !play.isAway() ? clocks.untilFlag(ctx.clock().millis()) : null;
        if (left == null) {
            return;
        }
        try {
            timer = ctx.scheduler().schedule(onTimer, left.toMillis() + 1, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException stopping) {
            // the server is stopping; the flag falls when the table is rebuilt
        }
    }
}
