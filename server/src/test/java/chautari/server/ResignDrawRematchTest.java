package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.server.table.Json;
import chautari.server.table.SocketMessages;
import chautari.server.table.Table;
import chautari.server.table.Tables;
import chautari.server.table.Viewer;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Resigning, agreeing a draw and a rematch every person agrees to: over the socket, bad input, and a restart. */
class ResignDrawRematchTest {
    @TempDir
    Path dir;

    private String db(String name) {
        return "jdbc:sqlite:" + dir.resolve(name);
    }

    @Test
    @DisplayName("resign: the other side wins at once, the result says who resigned, the game takes no more moves")
    void resignEndsTheGame() throws Exception {
        try (TestServer server = TestServer.start(db("resign.db"))) {
            TestServer.Friends f = server.friends("kimasai");
            f.two().send(Map.of("type", "resign"));
            JsonNode event = f.one().event("resign");
            assertThat(event.get("seat").asInt()).isEqualTo(2);
            JsonNode state = f.one().next("state");
            assertThat(state.get("status").asText()).isEqualTo("finished");
            assertThat(state.get("awaiting").asText()).isEqualTo("over");
            assertThat(state.get("toMove").isNull()).isTrue();
            assertThat(state.get("mine").size()).isZero();
            JsonNode result = state.get("result");
            assertThat(result.get("winners").toString()).isEqualTo("[1]");
            assertThat(result.get("draw").asBoolean()).isFalse();
            assertThat(result.get("reason").asText()).isEqualTo("resigned");
            assertThat(result.get("resigned").asInt()).isEqualTo(2);
            assertThat(state.get("rematch").get("waiting").toString()).isEqualTo("[1,2]");

            int seq = server.seq(f.id());
            assertThat(f.one().errorFor(Map.of("type", "resign"))).isEqualTo("over");
            assertThat(f.one().errorFor(Map.of("type", "move", "move", "c2-c3", "seq", seq))).isEqualTo("over");
            assertThat(f.one().errorFor(Map.of("type", "draw", "action", "offer"))).isEqualTo("over");
            assertThat(server.seq(f.id())).isEqualTo(seq);
            assertThat(server.get("/api/tables/" + f.id() + "/record").status()).isEqualTo(200);
            JsonNode positions = Json.MAPPER.readTree(server.get("/api/tables/" + f.id() + "/positions").body());
            JsonNode last = positions.get(positions.size() - 1);
            assertThat(last.get("awaiting").asText()).isEqualTo("over");
            assertThat(last.get("result").get("reason").asText()).isEqualTo("resigned");
        }
    }

    @Test
    @DisplayName("resign, forged: a spectator, a seat the token does not hold, a computer's seat: refused, nothing changes")
    void resignRefusals() throws Exception {
        try (TestServer server = TestServer.start(db("forged.db"))) {
            TestServer.Friends f = server.friends("kimasai");
            WsClient watcher = server.connect(f.id(), null, "watcher");
            watcher.hello(0);
            assertThat(watcher.errorFor(Map.of("type", "resign"))).isEqualTo("forbidden");
            assertThat(f.one().errorFor(Map.of("type", "resign", "seat", 2))).isEqualTo("forbidden");
            assertThat(f.one().errorFor(Map.of("type", "resign", "seat", "two"))).isEqualTo("bad-request");
            assertThat(server.table(f.id()).get("status").asText()).isEqualTo("playing");
            assertThat(server.seq(f.id())).as("the first move (forced) and the join").isEqualTo(2);

            JsonNode created = server.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha"));
            WsClient me = server.connect(created.get("id").asText(), created.get("token").asText(), "me");
            me.hello(0);
            assertThat(me.errorFor(Map.of("type", "resign", "seat", 2))).isEqualTo("forbidden");
        }
    }

