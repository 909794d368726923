package chautari.server;

import chautari.engine.GameException;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * {@code /ws/tables/{id}}: a connection joins a table as the seats its token holds (or as a
 * spectator), and each of its messages goes to the table. Every bad message is answered with
 * an error to that connection alone.
 */
final class TableSocket {
    private final Tables tables;
    private final ChautariServer.Config config;

    TableSocket(Tables tables, ChautariServer.Config config) {
        this.tables = tables;
        this.config = config;
    }

    private static final String VIEWER = "viewer";

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            Optional<Table> table;
            try {
                table = tables.find(ctx.pathParam("id"));
            } catch (ApiError e) {
                refuse(ctx, e.code(), e.getMessage(), 4500);
                return;
            }
            if (table.isEmpty()) {
                refuse(ctx, "not-found", "there is no table " + ctx.pathParam("id"), 4404);
                return;
            }
            String token = ctx.queryParam("token");
            Set<Integer> seats = Set.of();
            if (token != null && !token.isEmpty()) {
                seats = token.length() > 100 ? Set.of() : table.get().seatsOf(Tokens.hash(token));
                if (seats.isEmpty()) {
                    refuse(ctx, "forbidden", "this token holds no seat at table " + table.get().id
                            + "; connect without a token to watch", 4403);
                    return;
                }
            }
            SocketViewer viewer = new SocketViewer(ctx, table.get(), seats,
                    new RateLimiter(config.clock(), config.limits().messageBurst(), config.limits().messagesPerSecond()));
            ctx.attribute(VIEWER, viewer);
            ctx.enableAutomaticPings(25, TimeUnit.SECONDS);
            table.get().connect(viewer);
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
        ws.onClose(ctx -> {
            SocketViewer viewer = ctx.attribute(VIEWER);
            if (viewer != null) {
                viewer.table.disconnect(viewer);
            }
        });
        ws.onError(ctx -> {
            SocketViewer viewer = ctx.attribute(VIEWER);
            if (viewer != null) {
                viewer.table.disconnect(viewer);
            }
        });
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
