package chautari.server.table;

import chautari.engine.GameState;
import chautari.engine.StateView;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a table's viewers are sent: each event as that viewer may see it (another seat's
 * stake stays hidden until the next throw), the state with what the viewer's own seats may
 * do and the clocks as they stand when it is made, and the seats' presence. Only viewers that said hello are sent anything. The table
 * calls this under its lock.
 */
final class TableViews {
    private final Play play;
    private final Seats seats;
    private final Offers offers;
    private final EventLog log;
    private final Clocks clocks;
    private final boolean drawAllowed;
    private final TableContext ctx;
    private final Set<Viewer> subscribed = new LinkedHashSet<>();

    /** {@code drawAllowed}: whether the game lets two players agree a draw. */
    TableViews(Play play, Seats seats, Offers offers, EventLog log, Clocks clocks, boolean drawAllowed, TableContext ctx) {
        this.play = play;
        this.seats = seats;
        this.offers = offers;
        this.log = log;
        this.clocks = clocks;
        this.drawAllowed = drawAllowed;
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

    private Map<String, Object> event(TableEvent e, Viewer viewer) {
        return e.view(viewer.seats(), log.thrownSince(e) || !play.isPlaying());
    }

    private Map<String, Object> state(Viewer viewer) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "state");
        m.put("seq", log.seq());
        m.put("status", play.status().wire());
        m.put("next", play.nextId());
        GameState state = play.state();
        StateView.putPosition(m, state, play.ending());
        putOffers(m);
        Map<String, Object> mine = new LinkedHashMap<>();
        for (int seat : viewer.seats()) {
            Map<String, Object> act = seats.get(seat).isComputer() || !play.isPlaying() ? null
                    : StateView.actionsOf(state, seat);
            if (act != null) {
                mine.put(String.valueOf(seat), act);
            }
        }
        m.put("mine", mine);
        m.put("levels", seats.levels());
        m.put("clock", clocks.view(ctx.clock().millis()));
        return m;
    }

    /**
     * What is on offer: {@code drawAllowed} (the game lets two players agree a draw, and it is
     * still on), {@code drawOffer} (the seat whose offer waits, or null), {@code takebackAsk} (the seat whose
     * takeback waits for an answer, or null), and once the game is
     * over and no rematch made, {@code rematch}: the seats that have agreed and those still to.
     */
    void putOffers(Map<String, Object> m) {
        m.put("drawAllowed", play.isPlaying() && drawAllowed);
        m.put("drawOffer", play.isPlaying() ? offers.drawOfferedBy() : null);
        m.put("takebackAsk", play.isPlaying() ? offers.takebackAskedBy() : null);
        if (!play.isPlaying() && play.nextId() == null) {
            Map<String, Object> rematch = new LinkedHashMap<>();
            rematch.put("agreed", offers.rematchAgreed());
            rematch.put("waiting", offers.rematchWaiting(seats.people()));
            m.put("rematch", rematch);
        }
    }

    private Map<String, Object> presence() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "presence");
        long now = ctx.clock().millis();
        List<Map<String, Object>> list = seats.view();
        for (Map<String, Object> seat : list) {
            Seat s = seats.get((Integer) seat.get("seat"));
            boolean away = !s.isComputer() && s.connections == 0;
            seat.put("awayMillis", away ? now - s.absentSince : 0);
            seat.put("canTakeOver", away && play.isPlaying()
                    && now - s.absentSince >= ctx.takeoverAfter().toMillis());
        }
        m.put("seats", list);
        m.put("takeoverAfterSeconds", ctx.takeoverAfter().toSeconds());
        return m;
    }
}
