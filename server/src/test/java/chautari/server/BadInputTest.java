package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.server.table.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each bad input gets a clear error to its sender alone, and changes nothing. */
class BadInputTest {
    @TempDir
    static Path dir;
    static TestServer server;

    String id;
    String token1;
    String token2;
    WsClient one;
    WsClient two;
    WsClient spectator;
    JsonNode before;
    JsonNode twoState;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.withTinyStakes("jdbc:sqlite:" + dir.resolve("bad.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A friends table of Kimasai after the forced first move: seat 2 is to move. */
    @BeforeEach
    void table() throws Exception {
        JsonNode created = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
        id = created.get("id").asText();
        token1 = created.get("token").asText();
        token2 = server.join(id, "Bikram").get("token").asText();
        one = server.connect(id, token1, "seat 1");
        two = server.connect(id, token2, "seat 2");
        spectator = server.connect(id, null, "spectator");
        for (WsClient c : new WsClient[] {one, two, spectator}) {
            c.hello(0);
            JsonNode state = c.stateAt(2);
            if (c == two) {
                twoState = state;
            }
        }
        before = server.table(id);
        assertThat(before.get("toMove").asInt()).isEqualTo(2);
    }

    private void assertErrorAndUnchanged(WsClient client, String code) throws Exception {
        JsonNode error = client.next("error");
        assertThat(error.get("code").asText()).as(error.toString()).isEqualTo(code);
        assertThat(error.get("message").asText()).isNotBlank();
        assertUnchanged();
    }

    private void assertUnchanged() throws Exception {
        JsonNode after = server.table(id);
        assertThat(after.get("seq")).isEqualTo(before.get("seq"));
        assertThat(after.get("board")).isEqualTo(before.get("board"));
        assertThat(after.get("toMove")).isEqualTo(before.get("toMove"));
        // The others were told nothing: their next message is the answer to a fresh hello.
        for (WsClient c : new WsClient[] {one, two, spectator}) {
            assertThat(c.drainNow()).noneMatch(m -> m.get("type").asText().matches("event|error"));
        }
    }

    private int seq() {
        return before.get("seq").asInt();
    }

    private String legalMove() {
        return twoState.get("mine").get("2").get("moves").get(0).asText();
    }

    @Test
    @DisplayName("malformed JSON")
    void malformed() throws Exception {
        two.sendText("{not json");
        assertErrorAndUnchanged(two, "bad-request");
        two.sendText("[1,2]");
        assertErrorAndUnchanged(two, "bad-request");
        two.send(Map.of("move", "b4-a4"));
        assertErrorAndUnchanged(two, "bad-request");
        two.send(Map.of("type", "dance"));
        assertErrorAndUnchanged(two, "bad-request");
        two.send(Map.of("type", "move", "move", 7, "seq", seq()));
        assertErrorAndUnchanged(two, "bad-request");
    }

    @Test
    @DisplayName("a binary frame is answered with an error")
    void binaryFrame() throws Exception {
        two.sendBinary(Json.write(Map.of("type", "move", "move", legalMove(), "seq", seq())).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertErrorAndUnchanged(two, "bad-request");
        spectator.sendBinary(new byte[] {0, 1, 2, (byte) 0xff});
        assertErrorAndUnchanged(spectator, "bad-request");
    }

    @Test
    @DisplayName("an oversized message")
    void oversized() throws Exception {
        two.sendText("{\"type\":\"move\",\"move\":\"" + "x".repeat(5000) + "\",\"seq\":" + seq() + "}");
        assertErrorAndUnchanged(two, "bad-request");
        two.send(Map.of("type", "move", "move", "b".repeat(100), "seq", seq()));
        assertErrorAndUnchanged(two, "bad-request");
    }

    @Test
    @DisplayName("an unknown table, over HTTP and WebSocket")
    void unknownTable() throws Exception {
        assertThat(server.get("/api/tables/nosuchtable").status()).isEqualTo(404);
        assertThat(server.post("/api/tables/nosuchtable/join", Map.of("name", "X")).status()).isEqualTo(404);
        assertThat(server.get("/api/tables/nosuchtable/record").status()).isEqualTo(404);
        WsClient lost = server.connect("nosuchtable", null, "lost");
        assertThat(lost.next().get("code").asText()).isEqualTo("not-found");
        assertThat(lost.next().get("type").asText()).isEqualTo("closed");
        assertUnchanged();
    }

    @Test
    @DisplayName("a token for another table, and a made-up token")
    void tokenForAnotherTable() throws Exception {
        JsonNode other = server.create(Map.of("game", "kimasai", "mode", "computer", "name", "Other"));
        WsClient wrong = server.connect(id, other.get("token").asText(), "wrong table");
        assertThat(wrong.next().get("code").asText()).isEqualTo("forbidden");
        assertThat(wrong.next().get("type").asText()).isEqualTo("closed");
        WsClient madeUp = server.connect(id, "A".repeat(43), "made up");
        assertThat(madeUp.next().get("code").asText()).isEqualTo("forbidden");
        assertUnchanged();
    }

    @Test
    @DisplayName("a token for another seat")
    void tokenForAnotherSeat() throws Exception {
        one.send(Map.of("type", "move", "seat", 2, "move", legalMove(), "seq", seq()));
        assertErrorAndUnchanged(one, "forbidden");
    }

    @Test
    @DisplayName("acting out of turn, and a spectator acting")
    void outOfTurn() throws Exception {
        one.send(Map.of("type", "move", "move", "a1-b1", "seq", seq()));
        assertErrorAndUnchanged(one, "not-your-turn");
        one.send(Map.of("type", "throw", "seq", seq()));
        assertErrorAndUnchanged(one, "no-throw");
        spectator.send(Map.of("type", "move", "move", legalMove(), "seq", seq()));
        assertErrorAndUnchanged(spectator, "forbidden");
        spectator.send(Map.of("type", "takeover", "seat", 1));
        assertErrorAndUnchanged(spectator, "forbidden");
    }

    @Test
    @DisplayName("an illegal move and a malformed one")
    void illegalMove() throws Exception {
        two.send(Map.of("type", "move", "move", "a1-b1", "seq", seq()));
        assertErrorAndUnchanged(two, "illegal");
        two.send(Map.of("type", "move", "move", "zz9-q", "seq", seq()));
        assertErrorAndUnchanged(two, "illegal");
    }

    @Test
    @DisplayName("a repeated message and a stale one")
    void repeatedAndStale() throws Exception {
        String move = legalMove();
        two.send(Map.of("type", "move", "move", move, "seq", seq()));
        JsonNode event = two.next("event");
        assertThat(event.get("text").asText()).isEqualTo(move);
        JsonNode now = two.next("state");
        spectator.stateAt(now.get("seq").asInt());
        one.stateAt(now.get("seq").asInt());
        before = server.table(id);
        two.send(Map.of("type", "move", "move", move, "seq", seq() - 1));
        JsonNode error = two.next("error");
        assertThat(error.get("code").asText()).isIn("stale");
        assertUnchanged();
        two.send(Map.of("type", "move", "move", move, "seq", seq() + 5));
        assertErrorAndUnchanged(two, "bad-request");
        two.send(Map.of("type", "move", "move", move));
        assertErrorAndUnchanged(two, "bad-request");
    }

    @Test
    @DisplayName("a stake out of range")
    void stakeOutOfRange() throws Exception {
        JsonNode created = server.create(Map.of("game", TinyStakes.NAME, "mode", "pass", "name", "Asha"));
        String tid = created.get("id").asText();
        WsClient pass = server.connect(tid, created.get("token").asText(), "pass");
        pass.hello(0);
        JsonNode state = pass.next("state");
        int at = state.get("seq").asInt();
        for (String stake : new String[] {"odd:4", "even:0", "odd:999", "odd:-1", "evens:1"}) {
            pass.send(Map.of("type", "move", "seat", 2, "move", stake, "seq", at));
            JsonNode error = pass.next("error");
            assertThat(error.get("code").asText()).as(stake).isIn("illegal");
        }
        assertThat(server.table(tid).get("seq").asInt()).isEqualTo(at);
        pass.send(Map.of("type", "move", "move", "odd:1", "seq", at));
        assertThat(pass.next("error").get("message").asText()).contains("several of your seats");
        pass.send(Map.of("type", "move", "seat", 2, "move", "odd:1", "seq", at));
        assertThat(pass.next("event").get("text").asText()).isEqualTo("odd:1");
        pass.send(Map.of("type", "move", "seat", 2, "move", "odd:2", "seq", at + 1));
        assertThat(pass.next("error").get("code").asText()).isEqualTo("illegal");
    }

    @Test
    @DisplayName("a connection that sends too fast is rate-limited")
    void rateLimited() throws Exception {
        try (TestServer limited = TestServer.start("jdbc:sqlite:" + dir.resolve("rate.db"), new MutableClock(),
                c -> c.withRate(5, 1))) {
            JsonNode created = limited.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha"));
            WsClient fast = limited.connect(created.get("id").asText(), created.get("token").asText(), "fast");
            for (int i = 0; i < 8; i++) {
                fast.send(Map.of("type", "dance"));
            }
            int limitedCount = 0;
            for (int i = 0; i < 8; i++) {
                if (fast.next("error").get("code").asText().equals("rate-limited")) {
                    limitedCount++;
                }
            }
            assertThat(limitedCount).isEqualTo(3);
        }
    }

    @Test
    @DisplayName("every error echoes the message's ref: a refused one, a too-long one and a rate-limited one")
    void errorsEchoRef() throws Exception {
        two.send(Map.of("type", "move", "move", "zz", "seq", seq(), "ref", 7));
        assertThat(two.next("error").get("ref").asInt()).isEqualTo(7);
        two.sendText("{\"ref\":\"long\",\"type\":\"move\",\"move\":\"" + "x".repeat(5000) + "\"}");
        assertThat(two.next("error").get("ref").asText()).isEqualTo("long");
        try (TestServer limited = TestServer.start("jdbc:sqlite:" + dir.resolve("ref.db"), new MutableClock(),
                c -> c.withRate(1, 1))) {
            JsonNode created = limited.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha"));
            WsClient fast = limited.connect(created.get("id").asText(), created.get("token").asText(), "fast");
            fast.send(Map.of("type", "dance", "ref", "a"));
            fast.send(Map.of("type", "dance", "ref", Map.of("n", 2)));
            assertThat(fast.next("error").get("ref").asText()).isEqualTo("a");
            JsonNode limitedError = fast.next("error");
            assertThat(limitedError.get("code").asText()).isEqualTo("rate-limited");
            assertThat(limitedError.get("ref")).isEqualTo(Json.MAPPER.createObjectNode().put("n", 2));
        }
    }

    @Test
    @DisplayName("bad table requests over HTTP are a 400 with a clear message")
    void badCreate() throws Exception {
        assertBad(Map.of("game", "xiangqi", "mode", "computer", "name", "A"), "unknown game");
        assertBad(Map.of("game", "kimasai", "mode", "computer", "name", "A", "options", Map.of("cells", 17)),
                "unknown option");
        assertBad(Map.of("game", "kimasai", "mode", "computer", "name", "A", "players", 3), "played by 2");
        assertBad(Map.of("game", "kimasai", "mode", "alone", "name", "A"), "mode");
        assertBad(Map.of("game", "kimasai", "mode", "computer", "name", "   "), "empty");
        assertBad(Map.of("game", "kimasai", "mode", "computer", "name", "x".repeat(41)), "longer");
        assertBad(Map.of("game", "kimasai", "mode", "computer"), "name");
        int tables = server.get("/health").json().get("tables").asInt();
        assertBad(Map.of("game", "kimasai", "mode", "pass", "name", "A", "names", List.of("A", "B", "C")),
                "\"names\" gives 3 names; this table has 2 seats");
        assertThat(server.get("/health").json().get("tables").asInt()).as("nothing made").isEqualTo(tables);
        TestServer.Response r = server.post("/api/tables", "{\"game\":");
        assertThat(r.status()).isEqualTo(400);
        r = server.post("/api/tables", "{\"game\":\"kimasai\",\"mode\":\"computer\",\"name\":\"" + "x".repeat(20_000) + "\"}");
        assertThat(r.status()).isEqualTo(413);
        r = server.post("/api/tables/" + id + "/join", Map.of("name", "Third"));
        assertThat(r.status()).isEqualTo(409);
        assertThat(r.json().get("error").asText()).contains("every seat is taken");
        assertUnchanged();
    }

    private void assertBad(Map<String, ?> request, String says) throws Exception {
        TestServer.Response r = server.post("/api/tables", request);
        assertThat(r.status()).as(r.body()).isEqualTo(400);
        assertThat(r.json().get("error").asText()).contains(says);
    }

    @Test
    @DisplayName("display names are escaped wherever HTML shows them")
    void namesEscaped() throws Exception {
        JsonNode created = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "<script>alert(1)</script>"));
        String page = server.get("/t/" + created.get("id").asText()).body();
        assertThat(page).contains("&lt;script&gt;alert(1)&lt;/script&gt;").doesNotContain("<script>alert");
        assertThat(created.get("table").get("seats").get(0).get("name").asText()).isEqualTo("<script>alert(1)</script>");
    }
}
