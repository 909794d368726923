package chautari.server.table;

import chautari.engine.GameState;
import chautari.engine.Phase;
import java.util.List;

/** The checks a viewer's action at a table must pass; a failed one is an {@link ApiError} and changes nothing. */
final class ActionChecks {
    private final Play play;
    private final Seats seats;
    private final EventLog log;

    ActionChecks(Play play, Seats seats, EventLog log) {
        this.play = play;
        this.seats = seats;
        this.log = log;
    }

    /** A throw or move must say which seq it was made at: not older than the last game event it could not see. */
    void requireCurrent(Viewer viewer, int at) {
        requirePlaying();
        requireSeated(viewer);
        if (at > log.seq() || at < 0) {
            throw ApiError.bad("seq " + at + " has not happened; the table is at seq " + log.seq());
        }
        if (at < log.actSeq()) {
            throw ApiError.conflict("stale", "stale message: made at seq " + at + ", but the game moved on at seq "
                    + log.actSeq());
        }
    }

    void requirePlaying() {
        if (!play.isPlaying()) {
            throw ApiError.conflict("over", "the game is over");
        }
    }

    static void requireSeated(Viewer viewer) {
        if (viewer.seats().isEmpty()) {
            throw ApiError.forbidden("spectators cannot act; join the table for a seat");
        }
    }

    void requireHuman(int seat) {
        if (seats.get(seat).isComputer()) {
            throw ApiError.conflict("computer-seat", "the computer plays seat " + seat + " now");
        }
    }

    /**
     * The seat a resign or draw offer is made for: the one named by {@code seat}, else the
     * viewer's only seat, else (pass-and-play) the viewer's seat to move.
     */
    int actingSeat(Viewer viewer, Integer given) {
        if (given != null) {
            if (!viewer.seats().contains(given)) {
                throw ApiError.forbidden("your token does not hold seat " + given);
            }
            return given;
        }
        if (viewer.seats().size() == 1) {
            return viewer.seats().iterator().next();
        }
        int toMove = play.state().toMove();
        if (viewer.seats().contains(toMove)) {
            return toMove;
        }
        throw ApiError.bad("your token holds several seats: say which with \"seat\"");
    }

    /** The one seat of the viewer's that the game awaits, for a move that does not name its seat. */
    int awaitedSeatOf(Viewer viewer) {
        GameState state = play.state();
        List<Integer> awaited = viewer.seats().stream().filter(state::awaits).toList();
        if (awaited.size() == 1) {
            return awaited.get(0);
        }
        if (awaited.isEmpty()) {
            throw ApiError.conflict("not-your-turn", state.phase() == Phase.MOVE
                    ? "it is seat " + state.toMove() + "'s move" : "no move of yours is awaited now (awaiting "
                    + state.phase().wire() + ")");
        }
        throw ApiError.bad("several of your seats are awaited: say which with \"seat\"");
    }
}
