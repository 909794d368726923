package chautari.server.cluster;

import chautari.server.table.ApiError;
import chautari.server.table.Json;
import chautari.server.table.Replies;
import chautari.server.table.SocketMessages;
import chautari.server.table.Tables;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.websocket.WsContext;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tables reached through a node that does not own them. A socket there is relayed: the owner
 * keeps a {@link RemoteViewer} for it and sends it what that viewer may see, the relay passes
 * its messages on. A REST call there is asked of the owner ({@link #call}). The messages, by
 * their {@code k}: to the owner {@code open}, {@code msg}, {@code close}, {@code call}; back
 * {@code out}, {@code refuse}, {@code moved}, {@code reply}. What reaches the owner is handled
 * in order for each table, on one of a few threads. Each second the nodes at the far end are
 * checked: a relay to a node gone closes with {@value #MOVED} (its client connects again and
 * the table moves), and a viewer from a node gone leaves its table.
 */
public final class Relay implements Cluster.Handler {
    private static final Logger LOG = LoggerFactory.getLogger(Relay.class);
    /** The close code that tells a client to connect again: WebSocket's "service restart". */
    static final int MOVED = 1012;
    private static final long CALL_SECONDS = 10;
    private static final int STRIPES = 8;

    private final Cluster cluster;
    private final Tables tables;
    private TableCalls calls;
    private final Map<String, RemoteViewer> remote = new ConcurrentHashMap<>();
    private final Map<String, Relayed> relayed = new ConcurrentHashMap<>();
    private final Map<String, Pending> pending = new ConcurrentHashMap<>();
    private final ExecutorService[] stripes = new ExecutorService[STRIPES];
    private final AtomicLong ids = new AtomicLong();

    private record Relayed(WsContext ws, String table, String owner) {
    }

    private record Pending(CompletableFuture<JsonNode> answer, String node) {
    }

    public Relay(Cluster cluster, Tables tables) {
        this.cluster = cluster;
        this.tables = tables;
        for (int i = 0; i < STRIPES; i++) {
            stripes[i] = Executors.newSingleThreadExecutor(Thread.ofPlatform().name("node-table-" + i).daemon().factory());
        }
    }

    public void answerWith(TableCalls tableCalls) {
        this.calls = tableCalls;
    }

    // ---- on the node with the socket ------------------------------------------------------

    /** Relays a socket to the table's owner; answers the connection's name. */
    public String attach(WsContext ws, String table, String owner, String tokenHash) {
        String c = cluster.instance() + "/" + ids.incrementAndGet();
        relayed.put(c, new Relayed(ws, table, owner));
        Map<String, Object> open = message("open", table, c);
        open.put("h", tokenHash);
        sendTo(owner, open);
        return c;
    }

    public void forward(String c, String text) {
        Relayed r = relayed.get(c);
        if (r != null) {
            Map<String, Object> msg = message("msg", r.table, c);
            msg.put("m", text);
            sendTo(r.owner, msg);
        }
    }

    public void detach(String c) {
        Relayed r = relayed.remove(c);
        if (r != null) {
            sendTo(r.owner, message("close", r.table, c));
        }
    }

    /** Asks the owner for one of {@link TableCalls}'; its refusal is thrown as the owner's {@link ApiError}. */
    JsonNode call(String owner, String table, String op, JsonNode args) {
        String r = cluster.instance() + "/" + ids.incrementAndGet();
        Pending p = new Pending(new CompletableFuture<>(), owner);
        pending.put(r, p);
        JsonNode answer;
        try {
            Map<String, Object> call = message("call", table, r);
            call.put("op", op);
            call.put("a", args);
            sendTo(owner, call);
            answer = p.answer.get(CALL_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException | ExecutionException e) {
            throw new ApiError(503, "node-busy", "the node holding table " + table + " did not answer; try again");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiError(503, "node-busy", "stopped while asking the node holding table " + table);
        } finally {
            pending.remove(r);
        }
        JsonNode err = answer.get("err");
        if (err != null) {
            throw new ApiError(err.path("status").asInt(500), err.path("code").asText(), err.path("message").asText());
        }
        return answer.get("ok");
    }

    public static void closeMoved(WsContext ws) {
        if (ws.session.isOpen()) {
            ws.closeSession(MOVED, "the table moved; connect again");
        }
    }

    // ---- what arrives ---------------------------------------------------------------------

    @Override
    public void message(String json) {
        JsonNode m = Json.readObject(json);
        String c = m.path("c").asText();
        switch (m.path("k").asText()) {
            case "open", "msg", "close", "call" -> stripe(m.path("t").asText()).execute(() -> atOwner(m));
            case "out" -> {
                Relayed r = relayed.get(c);
                if (r != null && r.ws.session.isOpen()) {
                    r.ws.send(m.path("m").asText());
                }
            }
            case "refuse" -> {
                Relayed r = relayed.remove(c);
                if (r != null && r.ws.session.isOpen()) {
                    r.ws.send(Replies.error(m.path("code").asText(), m.path("message").asText(), null));
                    r.ws.closeSession(m.path("close").asInt(), m.path("code").asText());
                }
            }
            case "moved" -> {
                Relayed r = relayed.remove(c);
                if (r != null) {
                    closeMoved(r.ws);
                }
            }
            case "reply" -> {
                Pending p = pending.get(c);
                if (p != null) {
                    p.answer.complete(m);
                }
            }
            default -> LOG.warn("event=node.unknown-message kind={}", m.path("k").asText());
        }
    }

    private ExecutorService stripe(String table) {
        return stripes[Math.floorMod(table.hashCode(), STRIPES)];
    }

    private void atOwner(JsonNode m) {
        String c = m.path("c").asText();
        String from = m.path("from").asText();
        String table = m.path("t").asText();
        try {
            switch (m.path("k").asText()) {
                case "open" -> open(c, from, table, m.get("h"));
                case "msg" -> {
                    RemoteViewer v = remote.get(c);
                    if (v == null) {
                        sendTo(from, Map.of("k", "moved", "c", c));
                    } else {
                        SocketMessages.deliver(v.table, v, m.path("m").asText());
                    }
                }
                case "close" -> {
                    RemoteViewer v = remote.remove(c);
                    if (v != null) {
                        v.table.disconnect(v);
                    }
                }
                default -> answer(c, from, table, m.path("op").asText(), m.get("a"));
            }
        } catch (RuntimeException e) {
            LOG.error("event=node.relay-failed table={} kind={}", table, m.path("k").asText(), e);
        }
    }

    private void open(String c, String from, String table, JsonNode hash) {
        try {
            tables.withTable(table, t -> {
                RemoteViewer v = new RemoteViewer(c, from, t, t.seatsFor(hash == null || hash.isNull() ? null : hash.asText()), this);
                remote.put(c, v);
                t.connect(v);
                return v;
            });
        } catch (Tables.Elsewhere e) {
            sendTo(from, Map.of("k", "moved", "c", c));
        } catch (ApiError e) {
            if (ApiError.RESTARTING.equals(e.code())) { // this node is stopping: the asking node may take the table
                sendTo(from, Map.of("k", "moved", "c", c));
                return;
            }
            sendTo(from, Map.of("k", "refuse", "c", c, "code", e.code(), "message", e.getMessage(),
                    "close", e.closeCode()));
        }
    }

    private void answer(String r, String from, String table, String op, JsonNode args) {
        Map<String, Object> reply = new LinkedHashMap<>();
        reply.put("k", "reply");
        reply.put("c", r);
        try {
            reply.put("ok", calls.here(table, op, args));
        } catch (Tables.Elsewhere e) {
            reply.put("err", Map.of("status", 409, "code", ApiError.MOVED, "message", "table " + table + " moved"));
        } catch (ApiError e) {
            // this node stopping is the table moving: the asking node may take it
            reply.put("err", ApiError.RESTARTING.equals(e.code())
                    ? Map.of("status", 409, "code", ApiError.MOVED, "message", "table " + table + " moved")
                    : Map.of("status", e.status(), "code", e.code(), "message", e.getMessage()));
        } catch (RuntimeException e) {
            LOG.error("event=node.call-failed table={} op={}", table, op, e);
            reply.put("err", Map.of("status", 500, "code", "failed", "message", "the call failed on the table's node"));
        }
        sendTo(from, reply);
    }

    // ---- when nodes go ----------------------------------------------------------------------

    /** Each second: what is relayed to or from a node no longer connected to the store ends. */
    public void watch() {
        Set<String> peers = new HashSet<>();
        relayed.values().forEach(r -> peers.add(r.owner));
        remote.values().forEach(v -> peers.add(v.node));
        pending.values().forEach(p -> peers.add(p.node));
        if (peers.isEmpty()) {
            return;
        }
        try {
            peers.removeAll(cluster.alive(peers));
        } catch (SQLException e) {
            LOG.warn("event=node.watch-failed reason={}", e.getMessage());
            return;
        }
        for (String gone : peers) {
            LOG.info("event=node.peer-gone peer={}", gone);
            relayed.entrySet().removeIf(e -> {
                boolean ends = e.getValue().owner.equals(gone);
                if (ends) {
                    closeMoved(e.getValue().ws);
                }
                return ends;
            });
            remote.values().removeIf(v -> {
                boolean ends = v.node.equals(gone);
                if (ends) {
                    v.table.disconnect(v);
                }
                return ends;
            });
            pending.values().stream().filter(p -> p.node.equals(gone)).forEach(p -> p.answer.complete(movedAnswer()));
        }
    }

    @Override
    public void lostAll() {
        tables.dropAll();
        endRelays();
    }

    /** The graceful stop: every table here is given up and every socket told to connect again (1012). */
    public void giveUp() {
        tables.giveUpAll();
        endRelays();
    }

    /** Every socket relayed from here to another node connects again; every call waiting on one is told the table moved. */
    private void endRelays() {
        relayed.values().forEach(r -> closeMoved(r.ws));
        relayed.clear();
        pending.values().forEach(p -> p.answer.complete(movedAnswer()));
    }

    private static JsonNode movedAnswer() {
        return Json.MAPPER.valueToTree(Map.of("err", Map.of("status", 409, "code", ApiError.MOVED,
                "message", "the table's node is gone")));
    }

    void forget(RemoteViewer v) {
        remote.remove(v.connection, v);
    }

    void sendTo(String node, Map<String, ?> message) {
        cluster.send(node, Json.write(message));
    }

    private Map<String, Object> message(String kind, String table, String c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("k", kind);
        m.put("t", table);
        m.put("c", c);
        m.put("from", cluster.instance());
        return m;
    }

    public void close() {
        for (ExecutorService s : stripes) {
            s.shutdownNow();
        }
    }
}
