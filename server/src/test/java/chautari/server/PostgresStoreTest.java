package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import chautari.engine.Games;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The store on a real PostgreSQL: CHAUTARI_TEST_PG gives its JDBC URL (.ci/run installs,
 * starts and sets it). Skipped on a machine without it, but never in CI.
 */
class PostgresStoreTest {
    static String url;

    @BeforeAll
    static void needsPostgres() {
        url = System.getenv("CHAUTARI_TEST_PG");
        if ((url == null || url.isBlank()) && "true".equals(System.getenv("CI"))) {
            fail("CI must run the PostgreSQL test: .ci/run sets CHAUTARI_TEST_PG");
        }
        Assumptions.assumeTrue(url != null && !url.isBlank(), "CHAUTARI_TEST_PG is not set");
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
