package chautari.server.table;

import java.time.Duration;
import java.util.List;

/**
 * A table's clocks, chosen when it is made (the table's option {@code time}, not the game's): so many minutes
 * each, and so many seconds added to a seat's clock when its turn ends. Named as written, "3+2". Only a table
 * of two players has clocks.
 */
record TimeControl(String name, Duration initial, Duration increment) {
    /** The time controls a table offers; "none", or no {@code time} at all, is a table without clocks. */
    static final List<TimeControl> OFFERED = List.of(of(3, 2), of(5, 3), of(10, 5), of(15, 10), of(30, 0));
    static final String NONE = "none";

    private static TimeControl of(int minutes, int seconds) {
        return new TimeControl(minutes + "+" + seconds, Duration.ofMinutes(minutes), Duration.ofSeconds(seconds));
    }

    /** The time control a request names; null for none. One not offered is a 400. */
    static TimeControl read(String name) {
        if (name == null || name.equals(NONE)) {
            return null;
        }
        return OFFERED.stream().filter(t -> t.name.equals(name)).findFirst().orElseThrow(() -> ApiError.bad(
                "\"time\" must be one of " + NONE + ", "
                        + String.join(", ", OFFERED.stream().map(TimeControl::name).toList()) + ", not \"" + name + "\""));
    }

    /** A stored time control (null for a table without clocks); one not offered here means the store is corrupt. */
    static TimeControl stored(String name) {
        if (name == null) {
            return null;
        }
        return OFFERED.stream().filter(t -> t.name.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("the store holds time control \"" + name + "\""));
    }
}
