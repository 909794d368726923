package chautari.server.table;

import chautari.engine.Match;
import java.util.List;
import java.util.function.Supplier;

/**
 * Taking back a move: the player's last move of their own, and everything played after it, as
 * long as no throw has come since: a throw is never taken back, so every throw the table made
 * stays in the game and in its record. Against the computer it is done at once; at a friends table
 * of two the other player is asked ({@code takeback-ask} events) and it is done when they accept,
 * or at once if the computer has taken their seat; a pass-and-play table or a table of more has none.
 * The {@code takeback} event names the first event it takes back; the match is then played again
 * from the start along the events that stand ({@link EventLog#standing}), live and on a restore alike.
 * Under the table's lock.
 */
final class Takebacks {
    private final Mode mode;
    private final Play play;
    private final Seats seats;
    private final Offers offers;
    private final EventLog log;
    private final ActionChecks checks;
    private final Turns turns;
    private final Ledger ledger;
    private final Clocks clocks;
    private final Supplier<Match> fresh;

    /** {@code fresh}: the table's match as it starts, before any event. */
    Takebacks(Mode mode, Play play, Seats seats, Offers offers, EventLog log, ActionChecks checks, Turns turns,
              Ledger ledger, Clocks clocks, Supplier<Match> fresh) {
        this.mode = mode;
        this.play = play;
        this.seats = seats;
        this.offers = offers;
        this.log = log;
        this.checks = checks;
        this.turns = turns;
        this.ledger = ledger;
        this.clocks = clocks;
        this.fresh = fresh;
    }

    void takeBack(Viewer viewer, ClientMessage.Takeback message) {
        if (mode == Mode.PASS || mode == Mode.FRIENDS && seats.players() != 2) {
            throw ApiError.conflict("no-takeback", "a move is taken back only against the computer or at a friends table of two");
        }
        checks.requirePlaying();
        ActionChecks.requireSeated(viewer);
        switch (message.action()) {
            case OFFER -> ask(checks.actingSeat(viewer, message.seat()));
            case ACCEPT, DECLINE -> answer(viewer, message.action());
        }
    }

    private void ask(int seat) {
        checks.requireHuman(seat);
        TableEvent own = lastOwnMove(seat);
        if (mode == Mode.COMPUTER || seats.get(otherSeat(seat)).isComputer()) {
            commit(List.of(takeback(seat, own)));
            return;
        }
        offers.requireCanAskTakeback(seat);
        commit(List.of(ledger.next(TableEvent.Kind.TAKEBACK_ASK, seat, DrawAction.OFFER.wire(), Actor.SEAT, false)));
    }

    private void answer(Viewer viewer, DrawAction action) {
        Integer by = offers.takebackAskedBy();
        if (by == null) {
            throw ApiError.conflict("no-offer", "no takeback is waiting for an answer");
        }
        int answerer = otherSeat(by);
        if (!viewer.seats().contains(answerer)) {
            throw ApiError.forbidden("the takeback is seat " + by + "'s own; seat " + answerer + " answers it");
        }
        commit(List.of(action == DrawAction.ACCEPT ? takeback(by, lastOwnMove(by))
                : ledger.next(TableEvent.Kind.TAKEBACK_ASK, answerer, DrawAction.DECLINE.wire(), Actor.SEAT, false)));
    }

    /** The seat's last move that still stands; a throw since it is never taken back. */
    private TableEvent lastOwnMove(int seat) {
        List<TableEvent> standing = log.standing();
        TableEvent own = standing.reversed().stream()
                .filter(e -> e.kind() == TableEvent.Kind.MOVE && e.seat() == seat && e.actor() == Actor.SEAT)
                .findFirst().orElseThrow(() -> ApiError.conflict("nothing-to-take-back",
                        "you have made no move that can be taken back"));
        if (standing.stream().anyMatch(e -> e.kind() == TableEvent.Kind.THROW && e.seq() > own.seq())) {
            throw ApiError.conflict("thrown-since", "a throw has come since your move, and a throw is never taken back");
        }
        return own;
    }

    private TableEvent takeback(int seat, TableEvent own) {
        return ledger.next(TableEvent.Kind.TAKEBACK, seat, String.valueOf(own.seq()), Actor.SEAT, false);
    }

    private void commit(List<TableEvent> events) {
        ledger.commit(events, List.of(), null, null);
        for (TableEvent e : events) {
            play.absorb(e.kind(), e.seat(), e.text());
            if (e.kind() == TableEvent.Kind.TAKEBACK) {
                replayStanding();
                clocks.take(e, play.state(), false);
            }
        }
    }

    /** The match played again from the start along the events that stand; after a takeback in the log. */
    void replayStanding() {
        play.restart(fresh.get());
        for (TableEvent e : log.standing()) {
            turns.replay(e);
        }
    }

    private static int otherSeat(int seat) {
        return seat == 1 ? 2 : 1;
    }
}
