package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import chautari.engine.FairThrows;
import chautari.engine.GameRecord;
import chautari.engine.Rng;
import chautari.engine.Verification;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The owner of tables dies mid-game, again and again: its tables move to the nodes their
 * clients connect to next, and every game finishes with every event any client was told
 * still there, at the same seq, and every throw the one its sealed secret gives.
 */
@ResourceLock(ClusterNodes.DATABASE)
class NodeFailoverTest {
    private static final int TABLES = 8;
    private static final int KILLS = 3;
    private static final int ACTIONS_BETWEEN_KILLS = 40;

    @Test
    @DisplayName("kill the owner mid-game, three times over eight tables: every game finishes, nothing told is lost")
    void ownersDieMidGame() throws Exception {
        Rng rng = new Rng(2026);
        try (ClusterNodes nodes = ClusterNodes.start(3)) {
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            Map<WsClient, RoamingSeat> byClient = new HashMap<>();
            List<RoamingSeat> seats = new ArrayList<>();
            for (int t = 0; t < TABLES; t++) {
                TestServer home = nodes.get(t % 3);
                TestServer other = nodes.get((t + 1) % 3);
                String game = t % 2 == 0 ? "kasimala" : "kimasai";
                JsonNode created = home.create(Map.of("game", game, "mode", "friends", "name", "Asha"));
                String id = created.get("id").asText();
                JsonNode joined = other.join(id, "Bikram");
                RoamingSeat one = new RoamingSeat(id, created.get("token").asText(), game + " " + id + " seat 1");
                RoamingSeat two = new RoamingSeat(id, joined.get("token").asText(), game + " " + id + " seat 2");
                one.connect(home, shared);
                two.connect(other, shared);
                for (RoamingSeat s : List.of(one, two)) {
                    seats.add(s);
                    byClient.put(s.client, s);
                }
            }
            int actions = 0, kills = 0, moved = 0;
            while (seats.stream().anyMatch(s -> !s.finished)) {
                if (kills < KILLS && actions >= (kills + 1) * ACTIONS_BETWEEN_KILLS) {
                    TestServer owner = nodes.all().stream()
                            .max(Comparator.comparingInt(n -> n.server.tables().liveCount())).orElseThrow();
                    moved += owner.server.tables().liveCount();
                    nodes.kill(owner);
                    nodes.add();
                    kills++;
                }
                WsClient.Tagged t = shared.poll(WsClient.TIMEOUT_SECONDS, TimeUnit.SECONDS);
                if (t == null) {
                    fail("no message within " + WsClient.TIMEOUT_SECONDS + " s after " + actions + " actions, " + kills
                            + " kills; waiting: " + seats.stream().filter(s -> !s.finished)
                            .map(s -> s.label + " seq " + s.seq + " acted at " + s.actedAt + " offered "
                                    + (s.lastState == null ? null : s.lastState.get("mine"))).toList());
                }
                RoamingSeat seat = byClient.get(t.client());
                if (seat == null || seat.client != t.client()) {
                    continue;
                }
                JsonNode m = t.message();
                switch (m.path("type").asText()) {
                    case "event" -> {
                        String told = m.get("kind").asText() + " " + m.get("seat").asInt() + " " + m.path("text").asText("?");
                        String before = seat.told.put(m.get("seq").asInt(), told);
                        assertThat(before).as(seat.label + " seq " + m.get("seq")).isIn(null, told);
                        seat.seq = Math.max(seat.seq, m.get("seq").asInt());
                    }
                    case "state" -> {
                        seat.seq = Math.max(seat.seq, m.get("seq").asInt());
                        seat.lastState = m;
                        if ("finished".equals(m.get("status").asText())) {
                            seat.finished = true;
                        } else if (m.get("mine").size() > 0 && m.get("seq").asInt() > seat.actedAt) {
                            actions += seat.act(m, rng);
                        }
                    }
                    case "error" -> {
                        String code = m.get("code").asText();
                        if (!List.of("stale", "moved", "store-failed").contains(code)) {
                            fail(seat.label + " got an error: " + m);
                        }
                        if (code.equals("store-failed") && seat.lastState != null) {
                            actions += seat.act(seat.lastState, rng); // nothing changed: a person would try again
                        }
                    }
                    case "closed" -> {
                        if (!seat.finished) {
                            List<TestServer> up = nodes.all();
                            seat.connect(up.get(rng.nextInt(up.size())), shared);
                            byClient.put(seat.client, seat);
                        }
                    }
                    default -> {
                    }
                }
            }
            assertThat(kills).as("every kill came mid-game").isEqualTo(KILLS);
            assertThat(moved).as("tables the dead owners held").isGreaterThanOrEqualTo(KILLS);
            TestServer survivor = nodes.get(0);
            for (int i = 0; i < seats.size(); i += 2) {
                String id = seats.get(i).table;
                WsClient watcher = survivor.connect(id, null, "watcher of " + id);
                watcher.hello(0);
                int last = Math.max(seats.get(i).seq, seats.get(i + 1).seq);
                watcher.stateAt(last);
                Map<Integer, String> stored = new TreeMap<>();
                for (JsonNode e : watcher.events()) {
                    stored.put(e.get("seq").asInt(), e.get("kind").asText() + " " + e.get("seat").asInt() + " "
                            + e.path("text").asText("?"));
                }
                for (RoamingSeat s : List.of(seats.get(i), seats.get(i + 1))) {
                    assertThat(stored).as(s.label + ": every event it was told").containsAllEntriesOf(s.told);
                }
                GameRecord record = GameRecord.parse(survivor.get("/api/tables/" + id + "/record").body());
                Verification verification = FairThrows.verify(record);
                assertThat(verification.checks()).as(id + ": every throw the sealed secret's")
                        .allMatch(Verification.ThrowCheck::ok);
                watcher.close();
            }
        }
    }

