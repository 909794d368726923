package chautari.server.web;

import chautari.server.cluster.Relay;
import chautari.server.table.Table;
import chautari.server.table.Viewer;
import io.javalin.websocket.WsContext;
import java.util.Set;

/** A WebSocket connection at a table, with its seats and its own rate limit. */
final class SocketViewer implements Viewer {
    private final WsContext ws;
    private final Set<Integer> seats;
    final Table table;
    final RateLimiter limiter;

    SocketViewer(WsContext ws, Table table, Set<Integer> seats, RateLimiter limiter) {
        this.ws = ws;
        this.table = table;
        this.seats = Set.copyOf(seats);
        this.limiter = limiter;
    }

    @Override
    public Set<Integer> seats() {
        return seats;
    }

    @Override
    public void send(String json) {
        if (ws.session.isOpen()) {
            ws.send(json);
        }
    }

    @Override
    public void moved() {
        Relay.closeMoved(ws);
    }
}
