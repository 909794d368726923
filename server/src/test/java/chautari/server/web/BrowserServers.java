package chautari.server.web;

import chautari.bots.Budget;
import chautari.server.ChautariServer;
import chautari.server.Limits;
import chautari.server.table.Draws;
import java.nio.file.Path;
import java.time.Duration;

/** The server the browser tests play at: no pause for the computer, a short think, no caps, seeded chance. */
final class BrowserServers {
    private BrowserServers() {
    }

    static ChautariServer.Config config(Path dir, String db) {
        return ChautariServer.Config.defaults(0, "jdbc:sqlite:" + dir.resolve(db)).withPause(Duration.ZERO)
                .withLimits(Limits.defaults().uncapped()).withRate(1_000_000, 1).withThinkCap(Budget.time(Duration.ofMillis(20)))
                .withDraws(Draws.seeded(2026));
    }
}
