package chautari.server.table;

import chautari.engine.GameState;
import chautari.engine.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A game ended by its players rather than by its rules. A resignation ends the game at once,
 * whatever the number of players: every seat not on the resigning seat's side wins (Pasa
 * partners resign together). A draw is agreed only in a game of two players without throws.
 * A seat whose time ran out loses to the other seat, or draws where the other could never win.
 */
final class Endings {
    static final String RESIGNED = "resigned";
    static final String AGREED = "agreed";
    static final String TIME = "time";

    private Endings() {
    }

    static Result resigned(GameState state, int seat) {
        List<Integer> winners = new ArrayList<>();
        for (int s = 1; s <= state.players(); s++) {
            if (state.sideOf(s) != state.sideOf(seat)) {
                winners.add(s);
            }
        }
        return new Result(winners, false, Map.of()).with("reason", RESIGNED).with("resigned", seat);
    }

    /** The seat's flag fell (a table of two): the other seat wins, unless no play could ever give it the win. */
    static Result timedOut(GameState state, int seat) {
        int other = 3 - seat;
        Result result = state.canWinOnTime(other) ? Result.win(other) : Result.drawn();
        return result.with("reason", TIME).with("flagged", seat);
    }

    static Result agreedDraw() {
        return Result.drawn().with("reason", AGREED);
    }
}
