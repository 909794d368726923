package chautari.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongConsumer;
import javax.sql.DataSource;

/** Tables, seats and events in SQL. Each write is one transaction: all of it or nothing. */
public final class Store {
    /**
     * A table; {@code secret} is its throws' sealed secret in hex (null for a table from before fair throws),
     * {@code timeControl} its clocks ("3+2"; null for none).
     */
    public record TableRow(String id, String game, int players, String options, String mode, long seed,
                    String status, String previousId, String nextId, long createdAt, String secret, String timeControl) {
    }

    /**
     * A seat; {@code level} is the level the computer plays it at (a person's seat keeps the default),
     * {@code seatSeed} the seat's own part of every throw (null while the seat is open).
     */
    public record SeatRow(int seat, String kind, String name, String tokenHash, String level, String seatSeed) {
    }

    public record EventRow(int seq, String kind, int seat, String text, String actor, long createdAt) {
    }

    /** What one action writes: its events, the seats it changes, and the table's new status or next table. */
    public record Change(List<EventRow> events, List<SeatRow> seats, String status, String nextId, long at) {
    }

    /** Run in the transaction of every change to a table: refuses one this node no longer owns. */
    public interface Fence {
        Fence NONE = (c, tableId) -> {
        };

        void check(Connection c, String tableId) throws SQLException;

        /**
         * Before a write takes a connection: false when this node is known to hold the table no longer (its
         * connections to the store broke), so the write is refused at once instead of waiting for a connection.
         */
        default boolean mayHold(String tableId) {
            return true;
        }
    }

    private final DataSource db;
    private final Fence fence;
    private final LongConsumer committed;

    public Store(DataSource db) {
        this(db, Fence.NONE, nanos -> {
        });
    }

    /** {@code committed} is told how long each write's transaction took, once it is committed. */
    public Store(DataSource db, Fence fence, LongConsumer committed) {
        this.db = db;
        this.fence = fence;
        this.committed = committed;
    }

    public void ping() throws SQLException {
        try (Connection c = db.getConnection(); PreparedStatement s = c.prepareStatement("SELECT 1");
             ResultSet r = s.executeQuery()) {
            r.next();
        }
    }

    public void insertTable(TableRow t, List<SeatRow> seats) throws SQLException {
        inTransaction(c -> insertTable(c, t, seats));
    }

    /** A rematch: the old table's change (its rematch event and next table) and the new table, in one transaction. */
    public void insertRematch(String oldTableId, Change change, TableRow t, List<SeatRow> seats) throws SQLException {
        requireHeld(oldTableId);
        inTransaction(c -> {
            fence.check(c, oldTableId);
            insertTable(c, t, seats);
            commit(c, oldTableId, change);
        });
    }

