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
    private static final long FAULT_MOVES = 150;

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
     * The load under a fault, in small: its server restarted gracefully mid-run; the sockets come back, nothing is lost.
     * A socket that connects again just as the first server's Jetty stops can wait out its connect timeout (a connection
     * accepted then is left unanswered until the process exits, which this one does not), so the other tables may
     * carry the pacer to its last move while that table's dropped move is still to be sent again.
     */
    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void aServerRestartedMidRunLosesNoAckedMove() throws Exception {
        ChautariServer.Config config = ChautariServer.Config.defaults(0, "jdbc:sqlite:" + folder.resolve("fault.db"))
                .withPause(Duration.ZERO).withLimits(Limits.defaults().uncapped()).withRate(10_000, 10_000);
        ChautariServer first = ChautariServer.start(config);
        int port = first.port();
        ChautariServer second = null;
        try (LoadDriver driver = new LoadDriver(URI.create("http://127.0.0.1:" + port), "kimasai", 11, 1, 2)) {
            driver.expectFaults();
            driver.open(3, 3, Duration.ofSeconds(60));
            Pacer pacer = new Pacer(driver, 300, FAULT_MOVES);
            Thread pacing = Thread.ofPlatform().name("pacer").start(pacer);
            while (driver.counts.movesSent.sum() < FAULT_MOVES / 3 && pacing.isAlive()) {
                Thread.onSpinWait();
            }
            first.stop();
            ChautariServer.Config c = config;
            second = ChautariServer.start(new ChautariServer.Config(port, c.dbUrl(), c.computerPause(), c.takeoverAfter(),
                    c.clock(), c.limits(), c.games(), c.bots(), c.thinkCap(), c.host(), c.publicUrl(), c.node(), c.draws(),
                    c.metrics()));
            pacing.join(Duration.ofSeconds(60));
            pacer.stop();
            pacing.join();
            // Longer than the driver's connect timeout (30 s), which a socket caught as the server stopped waits out.
            assertThat(driver.drain(Duration.ofSeconds(60))).isZero();

            FaultCheck check = FaultCheck.of(driver);
            assertThat(driver.counts.movesSent.sum()).isEqualTo(FAULT_MOVES);
            assertThat(driver.counts.closes()).containsKey("closed 1012");
            LoadCounts n = driver.counts;
            assertThat(check.acked()).as("acked, of %d sent, %d of them again, %d still to send again; refusals %s,"
                            + " closes %s, lost with their socket %d, stored late %d", FAULT_MOVES, n.resent.sum(),
                    check.unsent(), n.refusals(), n.closes(), n.lostWithSocket.sum(), n.storedLate.sum())
                    .isGreaterThanOrEqualTo(FAULT_MOVES - n.resent.sum() - check.unsent());
            assertThat(check.lost()).as("lost: " + check.problems()).isZero();
            assertThat(check.toldTwice() + check.storedTwice()).as("duplicated").isZero();
            assertThat(check.clean()).as(check.problems().toString()).isTrue();
            assertThat(driver.counts.errors()).isEmpty();
        } finally {
            first.close();
            if (second != null) {
                second.close();
            }
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