    @Test
    @DisplayName("resign with partners: in a four-seat Pasa the resigning seat's partnership loses, the other wins")
    void resignWithPartners() throws Exception {
        try (TestServer server = TestServer.start(db("partners.db"))) {
            JsonNode created = server.create(Map.of("game", "pasa", "mode", "pass", "name", "Asha", "players", 4,
                    "names", java.util.List.of("Asha", "Bikram", "Chandra", "Dipa")));
            WsClient all = server.connect(created.get("id").asText(), created.get("token").asText(), "everyone");
            all.hello(0);
            all.send(Map.of("type", "resign", "seat", 3));
            JsonNode result = all.stateAt(1).get("result");
            assertThat(result.get("winners").toString()).isEqualTo("[2,4]");
            assertThat(result.get("resigned").asInt()).isEqualTo(3);
        }
    }

    @Test
    @DisplayName("draw: offered by one, accepted by the other, the game is drawn by agreement")
    void drawAgreed() throws Exception {
        try (TestServer server = TestServer.start(db("draw.db"))) {
            TestServer.Friends f = server.friends("kimasai");
            f.one().send(Map.of("type", "draw", "action", "offer"));
            JsonNode offer = f.two().event("draw");
            assertThat(offer.get("action").asText()).isEqualTo("offer");
            assertThat(offer.get("seat").asInt()).isEqualTo(1);
            assertThat(f.two().next("state").get("drawOffer").asInt()).isEqualTo(1);
            f.two().send(Map.of("type", "draw", "action", "accept"));
            f.one().event("draw");
            assertThat(f.one().event("draw").get("action").asText()).isEqualTo("accept");
            JsonNode state = f.one().next("state");
            assertThat(state.get("status").asText()).isEqualTo("finished");
            assertThat(state.get("result").get("draw").asBoolean()).isTrue();
            assertThat(state.get("result").get("winners").size()).isZero();
            assertThat(state.get("result").get("reason").asText()).isEqualTo("agreed");
            assertThat(state.get("drawAllowed").asBoolean()).isFalse();
        }
    }

    @Test
    @DisplayName("draw, refused: no offer to answer, one's own offer, a second offer, a declined offer made again before a move, a bad action, a game with throws")
    void drawRefusals() throws Exception {
        try (TestServer server = TestServer.start(db("refusals.db"))) {
            TestServer.Friends f = server.friends("kimasai");
            assertThat(server.table(f.id()).get("drawAllowed").asBoolean()).isTrue();
            assertThat(f.two().errorFor(Map.of("type", "draw", "action", "accept"))).isEqualTo("no-offer");
            assertThat(f.two().errorFor(Map.of("type", "draw", "action", "maybe"))).isEqualTo("bad-request");
            assertThat(f.two().errorFor(Map.of("type", "draw"))).isEqualTo("bad-request");
            int before = server.seq(f.id());
            f.one().send(Map.of("type", "draw", "action", "offer"));
            f.one().event("draw");
            assertThat(f.one().errorFor(Map.of("type", "draw", "action", "accept"))).isEqualTo("forbidden");
            assertThat(f.one().errorFor(Map.of("type", "draw", "action", "offer"))).isEqualTo("offer-pending");
            assertThat(f.two().errorFor(Map.of("type", "draw", "action", "offer"))).isEqualTo("offer-pending");
            f.two().send(Map.of("type", "draw", "action", "decline"));
            assertThat(f.one().event("draw").get("action").asText()).isEqualTo("decline");
            assertThat(f.one().next("state").get("drawOffer").isNull()).isTrue();
            assertThat(f.one().errorFor(Map.of("type", "draw", "action", "offer"))).isEqualTo("offer-declined");
            assertThat(server.seq(f.id())).isEqualTo(before + 2);
            assertThat(server.table(f.id()).get("status").asText()).isEqualTo("playing");

            JsonNode kasimala = server.create(Map.of("game", "kasimala", "mode", "pass", "name", "Asha"));
            WsClient pass = server.connect(kasimala.get("id").asText(), kasimala.get("token").asText(), "kasimala");
            pass.hello(0);
            assertThat(pass.next("state").get("drawAllowed").asBoolean()).isFalse();
            assertThat(pass.errorFor(Map.of("type", "draw", "action", "offer"))).isEqualTo("no-draw");
        }
    }

