package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code chautari backup}: a copy of a running store that a server starts on and plays on from. */
class BackupTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("a backup taken mid-game restores: a server on the copy holds the game as it was and plays it on")
    void backupMidGameRestores() throws Exception {
        String db = "jdbc:sqlite:" + dir.resolve("live.db");
        Path copy = dir.resolve("backups/copy.db");
        String id;
        String token;
        List<String> backedUp;
        try (TestServer live = TestServer.start(db)) {
            JsonNode created = live.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha"));
            id = created.get("id").asText();
            token = created.get("token").asText();
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient client = live.connect(id, token, "live", shared);
            client.hello(0);
            GameDriver driver = new GameDriver(shared, 33);
            driver.playUntil(state -> state.get("seq").asInt() >= 8);
            backedUp = RestartAndResumeTest.texts(client.events());
            assertThat(backup(db, copy)).isZero();
            driver.playUntil(state -> state.get("seq").asInt() >= backedUp.size() + 4);
            assertThat(live.seq(id)).as("the live store went on").isGreaterThan(backedUp.size());
            client.abort();
        }
        try (TestServer restored = TestServer.start("jdbc:sqlite:" + copy)) {
            assertThat(restored.seq(id)).as("the copy is the store as it was").isEqualTo(backedUp.size());
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient client = restored.connect(id, token, "restored", shared);
            client.hello(0);
            JsonNode on = new GameDriver(shared, 34).playUntil(state -> state.get("seq").asInt() >= backedUp.size() + 4);
            assertThat(on.get("seq").asInt()).isGreaterThanOrEqualTo(backedUp.size() + 4);
            List<String> all = RestartAndResumeTest.texts(client.events());
            assertThat(all.subList(0, backedUp.size())).isEqualTo(backedUp);
            client.close();
        }
    }

    @Test
    @DisplayName("a backup refuses a file that exists, a store that does not, and PostgreSQL, each with a clear error")
    void backupRefuses() throws Exception {
        String db = "jdbc:sqlite:" + dir.resolve("store.db");
        try (TestServer server = TestServer.start(db)) {
            Path existing = Files.writeString(dir.resolve("kept.db"), "mine");
            StringWriter err = new StringWriter();
            assertThat(backup(db, existing, err)).isEqualTo(2);
            assertThat(err.toString()).contains("exists already");
            assertThat(Files.readString(existing)).as("left as it was").isEqualTo("mine");
            err = new StringWriter();
            assertThat(backup("jdbc:sqlite:" + dir.resolve("none.db"), dir.resolve("a.db"), err)).isEqualTo(2);
            assertThat(err.toString()).contains("no store at");
            err = new StringWriter();
            assertThat(backup("jdbc:postgresql://localhost/chautari", dir.resolve("b.db"), err)).isEqualTo(2);
            assertThat(err.toString()).contains("pg_dump");
            assertThat(dir.resolve("a.db")).doesNotExist();
            assertThat(dir.resolve("b.db")).doesNotExist();
            assertThat(dir.resolve("none.db")).doesNotExist();
        }
    }

    private static int backup(String db, Path file) {
        return backup(db, file, new StringWriter());
    }

    private static int backup(String db, Path file, StringWriter err) {
        return new CommandLine(new BackupMain()).setOut(new PrintWriter(new StringWriter())).setErr(new PrintWriter(err))
                .execute("--db", db, file.toString());
    }
}
