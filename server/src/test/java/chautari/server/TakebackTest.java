package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameRecord;
import chautari.engine.Match;
import chautari.server.table.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Taking back a move over the socket: against the computer, asked at a friends table, the refusals, a restart. */
class TakebackTest {
    @TempDir
    Path dir;

    private String db(String name) {
        return "jdbc:sqlite:" + dir.resolve(name);
    }

    private record Solo(String id, String token, WsClient me) {
    }

    private static Solo againstTheComputer(TestServer server, String game) throws Exception {
        JsonNode created = server.create(Map.of("game", game, "mode", "computer", "name", "Asha", "seat", 1));
        String id = created.get("id").asText();
        WsClient me = server.connect(id, created.get("token").asText(), "me");
        me.hello(0);
        return new Solo(id, created.get("token").asText(), me);
    }

    /** The next state in which seat 1 has something to do. */
    private static JsonNode myTurn(WsClient client) {
        while (true) {
            JsonNode state = client.next("state");
            if (state.get("mine").has("1")) {
                return state;
            }
        }
    }

    /** Plays seat 1's first legal move; answers its seq. */
    private static int moveFirst(WsClient client, JsonNode state) {
        String move = state.get("mine").get("1").get("moves").get(0).asText();
        client.send(Map.of("type", "move", "move", move, "seq", state.get("seq").asInt()));
        while (true) {
            JsonNode e = client.next("event");
            if (e.get("kind").asText().equals("move") && e.get("seat").asInt() == 1) {
                return e.get("seq").asInt();
            }
        }
    }