    @Test
    @DisplayName("draw: an offer lapses when the other side moves instead of answering; the computer declines at once")
    void drawLapsesAndTheComputerDeclines() throws Exception {
        try (TestServer server = TestServer.start(db("lapse.db"))) {
            TestServer.Friends f = server.friends("kimasai");
            f.one().send(Map.of("type", "draw", "action", "offer"));
            JsonNode state = f.two().stateAt(3);
            assertThat(state.get("drawOffer").asInt()).isEqualTo(1);
            String move = state.get("mine").get("2").get("moves").get(0).asText();
            f.two().send(Map.of("type", "move", "move", move, "seq", 3));
            assertThat(f.two().stateAt(4).get("drawOffer").isNull()).isTrue();
            assertThat(f.two().errorFor(Map.of("type", "draw", "action", "accept"))).isEqualTo("no-offer");

            JsonNode created = server.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha", "seat", 2));
            WsClient me = server.connect(created.get("id").asText(), created.get("token").asText(), "me");
            me.hello(0);
            me.send(Map.of("type", "draw", "action", "offer"));
            JsonNode declined = me.event("draw");
            while (!declined.get("action").asText().equals("decline")) {
                declined = me.event("draw");
            }
            assertThat(declined.get("seat").asInt()).isEqualTo(1);
            assertThat(declined.get("by").asText()).isEqualTo("computer");
        }
    }

    @Test
    @DisplayName("restart: a pending draw offer, a resignation and rematch agreements are rebuilt from the stored events")
    void survivesARestart() throws Exception {
        String url = db("restart.db");
        String offered;
        String resigned;
        String token1;
        try (TestServer first = TestServer.start(url)) {
            TestServer.Friends a = first.friends("kimasai");
            a.one().send(Map.of("type", "draw", "action", "offer"));
            a.two().event("draw");
            offered = a.id();
            TestServer.Friends b = first.friends("kimasai");
            b.one().send(Map.of("type", "resign"));
            b.two().event("resign");
            b.two().send(Map.of("type", "rematch"));
            b.one().event("rematch-agree");
            resigned = b.id();
            token1 = b.token1();
        }
        try (TestServer second = TestServer.start(url)) {
            JsonNode table = second.table(offered);
            assertThat(table.get("status").asText()).isEqualTo("playing");
            assertThat(table.get("drawOffer").asInt()).isEqualTo(1);
            JsonNode over = second.table(resigned);
            assertThat(over.get("status").asText()).isEqualTo("finished");
            assertThat(over.get("result").get("reason").asText()).isEqualTo("resigned");
            assertThat(over.get("result").get("winners").toString()).isEqualTo("[2]");
            assertThat(over.get("rematch").get("agreed").toString()).isEqualTo("[2]");
            assertThat(over.get("rematch").get("waiting").toString()).isEqualTo("[1]");
            WsClient one = second.connect(resigned, token1, "seat 1 again");
            one.hello(0);
            one.send(Map.of("type", "rematch"));
            assertThat(one.event("rematch").get("next").asText()).isNotBlank();
        }
    }

