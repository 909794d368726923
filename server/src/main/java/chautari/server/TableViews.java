package chautari.server;

import chautari.engine.GameState;
import chautari.engine.StateView;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a table's viewers are sent: each event as that viewer may see it (another seat's
 * stake stays hidden until the next throw), the state with what the viewer's own seats may
 * do, and the seats' presence. Only viewers that said hello are sent anything. The table
 * calls this under its lock.
 */
final class TableViews {
    private final Table table;
    private final EventLog log;
    private final TableContext ctx;
    private final Set<Viewer> subscribed = new LinkedHashSet<>();

    TableViews(Table table, EventLog log, TableContext ctx) {
        this.table = table;
        this.log = log;
        this.ctx = ctx;
    }

    /** Sends the viewer every event after seq {@code from}, then the state and presence; it is sent all that follows. */
    void subscribe(Viewer viewer, int from) {
        subscribed.add(viewer);
        for (TableEvent e : log.after(from)) {
            viewer.send(Json.write(event(e, viewer)));
        }
        viewer.send(Json.write(state(viewer)));
        viewer.send(Json.write(presence()));
    }

    void unsubscribe(Viewer viewer) {
        subscribed.remove(viewer);
    }

    void sendEvent(TableEvent event) {
        for (Viewer v : List.copyOf(subscribed)) {
            v.send(Json.write(event(event, v)));
        }
    }

    void sendState() {
        for (Viewer v : List.copyOf(subscribed)) {
            v.send(Json.write(state(v)));
        }
    }

    void sendPresence() {
        String json = Json.write(presence());
        for (Viewer v : List.copyOf(subscribed)) {
            v.send(json);
        }
    }

    /** The seats as anyone may see them: number, kind, name, a computer seat's level, and whether someone plays it now. */
    List<Map<String, Object>> seatList() {
        List<Map<String, Object>> list = new ArrayList<>();
        for (int s = 1; s <= table.players; s++) {
            Seat seat = table.seat(s);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seat", s);
            m.put("kind", seat.kind.wire());
            m.put("name", seat.name);
            if (seat.isComputer()) {
                m.put("level", seat.level);
            }
            m.put("connected", seat.isComputer() || seat.connections > 0);
            list.add(m);
        }
        return list;
    }

    private Map<String, Object> event(TableEvent e, Viewer viewer) {
        return e.view(viewer.seats(), log.thrownSince(e) || !table.isPlaying());
    }

    private Map<String, Object> state(Viewer viewer) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "state");
        m.put("seq", log.seq());
        m.put("status", table.status().wire());
        m.put("next", table.nextId());
        GameState state = table.state();
        StateView.putPosition(m, state, table.ending());
        putOffers(m);
        Map<String, Object> mine = new LinkedHashMap<>();
        for (int seat : viewer.seats()) {
            Map<String, Object> act = table.seat(seat).isComputer() || !table.isPlaying() ? null
                    : StateView.actionsOf(state, seat);
            if (act != null) {
                mine.put(String.valueOf(seat), act);
            }
        }
        m.put("mine", mine);
        m.put("levels", levels());
        return m;
    }

    /**
     * What is on offer: {@code drawAllowed} (the game lets two players agree a draw, and it is
     * still on), {@code drawOffer} (the seat whose offer waits, or null), and once the game is
     * over and no rematch made, {@code rematch}: the seats that have agreed and those still to.
     */
    void putOffers(Map<String, Object> m) {
        m.put("drawAllowed", table.isPlaying() && table.drawAllowed());
        m.put("drawOffer", table.drawOfferedBy());
        if (!table.isPlaying() && table.nextId() == null) {
            Map<String, Object> rematch = new LinkedHashMap<>();
            rematch.put("agreed", List.copyOf(table.rematchAgreed()));
            rematch.put("waiting", table.rematchWaiting());
            m.put("rematch", rematch);
        }
    }

    /** Each computer seat's level, keyed by seat number. */
    Map<String, String> levels() {
        Map<String, String> levels = new LinkedHashMap<>();
        for (int s = 1; s <= table.players; s++) {
            if (table.seat(s).isComputer()) {
                levels.put(String.valueOf(s), table.seat(s).level);
            }
        }
        return levels;
    }

    private Map<String, Object> presence() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "presence");
        long now = ctx.clock().millis();
        List<Map<String, Object>> list = seatList();
        for (Map<String, Object> seat : list) {
            Seat s = table.seat((Integer) seat.get("seat"));
            boolean away = !s.isComputer() && s.connections == 0;
            seat.put("awayMillis", away ? now - s.absentSince : 0);
            seat.put("canTakeOver", away && table.isPlaying()
                    && now - s.absentSince >= ctx.takeoverAfter().toMillis());
        }
        m.put("seats", list);
        m.put("takeoverAfterSeconds", ctx.takeoverAfter().toSeconds());
        return m;
    }
}
