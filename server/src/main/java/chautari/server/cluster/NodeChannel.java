package chautari.server.cluster;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Messages between node instances over PostgreSQL's LISTEN/NOTIFY: each instance listens on a
 * channel of its own, on a connection of its own; one thread sends, in order, many
 * notifications a transaction. A message longer than one notification may carry (8,000 bytes)
 * goes in parts, each headed {@code from|id|part|parts|}, and is put together again on arrival:
 * PostgreSQL delivers one sender's notifications in the order they were committed.
 */
final class NodeChannel implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(NodeChannel.class);
    /** Characters a part: at most 3 bytes each in UTF-8, so a part and its header stay under 8,000 bytes. */
    static final int PART_CHARS = 2500;
    private static final int BATCH = 500;
    /** The outbox's last entry when the node stops: what was queued before it is sent, then the sender ends. */
    private static final String[] STOP = new String[0];

    private final String instance;
    private final Connection listening;
    private final Connection sending;
    private final Consumer<String> deliver;
    private final Runnable broken;
    private final BlockingQueue<String[]> outbox = new LinkedBlockingQueue<>();
    private final Map<String, StringBuilder> partial = new HashMap<>();
    private final AtomicLong ids = new AtomicLong();
    private final Thread listener;
    private final Thread sender;
    private volatile boolean open = true;

    NodeChannel(String instance, Connection listening, Connection sending, Consumer<String> deliver, Runnable broken)
            throws SQLException {
        this.instance = instance;
        this.listening = listening;
        this.sending = sending;
        this.deliver = deliver;
        this.broken = broken;
        try (Statement s = listening.createStatement()) {
            s.execute("LISTEN " + channel(instance));
        }
        this.listener = Thread.ofPlatform().name("node-listen").daemon().start(this::listen);
        this.sender = Thread.ofPlatform().name("node-send").daemon().start(this::sendAll);
    }

    /** The channel an instance listens on: a plain lower-case identifier. */
    static String channel(String instance) {
        return "chautari_" + instance.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]", "_");
    }

    void send(String to, String json) {
        String id = instance + "|" + ids.incrementAndGet();
        int parts = Math.max(1, (json.length() + PART_CHARS - 1) / PART_CHARS);
        String channel = channel(to);
        int start = 0;
        for (int part = 0; part < parts; part++) {
            int end = Math.min(json.length(), start + PART_CHARS);
            if (end < json.length() && Character.isHighSurrogate(json.charAt(end - 1))) {
                end--;
            }
            boolean last = part == parts - 1;
            if (last) {
                end = json.length();
            }
            outbox.add(new String[] {channel, id + "|" + part + "|" + parts + "|" + json.substring(start, end)});
            start = end;
        }
    }

    private void sendAll() {
        List<String[]> batch = new ArrayList<>();
        try (PreparedStatement s = sending.prepareStatement(
                "SELECT pg_notify(c, p) FROM unnest(?::text[], ?::text[]) AS x(c, p)")) {
            while (open) {
                String[] first = outbox.poll(1, TimeUnit.SECONDS);
                if (first == null) {
                    continue;
                }
                if (first == STOP) {
                    return;
                }
                batch.clear();
                batch.add(first);
                outbox.drainTo(batch, BATCH - 1);
                boolean last = batch.remove(STOP);
                String[] channels = new String[batch.size()];
                String[] payloads = new String[batch.size()];
                for (int i = 0; i < batch.size(); i++) {
                    channels[i] = batch.get(i)[0];
                    payloads[i] = batch.get(i)[1];
                }
                s.setArray(1, sending.createArrayOf("text", channels));
                s.setArray(2, sending.createArrayOf("text", payloads));
                s.executeQuery().close();
                if (last) {
                    return;
                }
            }
        } catch (SQLException e) {
            fail("send", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void listen() {
        try {
            PGConnection pg = listening.unwrap(PGConnection.class);
            while (open) {
                PGNotification[] notes = pg.getNotifications(500);
                if (notes != null) {
                    for (PGNotification note : notes) {
                        receive(note.getParameter());
                    }
                }
            }
        } catch (SQLException e) {
            fail("listen", e);
        }
    }

    /** {@code from|id|part|parts|text}: a whole message is delivered once its last part is in. */
    private void receive(String payload) {
        String[] head = payload.split("\\|", 5);
        if (head.length < 5) {
            LOG.warn("event=node.bad-message length={}", payload.length());
            return;
        }
        String key = head[0] + "|" + head[1];
        int part = Integer.parseInt(head[2]);
        int parts = Integer.parseInt(head[3]);
        String text = head[4];
        if (parts > 1) {
            StringBuilder sofar = part == 0 ? new StringBuilder() : partial.remove(key);
            if (sofar == null) {
                LOG.warn("event=node.part-missing message={} part={}", key, part);
                return;
            }
            sofar.append(text);
            if (part < parts - 1) {
                partial.put(key, sofar);
                return;
            }
            text = sofar.toString();
        }
        try {
            deliver.accept(text);
        } catch (RuntimeException e) {
            LOG.error("event=node.message-failed", e);
        }
    }

    private void fail(String what, SQLException e) {
        if (open) {
            LOG.warn("event=node.channel-broken part={} reason={}", what, e.getMessage());
            broken.run();
        }
    }

    /** Sends what is queued (the graceful stop's last messages to other nodes), waiting at most {@code millis}; then sends nothing more. */
    void drain(long millis) {
        outbox.add(STOP);
        try {
            sender.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        open = false;
        sender.interrupt();
        for (Connection c : List.of(listening, sending)) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // closing a connection that is already broken
            }
        }
    }
}
