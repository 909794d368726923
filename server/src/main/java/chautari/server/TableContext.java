package chautari.server;

import chautari.bots.Bot;
import chautari.engine.Game;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;

/** What every table shares: the store, the clock, the scheduler for computer seats, the bot. */
record TableContext(Store store, Clock clock, ScheduledExecutorService scheduler, Bot bot,
                    Duration computerPause, Duration takeoverAfter, Function<String, Game> games,
                    Tables tables) {
}
