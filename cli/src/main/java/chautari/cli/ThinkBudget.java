package chautari.cli;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.engine.GameException;
import java.util.Locale;

/** What one think may spend, from a number of seconds, a number of iterations, both, or neither. */
final class ThinkBudget {
    /** More than this is surely a slip: nobody waits a minute for one move. */
    static final double MAX_SECONDS = 60;

    private ThinkBudget() {
    }

    /**
     * The bot's own play budget, with its time replaced by the seconds and its iterations by
     * the iterations where given. Iterations without seconds drop the time: the same seed
     * then gives the same choice. A bad value is a {@link GameException}.
     */
    static Budget of(Bot bot, Double seconds, Long iterations) {
        if (seconds != null) {
            checkSeconds(seconds);
        }
        if (iterations != null && iterations < 1) {
            throw new GameException("iterations must be a whole number, 1 or more, not " + iterations);
        }
        Budget own = bot.playBudget();
        long nanos = seconds != null ? Budget.seconds(seconds).nanos() : iterations != null ? Budget.UNLIMITED : own.nanos();
        return new Budget(iterations != null ? iterations : own.iterations(), nanos);
    }

    static void checkSeconds(double seconds) {
        if (!(seconds > 0 && seconds <= MAX_SECONDS)) {
            throw new GameException(String.format(Locale.ROOT,
                    "seconds must be more than 0 and at most %.0f, not %s", MAX_SECONDS, seconds));
        }
    }
}
