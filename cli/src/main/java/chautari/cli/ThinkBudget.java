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
     * The budget for the bot: its own play budget when neither is given, else the seconds, the
     * iterations, or both (whichever ends first). A bad value is a {@link GameException}.
     */
    static Budget of(Bot bot, Double seconds, Long iterations) {
        if (seconds != null) {
            checkSeconds(seconds);
        }
        if (iterations != null && iterations < 1) {
            throw new GameException("iterations must be a whole number, 1 or more, not " + iterations);
        }
        if (seconds == null && iterations == null) {
            return bot.playBudget();
        }
        long nanos = seconds == null ? Budget.UNLIMITED : Budget.seconds(seconds).nanos();
        return new Budget(iterations == null ? Budget.UNLIMITED : iterations, nanos);
    }

    static void checkSeconds(double seconds) {
        if (!(seconds > 0 && seconds <= MAX_SECONDS)) {
            throw new GameException(String.format(Locale.ROOT,
                    "seconds must be more than 0 and at most %.0f, not %s", MAX_SECONDS, seconds));
        }
    }
}
