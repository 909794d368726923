package chautari.server.table;

import chautari.server.store.OwnershipLost;
import chautari.server.store.Store;
import java.sql.SQLException;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A table's events going out: each is committed to the store before anyone is told of it, then
 * kept in the {@link EventLog} and sent to the viewers. A commit the store refuses changes nothing
 * and is an {@link ApiError}; one refused because another node owns the table now sends the table
 * away ({@code lost}). Used under the table's lock.
 */
final class Ledger {
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);

    private final String tableId;
    private final TableContext ctx;
    private final EventLog log;
    private final TableViews views;
    private final Runnable lost;

    Ledger(String tableId, TableContext ctx, EventLog log, TableViews views, Runnable lost) {
        this.tableId = tableId;
        this.ctx = ctx;
        this.log = log;
        this.views = views;
        this.lost = lost;
    }

    int seq() {
        return log.seq();
    }

    /** The next event, numbered after the last, made now. */
    TableEvent next(TableEvent.Kind kind, int seat, String text, Actor actor, boolean hidden) {
        return new TableEvent(seq() + 1, kind, seat, text, actor, ctx.clock().millis(), hidden);
    }

    /** Stores events and the seats, status and next table they change, then tells everyone of the events. */
    void commit(List<TableEvent> events, List<Store.SeatRow> seats, Status status, String next) {
        store(new Store.Change(events.stream().map(TableEvent::row).toList(), seats, wire(status), next,
                ctx.clock().millis()));
        events.forEach(this::publish);
    }

    /** Stores a game event, made at its own time; it is told once the match has taken it ({@link #publish}). */
    void store(TableEvent event, Status status) {
        store(new Store.Change(List.of(event.row()), List.of(), wire(status), null, event.at()));
    }

    /**
     * Stores this table's events and its rematch, a new table, in one transaction; {@code open} then starts the new
     * table, before anyone is told its id: a request for it must find that table, not load a second one from the store.
     */
    void commitRematch(List<TableEvent> events, String next, Store.TableRow row, List<Store.SeatRow> seats,
                       Runnable open) {
        try {
            ctx.store().insertRematch(tableId, new Store.Change(events.stream().map(TableEvent::row).toList(),
                    List.of(), null, next, ctx.clock().millis()), row, seats);
        } catch (SQLException e) {
            throw failed(e);
        }
        try {
            open.run();
        } finally {
            events.forEach(this::publish);
        }
    }

    void publish(TableEvent event) {
        log.add(event);
        if (event.kind() == TableEvent.Kind.MOVE || event.kind() == TableEvent.Kind.THROW) {
            ctx.metrics().moved(event.kind() == TableEvent.Kind.THROW);
        }
        views.sendEvent(event);
    }

    private void store(Store.Change change) {
        try {
            ctx.store().commit(tableId, change);
        } catch (SQLException e) {
            throw failed(e);
        }
    }

    private static String wire(Status status) {
        return status == null ? null : status.wire();
    }

    /**
     * A refused commit: the table goes (its viewers connect again and it is read back) when another node owns it now,
     * or when the store holds more of it than memory does: a commit whose answer was lost on its way back, though
     * stored. Otherwise nothing changed.
     */
    private ApiError failed(SQLException e) {
        if (e instanceof OwnershipLost) {
            LOG.warn("event=table.moved table={} seq={}", tableId, seq());
            lost.run();
            return ApiError.moved(tableId);
        }
        if (storedBeyondMemory()) {
            LOG.warn("event=table.stored-unseen table={} seq={}", tableId, seq(), e);
            lost.run();
            return ApiError.moved(tableId);
        }
        LOG.error("event=table.store-failed table={} seq={}", tableId, seq(), e);
        return new ApiError(503, "store-failed", "the table could not save that; nothing changed, try again");
    }

    private boolean storedBeyondMemory() {
        try {
            return ctx.store().lastSeq(tableId) > seq();
        } catch (SQLException unreadable) {
            return false;
        }
    }
}
