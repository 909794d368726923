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
    /** Move events told (each seq of each table once), and a seq told again with another move. */
    final LongAdder acked = new LongAdder();
    final LongAdder toldTwice = new LongAdder();
    /** Moves sent again after a retryable refusal or a drop, and moves whose socket dropped before they were stored. */
    final LongAdder resent = new LongAdder();
    final LongAdder lostWithSocket = new LongAdder();
    /**
     * A move refused or dropped whose event came after all: the node's answer, not the move, was lost (a commit whose
     * outcome the database took with it, or a move relayed and stored just as its socket closed). Sent again at the same
     * seq, the second was refused as stale: stored once.
     */
    final LongAdder storedLate = new LongAdder();
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
    private final Map<String, LongAdder> refusals = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> closes = new ConcurrentHashMap<>();

    /** A move refused with a retryable error (or a connection refused so), by its code. */
    void refused(String code) {
        refusals.computeIfAbsent(code, k -> new LongAdder()).increment();
    }

    /** A socket closed by the server or dropped, by how. */
    void closed(String how) {
        closes.computeIfAbsent(how, k -> new LongAdder()).increment();
    }

    Map<String, Long> refusals() {
        return sums(refusals);
    }

    Map<String, Long> closes() {
        return sums(closes);
    }

    void error(String what) {
        errors.computeIfAbsent(what, k -> new LongAdder()).increment();
    }

    Map<String, Long> errors() {
        return sums(errors);
    }

    private static Map<String, Long> sums(Map<String, LongAdder> adders) {
        Map<String, Long> m = new TreeMap<>();
        adders.forEach((k, v) -> m.put(k, v.sum()));
        return m;
    }

    long errorCount() {
        return errors.values().stream().mapToLong(LongAdder::sum).sum();
    }
}
