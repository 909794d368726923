package chautari.server.table;

import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.server.store.Store;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** A table's seats, numbered from 1: who plays each, and what anyone may see of them. Used under the table's lock. */
final class Seats {
    private final Seat[] seats;

    Seats(int players, List<Store.SeatRow> rows, long now) {
        this.seats = new Seat[players + 1];
        for (Store.SeatRow row : rows) {
            seats[row.seat()] = new Seat(row, now);
        }
    }

    int players() {
        return seats.length - 1;
    }

    Seat get(int number) {
        return seats[number];
    }

    /** The seats a token holds; empty for a stranger. */
    Set<Integer> heldBy(String tokenHash) {
        Set<Integer> held = new TreeSet<>();
        for (int s = 1; s <= players(); s++) {
            if (tokenHash.equals(seats[s].tokenHash)) {
                held.add(s);
            }
        }
        return held;
    }

    boolean anyOpen() {
        return firstOpen() != 0;
    }

    /** The first seat no one has taken; 0 for none. */
    int firstOpen() {
        for (int s = 1; s <= players(); s++) {
            if (seats[s].kind == SeatKind.OPEN) {
                return s;
            }
        }
        return 0;
    }

    /** Whether a computer seat has something to do in this state (the throws may wait for open seats). */
    boolean computerToAct(GameState state, boolean throwsWait) {
        if (state.phase() == Phase.THROW) {
            return seats[state.toMove()].isComputer() && !throwsWait;
        }
        return computerAwaited(state);
    }

    boolean computerAwaited(GameState state) {
        for (int s = 1; s <= players(); s++) {
            if (state.awaits(s) && seats[s].isComputer()) {
                return true;
            }
        }
        return false;
    }

    /** The people's seats, in order. */
    List<Integer> people() {
        List<Integer> people = new ArrayList<>();
        for (int s = 1; s <= players(); s++) {
            if (seats[s].kind == SeatKind.HUMAN) {
                people.add(s);
            }
        }
        return people;
    }

    /** Every seat's own part of the throws, in seat order (null for an open seat). */
    List<String> seeds() {
        List<String> seeds = new ArrayList<>();
        for (int s = 1; s <= players(); s++) {
            seeds.add(seats[s].seatSeed);
        }
        return seeds;
    }

    /** When the last person left; 0 if no one ever did. */
    long lastLeft() {
        long since = 0;
        for (int s = 1; s <= players(); s++) {
            since = Math.max(since, seats[s].absentSince);
        }
        return since;
    }

    /** The seats as anyone may see them: number, kind, name, a computer seat's level, and whether someone plays it now. */
    List<Map<String, Object>> view() {
        List<Map<String, Object>> list = new ArrayList<>();
        for (int s = 1; s <= players(); s++) {
            Seat seat = seats[s];
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seat", s);
            m.put("kind", seat.kind.wire());
            m.put("name", seat.name);
            if (seat.isComputer()) {
                m.put("level", seat.level.wire());
            }
            m.put("connected", seat.isComputer() || seat.connections > 0);
            list.add(m);
        }
        return list;
    }

    /** Each computer seat's level, keyed by seat number. */
    Map<String, String> levels() {
        Map<String, String> levels = new LinkedHashMap<>();
        for (int s = 1; s <= players(); s++) {
            if (seats[s].isComputer()) {
                levels.put(String.valueOf(s), seats[s].level.wire());
            }
        }
        return levels;
    }
}
