package chautari.server;

import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Rng;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a table plays by itself: a move that is the only legal one (a lost throw's pass
 * included) at once, and the computer seats' throws and moves after the pause, on the shared
 * scheduler. A computer turn takes the table's lock and plays only if nothing has happened
 * at the table since it was planned.
 */
final class AutoPlay {
    /** The table's logger: these lines were always the table's. */
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);

    private final Table table;
    private final ReentrantLock lock;
    private final TableContext ctx;
    private final Rng botRng = new Rng(Tokens.seed());
    private int scheduledAt = -1;

    AutoPlay(Table table, ReentrantLock lock, TableContext ctx) {
        this.table = table;
        this.lock = lock;
        this.ctx = ctx;
    }

    /** Plays forced moves and lost throws, and schedules the computer seats, until a person must act. Under the lock. */
    void advance() {
        while (table.isPlaying()) {
            GameState state = table.state();
            switch (state.phase()) {
                case OVER -> {
                    return;
                }
                case THROW -> {
                    if (table.seat(state.toMove()).isComputer()) {
                        scheduleComputer();
                    }
                    return;
                }
                case MOVE -> {
                    int seat = state.toMove();
                    String forced = forcedMove(state, seat);
                    if (forced != null) {
                        table.moveEvent(seat, forced, TableEvent.BY_TABLE);
                        continue;
                    }
                    if (table.seat(seat).isComputer()) {
                        scheduleComputer();
                    }
                    return;
                }
                case STAKE -> {
                    boolean played = false;
                    boolean computerAwaited = false;
                    for (int seat = 1; seat <= table.players && !played; seat++) {
                        if (state.awaits(seat)) {
                            String forced = forcedMove(state, seat);
                            if (forced != null) {
                                table.moveEvent(seat, forced, TableEvent.BY_TABLE);
                                played = true;
                            } else if (table.seat(seat).isComputer()) {
                                computerAwaited = true;
                            }
                        }
                    }
                    if (played) {
                        continue;
                    }
                    if (computerAwaited) {
                        scheduleComputer();
                    }
                    return;
                }
            }
        }
    }

    private static String forcedMove(GameState state, int seat) {
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(seat, moves);
        return n == 1 ? state.moveText(moves[0]) : null;
    }

    private void scheduleComputer() {
        int at = table.seq();
        if (scheduledAt == at) {
            return;
        }
        scheduledAt = at;
        Runnable turn = () -> computerTurn(at);
        long pause = ctx.computerPause().toMillis();
        try {
            if (pause <= 0) {
                ctx.scheduler().execute(turn);
            } else {
                ctx.scheduler().schedule(turn, pause, TimeUnit.MILLISECONDS);
            }
        } catch (RejectedExecutionException stopping) {
            scheduledAt = -1;
        }
    }

    private void computerTurn(int at) {
        lock.lock();
        try {
            if (table.seq() != at || !table.isPlaying()) {
                return;
            }
            GameState state = table.state();
            switch (state.phase()) {
                case THROW -> {
                    if (table.seat(state.toMove()).isComputer()) {
                        table.throwEvent(TableEvent.BY_COMPUTER);
                    }
                }
                case MOVE -> {
                    int seat = state.toMove();
                    if (table.seat(seat).isComputer()) {
                        table.moveEvent(seat, ctx.bot().chooseText(state.viewFor(seat), seat, botRng),
                                TableEvent.BY_COMPUTER);
                    }
                }
                case STAKE -> {
                    for (int seat = 1; seat <= table.players; seat++) {
                        if (table.state().phase() == Phase.STAKE && table.state().awaits(seat)
                                && table.seat(seat).isComputer()) {
                            table.moveEvent(seat, ctx.bot().chooseText(table.state().viewFor(seat), seat, botRng),
                                    TableEvent.BY_COMPUTER);
                        }
                    }
                }
                case OVER -> {
                }
            }
            table.afterAction();
        } catch (RuntimeException e) {
            LOG.error("event=table.computer-failed table={} seq={} retry=1s", table.id, at, e);
            try {
                ctx.scheduler().schedule(() -> computerTurn(at), 1, TimeUnit.SECONDS);
            } catch (RejectedExecutionException stopping) {
                // the server is stopping; the table is rebuilt on the next start
            }
        } finally {
            lock.unlock();
        }
    }
}