    @Test
    @DisplayName("Baghchal against the computer: a takeback gives the position before your move, the computer's answer undone too; the record and positions are of the line that stands")
    void takeBackInBaghchal() throws Exception {
        try (TestServer server = TestServer.start(db("baghchal.db"))) {
            Solo s = againstTheComputer(server, "baghchal");
            JsonNode before = myTurn(s.me());
            assertThat(s.me().errorFor(Map.of("type", "takeback"))).isEqualTo("nothing-to-take-back");
            int moved = moveFirst(s.me(), before);
            JsonNode answered = myTurn(s.me());
            assertThat(answered.get("board")).isNotEqualTo(before.get("board"));

            s.me().send(Map.of("type", "takeback"));
            JsonNode event = s.me().event("takeback");
            assertThat(event.get("from").asInt()).isEqualTo(moved);
            JsonNode after = myTurn(s.me());
            assertThat(after.get("board")).isEqualTo(before.get("board"));
            assertThat(after.get("mine")).isEqualTo(before.get("mine"));
            assertThat(s.me().errorFor(Map.of("type", "move", "move",
                    answered.get("mine").get("1").get("moves").get(0).asText(), "seq", answered.get("seq").asInt())))
                    .as("a move made before the takeback is stale").isIn("stale", "illegal");
            assertThat(s.me().errorFor(Map.of("type", "takeback"))).as("nothing of yours is left to take back")
                    .isEqualTo("nothing-to-take-back");

            int kept = moveFirst(s.me(), after);
            myTurn(s.me());
            s.me().send(Map.of("type", "resign"));
            s.me().next("state");
            GameRecord record = GameRecord.parse(server.get("/api/tables/" + s.id() + "/record").body());
            assertThat(record.events()).as("the record is of the line that stands: your move since and the computer's")
                    .hasSize(2);
            assertThat(record.events().get(0).text()).isEqualTo(
                    s.me().events().stream().filter(e -> e.get("seq").asInt() == kept).findFirst().orElseThrow()
                            .get("text").asText());
            JsonNode positions = Json.MAPPER.readTree(server.get("/api/tables/" + s.id() + "/positions").body());
            assertThat(positions.size()).isEqualTo(3);
            assertThat(Match.replay(record).state().toMove()).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("a chance game: once a throw has come after your move, the takeback is refused and nothing changes")
    void refusedAfterAThrow() throws Exception {
        try (TestServer server = TestServer.start(db("kasimala.db"))) {
            Solo s = againstTheComputer(server, "kasimala");
            boolean moved = false;
            JsonNode state = myTurn(s.me());
            while (!(moved && state.get("mine").get("1").has("throw"))) {
                if (state.get("mine").get("1").has("throw")) {
                    s.me().send(Map.of("type", "throw", "seq", state.get("seq").asInt()));
                } else {
                    moveFirst(s.me(), state);
                    moved = true;
                }
                state = myTurn(s.me());
            }
            s.me().send(Map.of("type", "throw", "seq", state.get("seq").asInt()));
            myTurn(s.me());
            int seq = server.table(s.id()).get("seq").asInt();
            JsonNode board = server.table(s.id()).get("board");
            assertThat(s.me().errorFor(Map.of("type", "takeback"))).isEqualTo("thrown-since");
            assertThat(server.table(s.id()).get("seq").asInt()).isEqualTo(seq);
            assertThat(server.table(s.id()).get("board")).isEqualTo(board);
        }
    }

    @Test
    @DisplayName("a friends table of two: the other player is asked, may decline (then no asking again before a move) or accept; one's own ask is not one's to answer")
    void askedAtAFriendsTable() throws Exception {
        try (TestServer server = TestServer.start(db("friends.db"))) {
            JsonNode created = server.create(Map.of("game", "baghchal", "mode", "friends", "name", "Asha"));
            String id = created.get("id").asText();
            String token2 = server.join(id, "Bikram").get("token").asText();
            WsClient one = server.connect(id, created.get("token").asText(), "seat 1");
            WsClient two = server.connect(id, token2, "seat 2");
            one.hello(0);
            two.hello(0);
            JsonNode start = server.table(id);
            int first = moveFirst(one, myTurn(one));
            JsonNode twoTurn = two.next("state");
            while (!twoTurn.get("mine").has("2")) {
                twoTurn = two.next("state");
            }
            String answer = twoTurn.get("mine").get("2").get("moves").get(0).asText();

            one.send(Map.of("type", "takeback"));
            JsonNode asked = two.event("takeback-ask");
            assertThat(asked.get("seat").asInt()).isEqualTo(1);
            assertThat(asked.get("action").asText()).isEqualTo("offer");
            assertThat(server.table(id).get("takebackAsk").asInt()).isEqualTo(1);
            assertThat(one.errorFor(Map.of("type", "takeback"))).isEqualTo("offer-pending");
            assertThat(one.errorFor(Map.of("type", "takeback", "action", "accept"))).isEqualTo("forbidden");

            two.send(Map.of("type", "takeback", "action", "decline"));
            assertThat(one.event("takeback-ask").get("action").asText()).isEqualTo("decline");
            JsonNode declined = server.table(id);
            assertThat(declined.get("takebackAsk").isNull()).isTrue();
            assertThat(declined.get("board")).as("a declined takeback changes nothing").isNotEqualTo(start.get("board"));
            assertThat(one.errorFor(Map.of("type", "takeback"))).isEqualTo("offer-declined");
            assertThat(two.errorFor(Map.of("type", "takeback", "action", "accept"))).isEqualTo("no-offer");

            two.send(Map.of("type", "move", "move", answer, "seq", server.seq(id)));
            one.event("move");
            one.send(Map.of("type", "takeback"));
            two.event("takeback-ask");
            two.send(Map.of("type", "takeback", "action", "accept"));
            assertThat(one.event("takeback").get("from").asInt()).as("seat 1's move, the answer after it too")
                    .isEqualTo(first);
            JsonNode after = server.table(id);
            assertThat(after.get("board")).isEqualTo(start.get("board"));
            assertThat(after.get("takebackAsk").isNull()).isTrue();
        }
    }

    @Test
    @DisplayName("refused at a pass-and-play table and for a spectator; nothing changes")
    void refusedAtAPassTableAndToAWatcher() throws Exception {
        try (TestServer server = TestServer.start(db("pass.db"))) {
            JsonNode created = server.create(Map.of("game", "baghchal", "mode", "pass", "name", "Asha"));
            String id = created.get("id").asText();
            WsClient both = server.connect(id, created.get("token").asText(), "both seats");
            both.hello(0);
            moveFirst(both, myTurn(both));
            int seq = server.seq(id);
            assertThat(both.errorFor(Map.of("type", "takeback"))).isEqualTo("no-takeback");
            assertThat(server.seq(id)).isEqualTo(seq);

            Solo s = againstTheComputer(server, "baghchal");
            moveFirst(s.me(), myTurn(s.me()));
            WsClient watcher = server.connect(s.id(), null, "watcher");
            watcher.hello(0);
            assertThat(watcher.errorFor(Map.of("type", "takeback"))).isEqualTo("forbidden");
        }
    }

    @Test
    @DisplayName("restart: a table rebuilt from its events stands where the takeback left it, and plays on from there")
    void survivesARestart() throws Exception {
        String url = db("restart.db");
        String id;
        String token;
        JsonNode taken;
        try (TestServer first = TestServer.start(url)) {
            Solo s = againstTheComputer(first, "baghchal");
            moveFirst(s.me(), myTurn(s.me()));
            moveFirst(s.me(), myTurn(s.me()));
            myTurn(s.me());
            s.me().send(Map.of("type", "takeback"));
            s.me().event("takeback");
            taken = myTurn(s.me());
            s.me().close();
            id = s.id();
            token = s.token();
        }
        try (TestServer second = TestServer.start(url)) {
            JsonNode table = second.table(id);
            assertThat(table.get("seq").asInt()).isEqualTo(taken.get("seq").asInt());
            assertThat(table.get("board")).isEqualTo(taken.get("board"));
            WsClient me = second.connect(id, token, "me again");
            me.hello(0);
            JsonNode state = myTurn(me);
            assertThat(state.get("mine")).isEqualTo(taken.get("mine"));
            moveFirst(me, state);
            assertThat(myTurn(me).get("seq").asInt()).isGreaterThan(taken.get("seq").asInt());
        }
    }
}
