package chautari.server.table;

import chautari.bots.Bots;
import chautari.server.store.Store;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Who plays a seat, changed: a person joins an open seat of a table of friends, or the computer
 * takes over a seat whose player has gone. The change is stored with its event; then everyone
 * is told the seats' presence, and the table plays on. Used under the table's lock; a refused
 * change is an {@link ApiError} and changes nothing.
 */
final class SeatChanges {
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);

    private final String tableId;
    private final Mode mode;
    private final Seats seats;
    private final ActionChecks checks;
    private final Ledger ledger;
    private final TableViews views;
    private final AutoPlay autoPlay;
    private final TableContext ctx;

    SeatChanges(String tableId, Mode mode, Seats seats, ActionChecks checks, Ledger ledger, TableViews views,
                AutoPlay autoPlay, TableContext ctx) {
        this.tableId = tableId;
        this.mode = mode;
        this.seats = seats;
        this.checks = checks;
        this.ledger = ledger;
        this.views = views;
        this.autoPlay = autoPlay;
        this.ctx = ctx;
    }

    /** Seats the joiner at the first open seat, with its seed (null: the server draws one). */
    Table.Joined join(String name, String seatSeed) {
        if (mode != Mode.FRIENDS) {
            throw ApiError.conflict("no-open-seat", "this table has no seats to join (mode " + mode.wire()
                    + "); open its link to watch");
        }
        int s = seats.firstOpen();
        if (s == 0) {
            throw ApiError.conflict("table-full", "every seat is taken; open the link to watch");
        }
        Seat seat = seats.get(s);
        String token = Tokens.seatToken();
        Store.SeatRow changed = new Store.SeatRow(s, SeatKind.HUMAN.wire(), name, Tokens.hash(token), seat.level.wire(),
                ctx.draws().seatSeed(seatSeed));
        ledger.commit(List.of(ledger.next(TableEvent.Kind.JOIN, s, name, Actor.SEAT, false)),
                List.of(changed), null, null);
        seat.kind = SeatKind.HUMAN;
        seat.name = name;
        seat.tokenHash = changed.tokenHash();
        seat.seatSeed = changed.seatSeed();
        seat.absentSince = ctx.clock().millis();
        LOG.info("event=table.joined table={} seat={}", tableId, s);
        views.sendPresence();
        autoPlay.afterAction();
        return new Table.Joined(s, token);
    }

    /** The computer takes a seat whose player has been gone long enough. */
    void takeover(Viewer viewer, int seat) {
        checks.requirePlaying();
        ActionChecks.requireSeated(viewer);
        if (seat < 1 || seat > seats.players()) {
            throw ApiError.bad("\"seat\" must be a seat of this table, 1 to " + seats.players());
        }
        Seat s = seats.get(seat);
        if (viewer.seats().contains(seat)) {
            throw ApiError.conflict("own-seat", "seat " + seat + " is your own");
        }
        if (s.isComputer()) {
            throw ApiError.conflict("already-computer", "the computer already plays seat " + seat);
        }
        if (s.connections > 0) {
            throw ApiError.conflict("seat-present", "seat " + seat + "'s player is connected");
        }
        long away = ctx.clock().millis() - s.absentSince;
        if (away < ctx.takeoverAfter().toMillis()) {
            throw ApiError.conflict("not-away-long-enough", "seat " + seat + "'s player has been gone "
                    + away / 1000 + " s; the computer may take the seat after "
                    + ctx.takeoverAfter().toSeconds() + " s");
        }
        Store.SeatRow changed = new Store.SeatRow(seat, SeatKind.COMPUTER.wire(), s.name, s.tokenHash, Bots.DEFAULT.wire(),
                s.seatSeed != null ? s.seatSeed : ctx.draws().seatSeed());
        ledger.commit(List.of(ledger.next(TableEvent.Kind.TAKEOVER, seat, "computer", Actor.SEAT,
                false)), List.of(changed), null, null);
        s.kind = SeatKind.COMPUTER;
        s.level = Bots.DEFAULT;
        s.seatSeed = changed.seatSeed();
        LOG.info("event=table.takeover table={} seat={}", tableId, seat);
        views.sendPresence();
        autoPlay.afterAction();
    }
}
