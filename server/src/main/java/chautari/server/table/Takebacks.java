package chautari.server.table;

import chautari.engine.Match;
import java.util.List;
import java.util.function.Supplier;

/**
 * Taking back a move at a table against the computer: the player's last move of their own, and
 * everything played after it (the computer's answer), as long as no throw has come since: a throw
 * is never taken back, so every throw the table made stays in the game and in its record. The
 * {@code takeback} event names the first event it takes back; the match is then played again from
 * the start along the events that stand ({@link EventLog#standing}), live and on a restore alike.
 * A friends table has no takeback (the other side's agreement is not asked yet). Under the table's lock.
 */
final class Takebacks {
    private final Mode mode;
    private final Play play;
    private final EventLog log;
    private final ActionChecks checks;
    private final Turns turns;
    private final Ledger ledger;
    private final Supplier<Match> fresh;

    /** {@code fresh}: the table's match as it starts, before any event. */
    Takebacks(Mode mode, Play play, EventLog log, ActionChecks checks, Turns turns, Ledger ledger, Supplier<Match> fresh) {
        this.mode = mode;
        this.play = play;
        this.log = log;
        this.checks = checks;
        this.turns = turns;
        this.ledger = ledger;
        this.fresh = fresh;
    }

    void takeBack(Viewer viewer, ClientMessage.Takeback message) {
        if (mode != Mode.COMPUTER) {
            throw ApiError.conflict("no-takeback", "a move is taken back only at a table against the computer");
        }
        checks.requirePlaying();
        ActionChecks.requireSeated(viewer);
        int seat = checks.actingSeat(viewer, message.seat());
        List<TableEvent> standing = log.standing();
        TableEvent own = standing.reversed().stream()
                .filter(e -> e.kind() == TableEvent.Kind.MOVE && e.seat() == seat && e.actor() == Actor.SEAT)
                .findFirst().orElseThrow(() -> ApiError.conflict("nothing-to-take-back",
                        "you have made no move that can be taken back"));
        if (standing.stream().anyMatch(e -> e.kind() == TableEvent.Kind.THROW && e.seq() > own.seq())) {
            throw ApiError.conflict("thrown-since", "a throw has come since your move, and a throw is never taken back");
        }
        ledger.commit(List.of(ledger.next(TableEvent.Kind.TAKEBACK, seat, String.valueOf(own.seq()), Actor.SEAT,
                false)), List.of(), null, null);
        replayStanding();
    }

    /** The match played again from the start along the events that stand; after a takeback in the log. */
    void replayStanding() {
        play.restart(fresh.get());
        for (TableEvent e : log.standing()) {
            turns.replay(e);
        }
    }
}
