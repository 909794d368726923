package chautari.server.web;

import chautari.server.cluster.Relay;
import chautari.server.metrics.ServerMetrics;
import chautari.server.table.ApiError;
import chautari.server.table.Json;
import chautari.server.table.Replies;
import chautari.server.table.SocketMessages;
import chautari.server.table.Table;
import chautari.server.table.Tables;
import chautari.server.table.Tokens;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.time.Clock;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * {@code /ws/tables/{id}}: a connection joins a table as the seats its token holds (or as a
 * spectator), and each of its messages goes to the table. Every bad message is answered with
 * an error to that connection alone. One address may hold {@code socketsPerAddress}
 * connections; messages are limited per connection and per seat token over all its connections.
 */
public final class TableSocket {
    private static final String VIEWER = "viewer";
    private static final String SLOT = "slot";
    private static final String RELAYED = "relayed";
    /** Seat tokens whose message buckets are kept at once; beyond that a token has only its connections' limits. */
    static final int MAX_TOKENS = 100_000;

    static final int MAX_MESSAGE = 4096;

    private final Tables tables;
    private final Relay relay;
    private final Clock clock;
    private final int messageBurst;
    private final double messagesPerSecond;
    private final SocketCounts sockets;
    private final RateLimiters perToken;
    private final ServerMetrics metrics;

    /** Each connection and each seat token may send {@code messageBurst} messages at once, then so many a second. */
    public TableSocket(Tables tables, Relay relay, Clock clock, int socketsPerAddress, int messageBurst,
                double messagesPerSecond, ServerMetrics metrics) {
        this.metrics = metrics;
        this.tables = tables;
        this.relay = relay;
        this.clock = clock;
        this.messageBurst = messageBurst;
        this.messagesPerSecond = messagesPerSecond;
        this.sockets = new SocketCounts(socketsPerAddress);
        this.perToken = new RateLimiters(clock, () -> new RateLimiter(clock, messageBurst, messagesPerSecond), MAX_TOKENS);
    }

    /** The connections open now, from every address. */
    public int openSockets() {
        return sockets.total();
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            String address = ClientAddress.of(ctx.session.getRemoteSocketAddress());
            SocketCounts.Slot slot = sockets.open(address);
            if (slot == null) {
                refuse(ctx, "too-many-connections", "your address has " + sockets.max()
                        + " connections open, the most it may; close one and connect again", 4429);
                return;
            }
            ctx.attribute(SLOT, slot);
            String id = ctx.pathParam("id");
            String token = ctx.queryParam("token");
            String hash = token == null || token.isEmpty() ? null : token.length() > 100 ? "" : Tokens.hash(token);
            try {
                tables.withTable(id, table -> connect(ctx, table, hash));
            } catch (Tables.Elsewhere e) {
                ctx.attribute(RELAYED, relay.attach(ctx, id, e.owner, hash));
                ctx.attribute(VIEWER, new SocketViewer(ctx, null, Set.of(), limiter(hash)));
            } catch (ApiError e) {
                slot.release();
                refuse(ctx, e.code(), e.getMessage(), e.closeCode());
                return;
            }
            ctx.enableAutomaticPings(25, TimeUnit.SECONDS);
        });
        ws.onMessage(ctx -> {
            SocketViewer viewer = ctx.attribute(VIEWER);
            if (viewer == null) {
                return;
            }
            String text = ctx.message();
            if (!viewer.limiter.allow()) {
                metrics.messageRefused();
                viewer.send(Replies.error("rate-limited", "too many messages; slow down", Json.refOf(text)));
            } else if (text.length() > MAX_MESSAGE) {
                viewer.send(Replies.error("bad-request", "the message is longer than " + MAX_MESSAGE
                        + " characters", Json.refOf(text)));
            } else if (ctx.attribute(RELAYED) instanceof String relayed) {
                relay.forward(relayed, text);
            } else {
                SocketMessages.deliver(viewer.table, viewer, text);
            }
        });
        ws.onBinaryMessage(ctx -> {
            SocketViewer viewer = ctx.attribute(VIEWER);
            if (viewer != null) {
                boolean allowed = viewer.limiter.allow();
                if (!allowed) {
                    metrics.messageRefused();
                }
                viewer.send(allowed
                        ? Replies.error("bad-request", "binary frames are not read; send each message as a text frame of JSON", null)
                        : Replies.error("rate-limited", "too many messages; slow down", null));
            }
        });
        ws.onClose(this::leave);
        ws.onError(this::leave);
    }

    /** Under the table's lock, while it is live: the viewer the token's hash makes, connected. */
    private SocketViewer connect(WsContext ctx, Table table, String hash) {
        SocketViewer viewer = new SocketViewer(ctx, table, table.seatsFor(hash), limiter(hash));
        ctx.attribute(VIEWER, viewer);
        table.connect(viewer);
        return viewer;
    }

    /** A connection's own limit, and the one shared by all the connections of its token. */
    private RateLimiter limiter(String hash) {
        Supplier<RateLimiter> shared = hash == null || hash.isEmpty() ? null : () -> perToken.of(hash);
        return new RateLimiter(clock, messageBurst, messagesPerSecond, shared);
    }

    /** The address's place is given back before the table is told, so whoever sees the seat go may connect again. */
    private void leave(WsContext ctx) {
        SocketCounts.Slot slot = ctx.attribute(SLOT);
        if (slot != null) {
            slot.release();
        }
        if (ctx.attribute(RELAYED) instanceof String relayed) {
            relay.detach(relayed);
            return;
        }
        SocketViewer viewer = ctx.attribute(VIEWER);
        if (viewer != null) {
            viewer.table.disconnect(viewer);
        }
    }

    private static void refuse(WsContext ctx, String code, String message, int closeCode) {
        ctx.send(Replies.error(code, message, null));
        ctx.closeSession(closeCode, code);
    }
}
