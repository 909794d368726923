package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Quick reactions at a friends table, over the socket: sent, told, refused when they should be, kept over a restart. */
class ReactionsTest {
    @TempDir
    Path dir;

    private String db(String name) {
        return "jdbc:sqlite:" + dir.resolve(name);
    }

    private record Friends(String id, String token1, WsClient one, WsClient two) {
    }

    private static Friends friends(TestServer server) throws Exception {
        JsonNode created = server.create(Map.of("game", "baghchal", "mode", "friends", "name", "Asha"));
        String id = created.get("id").asText();
        String token2 = server.join(id, "Bikram").get("token").asText();
        WsClient one = server.connect(id, created.get("token").asText(), "seat 1");
        WsClient two = server.connect(id, token2, "seat 2");
        one.hello(0);
        two.hello(0);
        one.next("state");
        two.next("state");
        return new Friends(id, created.get("token").asText(), one, two);
    }

    private static JsonNode reactionTo(WsClient client) {
        while (true) {
            JsonNode e = client.next("event");
            if (e.get("kind").asText().equals("reaction")) {
                return e;
            }
        }
    }

    private static String errorCode(WsClient client, Map<String, ?> message) {
        client.send(message);
        return client.next("error").get("code").asText();
    }

    private static int seq(TestServer server, String id) throws Exception {
        return server.table(id).get("seq").asInt();
    }

    @Test
    @DisplayName("a seated player's reaction is stored and told to the other seat, with the seat it came from")
    void sendAndReceive() throws Exception {
        try (TestServer server = TestServer.start(db("send.db"))) {
            Friends f = friends(server);
            int before = seq(server, f.id());
            f.one().send(Map.of("type", "react", "reaction", "well-played"));
            JsonNode event = reactionTo(f.two());
            assertThat(event.get("seat").asInt()).isEqualTo(1);
            assertThat(event.get("reaction").asText()).isEqualTo("well-played");
            assertThat(event.get("seq").asInt()).isEqualTo(before + 1);
            assertThat(reactionTo(f.one()).get("seq").asInt()).isEqualTo(before + 1);
        }
    }

    @Test
    @DisplayName("refused, nothing stored: an unknown reaction, free text, another seat, a spectator, a computer table")
    void refusals() throws Exception {
        try (TestServer server = TestServer.start(db("refused.db"))) {
            Friends f = friends(server);
            int before = seq(server, f.id());
            assertThat(errorCode(f.one(), Map.of("type", "react", "reaction", "you are bad"))).isEqualTo("bad-request");
            assertThat(errorCode(f.one(), Map.of("type", "react"))).isEqualTo("bad-request");
            assertThat(errorCode(f.one(), Map.of("type", "react", "reaction", "oops", "seat", 2)))
                    .isEqualTo("forbidden");
            WsClient watcher = server.connect(f.id(), null, "watcher");
            watcher.hello(0);
            assertThat(errorCode(watcher, Map.of("type", "react", "reaction", "oops"))).isEqualTo("forbidden");
            assertThat(seq(server, f.id())).isEqualTo(before);

            JsonNode created = server.create(Map.of("game", "baghchal", "mode", "computer", "name", "Asha"));
            WsClient me = server.connect(created.get("id").asText(), created.get("token").asText(), "me");
            me.hello(0);
            assertThat(errorCode(me, Map.of("type", "react", "reaction", "oops"))).isEqualTo("no-reactions");
        }
    }

    @Test
    @DisplayName("rate limit: one every 2 s and 10 a minute per seat; over it a clear error and nothing stored")
    void rateLimit() throws Exception {
        try (TestServer server = TestServer.start(db("limit.db"))) {
            Friends f = friends(server);
            Map<String, String> oops = Map.of("type", "react", "reaction", "oops");
            f.one().send(oops);
            reactionTo(f.one());
            int after = seq(server, f.id());
            assertThat(errorCode(f.one(), oops)).isEqualTo("too-many-reactions");
            assertThat(seq(server, f.id())).isEqualTo(after);
            f.two().send(oops);
            assertThat(reactionTo(f.one()).get("seat").asInt()).as("the limit is each seat's own").isEqualTo(2);
            for (int i = 1; i < 10; i++) {
                server.clock.advance(Duration.ofMillis(2_001));
                f.one().send(oops);
                reactionTo(f.one());
            }
            server.clock.advance(Duration.ofMillis(2_001));
            int tenth = seq(server, f.id());
            assertThat(errorCode(f.one(), oops)).isEqualTo("too-many-reactions");
            assertThat(seq(server, f.id())).isEqualTo(tenth);
            server.clock.advance(Duration.ofSeconds(60));
            f.one().send(oops);
            assertThat(reactionTo(f.one()).get("seq").asInt()).isEqualTo(tenth + 1);
        }
    }

    @Test
    @DisplayName("restart: the reactions are stored with the table, in its order, and told again to who says hello")
    void survivesARestart() throws Exception {
        String url = db("restart.db");
        String id;
        String token1;
        int reactedAt;
        try (TestServer first = TestServer.start(url)) {
            Friends f = friends(first);
            f.two().send(Map.of("type", "react", "reaction", "good-game"));
            reactedAt = reactionTo(f.one()).get("seq").asInt();
            f.one().close();
            f.two().close();
            id = f.id();
            token1 = f.token1();
        }
        try (TestServer second = TestServer.start(url)) {
            WsClient one = second.connect(id, token1, "seat 1 again");
            one.hello(0);
            JsonNode event = reactionTo(one);
            assertThat(event.get("seq").asInt()).isEqualTo(reactedAt);
            assertThat(event.get("seat").asInt()).isEqualTo(2);
            assertThat(event.get("reaction").asText()).isEqualTo("good-game");
            assertThat(errorCode(one, Map.of("type", "react", "reaction", "oops", "seat", 2))).isEqualTo("forbidden");
        }
    }
}
