package chautari.server.table;

import java.util.ArrayList;
import java.util.List;

/**
 * A table's ordered events, and two marks kept as they come: the last throw (which shows
 * every hidden stake made before it) and the last game event everyone could see (a message
 * made before it is stale).
 */
final class EventLog {
    private final List<TableEvent> events = new ArrayList<>();
    private int lastThrowSeq;
    private int actSeq;

    void add(TableEvent event) {
        events.add(event);
        if (event.kind() == TableEvent.Kind.THROW) {
            lastThrowSeq = event.seq();
        }
        if (event.isGameEvent() && !event.hidden()) {
            actSeq = event.seq();
        }
    }

    /** The last event's seq; 0 before any. */
    int seq() {
        return events.isEmpty() ? 0 : events.get(events.size() - 1).seq();
    }

    /** When the last event was made; 0 before any. */
    long lastAt() {
        return events.isEmpty() ? 0 : events.get(events.size() - 1).at();
    }

    /** The last game event that is not a hidden stake. */
    int actSeq() {
        return actSeq;
    }

    boolean thrownSince(TableEvent event) {
        return lastThrowSeq > event.seq();
    }

    /** The events after seq {@code seq}, in order; {@code after(0)} is all of them. */
    List<TableEvent> after(int seq) {
        return events.stream().filter(e -> e.seq() > seq).toList();
    }
}
