package chautari.server.table;

import java.time.Duration;
import java.util.List;

/**
 * Quick reactions at a friends table: a seated player sends one of the fixed {@link Reaction}s for
 * their own seat; it is stored as a {@code reaction} event and told to everyone. A seat may send one
 * every {@link #SPACING} and {@link #PER_MINUTE} a minute; the limit is counted from the stored
 * events, so it holds across a restart. The table calls this under its lock.
 */
final class Reactions {
    static final Duration SPACING = Duration.ofSeconds(2);
    static final int PER_MINUTE = 10;

    private final Mode mode;
    private final ActionChecks checks;
    private final EventLog log;
    private final Ledger ledger;
    private final TableContext ctx;

    Reactions(Mode mode, ActionChecks checks, EventLog log, Ledger ledger, TableContext ctx) {
        this.mode = mode;
        this.checks = checks;
        this.log = log;
        this.ledger = ledger;
        this.ctx = ctx;
    }

    void react(Viewer viewer, ClientMessage.React message) {
        if (mode != Mode.FRIENDS) {
            throw ApiError.conflict("no-reactions", "reactions are sent only at a table of friends");
        }
        ActionChecks.requireSeated(viewer);
        int seat = checks.actingSeat(viewer, message.seat());
        checks.requireHuman(seat);
        requireWithinLimit(seat);
        ledger.commit(List.of(ledger.next(TableEvent.Kind.REACTION, seat, message.reaction().wire(), Actor.SEAT,
                false)), List.of(), null, null);
    }

    private void requireWithinLimit(int seat) {
        long now = ctx.clock().millis();
        List<Long> lastMinute = log.after(0).stream()
                .filter(e -> e.kind() == TableEvent.Kind.REACTION && e.seat() == seat && e.at() > now - 60_000)
                .map(TableEvent::at).toList();
        if (!lastMinute.isEmpty() && now - lastMinute.getLast() < SPACING.toMillis()) {
            throw new ApiError(429, "too-many-reactions", "one reaction every " + SPACING.toSeconds()
                    + " seconds; wait a moment");
        }
        if (lastMinute.size() >= PER_MINUTE) {
            throw new ApiError(429, "too-many-reactions", "at most " + PER_MINUTE
                    + " reactions a minute; wait a moment");
        }
    }
}
