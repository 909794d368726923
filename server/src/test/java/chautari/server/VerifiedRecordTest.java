package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.FairThrows;
import chautari.engine.GameRecord;
import chautari.engine.Games;
import chautari.engine.Verification;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A finished table's record, as /api/tables/{id}/record gives it, passes FairThrows.verify: what ./chautari verify and /verify check. */
class VerifiedRecordTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("verified.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"kasimala", "pasa", "kauda"})
    @DisplayName("a whole game against the computer: its record carries the fairness lines and every throw verifies")
    void aFinishedTablesRecordVerifies(String game) throws Exception {
        WholeGameTest.Played played = WholeGameTest.play(server, Games.byName(game), "computer", game.hashCode() + 13);
        Assumptions.assumeTrue(server.table(played.id()).has("fairness"), "the server seals its throws (issue 13's server side)");
        GameRecord record = GameRecord.parse(server.get("/api/tables/" + played.id() + "/record").body());
        assertThat(record.fairness()).isNotNull();
        assertThat(record.fairness().tableId()).isEqualTo(played.id());
        assertThat(record.fairness().commitment()).isEqualTo(server.table(played.id()).get("fairness").get("commitment").asText());
        Verification verification = FairThrows.verify(record);
        assertThat(verification.problems()).isEmpty();
        assertThat(verification.checks()).isNotEmpty().allMatch(Verification.ThrowCheck::ok);
    }
}
