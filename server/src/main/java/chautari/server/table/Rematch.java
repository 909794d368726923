package chautari.server.table;

import chautari.bots.Bots;
import chautari.server.store.Store;
import java.util.ArrayList;
import java.util.List;

/**
 * A finished table's rematch. Each person's seat agrees (a computer seat always does); once the
 * last one has, the new table is made in the same transaction as that agreement. Used under the
 * table's lock; a refused agreement is an {@link ApiError} and changes nothing.
 */
final class Rematch {
    private final Store.TableRow table;
    private final Seats seats;
    private final Play play;
    private final Offers offers;
    private final Ledger ledger;
    private final TableViews views;
    private final TableContext ctx;

    /** {@code table}: the finished table as it was stored, for the game, players, options, mode and clocks the rematch keeps. */
    Rematch(Store.TableRow table, Seats seats, Play play, Offers offers, Ledger ledger, TableViews views,
            TableContext ctx) {
        this.table = table;
        this.seats = seats;
        this.play = play;
        this.offers = offers;
        this.ledger = ledger;
        this.views = views;
        this.ctx = ctx;
    }

    /** Agrees to a rematch for every seat the viewer holds (pass-and-play: all of them at once). */
    void agree(Viewer viewer) {
        ActionChecks.requireSeated(viewer);
        if (play.status() != Status.FINISHED) {
            throw ApiError.conflict("not-over", "a rematch is offered once the game is over");
        }
        if (play.nextId() != null) {
            throw ApiError.conflict("rematch-exists", "the rematch is table " + play.nextId());
        }
        List<TableEvent> agreeing = new ArrayList<>();
        for (int s : viewer.seats()) {
            if (!offers.agreedRematch(s)) {
                agreeing.add(new TableEvent(ledger.seq() + 1 + agreeing.size(), TableEvent.Kind.REMATCH_AGREE, s,
                        TableEvent.Kind.REMATCH_AGREE.wire(), Actor.SEAT, ctx.clock().millis(), false));
            }
        }
        List<Integer> waiting = offers.rematchWaiting(seats.people());
        if (agreeing.isEmpty()) {
            throw ApiError.conflict("already-agreed", "you have agreed to the rematch; waiting for seats " + waiting);
        }
        List<Integer> stillWaiting = new ArrayList<>(waiting);
        agreeing.forEach(e -> stillWaiting.remove(Integer.valueOf(e.seat())));
        if (stillWaiting.isEmpty()) {
            create(agreeing);
        } else {
            ledger.commit(agreeing, List.of(), null, null);
        }
        agreeing.forEach(e -> play.absorb(e.kind(), e.seat(), e.text()));
        views.sendState();
    }

    /**
     * The new table seats everyone one seat on, so that whoever sat second moves first (every
     * game starts with seat 1): seat k moves to seat k - 1 and seat 1 to the last. Partners stay
     * partners, and every seat keeps its seed; the table has a secret of its own. The event's text
     * is the new table's id and each old seat's new number.
     */
    private void create(List<TableEvent> agreeing) {
        int players = seats.players();
        String next = Tokens.tableId();
        List<Store.SeatRow> rows = new ArrayList<>();
        List<String> moved = new ArrayList<>();
        for (int s = 1; s <= players; s++) {
            Seat seat = seats.get(s % players + 1);
            // A person whose seat the computer took over gets it back at the rematch; a computer seat keeps its level.
            boolean tookOver = seat.isComputer() && seat.tokenHash != null;
            rows.add(new Store.SeatRow(s, (tookOver ? SeatKind.HUMAN : seat.kind).wire(), seat.name, seat.tokenHash,
                    (tookOver ? Bots.DEFAULT : seat.level).wire(), seat.seatSeed));
            moved.add(String.valueOf(s == 1 ? players : s - 1));
        }
        Store.TableRow row = new Store.TableRow(next, table.game(), players, table.options(), table.mode(),
                ctx.draws().tableSeed(), Status.PLAYING.wire(), table.id(), null, ctx.clock().millis(), ctx.draws().throwSecret(),
                table.timeControl());
        List<TableEvent> events = new ArrayList<>(agreeing);
        events.add(new TableEvent(ledger.seq() + 1 + agreeing.size(), TableEvent.Kind.REMATCH, agreeing.get(0).seat(),
                next + " " + String.join(",", moved), Actor.SEAT, ctx.clock().millis(), false));
        ledger.commitRematch(events, next, row, rows, () -> {
            play.rematchIs(next);
            ctx.tables().opened(row, rows);
        });
    }
}
