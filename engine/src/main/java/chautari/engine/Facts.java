package chautari.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a move or a throw did, told by the game so no reader works it out again: pieces or
 * stones taken (with the cell they were taken on), the moved piece reaching home, a throw
 * earned, chips paid, and what a throw is worth. Games fill in only what applies to them.
 *
 * @param captured   enemy pieces taken, each where it stood
 * @param home       the moved piece finished its journey
 * @param extraThrow the mover or thrower throws again
 * @param payouts    chips that changed hands
 * @param value      how many objects of a throw fell face (mouth) up; -1 for none
 * @param steps      how far a throw moves a piece; 0 for none
 * @param name       the throw's own name, such as {@code sudi} or {@code chauka}; null for none
 * @param more       the game's own facts by the names its notation gives them (chess: {@code san}, {@code check}, ...)
 */
public record Facts(List<Capture> captured, boolean home, boolean extraThrow, List<Payout> payouts,
                    int value, int steps, String name, Map<String, Object> more) {
    public static final Facts NONE = new Facts(List.of(), false, false, List.of(), -1, 0, null, Map.of());

    /** Pieces of a seat taken on a cell; {@code cell} is named as in the game's board and moves. */
    public record Capture(int seat, String cell, int count) {
    }

    /** Chips paid by one seat to another. */
    public record Payout(int from, int to, int chips) {
    }

    public Facts {
        captured = List.copyOf(captured);
        payouts = List.copyOf(payouts);
        more = Collections.unmodifiableMap(new LinkedHashMap<>(more));
    }

    public static Facts ofCaptures(List<Capture> captured, boolean extraThrow) {
        return new Facts(captured, false, extraThrow, List.of(), -1, 0, null, Map.of());
    }

    public static Facts ofThrow(int value, int steps, String name, boolean extraThrow) {
        return new Facts(List.of(), false, extraThrow, List.of(), value, steps, name, Map.of());
    }

    public Facts withHome(boolean reached) {
        return new Facts(captured, reached, extraThrow, payouts, value, steps, name, more);
    }

    public Facts withPayouts(List<Payout> paid) {
        return new Facts(captured, home, extraThrow, paid, value, steps, name, more);
    }

    /** The same facts and one more of the game's own. */
    public Facts with(String key, Object fact) {
        Map<String, Object> added = new LinkedHashMap<>(more);
        added.put(key, fact);
        return new Facts(captured, home, extraThrow, payouts, value, steps, name, added);
    }

    /** As the protocol writes them: only the keys that apply, so nothing that happened is an empty map. */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        if (!captured.isEmpty()) {
            List<Map<String, Object>> list = new ArrayList<>();
            for (Capture c : captured) {
                list.add(ordered("seat", c.seat(), "cell", c.cell(), "count", c.count()));
            }
            m.put("captured", list);
        }
        if (home) {
            m.put("home", true);
        }
        if (extraThrow) {
            m.put("extraThrow", true);
        }
        if (!payouts.isEmpty()) {
            List<Map<String, Object>> list = new ArrayList<>();
            for (Payout p : payouts) {
                list.add(ordered("from", p.from(), "to", p.to(), "chips", p.chips()));
            }
            m.put("payouts", list);
        }
        if (value >= 0) {
            m.put("value", value);
        }
        if (steps > 0) {
            m.put("steps", steps);
        }
        if (name != null) {
            m.put("name", name);
        }
        m.putAll(more);
        return m;
    }

    private static Map<String, Object> ordered(String k1, Object v1, String k2, Object v2, String k3, Object v3) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(k1, v1);
        m.put(k2, v2);
        m.put(k3, v3);
        return m;
    }
}