    @Test
    @DisplayName("rematch: each person agrees, everyone is told who still has to; the new table moves every seat on so the other side starts")
    void rematchByConsent() throws Exception {
        try (TestServer server = TestServer.start(db("rematch.db"))) {
            TestServer.Friends f = server.friends("kimasai");
            assertThat(f.one().errorFor(Map.of("type", "rematch"))).isEqualTo("not-over");
            f.one().send(Map.of("type", "resign"));
            f.two().event("resign");
            int before = server.seq(f.id());

            f.one().send(Map.of("type", "rematch"));
            assertThat(f.two().event("rematch-agree").get("seat").asInt()).isEqualTo(1);
            JsonNode waiting = f.two().next("state").get("rematch");
            assertThat(waiting.get("agreed").toString()).isEqualTo("[1]");
            assertThat(waiting.get("waiting").toString()).isEqualTo("[2]");
            assertThat(server.table(f.id()).get("next").isNull()).isTrue();
            assertThat(f.one().errorFor(Map.of("type", "rematch"))).isEqualTo("already-agreed");
            WsClient watcher = server.connect(f.id(), null, "watcher");
            watcher.hello(0);
            assertThat(watcher.errorFor(Map.of("type", "rematch"))).isEqualTo("forbidden");
            assertThat(server.seq(f.id())).isEqualTo(before + 1);

            f.two().send(Map.of("type", "rematch"));
            JsonNode made = f.one().event("rematch");
            String next = made.get("next").asText();
            assertThat(made.get("seats").toString()).isEqualTo("{\"1\":2,\"2\":1}");
            JsonNode fresh = server.table(next);
            assertThat(fresh.get("previous").asText()).isEqualTo(f.id());
            assertThat(fresh.get("seats").get(0).get("name").asText()).isEqualTo("Bikram");
            assertThat(fresh.get("seats").get(1).get("name").asText()).isEqualTo("Asha");
            WsClient asha = server.connect(next, f.token1(), "Asha at the rematch");
            asha.hello(0);
            JsonNode first = asha.next("event");
            assertThat(first.get("kind").asText() + " " + first.get("seat").asInt()).as("Bikram moves first now")
                    .isEqualTo("move 1");
            assertThat(asha.next("state").get("mine").has("2")).as("Asha's token holds seat 2").isTrue();
            assertThat(f.two().errorFor(Map.of("type", "rematch"))).isEqualTo("rematch-exists");
        }
    }

    @Test
    @DisplayName("rematch: the new table is open on this node before anyone hears its id, so a request at once finds it, not a second copy loaded from the store")
    void rematchIsOpenBeforeItIsTold() throws Exception {
        try (TestServer server = TestServer.start(db("told.db"))) {
            TestServer.Friends f = server.friends("kimasai");
            f.one().send(Map.of("type", "resign"));
            f.two().event("resign");
            Tables tables = server.server.tables();
            List<Table> foundWhenTold = new CopyOnWriteArrayList<>();
            CountDownLatch heard = new CountDownLatch(1);
            Table old = tables.require(f.id());
            Viewer told = new Viewer() {
                @Override
                public Set<Integer> seats() {
                    return Set.of();
                }

                @Override
                public void send(String json) {
                    JsonNode m = Json.readObject(json);
                    if ("rematch".equals(m.path("kind").asText())) {
                        foundWhenTold.add(tables.require(m.get("next").asText()));
                        heard.countDown();
                    }
                }

                @Override
                public void moved() {
                }
            };
            old.connect(told);
            SocketMessages.deliver(old, told, "{\"type\":\"hello\",\"since\":0}");
            f.one().send(Map.of("type", "rematch"));
            f.two().send(Map.of("type", "rematch"));
            String next = f.one().event("rematch").get("next").asText();
            assertThat(heard.await(WsClient.TIMEOUT_SECONDS, TimeUnit.SECONDS)).as("the viewer told of the rematch").isTrue();
            assertThat(foundWhenTold).as("the table found by a request made as the rematch was told")
                    .containsExactly(tables.require(next));
            assertThat(f.two().errorFor(Map.of("type", "rematch"))).isEqualTo("rematch-exists");
        }
    }

    @Test
    @DisplayName("rematch in pass-and-play: the one token agrees for every seat at once")
    void rematchPassAndPlay() throws Exception {
        try (TestServer server = TestServer.start(db("pass.db"))) {
            JsonNode created = server.create(Map.of("game", "kimasai", "mode", "pass", "name", "Asha",
                    "names", java.util.List.of("Asha", "Bikram")));
            WsClient all = server.connect(created.get("id").asText(), created.get("token").asText(), "everyone");
            all.hello(0);
            all.send(Map.of("type", "resign"));
            all.stateAt(1);
            all.send(Map.of("type", "rematch"));
            String next = all.event("rematch").get("next").asText();
            assertThat(server.table(next).get("seats").get(0).get("name").asText()).isEqualTo("Bikram");
        }
    }
}
