package chautari.server;

import java.util.List;

/**
 * A game its players end: a seat resigns, or two players agree a draw. The table calls this
 * under its lock; a refused action is an {@link ApiError} and changes nothing. What the result
 * then is, is {@link Endings}'.
 */
final class PlayersEnd {
    private final Table table;
    private final ActionChecks checks;
    private final Offers offers;

    PlayersEnd(Table table, ActionChecks checks, Offers offers) {
        this.table = table;
        this.checks = checks;
        this.offers = offers;
    }

    /** A seat gives up: the game ends at once and every other side wins (see {@link Endings}). */
    void resign(Viewer viewer, ClientMessage.Resign message) {
        checks.requirePlaying();
        ActionChecks.requireSeated(viewer);
        int seat = checks.actingSeat(viewer, message.seat());
        checks.requireHuman(seat);
        table.tableEvents(List.of(table.newEvent(TableEvent.Kind.RESIGN, seat, "resign", Actor.SEAT, false)),
                Status.FINISHED);
    }

    /** {@code {"type":"draw","action":"offer"|"accept"|"decline","seat"?}}: two players, no throws. */
    void draw(Viewer viewer, ClientMessage.Draw message) {
        checks.requirePlaying();
        ActionChecks.requireSeated(viewer);
        if (!table.drawAllowed()) {
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
        table.tableEvents(List.of(table.newEvent(TableEvent.Kind.DRAW, seat, DrawAction.OFFER.wire(), Actor.SEAT, false)), null);
        int other = otherSeat(seat);
        if (table.seat(other).isComputer()) {
            table.tableEvents(List.of(table.newEvent(TableEvent.Kind.DRAW, other, DrawAction.DECLINE.wire(), Actor.COMPUTER,
                    false)), null);
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
        table.tableEvents(List.of(table.newEvent(TableEvent.Kind.DRAW, answerer, action.wire(), Actor.SEAT, false)),
                action == DrawAction.ACCEPT ? Status.FINISHED : null);
    }

    private int otherSeat(int seat) {
        return seat == 1 ? 2 : 1;
    }
}
