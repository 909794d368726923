package chautari.server.table;

import chautari.engine.Result;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A game its players end: a seat resigns, two players agree a draw, or a seat's time runs out. The table calls this
 * under its lock; a refused action is an {@link ApiError} and changes nothing. What the result
 * then is, is {@link Endings}'.
 */
final class PlayersEnd {
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);

    private final String tableId;
    private final Play play;
    private final Seats seats;
    private final Offers offers;
    private final ActionChecks checks;
    private final Ledger ledger;
    private final TableViews views;
    private final Clocks clocks;
    private final boolean drawAllowed;

    /** {@code drawAllowed}: whether the game lets two players agree a draw. */
    PlayersEnd(String tableId, Play play, Seats seats, Offers offers, ActionChecks checks, Ledger ledger,
               TableViews views, Clocks clocks, boolean drawAllowed) {
        this.tableId = tableId;
        this.play = play;
        this.seats = seats;
        this.offers = offers;
        this.checks = checks;
        this.ledger = ledger;
        this.views = views;
        this.clocks = clocks;
        this.drawAllowed = drawAllowed;
    }

    /** A seat gives up: the game ends at once and every other side wins (see {@link Endings}). */
    void resign(Viewer viewer, ClientMessage.Resign message) {
        checks.requirePlaying();
        ActionChecks.requireSeated(viewer);
        int seat = checks.actingSeat(viewer, message.seat());
        checks.requireHuman(seat);
        record(TableEvent.Kind.RESIGN, seat, "resign", Actor.SEAT, true);
    }

    /** The seat's clock has reached zero ({@link Flags}): the game ends on time. */
    void timeRanOut(int seat) {
        record(TableEvent.Kind.FLAG, seat, "", Actor.TABLE, true);
    }

    /** {@code {"type":"draw","action":"offer"|"accept"|"decline","seat"?}}: two players, no throws. */
    void draw(Viewer viewer, ClientMessage.Draw message) {
        checks.requirePlaying();
        ActionChecks.requireSeated(viewer);
        if (!drawAllowed) {
            throw ApiError.conflict("no-draw", "a draw can be agreed only in a game of two players without throws");
        }
        switch (message.action()) {
            case OFFER -> offerDraw(viewer, message.seat());
            case ACCEPT, DECLINE -> answerDraw(viewer, message.action());
        }
    }

    /** The computer declines every draw offered to it, at once. */
    private void offerDraw(Viewer viewer, Integer given) {
        int seat = checks.actingSeat(viewer, given);
        checks.requireHuman(seat);
        offers.requireCanOffer(seat);
        record(TableEvent.Kind.DRAW, seat, DrawAction.OFFER.wire(), Actor.SEAT, false);
        int other = otherSeat(seat);
        if (seats.get(other).isComputer()) {
            record(TableEvent.Kind.DRAW, other, DrawAction.DECLINE.wire(), Actor.COMPUTER, false);
        }
    }

    private void answerDraw(Viewer viewer, DrawAction action) {
        Integer by = offers.drawOfferedBy();
        if (by == null) {
            throw ApiError.conflict("no-offer", "no draw offer is waiting for an answer");
        }
        int answerer = otherSeat(by);
        if (!viewer.seats().contains(answerer)) {
            throw ApiError.forbidden("the draw offer is seat " + by + "'s own; seat " + answerer + " answers it");
        }
        checks.requireHuman(answerer);
        record(TableEvent.Kind.DRAW, answerer, action.wire(), Actor.SEAT, action == DrawAction.ACCEPT);
    }

    /** Commits the event, takes it in (the game may end by it) and tells everyone the state. */
    private void record(TableEvent.Kind kind, int seat, String text, Actor actor, boolean ends) {
        TableEvent event = ledger.next(kind, seat, text, actor, false);
        ledger.commit(List.of(event), List.of(), ends ? Status.FINISHED : null, null);
        play.absorb(kind, seat, text);
        if (ends) {
            play.finish();
            clocks.take(event, play.state(), true);
            Result ending = play.ending();
            LOG.info("event=table.finished table={} game={} seq={} winners={} draw={} reason={}", tableId,
                    play.match().game().id(), event.seq(), ending.winners(), ending.draw(), ending.details().get("reason"));
        }
        views.sendState();
    }

    private int otherSeat(int seat) {
        return seat == 1 ? 2 : 1;
    }
}