    private static void insertTable(Connection c, TableRow t, List<SeatRow> seats) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO game_tables (id, game, players, options, mode, seed,"
                + " status, previous_id, next_id, created_at, secret, time_control) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            s.setString(1, t.id());
            s.setString(2, t.game());
            s.setInt(3, t.players());
            s.setString(4, t.options());
            s.setString(5, t.mode());
            s.setLong(6, t.seed());
            s.setString(7, t.status());
            s.setString(8, t.previousId());
            s.setString(9, t.nextId());
            s.setLong(10, t.createdAt());
            s.setString(11, t.secret());
            s.setString(12, t.timeControl());
            s.executeUpdate();
        }
        upsertSeats(c, t.id(), seats, true);
    }

    public void commit(String tableId, Change change) throws SQLException {
        requireHeld(tableId);
        inTransaction(c -> {
            fence.check(c, tableId);
            commit(c, tableId, change);
        });
    }

    private void requireHeld(String tableId) throws OwnershipLost {
        if (!fence.mayHold(tableId)) {
            throw new OwnershipLost(tableId);
        }
    }

    private static void commit(Connection c, String tableId, Change change) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO events (table_id, seq, kind, seat, text, actor,"
                + " created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            for (EventRow e : change.events()) {
                s.setString(1, tableId);
                s.setInt(2, e.seq());
                s.setString(3, e.kind());
                s.setInt(4, e.seat());
                s.setString(5, e.text());
                s.setString(6, e.actor());
                s.setLong(7, e.createdAt());
                s.executeUpdate();
            }
        }
        upsertSeats(c, tableId, change.seats(), false);
        if (change.status() != null) {
            try (PreparedStatement s = c.prepareStatement("UPDATE game_tables SET status = ?, finished_at = ? WHERE id = ?")) {
                s.setString(1, change.status());
                s.setLong(2, change.at());
                s.setString(3, tableId);
                s.executeUpdate();
            }
        }
        if (change.nextId() != null) {
            try (PreparedStatement s = c.prepareStatement("UPDATE game_tables SET next_id = ? WHERE id = ?")) {
                s.setString(1, change.nextId());
                s.setString(2, tableId);
                s.executeUpdate();
            }
        }
    }

    /** Since when no one has been connected to the seat; null: someone is now. */
    public void markAway(String tableId, int seat, Long since) throws SQLException {
        requireHeld(tableId);
        try (Connection c = db.getConnection(); PreparedStatement s = c.prepareStatement(
                "UPDATE seats SET away_since = ? WHERE table_id = ? AND seat = ?")) {
            if (since == null) {
                s.setNull(1, java.sql.Types.BIGINT);
            } else {
                s.setLong(1, since);
            }
            s.setString(2, tableId);
            s.setInt(3, seat);
            s.executeUpdate();
        }
    }

    /** The seats no one was connected to when last stored, and since when. */
    public Map<Integer, Long> awaySince(String tableId) throws SQLException {
        Map<Integer, Long> away = new HashMap<>();
        try (Connection c = db.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT seat, away_since FROM seats WHERE table_id = ? AND away_since IS NOT NULL")) {
            s.setString(1, tableId);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    away.put(r.getInt(1), r.getLong(2));
                }
            }
        }
        return away;
    }

    public Optional<TableRow> table(String id) throws SQLException {
        try (Connection c = db.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT id, game, players, options, mode, seed, status, previous_id, next_id, created_at, secret,"
                        + " time_control FROM game_tables WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(tableRow(r)) : Optional.empty();
            }
        }
    }

    public int countWithStatus(String status) throws SQLException {
        try (Connection c = db.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT COUNT(*) FROM game_tables WHERE status = ?")) {
            s.setString(1, status);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    public List<SeatRow> seats(String tableId) throws SQLException {
        List<SeatRow> seats = new ArrayList<>();
        try (Connection c = db.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT seat, kind, name, token_hash, level, seat_seed FROM seats WHERE table_id = ? ORDER BY seat")) {
            s.setString(1, tableId);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    seats.add(new SeatRow(r.getInt(1), r.getString(2), r.getString(3), r.getString(4), r.getString(5),
                            r.getString(6)));
                }
            }
        }
        return seats;
    }

    /** The seq of the table's last stored event, 0 for none. */
    public int lastSeq(String tableId) throws SQLException {
        try (Connection c = db.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT COALESCE(MAX(seq), 0) FROM events WHERE table_id = ?")) {
            s.setString(1, tableId);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    public List<EventRow> events(String tableId) throws SQLException {
        List<EventRow> events = new ArrayList<>();
        try (Connection c = db.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT seq, kind, seat, text, actor, created_at FROM events WHERE table_id = ? ORDER BY seq")) {
            s.setString(1, tableId);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    events.add(new EventRow(r.getInt(1), r.getString(2), r.getInt(3), r.getString(4), r.getString(5),
                            r.getLong(6)));
                }
            }
        }
        return events;
    }

    private static TableRow tableRow(ResultSet r) throws SQLException {
        return new TableRow(r.getString(1), r.getString(2), r.getInt(3), r.getString(4), r.getString(5), r.getLong(6),
                r.getString(7), r.getString(8), r.getString(9), r.getLong(10), r.getString(11),
                r.getString(12));
    }

    private static void upsertSeats(Connection c, String tableId, List<SeatRow> seats, boolean fresh) throws SQLException {
        if (seats.isEmpty()) {
            return;
        }
        if (!fresh) {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM seats WHERE table_id = ? AND seat = ?")) {
                for (SeatRow seat : seats) {
                    s.setString(1, tableId);
                    s.setInt(2, seat.seat());
                    s.executeUpdate();
                }
            }
        }
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO seats (table_id, seat, kind, name, token_hash, level, seat_seed) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            for (SeatRow seat : seats) {
                s.setString(1, tableId);
                s.setInt(2, seat.seat());
                s.setString(3, seat.kind());
                s.setString(4, seat.name());
                s.setString(5, seat.tokenHash());
                s.setString(6, seat.level());
                s.setString(7, seat.seatSeed());
                s.executeUpdate();
            }
        }
    }

    private interface Work {
        void run(Connection c) throws SQLException;
    }

    private void inTransaction(Work work) throws SQLException {
        long start = System.nanoTime();
        try (Connection c = db.getConnection()) {
            c.setAutoCommit(false);
            try {
                work.run(c);
                c.commit();
                committed.accept(System.nanoTime() - start);
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        }
    }
}
