package chautari.server.table;

import chautari.engine.GameState;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A table's hints: a person at a table against the computer or in pass-and-play asks for the
 * move the {@code good} level would make for one of their seats. The ask is checked under the
 * table's lock, the think runs on the {@link BotPool} without it, and the answer goes to the
 * asker alone: {@code {"type":"hint","seq","seat","move"}}, {@code seq} the table's seq the hint
 * was worked out at. One hint at a time a connection.
 */
final class Hints {
    private static final Logger LOG = LoggerFactory.getLogger(Hints.class);

    private final String tableId;
    private final Mode mode;
    private final Play play;
    private final Seats seats;
    private final EventLog log;
    private final ReentrantLock lock;
    private final TableContext ctx;
    private final Set<Viewer> asking = new HashSet<>();

    Hints(String tableId, Mode mode, Play play, Seats seats, EventLog log, ReentrantLock lock, TableContext ctx) {
        this.tableId = tableId;
        this.mode = mode;
        this.play = play;
        this.seats = seats;
        this.log = log;
        this.lock = lock;
        this.ctx = ctx;
    }

    /** Under the lock: checks the ask and starts the think. A refused ask is an {@link ApiError}. */
    void ask(Viewer viewer, ClientMessage.Hint message, JsonNode ref) {
        if (viewer.seats().isEmpty()) {
            throw noHint("spectators get no hints; a hint is for a player's own move");
        }
        if (mode == Mode.FRIENDS) {
            throw noHint("no hints at a table of friends: hints are for tables against the computer and pass-and-play");
        }
        if (!play.isPlaying()) {
            throw noHint("the game is over");
        }
        int seat = seatAsked(viewer, message.seat());
        if (asking.contains(viewer)) {
            throw new ApiError(429, "rate-limited", "one hint at a time: the last one is still being worked out");
        }
        int at = log.seq();
        asking.add(viewer);
        ctx.bots().hint(play.state().viewFor(seat), seat)
                .whenComplete((move, failed) -> answer(viewer, ref, at, seat, move, failed));
    }

    /** Whether a hint is being worked out. Under the lock. */
    boolean pending() {
        return !asking.isEmpty();
    }

    private int seatAsked(Viewer viewer, Integer given) {
        GameState state = play.state();
        if (given == null) {
            List<Integer> awaited = viewer.seats().stream().filter(state::awaits).toList();
            if (awaited.size() > 1) {
                throw ApiError.bad("several of your seats are awaited: say which with \"seat\"");
            }
            if (awaited.isEmpty()) {
                throw noHint("no move of yours is awaited now (awaiting " + state.phase().wire() + ")");
            }
            given = awaited.get(0);
        }
        if (!viewer.seats().contains(given)) {
            throw ApiError.forbidden("your token does not hold seat " + given);
        }
        if (!state.awaits(given)) {
            throw noHint("seat " + given + " has no move awaited now (awaiting " + state.phase().wire() + ")");
        }
        if (seats.get(given).isComputer()) {
            throw noHint("the computer plays seat " + given + " now");
        }
        return given;
    }

    private void answer(Viewer viewer, JsonNode ref, int at, int seat, String move, Throwable failed) {
        lock.lock();
        try {
            asking.remove(viewer);
            if (failed != null) {
                LOG.warn("event=table.hint-failed table={} seq={} seat={}", tableId, at, seat, failed);
                viewer.send(Replies.error("no-hint", "the hint could not be worked out; ask again", ref));
                return;
            }
            viewer.send(Replies.hint(at, seat, move, ref));
        } finally {
            lock.unlock();
        }
    }

    private static ApiError noHint(String message) {
        return ApiError.conflict("no-hint", message);
    }
}
