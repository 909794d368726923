package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.ArrayList;
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
 * PostgreSQL goes away and comes back mid-game (every connection to it cut at once, as a restart or a
 * network partition of every node does): each node gives up its tables and connects again, the clients
 * come back, and play goes on with every event any client was told still stored, at the same seq.
 */
@ResourceLock(ClusterNodes.DATABASE)
class StoreRestartTest {
    private static final int ACTIONS_BEFORE_CUT = 12;
    private static final int EVENTS_AFTER_CUT = 6;

    @Test
    @DisplayName("every store connection cut mid-game: the nodes connect again, the clients come back, nothing told is lost")
    void storeRestartMidGame() throws Exception {
        Rng rng = new Rng(33);
        try (ClusterNodes nodes = ClusterNodes.start(2)) {
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            Map<WsClient, RoamingSeat> byClient = new HashMap<>();
            List<RoamingSeat> seats = new ArrayList<>();
            for (int t = 0; t < 2; t++) {
                TestServer home = nodes.get(t), other = nodes.get(1 - t);
                JsonNode created = home.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
                String id = created.get("id").asText();
                JsonNode joined = other.join(id, "Bikram");
                for (RoamingSeat s : List.of(new RoamingSeat(id, created.get("token").asText(), id + " seat 1"),
                        new RoamingSeat(id, joined.get("token").asText(), id + " seat 2"))) {
                    s.connect(s.label.endsWith("1") ? home : other, shared);
                    seats.add(s);
                    byClient.put(s.client, s);
                }
            }
            int actions = 0;
            Map<String, Integer> target = new HashMap<>();
            while (target.size() < 2 || seats.stream().anyMatch(s -> s.seq < target.get(s.table))) {
                if (target.isEmpty() && actions >= ACTIONS_BEFORE_CUT) {
                    for (RoamingSeat s : seats) {
                        target.merge(s.table, s.seq + EVENTS_AFTER_CUT, Math::max);
                    }
                    cutEveryConnection(nodes.url);
                }
                WsClient.Tagged t = shared.poll(WsClient.TIMEOUT_SECONDS, TimeUnit.SECONDS);
                if (t == null) {
                    fail("no message within " + WsClient.TIMEOUT_SECONDS + " s after " + actions + " actions; seats at "
                            + seats.stream().map(s -> s.label + " seq " + s.seq).toList());
                }
                RoamingSeat seat = byClient.get(t.client());
                if (seat == null || seat.client != t.client()) {
                    continue;
                }
                JsonNode m = t.message();
                switch (m.path("type").asText()) {
                    case "event" -> {
                        String told = m.get("kind").asText() + " " + m.get("seat").asInt() + " " + m.path("text").asText("?");
                        assertThat(seat.told.put(m.get("seq").asInt(), told)).as(seat.label + " seq " + m.get("seq"))
                                .isIn(null, told);
                        seat.seq = Math.max(seat.seq, m.get("seq").asInt());
                    }
                    case "state" -> {
                        seat.seq = Math.max(seat.seq, m.get("seq").asInt());
                        seat.lastState = m;
                        boolean done = target.containsKey(seat.table) && seat.seq >= target.get(seat.table);
                        if (!done && "playing".equals(m.get("status").asText()) && m.get("mine").size() > 0
                                && m.get("seq").asInt() > seat.actedAt) {
                            actions += seat.act(m, rng);
                        }
                    }
                    case "error" -> {
                        String code = m.get("code").asText();
                        if (!List.of("stale", "moved", "store-failed", "restarting").contains(code)) {
                            fail(seat.label + " got an error: " + m);
                        }
                        if (code.equals("store-failed") && seat.lastState != null && seat.lastState.get("mine").size() > 0) {
                            actions += seat.act(seat.lastState, rng); // nothing changed: a person would try again
                        }
                    }
                    case "closed" -> {
                        seat.connect(nodes.get(rng.nextInt(2)), shared);
                        byClient.put(seat.client, seat);
                    }
                    default -> {
                    }
                }
            }
            for (int i = 0; i < seats.size(); i += 2) {
                String id = seats.get(i).table;
                WsClient watcher = nodes.get(0).connect(id, null, "watcher of " + id);
                watcher.hello(0);
                watcher.stateAt(Math.max(seats.get(i).seq, seats.get(i + 1).seq));
                Map<Integer, String> stored = new TreeMap<>();
                for (JsonNode e : watcher.events()) {
                    stored.put(e.get("seq").asInt(), e.get("kind").asText() + " " + e.get("seat").asInt() + " "
                            + e.path("text").asText("?"));
                }
                for (RoamingSeat s : List.of(seats.get(i), seats.get(i + 1))) {
                    assertThat(stored).as(s.label + ": every event it was told").containsAllEntriesOf(s.told);
                }
                watcher.close();
            }
        }
    }

    /** What a restart of PostgreSQL does to its clients: every connection to the database but this one ends. */
    private static void cutEveryConnection(String url) throws Exception {
        try (Connection c = DriverManager.getConnection(url); PreparedStatement s = c.prepareStatement(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database()"
                        + " AND pid <> pg_backend_pid()")) {
            s.executeQuery().close();
        }
    }
}
