package chautari.server;

import static org.junit.jupiter.api.Assertions.fail;

import chautari.server.table.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A real WebSocket client (the JDK's) that queues every message. Reads block on the queue
 * with a timeout that only guards against a hung test; nothing sleeps.
 */
final class WsClient implements WebSocket.Listener, AutoCloseable {
    static final long TIMEOUT_SECONDS = 20;

    record Tagged(WsClient client, JsonNode message) {
    }

    final String label;
    private final BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
    private final BlockingQueue<Tagged> shared;
    private final StringBuilder partial = new StringBuilder();
    private final List<JsonNode> events = new ArrayList<>();
    private WebSocket socket;

    private WsClient(String label, BlockingQueue<Tagged> shared) {
        this.label = label;
        this.shared = shared;
    }

    static WsClient open(HttpClient http, URI uri, String label, BlockingQueue<Tagged> shared) {
        return open(http, uri, label, shared, Map.of());
    }

    /** With headers on the upgrade request; a refused upgrade throws (a CompletionException). */
    static WsClient open(HttpClient http, URI uri, String label, BlockingQueue<Tagged> shared, Map<String, String> headers) {
        WsClient client = new WsClient(label, shared);
        WebSocket.Builder builder = http.newWebSocketBuilder();
        headers.forEach(builder::header);
        client.socket = builder.buildAsync(uri, client).join();
        return client;
    }

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            JsonNode node = Json.readObject(partial.toString());
            partial.setLength(0);
            if ("event".equals(node.path("type").asText())) {
                synchronized (events) {
                    events.add(node);
                }
            }
            inbox.add(node);
            if (shared != null) {
                shared.add(new Tagged(this, node));
            }
        }
        ws.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
        ObjectNode closed = Json.MAPPER.createObjectNode().put("type", "closed").put("code", statusCode);
        inbox.add(closed);
        if (shared != null) {
            shared.add(new Tagged(this, closed));
        }
        return null;
    }

    void send(Map<String, ?> message) {
        sendText(Json.write(message));
    }

    void sendText(String text) {
        socket.sendText(text, true).join();
    }

    void sendBinary(byte[] bytes) {
        socket.sendBinary(java.nio.ByteBuffer.wrap(bytes), true).join();
    }

    void hello(int since) {
        send(Map.of("type", "hello", "since", since));
    }

    JsonNode next() {
        try {
            JsonNode m = inbox.poll(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            if (m == null) {
                fail(label + ": no message within " + TIMEOUT_SECONDS + " s");
            }
            return m;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The next message of this type, skipping others. */
    JsonNode next(String type) {
        while (true) {
            JsonNode m = next();
            if (m.path("type").asText().equals(type)) {
                return m;
            }
        }
    }

    /** The next event of this kind, skipping other messages. */
    JsonNode event(String kind) {
        while (true) {
            JsonNode e = next("event");
            if (e.get("kind").asText().equals(kind)) {
                return e;
            }
        }
    }

    /** Sends the message and answers the code of the error it gets. */
    String errorFor(Map<String, ?> message) {
        send(message);
        return next("error").get("code").asText();
    }

    /** The next state message whose seq is at least this. */
    JsonNode stateAt(int seq) {
        while (true) {
            JsonNode m = next("state");
            if (m.get("seq").asInt() >= seq) {
                return m;
            }
        }
    }

    /** Every event message received so far, in arrival order. */
    List<JsonNode> events() {
        synchronized (events) {
            return List.copyOf(events);
        }
    }

    /** Messages already here, without waiting. */
    List<JsonNode> drainNow() {
        List<JsonNode> out = new ArrayList<>();
        inbox.drainTo(out);
        return out;
    }

    @Override
    public void close() {
        socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
    }

    void abort() {
        socket.abort();
    }
}
