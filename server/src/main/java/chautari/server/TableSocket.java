package chautari.server;

import chautari.engine.GameException;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.LinkedHashMap;
import java.util.Map;
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
    /** Seat tokens whose message buckets are kept at once; beyond that a token has only its connections' limits. */
    static final int MAX_TOKENS = 100_000;

    private final Tables tables;
    private final ChautariServer.Config config;
    private final SocketCounts sockets;
    private final RateLimiters perToken;

    TableSocket(Tables tables, ChautariServer.Config config) {
        this.tables = tables;
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
            try {
                tables.withTable(id, table -> connect(ctx, table, token));
            } catch (ApiError e) {
                slot.release();
                refuse(ctx, e.code(), e.getMessage(), switch (e.status()) {
                    case 403 -> 4403;
                    case 404 -> 4404;
                    default -> 4500;
                });
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
            JsonNode message = null;
            try {
                if (!viewer.limiter.allow()) {
                    throw new ApiError(429, "rate-limited", "too many messages; slow down");
                }
                if (text.length() > ChautariServer.MAX_MESSAGE) {
                    throw ApiError.bad("the message is longer than " + ChautariServer.MAX_MESSAGE + " characters");
                }
                message = Json.readObject(text);
                viewer.table.handle(viewer, message);
            } catch (ApiError e) {
                viewer.send(errorMessage(e.code(), e.getMessage(), message));
            } catch (GameException e) {
                viewer.send(errorMessage("illegal", e.getMessage(), message));
            }
        });
        ws.onBinaryMessage(ctx -> {
            SocketViewer viewer = ctx.attribute(VIEWER);
            if (viewer != null) {
                viewer.send(viewer.limiter.allow()
                        ? errorMessage("bad-request", "binary frames are not read; send each message as a text frame of JSON", null)
                        : errorMessage("rate-limited", "too many messages; slow down", null));
            }
        });
        ws.onClose(TableSocket::leave);
        ws.onError(TableSocket::leave);
    }

    /** Under the table's lock, while it is live: the viewer the token makes, connected; a token holding no seat is a 403. */
    private SocketViewer connect(WsContext ctx, Table table, String token) {
        Set<Integer> seats = Set.of();
        Supplier<RateLimiter> shared = null;
        if (token != null && !token.isEmpty()) {
            String hash = token.length() > 100 ? null : Tokens.hash(token);
            seats = hash == null ? Set.of() : table.seatsOf(hash);
            if (seats.isEmpty()) {
                throw ApiError.forbidden("this token holds no seat at table " + table.id
                        + "; connect without a token to watch");
            }
            shared = () -> perToken.of(hash);
        }
        SocketViewer viewer = new SocketViewer(ctx, table, seats, new RateLimiter(config.clock(),
                config.limits().messageBurst(), config.limits().messagesPerSecond(), shared));
        ctx.attribute(VIEWER, viewer);
        table.connect(viewer);
        return viewer;
    }

    /** The address's place is given back before the table is told, so whoever sees the seat go may connect again. */
    private static void leave(WsContext ctx) {
        SocketCounts.Slot slot = ctx.attribute(SLOT);
        if (slot != null) {
            slot.release();
        }
        SocketViewer viewer = ctx.attribute(VIEWER);
        if (viewer != null) {
            viewer.table.disconnect(viewer);
        }
    }

    private static void refuse(WsContext ctx, String code, String message, int closeCode) {
        ctx.send(errorMessage(code, message, null));
        ctx.closeSession(closeCode, code);
    }

    static String errorMessage(String code, String message, JsonNode request) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "error");
        m.put("code", code);
        m.put("message", message);
        if (request != null && request.has("ref")) {
            m.put("ref", request.get("ref"));
        }
        return Json.write(m);
    }
}
