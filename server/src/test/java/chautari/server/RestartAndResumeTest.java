package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameRecord;
import chautari.engine.Match;
import chautari.server.table.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RestartAndResumeTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("restart: stop the server mid-game, start it on the same file, finish; the record replays and no acknowledged move is missing")
    void restartMidGameLosesNothing() throws Exception {
        restartMidGame("jdbc:sqlite:" + dir.resolve("restart.db"), 404);
    }

    static void restartMidGame(String db, long seed) throws Exception {
        String id;
        String token;
        List<String> acknowledged;
        try (TestServer first = TestServer.start(db)) {
            JsonNode created = first.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha"));
            id = created.get("id").asText();
            token = created.get("token").asText();
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient client = first.connect(id, token, "before", shared);
            client.hello(0);
            JsonNode paused = new GameDriver(shared, seed).playUntil(state -> state.get("seq").asInt() >= 12);
            assertThat(paused.get("status").asText()).isEqualTo("playing");
            acknowledged = texts(client.events());
            assertThat(acknowledged).hasSizeGreaterThanOrEqualTo(12);
            client.abort();
        }
        try (TestServer second = TestServer.start(db)) {
            assertThat(second.table(id).get("seq").asInt()).isEqualTo(acknowledged.size());
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient client = second.connect(id, token, "after", shared);
            client.hello(0);
            JsonNode end = new GameDriver(shared, seed + 1).playToEnd();
            List<String> all = texts(client.events());
            assertThat(all.subList(0, acknowledged.size())).as("every acknowledged event, unchanged").isEqualTo(acknowledged);
            GameRecord record = GameRecord.parse(second.get("/api/tables/" + id + "/record").body());
            Match replay = Match.replay(record);
            assertThat(replay.state().isOver()).isTrue();
            assertThat((JsonNode) Json.MAPPER.valueToTree(replay.state().board())).isEqualTo(end.get("board"));
            assertThat(record.events().stream().map(GameRecord.Event::toString).toList()).isEqualTo(all);
            client.close();
        }
    }

    @Test
    @DisplayName("a client that drops and resumes gets every missed event once, in order")
    void resumeGetsEveryMissedEventOnce() throws Exception {
        try (TestServer server = TestServer.start("jdbc:sqlite:" + dir.resolve("resume.db"))) {
            JsonNode created = server.create(Map.of("game", "kimasai", "mode", "pass", "name", "Asha"));
            String id = created.get("id").asText();
            String token = created.get("token").asText();
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient player = server.connect(id, token, "player", shared);
            player.hello(0);
            WsClient watcher = server.connect(id, null, "watcher");
            watcher.hello(0);
            GameDriver driver = new GameDriver(shared, 77);
            driver.playUntil(state -> state.get("seq").asInt() >= 4);
            int seen = watcher.stateAt(4).get("seq").asInt();
            watcher.abort();
            driver.playUntil(state -> state.get("seq").asInt() >= seen + 10);
            int now = server.table(id).get("seq").asInt();
            WsClient back = server.connect(id, null, "watcher again");
            back.hello(seen);
            back.stateAt(now);
            List<Integer> seqs = back.events().stream().map(e -> e.get("seq").asInt()).toList();
            assertThat(seqs).isEqualTo(java.util.stream.IntStream.rangeClosed(seen + 1, now).boxed().toList());
            List<String> expected = texts(player.events()).subList(seen, now);
            assertThat(texts(back.events())).isEqualTo(expected);
            back.close();
            player.close();
        }
    }

    static List<String> texts(List<JsonNode> events) {
        return GameDriver.gameEvents(events).stream()
                .map(e -> e.get("kind").asText() + " " + e.get("seat").asInt() + " " + e.get("text").asText()).toList();
    }
}