    @Test
    @DisplayName("the takeover clock of a seat left goes on when its table moves to another node")
    void takeoverClockGoesOn() throws Exception {
        try (ClusterNodes nodes = ClusterNodes.start(2)) {
            TestServer a = nodes.get(0), b = nodes.get(1);
            JsonNode created = a.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
            String id = created.get("id").asText();
            String token2 = a.join(id, "Bikram").get("token").asText();
            WsClient one = a.connect(id, created.get("token").asText(), "seat 1 on a");
            one.hello(0);
            WsClient two = b.connect(id, token2, "seat 2 on b");
            two.hello(0);
            two.stateAt(1);
            while (!one.next("presence").get("seats").get(1).get("connected").asBoolean()) {
                // until seat 2's coming reaches the owner
            }
            two.close();
            while (one.next("presence").get("seats").get(1).get("connected").asBoolean()) {
                // until seat 2's leaving reaches the owner
            }
            nodes.clock.advance(java.time.Duration.ofSeconds(90));
            nodes.kill(a);
            assertThat(one.next("closed").get("code").asInt()).isNotEqualTo(1000);
            WsClient again = b.connect(id, created.get("token").asText(), "seat 1 on b");
            again.hello(0);
            JsonNode presence = again.next("presence");
            assertThat(presence.get("seats").get(1).get("awayMillis").asLong()).as("away since before the move")
                    .isEqualTo(90_000);
            again.send(Map.of("type", "takeover", "seat", 2));
            assertThat(again.next("error").get("code").asText()).isEqualTo("not-away-long-enough");
            nodes.clock.advance(java.time.Duration.ofSeconds(30));
            again.send(Map.of("type", "takeover", "seat", 2));
            JsonNode event = again.next("event");
            while (!event.get("kind").asText().equals("takeover")) {
                event = again.next("event");
            }
            assertThat(event.get("seat").asInt()).isEqualTo(2);
        }
    }
}
