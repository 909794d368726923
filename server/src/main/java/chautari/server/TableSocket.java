package chautari.server;

import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * {@code /ws/tables/{id}}: a connection joins a table as the seats its token holds (or as a
 * spectator), and each of its messages goes to the table. Every bad message is answered with
 * an error to that connection alone. One address may hold {@link Limits#socketsPerAddress}
 * connections; messages are limited per connection and per seat token over all its connections.
 */
final class TableSocket {
    private static final String VIEWER = "viewer";
    private static final String SLOT = "slot";
    private static final String RELAYED = "relayed";
    /** Seat tokens whose message buckets are kept at once; beyond that a token has only its connections' limits. */
    static final int MAX_TOKENS = 100_000;

    private final Tables tables;
    private final Relay relay;
    private final ChautariServer.Config config;
    private final SocketCounts sockets;
    private final RateLimiters perToken;

    TableSocket(Tables tables, Relay relay, ChautariServer.Config config) {
        this.tables = tables;
        this.relay = relay;
        this.config = config;
        Limits limits = config.limits();
        this.sockets = new SocketCounts(limits.socketsPerAddress());
        this.perToken = new RateLimiters(config.clock(),
                () -> new RateLimiter(config.clock(), limits.messageBurst(), limits.messagesPerSecond()), MAX_TOKENS);
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
                refuse(ctx, e.code(), e.getMessage(), closeCode(e));
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
                viewer.send(Replies.error("rate-limited", "too many messages; slow down", null));
            } else if (text.length() > ChautariServer.MAX_MESSAGE) {
                viewer.send(Replies.error("bad-request", "the message is longer than " + ChautariServer.MAX_MESSAGE
                        + " characters", null));
            } else if (ctx.attribute(RELAYED) instanceof String relayed) {
                relay.forward(relayed, text);
            } else {
                SocketMessages.deliver(viewer.table, viewer, text);
            }
        });
        ws.onBinaryMessage(ctx -> {
            SocketViewer viewer = ctx.attribute(VIEWER);
            if (viewer != null) {
                viewer.send(viewer.limiter.allow()
                        ? Replies.error("bad-request", "binary frames are not read; send each message as a text frame of JSON", null)
                        : Replies.error("rate-limited", "too many messages; slow down", null));
            }
        });
        ws.onClose(this::leave);
        ws.onError(this::leave);
    }

    /** Under the table's lock, while it is live: the viewer the token's hash makes, connected. */
    private SocketViewer connect(WsContext ctx, Table table, String hash) {
        SocketViewer viewer = new SocketViewer(ctx, table, seatsFor(table, hash), limiter(hash));
        ctx.attribute(VIEWER, viewer);
        table.connect(viewer);
        return viewer;
    }

    /** The seats a token's hash holds (none for a spectator, whose hash is null); a hash holding none is a 403. */
    static Set<Integer> seatsFor(Table table, String hash) {
        if (hash == null) {
            return Set.of();
        }
        Set<Integer> seats = hash.isEmpty() ? Set.of() : table.seatsOf(hash);
        if (seats.isEmpty()) {
            throw ApiError.forbidden("this token holds no seat at table " + table.id
                    + "; connect without a token to watch");
        }
        return seats;
    }

    /** A connection's own limit, and the one shared by all the connections of its token. */
    private RateLimiter limiter(String hash) {
        Supplier<RateLimiter> shared = hash == null || hash.isEmpty() ? null : () -> perToken.of(hash);
        return new RateLimiter(config.clock(), config.limits().messageBurst(), config.limits().messagesPerSecond(), shared);
    }

    static int closeCode(ApiError e) {
        return switch (e.status()) {
            case 403 -> 4403;
            case 404 -> 4404;
            default -> 4500;
        };
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
