package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Presence and takeover, rematch, the record, health and the game list. */
class TableLifeTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("life.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    @DisplayName("presence shows who is connected; a seat gone two minutes can be handed to the computer, which then plays it at the default level")
    void presenceAndTakeover() throws Exception {
        JsonNode created = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
        String id = created.get("id").asText();
        String token2 = server.join(id, "Bikram").get("token").asText();
        WsClient one = server.connect(id, created.get("token").asText(), "seat 1");
        one.hello(0);
        JsonNode presence = one.next("presence");
        assertThat(presence.get("seats").get(0).get("connected").asBoolean()).isTrue();
        assertThat(presence.get("seats").get(1).get("connected").asBoolean()).isFalse();
        WsClient two = server.connect(id, token2, "seat 2");
        assertThat(one.next("presence").get("seats").get(1).get("connected").asBoolean()).isTrue();
        two.close();
        assertThat(one.next("presence").get("seats").get(1).get("connected").asBoolean()).isFalse();

        one.send(Map.of("type", "takeover", "seat", 2));
        JsonNode early = one.next("error");
        assertThat(early.get("code").asText()).isEqualTo("not-away-long-enough");
        assertThat(server.table(id).get("seats").get(1).get("kind").asText()).isEqualTo("human");

        server.clock.advance(Duration.ofMinutes(2));
        one.send(Map.of("type", "takeover", "seat", 2));
        JsonNode event = one.next("event");
        assertThat(event.get("kind").asText()).isEqualTo("takeover");
        assertThat(event.get("seat").asInt()).isEqualTo(2);
        assertThat(server.table(id).get("seats").get(1).get("kind").asText()).isEqualTo("computer");
        assertThat(server.table(id).get("seats").get(1).get("level").asText()).as("a takeover plays the default level")
                .isEqualTo("good");
        JsonNode computerMove = one.next("event");
        assertThat(computerMove.get("seat").asInt()).isEqualTo(2);
        assertThat(computerMove.get("by").asText()).isIn("computer", "table");

        one.send(Map.of("type", "takeover", "seat", 2));
        assertThat(one.next("error").get("code").asText()).isEqualTo("already-computer");
        one.send(Map.of("type", "takeover", "seat", 1));
        assertThat(one.next("error").get("code").asText()).isEqualTo("own-seat");
        one.close();
    }

    @Test
    @DisplayName("rematch: both agree, a new table with the seats moved on, everyone moves to it together; the finished table keeps its record")
    void rematch() throws Exception {
        JsonNode created = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
        String id = created.get("id").asText();
        String token1 = created.get("token").asText();
        String token2 = server.join(id, "Bikram").get("token").asText();
        assertThat(server.get("/api/tables/" + id + "/record").status()).isEqualTo(409);
        WsClient early = server.connect(id, token1, "early");
        early.send(Map.of("type", "rematch"));
        assertThat(early.next("error").get("code").asText()).isEqualTo("not-over");
        early.close();
        BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
        WsClient one = server.connect(id, token1, "seat 1", shared);
        WsClient two = server.connect(id, token2, "seat 2", shared);
        one.hello(0);
        two.hello(0);
        JsonNode end = new GameDriver(shared, 5).playToEnd();
        int last = end.get("seq").asInt();
        one.stateAt(last);
        two.stateAt(last);

        one.send(Map.of("type", "rematch"));
        assertThat(one.next("event").get("kind").asText()).isEqualTo("rematch-agree");
        assertThat(two.next("event").get("kind").asText()).isEqualTo("rematch-agree");
        two.send(Map.of("type", "rematch"));
        assertThat(two.next("event").get("kind").asText()).isEqualTo("rematch-agree");
        assertThat(one.next("event").get("kind").asText()).isEqualTo("rematch-agree");
        String next = one.next("event").get("next").asText();
        JsonNode told = two.next("event");
        assertThat(told.get("kind").asText()).isEqualTo("rematch");
        assertThat(told.get("next").asText()).isEqualTo(next);
        two.send(Map.of("type", "rematch"));
        assertThat(two.next("error").get("code").asText()).isEqualTo("rematch-exists");

        JsonNode fresh = server.table(next);
        assertThat(fresh.get("previous").asText()).isEqualTo(id);
        assertThat(fresh.get("seats").get(0).get("name").asText()).as("who sat second moves first").isEqualTo("Bikram");
        assertThat(fresh.get("seats").get(1).get("name").asText()).isEqualTo("Asha");
        assertThat(fresh.get("status").asText()).isEqualTo("playing");
        WsClient again = server.connect(next, token1, "Asha at the rematch");
        again.hello(0);
        assertThat(again.next("state").get("mine").has("2")).as("the same token holds seat 2 at the rematch").isTrue();
        assertThat(server.table(id).get("next").asText()).isEqualTo(next);
        String record = server.get("/api/tables/" + id + "/record").body();
        assertThat(record).startsWith("game kimasai\nplayers 2\noptions \nseed ");
        one.close();
        two.close();
        again.close();
    }

    @Test
    @DisplayName("GET /health and GET /api/games answer")
    void healthAndGames() throws Exception {
        TestServer.Response health = server.get("/health");
        assertThat(health.status()).isEqualTo(200);
        assertThat(health.json().get("status").asText()).isEqualTo("ok");
        TestServer.Response games = server.get("/api/games");
        assertThat(games.body()).contains("\"id\":\"kimasai\"");
        assertThat(server.get("/").body()).contains("Chautari");
    }
}
