package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.server.table.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What one client may ask: tables per address and overall, sockets per address, messages per seat token. */
class LimitsTest {
    private static final Map<String, String> TABLE = Map.of("game", "kimasai", "mode", "computer", "name", "Asha");

    @TempDir
    Path dir;

    private TestServer start(String file, UnaryOperator<Limits> limits) throws Exception {
        return TestServer.start("jdbc:sqlite:" + dir.resolve(file), new MutableClock(),
                c -> c.withLimits(limits.apply(c.limits())));
    }

    private static HttpResponse<String> post(TestServer server, String path, Map<String, ?> body) throws Exception {
        return server.http.send(HttpRequest.newBuilder(URI.create(server.base() + path))
                .timeout(TestServer.ANSWER_WITHIN).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(Json.write(body))).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static void assertRateLimited(HttpResponse<String> r, String says, String retryAfter) {
        assertThat(r.statusCode()).isEqualTo(429);
        JsonNode body = Json.readObject(r.body());
        assertThat(body.get("code").asText()).isEqualTo("rate-limited");
        assertThat(body.get("error").asText()).contains(says);
        assertThat(r.headers().firstValue("Retry-After")).contains(retryAfter);
    }

    @Test
    @DisplayName("a flood of tables from one address: its burst is made, then a 429 with Retry-After until the bucket refills")
    void tableFloodFromOneAddress() throws Exception {
        try (TestServer server = start("flood.db", l -> l.withTableRates(3, 0))) {
            for (int i = 0; i < 3; i++) {
                assertThat(post(server, "/api/tables", TABLE).statusCode()).isEqualTo(201);
            }
            for (int i = 0; i < 5; i++) {
                assertRateLimited(post(server, "/api/tables", TABLE), "too many tables from your address", "20");
            }
            server.clock.advance(Duration.ofSeconds(20));
            assertThat(post(server, "/api/tables", TABLE).statusCode()).isEqualTo(201);
            assertRateLimited(post(server, "/api/tables", TABLE), "from your address", "20");
            assertThat(server.get("/health").json().get("tables").asInt()).as("nothing refused was made").isEqualTo(4);
        }
    }

    @Test
    @DisplayName("a join counts against the address's tables")
    void joinsCount() throws Exception {
        try (TestServer server = start("joins.db", l -> l.withTableRates(2, 0))) {
            JsonNode friends = server.create(Map.of("game", "kauda", "players", 3, "mode", "friends", "name", "Asha"));
            String id = friends.get("id").asText();
            assertThat(post(server, "/api/tables/" + id + "/join", Map.of("name", "Bina")).statusCode()).isEqualTo(200);
            assertRateLimited(post(server, "/api/tables/" + id + "/join", Map.of("name", "Chandra")),
                    "too many tables and joins from your address", "30");
            assertThat(server.table(id).get("seats").get(2).get("kind").asText()).as("the refused join took no seat")
                    .isEqualTo("open");
        }
    }

    @Test
    @DisplayName("the cap over every address: beyond it a 429 from the server as a whole")
    void overallCap() throws Exception {
        try (TestServer server = start("overall.db", l -> l.withTableRates(0, 4))) {
            for (int i = 0; i < 4; i++) {
                assertThat(post(server, "/api/tables", TABLE).statusCode()).isEqualTo(201);
            }
            assertRateLimited(post(server, "/api/tables", TABLE), "the server is making too many tables", "15");
        }
    }

    @Test
    @DisplayName("a seat token's messages are limited over all its connections; spectators each have their own")
    void messagesPerToken() throws Exception {
        try (TestServer server = start("token.db", l -> l.withMessageRate(5, 1))) {
            JsonNode created = server.create(TABLE);
            String id = created.get("id").asText();
            String token = created.get("token").asText();
            WsClient one = server.connect(id, token, "first");
            WsClient two = server.connect(id, token, "second");
            assertThat(codes(one, 4)).containsExactly("bad-request", "bad-request", "bad-request", "bad-request");
            assertThat(codes(two, 4)).as("the token had one message left")
                    .containsExactly("bad-request", "rate-limited", "rate-limited", "rate-limited");
            WsClient watcher = server.connect(id, null, "watcher");
            WsClient another = server.connect(id, null, "another watcher");
            assertThat(codes(watcher, 5)).doesNotContain("rate-limited");
            assertThat(codes(another, 5)).doesNotContain("rate-limited");
            assertThat(codes(another, 1)).containsExactly("rate-limited");
        }
    }

    private static java.util.List<String> codes(WsClient client, int n) {
        for (int i = 0; i < n; i++) {
            client.send(Map.of("type", "dance"));
        }
        java.util.List<String> codes = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            codes.add(client.next("error").get("code").asText());
        }
        return codes;
    }

    @Test
    @DisplayName("an address may hold so many sockets: one more is refused with a clear error, and a closed one frees its place")
    void socketsPerAddress() throws Exception {
        try (TestServer server = start("sockets.db", l -> l.withSocketsPerAddress(3))) {
            JsonNode created = server.create(TABLE);
            String id = created.get("id").asText();
            WsClient player = server.connect(id, created.get("token").asText(), "player");
            WsClient watcher = server.connect(id, null, "watcher");
            watcher.hello(0);
            JsonNode present = watcher.next("presence");
            while (!present.get("seats").get(0).get("connected").asBoolean()) { // the player's socket may be told after the hello
                present = watcher.next("presence");
            }
            WsClient second = server.connect(id, null, "second watcher");
            second.hello(0);
            second.next("state"); // answered, so counted: the next socket is the fourth whatever order the opens run in
            WsClient refused = server.connect(id, null, "one too many");
            JsonNode error = refused.next("error");
            assertThat(error.get("code").asText()).isEqualTo("too-many-connections");
            assertThat(error.get("message").asText()).contains("3 connections open");
            assertThat(refused.next("closed").get("code").asInt()).isEqualTo(4429);
            WsClient unknown = server.connect("nosuchtable", null, "unknown table");
            assertThat(unknown.next("closed").get("code").asInt()).as("still full: not a 4404").isEqualTo(4429);

            player.close();
            JsonNode gone = watcher.next("presence");
            assertThat(gone.get("seats").get(0).get("connected").asBoolean()).isFalse();
            WsClient back = server.connect(id, null, "in its place");
            back.hello(0);
            assertThat(back.next("state").get("status").asText()).isEqualTo("playing");
            second.close();
            watcher.close();
            back.close();
        }
    }
}
