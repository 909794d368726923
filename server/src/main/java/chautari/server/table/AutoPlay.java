package chautari.server.table;

import chautari.engine.GameState;
import chautari.engine.Phase;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a table plays by itself: a move that is the only legal one (a lost throw's pass
 * included) at once, the computer seats' throws and moves, and a flag that has fallen ({@link Flags}).
 * Under a clock a computer seat thinks and pauses no longer than its time allows ({@link Clocks#thinkTime}).
 * A computer turn is planned under the table's lock: each computer seat awaited takes its view and thinks on the
 * {@link BotPool}, without the lock, while the pause runs. Once both the pause and every think
 * are over, the turn takes the lock and plays only if nothing has happened at the table since
 * it was planned; otherwise the table has planned again and the result is dropped.
 */
final class AutoPlay {
    /** The table's logger: these lines were always the table's. */
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);

    private final String tableId;
    private final Play play;
    private final Seats seats;
    private final Turns turns;
    private final Ledger ledger;
    private final TableViews views;
    private final Clocks clocks;
    private final Flags flags;
    private final ReentrantLock lock;
    private final TableContext ctx;
    private Turn planned;

    /** A computer turn planned at one seq; {@code dropped} once the table has moved on. */
    private static final class Turn {
        final int at;
        volatile boolean dropped;

        Turn(int at) {
            this.at = at;
        }
    }

    AutoPlay(String tableId, Play play, Seats seats, Turns turns, Ledger ledger, TableViews views, Clocks clocks,
             Flags flags, ReentrantLock lock, TableContext ctx) {
        this.tableId = tableId;
        this.play = play;
        this.seats = seats;
        this.turns = turns;
        this.ledger = ledger;
        this.views = views;
        this.clocks = clocks;
        this.flags = flags;
        this.lock = lock;
        this.ctx = ctx;
    }

    /** After anything happens at the table: it plays on by itself as far as it can, then everyone is sent the state. */
    void afterAction() {
        advance();
        views.sendState();
    }

    /**
     * Records a flag that has fallen, or else plays forced moves and lost throws and plans the computer seats' turn,
     * until a person must act; then sets the flag's timer. Under the lock.
     */
    void advance() {
        if (!flags.fell()) {
            playOn();
        }
        flags.arm();
    }

    private void playOn() {
        while (play.isPlaying() && !play.isAway()) {
            GameState state = play.state();
            switch (state.phase()) {
                case OVER -> {
                    return;
                }
                case THROW -> {
                    if (seats.get(state.toMove()).isComputer() && !turns.throwsWait()) {
                        planComputer();
                    }
                    return;
                }
                case MOVE, STAKE -> {
                    if (playedForced(state)) {
                        continue;
                    }
                    if (seats.computerAwaited(state)) {
                        planComputer();
                    }
                    return;
                }
            }
        }
    }

    /** Plays the move of the first seat awaited whose move is its only legal one; answers whether there was one. */
    private boolean playedForced(GameState state) {
        for (int seat = 1; seat <= seats.players(); seat++) {
            String forced = state.awaits(seat) ? forcedMove(state, seat) : null;
            if (forced != null) {
                turns.move(seat, forced, Actor.TABLE);
                return true;
            }
        }
        return false;
    }

    /** Through the texts, which a game may size to the moves there are (Sholo Guti's bound is 2^19). */
    private static String forcedMove(GameState state, int seat) {
        String[] moves = state.legalMoveTexts(seat);
        return moves.length == 1 ? moves[0] : null;
    }

    /** Starts the pause and the thinks of every computer seat awaited. Under the lock. */
    private void planComputer() {
        int at = ledger.seq();
        if (planned != null && planned.at == at) {
            return;
        }
        if (planned != null) {
            planned.dropped = true;
        }
        Turn turn = new Turn(at);
        planned = turn;
        GameState state = play.state();
        long now = ctx.clock().millis();
        Map<Integer, CompletableFuture<String>> thinks = new TreeMap<>();
        for (int seat = 1; seat <= seats.players(); seat++) {
            Seat s = seats.get(seat);
            if (state.awaits(seat) && s.isComputer()) {
                thinks.put(seat, ctx.bots().move(state.viewFor(seat), seat, s.level, clocks.thinkTime(seat, now),
                        () -> !turn.dropped));
            }
        }
        List<CompletableFuture<?>> waits = new ArrayList<>(thinks.values());
        waits.add(pause(state.toMove() == 0 ? null : clocks.thinkTime(state.toMove(), now)));
        CompletableFuture.allOf(waits.toArray(CompletableFuture[]::new))
                .whenCompleteAsync((done, failed) -> play(turn, thinks, failed), ctx.scheduler());
    }

    /** The computer's pause before it acts, no longer than its clock allows ({@code limit}; null without clocks). */
    private CompletableFuture<Void> pause(Duration limit) {
        CompletableFuture<Void> over = new CompletableFuture<>();
        long millis = ctx.computerPause().toMillis();
        if (limit != null) {
            millis = Math.min(millis, limit.toMillis());
        }
        if (millis <= 0) {
            over.complete(null);
            return over;
        }
        try {
            ctx.scheduler().schedule(() -> over.complete(null), millis, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException stopping) {
            over.cancel(false);
        }
        return over;
    }

    private void play(Turn turn, Map<Integer, CompletableFuture<String>> thinks, Throwable failed) {
        lock.lock();
        try {
            if (turn != planned || ledger.seq() != turn.at || !play.isPlaying() || play.isAway()) {
                return;
            }
            if (failed != null) {
                throw new IllegalStateException("a computer seat could not think", failed);
            }
            if (flags.fell()) {
                return;
            }
            GameState state = play.state();
            if (state.phase() == Phase.THROW && seats.get(state.toMove()).isComputer()) {
                turns.throwShells(Actor.COMPUTER);
            }
            for (Map.Entry<Integer, CompletableFuture<String>> think : thinks.entrySet()) {
                int seat = think.getKey();
                if (play.state().awaits(seat) && seats.get(seat).isComputer()) {
                    turns.move(seat, think.getValue().join(), Actor.COMPUTER);
                }
            }
            afterAction();
        } catch (RuntimeException e) {
            if (!ctx.scheduler().isShutdown()) {
                LOG.error("event=table.computer-failed table={} seq={} retry=1s", tableId, turn.at, e);
                retryLater(turn);
            }
        } finally {
            lock.unlock();
        }
    }

    /** After a failure the same turn is planned again in a second, unless the table has planned another since. */
    private void retryLater(Turn turn) {
        try {
            ctx.scheduler().schedule(() -> {
                lock.lock();
                try {
                    if (planned == turn && play.isPlaying()) {
                        planned = null;
                        afterAction();
                    }
                } finally {
                    lock.unlock();
                }
            }, 1, TimeUnit.SECONDS);
        } catch (RejectedExecutionException stopping) {
            // the server is stopping; the table is rebuilt on the next start
        }
    }
}
