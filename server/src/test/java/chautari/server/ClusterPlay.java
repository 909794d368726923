package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Friends tables of Bao la Kimasai played over cluster nodes by {@link RoamingSeat}s, each acting as soon as it is
 * offered something (unless {@link #holding}), trying again after a retryable refusal, and connecting again to a node
 * of {@code up} whenever its socket closes. Keeps every event a client was told, to check against the store.
 */
final class ClusterPlay {
    private static final List<String> RETRYABLE = List.of("stale", "moved", "store-failed", "restarting");
    private static final long RECONNECT_MILLIS = 100;
    final BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
    final Map<WsClient, RoamingSeat> byClient = new HashMap<>();
    final List<RoamingSeat> seats = new ArrayList<>();
    /** Where each seat's client is connected now. */
    final Map<RoamingSeat, TestServer> at = new HashMap<>();
    final Map<String, Integer> refusals = new TreeMap<>();
    /** How often each seat's socket has closed. */
    final Map<RoamingSeat, Integer> closes = new HashMap<>();
    private final Rng rng;
    private final Supplier<List<TestServer>> up;
    int actions;
    /** While true the seats take what comes but do not act. */
    boolean holding;

    ClusterPlay(Rng rng, Supplier<List<TestServer>> up) {
        this.rng = rng;
        this.up = up;
    }

    /** A table made on {@code home}, seat 1 connected there and seat 2 (joined on {@code other}) to {@code other}. */
    void table(TestServer home, TestServer other) throws Exception {
        JsonNode created = home.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
        String id = created.get("id").asText();
        JsonNode joined = other.join(id, "Bikram");
        connect(new RoamingSeat(id, created.get("token").asText(), id + " seat 1"), home);
        connect(new RoamingSeat(id, joined.get("token").asText(), id + " seat 2"), other);
    }

    private void connect(RoamingSeat seat, TestServer node) {
        if (!seats.contains(seat)) {
            seats.add(seat);
        }
        seat.connect(node, shared);
        byClient.put(seat.client, seat);
        at.put(seat, node);
    }

    /** The highest seq any seat of the table has. */
    int seq(String table) {
        return seats.stream().filter(s -> s.table.equals(table)).mapToInt(s -> s.seq).max().orElse(0);
    }

    /** Every table has gone {@code events} past the seqs given, or finished. */
    boolean past(Map<String, Integer> seqs, int events) {
        return tables().stream().allMatch(t -> seq(t) >= seqs.get(t) + events
                || seats.stream().anyMatch(s -> s.table.equals(t) && s.finished));
    }

    List<String> tables() {
        return seats.stream().map(s -> s.table).distinct().toList();
    }

    /** Takes the messages as they come, acting on them, until {@code done}. */
    void until(BooleanSupplier done) throws InterruptedException {
        while (!done.getAsBoolean()) {
            WsClient.Tagged t = shared.poll(WsClient.TIMEOUT_SECONDS, TimeUnit.SECONDS);
            if (t == null) {
                fail("no message within " + WsClient.TIMEOUT_SECONDS + " s after " + actions + " actions; seats at "
                        + seats.stream().map(s -> s.label + " seq " + s.seq + " acted at " + s.actedAt).toList());
            }
            RoamingSeat seat = byClient.get(t.client());
            if (seat != null && seat.client == t.client()) {
                take(seat, t.message());
            }
        }
    }

    /** Every seat's client has the same seq as its table's other seat, and one of them is offered a move it has not made. */
    boolean quiet() {
        for (String table : tables()) {
            List<RoamingSeat> two = seats.stream().filter(s -> s.table.equals(table)).toList();
            if (two.stream().anyMatch(s -> s.finished)) {
                continue;
            }
            if (two.get(0).seq != two.get(1).seq || two.stream().noneMatch(s -> s.lastState != null
                    && s.lastState.get("seq").asInt() == s.seq && s.lastState.get("mine").size() > 0)
                    || two.stream().anyMatch(s -> s.actedAt == s.seq)) { // a move sent, not yet told
                return false;
            }
        }
        return true;
    }

    /** Each table's seat that is offered a move makes it now. */
    void everyTableMoves() {
        for (RoamingSeat s : seats) {
            if (s.lastState != null && s.lastState.get("mine").size() > 0 && s.lastState.get("seq").asInt() == s.seq) {
                actions += s.act(s.lastState, rng);
            }
        }
    }

    private void take(RoamingSeat seat, JsonNode m) {
        switch (m.path("type").asText()) {
            case "event" -> {
                String told = m.get("kind").asText() + " " + m.get("seat").asInt() + " " + m.path("text").asText("?");
                assertThat(seat.told.put(m.get("seq").asInt(), told)).as(seat.label + " told seq " + m.get("seq")
                        + " twice, differently").isIn(null, told);
                seat.seq = Math.max(seat.seq, m.get("seq").asInt());
            }
            case "state" -> {
                seat.seq = Math.max(seat.seq, m.get("seq").asInt());
                seat.lastState = m;
                seat.finished |= "finished".equals(m.get("status").asText());
                if (!holding && "playing".equals(m.get("status").asText()) && m.get("mine").size() > 0
                        && m.get("seq").asInt() > seat.actedAt) {
                    actions += seat.act(m, rng);
                }
            }
            case "error" -> {
                String code = m.get("code").asText();
                if (!RETRYABLE.contains(code)) {
                    fail(seat.label + " got an error: " + m);
                }
                refusals.merge(code, 1, Integer::sum);
                if (code.equals("store-failed") && !holding && seat.lastState != null && seat.lastState.get("mine").size() > 0) {
                    actions += seat.act(seat.lastState, rng); // nothing changed: a person would try again
                }
            }
            case "closed" -> {
                refusals.merge("closed " + m.get("code").asInt(), 1, Integer::sum);
                closes.merge(seat, 1, Integer::sum);
                List<TestServer> nodes = up.get();
                connect(seat, nodes.get(rng.nextInt(nodes.size())));
            }
            default -> {
            }
        }
    }

    /**
     * A spectator of the table on {@code node} that has heard every event up to {@code seq}, connecting again while the
     * node closes it (the table still being given up or taken, or the node's store connections still coming back,
     * after the database's return), every {@value #RECONNECT_MILLIS} ms until {@link WsClient#TIMEOUT_SECONDS}.
     */
    private static WsClient watcherAt(TestServer node, String table, int seq) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WsClient.TIMEOUT_SECONDS);
        for (int attempt = 1; ; attempt++) {
            WsClient watcher = node.connect(table, null, "watcher of " + table);
            try {
                watcher.hello(0);
            } catch (CompletionException refused) {
                // closed at once by its node: its "closed" message follows, and it connects again
            }
            while (true) {
                JsonNode m = watcher.next();
                if (m.path("type").asText().equals("state") && m.get("seq").asInt() >= seq) {
                    return watcher;
                }
                if (m.path("type").asText().equals("closed")) {
                    assertThat(deadline - System.nanoTime()).as("watcher of %s closed %d times, the last with %s", table,
                            attempt, m).isPositive();
                    Thread.sleep(RECONNECT_MILLIS);
                    break;
                }
            }
        }
    }

    /** Every event any client was told is stored, at the same seq (read back through {@code node}). */
    void assertEveryToldEventStored(TestServer node) throws InterruptedException {
        for (String table : tables()) {
            WsClient watcher = watcherAt(node, table, seq(table));
            Map<Integer, String> stored = new TreeMap<>();
            for (JsonNode e : watcher.events()) {
                stored.put(e.get("seq").asInt(), e.get("kind").asText() + " " + e.get("seat").asInt() + " "
                        + e.path("text").asText("?"));
            }
            for (RoamingSeat s : seats) {
                if (s.table.equals(table)) {
                    assertThat(stored).as(s.label + ": every event it was told").containsAllEntriesOf(s.told);
                }
            }
            watcher.abort();
        }
    }
}
