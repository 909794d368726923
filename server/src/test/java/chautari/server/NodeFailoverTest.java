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
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The owner of tables dies mid-game, again and again: its tables move to the nodes their
 * clients connect to next, and every game finishes with every event any client was told
 * still there, at the same seq, and every throw the one its sealed secret gives.
 */
class NodeFailoverTest {
    private static final int TABLES = 8;
    private static final int KILLS = 3;
    private static final int ACTIONS_BETWEEN_KILLS = 40;

    /** One seat's client: whenever its socket closes it connects again, to a node still up, asking for what it missed. */
    private static final class RoamingSeat {
        final String table;
        final String token;
        final String label;
        final Map<Integer, String> told = new TreeMap<>();
        WsClient client;
        int seq;
        int actedAt = -1;
        boolean finished;

        RoamingSeat(String table, String token, String label) {
            this.table = table;
            this.token = token;
            this.label = label;
        }

        void connect(TestServer node, BlockingQueue<WsClient.Tagged> shared) {
            client = node.connect(table, token, label + " via " + node.server.node(), shared);
            actedAt = -1;
            client.hello(seq);
        }
    }

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
                    fail("no message within " + WsClient.TIMEOUT_SECONDS + " s after " + actions + " actions, " + kills + " kills");
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
                        if ("finished".equals(m.get("status").asText())) {
                            seat.finished = true;
                        } else if (m.get("mine").size() > 0 && m.get("seq").asInt() > seat.actedAt) {
                            var offer = m.get("mine").properties().iterator().next();
                            seat.actedAt = m.get("seq").asInt();
                            try {
                                seat.client.send(GameDriver.action(Integer.parseInt(offer.getKey()), offer.getValue(),
                                        m.get("seq").asInt(), rng));
                                actions++;
                            } catch (CompletionException closing) {
                                // the socket has just closed; its "closed" message follows, and the seat connects again
                            }
                        }
                    }
                    case "error" -> {
                        if (!List.of("stale", TableCalls.MOVED, "store-failed").contains(m.get("code").asText())) {
                            fail(seat.label + " got an error: " + m);
                        }
                        seat.actedAt = -1;
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
}
