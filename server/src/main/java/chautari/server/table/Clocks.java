package chautari.server.table;

import chautari.engine.GameState;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A two-seat table's clocks, worked out from its events' times alone, the same way live and when the table is
 * rebuilt (after a restart, on another node): nothing else is stored. The seat that must act (throw or move) is
 * the one whose clock runs; its turn ends when the other seat is to act, and then the increment is added to it.
 * Each seat's first turn is free, as on lichess: its clock does not run and earns no increment (a friend may
 * still be on the way). A takeback hands the turn back without an increment; while no single seat acts (a stake
 * round) no clock runs. Once the game is over the clocks stand still; a fallen flag shows zero. Under the table's lock.
 */
final class Clocks {
    /** What a computer seat keeps in hand for the lock, the store and a slow think's last check. */
    static final long SAFETY_MILLIS = 1000;

    private final TimeControl control;
    private final long[] remaining = new long[3];
    private final int[] turnsPlayed = new int[3];
    private int toAct;
    private boolean running;
    private long since;

    /**
     * {@code control}: the table's time control, null for a table without clocks, which keeps none; {@code first}:
     * the seat to act as the game starts.
     */
    Clocks(TimeControl control, int first) {
        this.control = control;
        this.toAct = first;
        if (control != null) {
            remaining[1] = control.initial().toMillis();
            remaining[2] = control.initial().toMillis();
        }
    }

    /** The time control's name, "3+2"; null without clocks. */
    String name() {
        return control == null ? null : control.name();
    }

    /** Takes an event that has just been applied: {@code after} is the game then, {@code over} whether it has ended. */
    void take(TableEvent event, GameState after, boolean over) {
        if (control == null) {
            return;
        }
        if (event.kind() == TableEvent.Kind.FLAG) {
            stop(event.at());
            remaining[event.seat()] = 0;
        } else if (over) {
            stop(event.at());
        } else if (event.isGameEvent() || event.kind() == TableEvent.Kind.TAKEBACK) {
            turn(event.at(), after.toMove(), event.isGameEvent());
        }
    }

    /** At {@code at} the seat {@code actor} is to act (0: no single seat); {@code played}: by a throw or move. */
    private void turn(long at, int actor, boolean played) {
        if (toAct != 0) {
            spend(at);
            if (actor != toAct && played) {
                if (running) {
                    remaining[toAct] += control.increment().toMillis();
                }
                turnsPlayed[toAct]++;
            }
        }
        toAct = actor;
        running = actor != 0 && turnsPlayed[actor] > 0;
        since = at;
    }

    private void stop(long at) {
        if (toAct != 0) {
            spend(at);
        }
        toAct = 0;
        running = false;
    }

    private void spend(long at) {
        if (running) {
            remaining[toAct] = Math.max(0, remaining[toAct] - (at - since));
        }
    }

    /** The seat whose clock runs; 0 for none. */
    int running() {
        return running ? toAct : 0;
    }

    /** What the seat has left at {@code now}, never below zero. */
    long remaining(int seat, long now) {
        return seat == running() ? Math.max(0, remaining[seat] - (now - since)) : remaining[seat];
    }

    /** The seat whose time is gone at {@code now}; 0 for none. */
    int outOfTime(long now) {
        int seat = running();
        return seat != 0 && remaining[seat] - (now - since) <= 0 ? seat : 0;
    }

    /** How long until the running clock reaches zero; null while none runs. */
    Duration untilFlag(long now) {
        int seat = running();
        return seat == 0 ? null : Duration.ofMillis(Math.max(0, remaining[seat] - (now - since)));
    }

    /**
     * How long a computer seat may think now: a thirtieth of what it has left and four fifths of the increment,
     * never closer to zero than {@link #SAFETY_MILLIS}; null without clocks (the level's own time then). The level's
     * own time bounds it too ({@link BotPool#move}).
     */
    Duration thinkTime(int seat, long now) {
        if (control == null) {
            return null;
        }
        long left = remaining(seat, now);
        long wanted = left / 30 + control.increment().toMillis() * 4 / 5;
        return Duration.ofMillis(Math.max(1, Math.min(wanted, left - SAFETY_MILLIS)));
    }

    /**
     * The clocks as viewers see them at {@code now}: {@code initial} and {@code increment} in milliseconds,
     * {@code remaining} by seat, {@code running} the seat whose clock runs (null for none); null without clocks.
     */
    Map<String, Object> view(long now) {
        if (control == null) {
            return null;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("initial", control.initial().toMillis());
        m.put("increment", control.increment().toMillis());
        Map<String, Long> left = new LinkedHashMap<>();
        left.put("1", remaining(1, now));
        left.put("2", remaining(2, now));
        m.put("remaining", left);
        m.put("running", running() == 0 ? null : running());
        return m;
    }
}
