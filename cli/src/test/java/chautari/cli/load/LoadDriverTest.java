package chautari.cli.load;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.server.ChautariServer;
import chautari.server.Limits;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class LoadDriverTest {
    @TempDir
    Path folder;

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void everyMoveSentReachesBothSeatsOfFourTables() throws Exception {
        ChautariServer.Config config = ChautariServer.Config.defaults(0, "jdbc:sqlite:" + folder.resolve("load.db"))
                .withPause(Duration.ZERO).withLimits(Limits.defaults().uncapped());
        try (ChautariServer server = ChautariServer.start(config);
             LoadDriver driver = new LoadDriver(URI.create("http://127.0.0.1:" + server.port()), "kimasai", 7, 1, 2)) {
            driver.open(4, 2, Duration.ofSeconds(60));
            assertThat(driver.counts.socketsOpen.sum()).isEqualTo(8);

            pace(driver, 500, 80);

            assertThat(driver.drain(Duration.ofSeconds(60))).isZero();
            LoadCounts c = driver.counts;
            assertThat(c.errors()).isEmpty();
            assertThat(c.unmatched.sum()).isZero();
            assertThat(c.seenByOther.sum()).isEqualTo(80);
            assertThat(c.seenBySelf.sum()).isEqualTo(80);
            assertThat(c.toOther.count()).isEqualTo(80);
            assertThat(driver.playingTables()).isEqualTo(4);
            assertThat(driver.serverTables()).isEqualTo(4 + (int) c.gamesFinished.sum());
            assertThat(c.socketsOpen.sum()).isEqualTo(8);
        }
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void aFinishedGameIsReplacedByANewTableAndNoMoveIsLost() throws Exception {
        ChautariServer.Config config = ChautariServer.Config.defaults(0, "jdbc:sqlite:" + folder.resolve("replace.db"))
                .withPause(Duration.ZERO).withLimits(Limits.defaults().uncapped()).withRate(10_000, 10_000);
        try (ChautariServer server = ChautariServer.start(config);
             LoadDriver driver = new LoadDriver(URI.create("http://127.0.0.1:" + server.port()), "kimasai", 3, 1, 2)) {
            driver.open(2, 2, Duration.ofSeconds(60));

            pace(driver, 2_000, 1_500);

            assertThat(driver.drain(Duration.ofSeconds(60))).isZero();
            LoadCounts c = driver.counts;
            assertThat(c.errors()).isEmpty();
            assertThat(c.unmatched.sum()).isZero();
            assertThat(c.gamesFinished.sum()).isPositive();
            assertThat(c.seenByOther.sum()).isEqualTo(1_500);
            assertThat(c.seenBySelf.sum()).isEqualTo(1_500);
            assertThat(driver.playingTables()).isEqualTo(2);
            assertThat(driver.tablesMade()).isEqualTo(2 + c.gamesFinished.sum());
            assertThat(driver.serverTables()).isEqualTo(2 + (int) c.gamesFinished.sum());
        }
    }

    /**
     * Runs the pacer to its last move. Should every table stop being offered moves (an answer lost, say), the pacer
     * would wait for ever; after two minutes without its last move it is stopped and the test fails with what the
     * driver counted, instead of a bare timeout.
     */
    private static void pace(LoadDriver driver, double rate, long moves) throws InterruptedException {
        Pacer pacer = new Pacer(driver, rate, moves);
        Thread thread = Thread.ofPlatform().name("pacer").start(pacer);
        thread.join(Duration.ofMinutes(2));
        if (thread.isAlive()) {
            pacer.stop();
            thread.join();
        }
        LoadCounts c = driver.counts;
        assertThat(c.movesSent.sum()).as("moves sent; errors %s, tables playing %d, made %d, games finished %d,"
                        + " moves on their way %d", c.errors(), driver.playingTables(), driver.tablesMade(),
                c.gamesFinished.sum(), driver.drain(Duration.ZERO))
                .isEqualTo(moves);
    }
}
