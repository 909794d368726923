package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import chautari.server.store.Database;
import chautari.server.store.Store;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The graceful stop that SIGTERM runs ({@link ChautariServer#stop}): no told move lost, every client told to come back. */
class GracefulStopTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("a graceful stop with a move in flight: the clients see 1012, every move told is stored, and a new server plays on")
    void stopTellsClientsToComeBackAndLosesNoMove() throws Exception {
        String db = "jdbc:sqlite:" + dir.resolve("stop.db");
        String id;
        String token;
        List<String> told;
        int toldSeq;
        try (TestServer first = TestServer.start(db)) {
            JsonNode created = first.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha"));
            id = created.get("id").asText();
            token = created.get("token").asText();
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient player = first.connect(id, token, "player", shared);
            player.hello(0);
            WsClient watcher = first.connect(id, null, "watcher");
            watcher.hello(0);
            JsonNode state = new GameDriver(shared, 12).playUntil(s -> s.get("seq").asInt() >= 6);
            int seq = state.get("seq").asInt();
            var offer = state.get("mine").properties().iterator().next();
            player.send(GameDriver.action(Integer.parseInt(offer.getKey()), offer.getValue(), seq, new Rng(5)));
            first.server.stop(); // as the shutdown hook does, while the move may still be on its way
            assertThat(player.next("closed").get("code").asInt()).isEqualTo(1012);
            assertThat(watcher.next("closed").get("code").asInt()).isEqualTo(1012);
            told = RestartAndResumeTest.texts(player.events());
            toldSeq = player.events().getLast().get("seq").asInt();
            assertThat(toldSeq).isGreaterThanOrEqualTo(seq);
        }
        try (Database stored = new Database(db)) { // read before a server loads the table and its computer plays on
            assertThat(new Store(stored.dataSource()).lastSeq(id)).as("every event told was stored, and nothing else")
                    .isEqualTo(toldSeq);
        }
        try (TestServer second = TestServer.start(db)) {
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient player = second.connect(id, token, "player again", shared);
            player.hello(0);
            new GameDriver(shared, 13).playUntil(s -> s.get("seq").asInt() >= toldSeq + 4);
            assertThat(RestartAndResumeTest.texts(player.events()).subList(0, told.size())).isEqualTo(told);
            player.close();
        }
    }
}
