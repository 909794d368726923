package chautari.server.table;

import chautari.engine.Facts;
import chautari.server.store.Store;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * One entry of a table's ordered list. Game events are {@code throw} and {@code move} (their
 * text is docs/notation.md); the table's own are {@code join} (text: the name), {@code takeover} and
 * {@code resign}, {@code draw} (text: offer, accept or decline), {@code rematch-agree} and
 * {@code rematch} (text: the new table's id, then each old seat's new number, "2,1"), {@code reaction}
 * (text: the {@link Reaction}), {@code takeback} (text: the seq of the first event it takes back),
 * {@code takeback-ask} (text: offer or decline, at a friends table) and {@code flag} (text empty: the seat's
 * time ran out, which ends the game). A move made
 * while seats stake at once is {@code hidden}: only its seat sees its text (and its facts) until
 * the next throw. A game event carries the {@link Facts} of what it did; they are not stored, as
 * replaying the stored events tells them again.
 */
record TableEvent(int seq, Kind kind, int seat, String text, Actor actor, long at, boolean hidden, Facts facts) {
    enum Kind {
        THROW, MOVE, JOIN, TAKEOVER, REMATCH, RESIGN, DRAW, REMATCH_AGREE, REACTION, TAKEBACK, TAKEBACK_ASK, FLAG;

        @JsonValue
        String wire() {
            return Wire.name(this);
        }
    }

    TableEvent(int seq, Kind kind, int seat, String text, Actor actor, long at, boolean hidden) {
        this(seq, kind, seat, text, actor, at, hidden, Facts.NONE);
    }

    TableEvent told(Facts what) {
        return new TableEvent(seq, kind, seat, text, actor, at, hidden, what);
    }

    boolean isGameEvent() {
        return kind == Kind.THROW || kind == Kind.MOVE;
    }

    /** The new table, and where each seat sits there; a rematch stored before seats moved has no second part. */
    private void putRematch(Map<String, Object> m) {
        String[] parts = text.split(" ");
        m.put("next", parts[0]);
        if (parts.length > 1) {
            Map<String, Integer> moved = new LinkedHashMap<>();
            String[] seats = parts[1].split(",");
            for (int i = 0; i < seats.length; i++) {
                moved.put(String.valueOf(i + 1), Integer.parseInt(seats[i]));
            }
            m.put("seats", moved);
        }
    }

    Store.EventRow row() {
        return new Store.EventRow(seq, kind.wire(), seat, text, actor.wire(), at);
    }

    /** A stored event, before its facts are told again; a move made while seats stake is hidden. */
    static TableEvent of(Store.EventRow row, boolean staking) {
        Kind kind = Wire.stored(Kind.class, row.kind());
        return new TableEvent(row.seq(), kind, row.seat(), row.text(), Wire.stored(Actor.class, row.actor()),
                row.createdAt(), staking && kind == Kind.MOVE);
    }

    /** The event as this viewer may see it; {@code revealed} says a throw has come since. */
    Map<String, Object> view(Set<Integer> viewerSeats, boolean revealed) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "event");
        m.put("seq", seq);
        m.put("kind", kind.wire());
        m.put("seat", seat);
        switch (kind) {
            case THROW, MOVE -> {
                m.put("by", actor.wire());
                if (hidden && !revealed && !viewerSeats.contains(seat)) {
                    m.put("hidden", true);
                } else {
                    m.put("text", text);
                    m.put("facts", facts.toMap());
                }
            }
            case JOIN -> m.put("name", text);
            case REACTION -> m.put("reaction", text);
            case TAKEBACK -> m.put("from", Integer.parseInt(text));
            case REMATCH -> putRematch(m);
            case DRAW, TAKEBACK_ASK -> {
                m.put("action", text);
                m.put("by", actor.wire());
            }
            default -> {
            }
        }
        return m;
    }
}
