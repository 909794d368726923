package chautari.server.table;

import chautari.engine.Game;
import chautari.server.metrics.ServerMetrics;
import chautari.server.store.Store;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;

/** What every table shares: the store, the clock, the timers for computer seats, the computer players, the draws, the measures. */
record TableContext(Store store, Clock clock, ScheduledExecutorService scheduler, BotPool bots,
                    Duration computerPause, Duration takeoverAfter, Function<String, Game> games,
                    Tables tables, Draws draws, ServerMetrics metrics) {
}
