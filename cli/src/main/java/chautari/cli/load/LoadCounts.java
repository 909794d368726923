package chautari.cli.load;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/** What a load run counts, from every socket and the pacer at once. */
final class LoadCounts {
    final LongAdder socketsOpen = new LongAdder();
    final LongAdder movesSent = new LongAdder();
    /** A move event at the other seat's socket, and at the mover's own. */
    final LongAdder seenByOther = new LongAdder();
    final LongAdder seenBySelf = new LongAdder();
    /** A move event by a seat that matches no move sent (a broken assumption of the driver). */
    final LongAdder unmatched = new LongAdder();
    final LongAdder gamesFinished = new LongAdder();
    final LongAdder sendFailures = new LongAdder();
    /** Ticks of the pacer at which no table was ready to move. */
    final LongAdder idleTicks = new LongAdder();
    final LatencyHistogram toOther = new LatencyHistogram();
    final LatencyHistogram toSelf = new LatencyHistogram();
    /** Every move event, by where the socket it reached is: on the table's owner node, or on another. */
    final LatencyHistogram atOwnerNode = new LatencyHistogram();
    final LatencyHistogram atOtherNode = new LatencyHistogram();
    /** To the other seat since the last progress line. */
    final LatencyHistogram recentToOther = new LatencyHistogram();
    private final Map<String, LongAdder> errors = new ConcurrentHashMap<>();

    void error(String what) {
        errors.computeIfAbsent(what, k -> new LongAdder()).increment();
    }

    Map<String, Long> errors() {
        Map<String, Long> m = new TreeMap<>();
        errors.forEach((k, v) -> m.put(k, v.sum()));
        return m;
    }

    long errorCount() {
        return errors.values().stream().mapToLong(LongAdder::sum).sum();
    }
}
