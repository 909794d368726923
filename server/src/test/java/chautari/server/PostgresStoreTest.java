package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Games;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The store on a real PostgreSQL: CHAUTARI_TEST_PG gives its JDBC URL (.ci/run installs,
 * starts and sets it). Skipped on a machine without it, but never in CI.
 */
@ResourceLock(ClusterNodes.DATABASE)
class PostgresStoreTest {
    static String url;

    @BeforeAll
    static void needsPostgres() {
        url = ClusterNodes.postgresUrl();
    }

    @Test
    @DisplayName("PostgreSQL: a whole game against the computer over the wire, and its record replays")
    void wholeGame() throws Exception {
        try (TestServer server = TestServer.start(url)) {
            WholeGameTest.Played played = WholeGameTest.play(server, Games.byName("kimasai"), "computer", 9);
            WholeGameTest.assertReplaysToTheEnd(server, played, 9);
            assertThat(server.get("/health").json().get("status").asText()).isEqualTo("ok");
        }
    }

    @Test
    @DisplayName("PostgreSQL: stop mid-game, restart on the same database, finish without losing a move")
    void restart() throws Exception {
        RestartAndResumeTest.restartMidGame(url, 505);
    }
}
