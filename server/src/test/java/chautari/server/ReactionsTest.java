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

    @Test
    @DisplayName("a seated player's reaction is stored and told to the other seat, with the seat it came from")
    void sendAndReceive() throws Exception {
        try (TestServer server = TestServer.start(db("send.db"))) {
            TestServer.Friends f = server.friends("baghchal");
            int before = server.seq(f.id());
            f.one().send(Map.of("type", "react", "reaction", "well-played"));
            JsonNode event = f.two().event("reaction");
            assertThat(event.get("seat").asInt()).isEqualTo(1);
            assertThat(event.get("reaction").asText()).isEqualTo("well-played");
            assertThat(event.get("seq").asInt()).isEqualTo(before + 1);
            assertThat(f.one().event("reaction").get("seq").asInt()).isEqualTo(before + 1);
        }
    }

    @Test
    @DisplayName("refused, nothing stored: an unknown reaction, free text, another seat, a spectator, a computer table")
    void refusals() throws Exception {
        try (TestServer server = TestServer.start(db("refused.db"))) {
            TestServer.Friends f = server.friends("baghchal");
            int before = server.seq(f.id());
            assertThat(f.one().errorFor(Map.of("type", "react", "reaction", "you are bad"))).isEqualTo("bad-request");
            assertThat(f.one().errorFor(Map.of("type", "react"))).isEqualTo("bad-request");
            assertThat(f.one().errorFor(Map.of("type", "react", "reaction", "oops", "seat", 2)))
                    .isEqualTo("forbidden");
            WsClient watcher = server.connect(f.id(), null, "watcher");
            watcher.hello(0);
            assertThat(watcher.errorFor(Map.of("type", "react", "reaction", "oops"))).isEqualTo("forbidden");
            assertThat(server.seq(f.id())).isEqualTo(before);

            JsonNode created = server.create(Map.of("game", "baghchal", "mode", "computer", "name", "Asha"));
            WsClient me = server.connect(created.get("id").asText(), created.get("token").asText(), "me");
            me.hello(0);
            assertThat(me.errorFor(Map.of("type", "react", "reaction", "oops"))).isEqualTo("no-reactions");
        }
    }

    @Test
    @DisplayName("rate limit: one every 2 s and 10 a minute per seat; over it a clear error and nothing stored")
    void rateLimit() throws Exception {
        try (TestServer server = TestServer.start(db("limit.db"))) {
            TestServer.Friends f = server.friends("baghchal");
            Map<String, String> oops = Map.of("type", "react", "reaction", "oops");
            f.one().send(oops);
            f.one().event("reaction");
            int after = server.seq(f.id());
            assertThat(f.one().errorFor(oops)).isEqualTo("too-many-reactions");
            assertThat(server.seq(f.id())).isEqualTo(after);
            f.two().send(oops);
            assertThat(f.one().event("reaction").get("seat").asInt()).as("the limit is each seat's own").isEqualTo(2);
            for (int i = 1; i < 10; i++) {
                server.clock.advance(Duration.ofMillis(2_001));
                f.one().send(oops);
                f.one().event("reaction");
            }
            server.clock.advance(Duration.ofMillis(2_001));
            int tenth = server.seq(f.id());
            assertThat(f.one().errorFor(oops)).isEqualTo("too-many-reactions");
            assertThat(server.seq(f.id())).isEqualTo(tenth);
            server.clock.advance(Duration.ofSeconds(60));
            f.one().send(oops);
            assertThat(f.one().event("reaction").get("seq").asInt()).isEqualTo(tenth + 1);
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
            TestServer.Friends f = first.friends("baghchal");
            f.two().send(Map.of("type", "react", "reaction", "good-game"));
            reactedAt = f.one().event("reaction").get("seq").asInt();
            f.one().close();
            f.two().close();
            id = f.id();
            token1 = f.token1();
        }
        try (TestServer second = TestServer.start(url)) {
            WsClient one = second.connect(id, token1, "seat 1 again");
            one.hello(0);
            JsonNode event = one.event("reaction");
            assertThat(event.get("seq").asInt()).isEqualTo(reactedAt);
            assertThat(event.get("seat").asInt()).isEqualTo(2);
            assertThat(event.get("reaction").asText()).isEqualTo("good-game");
            assertThat(one.errorFor(Map.of("type", "react", "reaction", "oops", "seat", 2))).isEqualTo("forbidden");
        }
    }
}
