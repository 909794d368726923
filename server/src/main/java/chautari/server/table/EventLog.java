package chautari.server.table;

import java.util.ArrayList;
import java.util.List;

/**
 * A table's ordered events, and two marks kept as they come: the last throw (which shows
 * every hidden stake made before it) and the last game event everyone could see (a message
 * made before it is stale; a takeback, which changes the position, counts as one).
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
        if (event.isGameEvent() && !event.hidden() || event.kind() == TableEvent.Kind.TAKEBACK) {
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

    /** The game events that stand: every throw and move but those a takeback took back. */
    List<TableEvent> standing() {
        return standing(events);
    }

    /** Of these events, the game events no {@code takeback} among them took back. */
    static List<TableEvent> standing(List<TableEvent> events) {
        List<TableEvent> takebacks = events.stream().filter(e -> e.kind() == TableEvent.Kind.TAKEBACK).toList();
        return events.stream().filter(TableEvent::isGameEvent)
                .filter(e -> takebacks.stream().noneMatch(t -> Integer.parseInt(t.text()) <= e.seq() && e.seq() < t.seq()))
                .toList();
    }

    /** The events after seq {@code seq}, in order; {@code after(0)} is all of them. */
    List<TableEvent> after(int seq) {
        return events.stream().filter(e -> e.seq() > seq).toList();
    }
}
