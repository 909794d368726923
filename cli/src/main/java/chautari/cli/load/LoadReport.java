package chautari.cli.load;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;

/** The figures of one measured window, and how they are printed. */
record LoadReport(int tables, String game, double rate, double warmupSeconds, double seconds, double openSeconds,
                  long sent, long seenByOther, long seenBySelf, long idleTicks, Latency toOther, Latency toSelf,
                  int nodes, Latency atOwnerNode, Latency atOtherNode,
                  Latency pacerLateness, long socketsOpen, int tablesPlaying, int serverTables, long gamesFinished,
                  long unmatched, long rssKiB, long peakRssKiB, long heapUsedKiB, long heapAfterGcKiB, long serverFiles,
                  double serverCpuPercent, double ownCpuPercent, String loadAverage, Map<String, Long> errors) {

    record Latency(long count, long p50, long p99, long p999, long max) {
        static Latency of(LatencyHistogram h) {
            return new Latency(h.count(), h.percentileMicros(0.50), h.percentileMicros(0.99), h.percentileMicros(0.999),
                    h.maxMicros());
        }

        String text() {
            return count == 0 ? "none" : String.format(Locale.ROOT, "p50 %s  p99 %s  p99.9 %s  max %s  (%,d)",
                    ms(p50), ms(p99), ms(p999), ms(max), count);
        }

        private static String ms(long micros) {
            return String.format(Locale.ROOT, "%.2f ms", micros / 1000.0);
        }
    }

    void print(PrintStream out) {
        out.printf(Locale.ROOT, "Load: %,d %s tables on %d node%s, target %,.0f moves/s, warm-up %.0f s, measured %.0f s"
                + " (all open in %.1f s)%n", tables, game, nodes, nodes == 1 ? "" : "s", rate, warmupSeconds, seconds, openSeconds);
        row(out, "moves/s achieved", String.format(Locale.ROOT, "%,.1f  (sent %,d; at the other seat %,d; idle ticks %,d)",
                seenByOther / seconds, sent, seenByOther, idleTicks));
        row(out, "move to other seat", toOther.text());
        row(out, "move to own socket", toSelf.text());
        if (nodes > 1) {
            row(out, "at owner's sockets", atOwnerNode.text());
            row(out, "at other node's", atOtherNode.text());
        }
        row(out, "pacer lateness", pacerLateness.text());
        row(out, "open sockets", String.format(Locale.ROOT, "%,d%s", socketsOpen,
                serverFiles < 0 ? "" : String.format(Locale.ROOT, "  (server's open files %,d)", serverFiles)));
        row(out, "live tables", String.format(Locale.ROOT, "%,d in play%s; %,d games finished and replaced", tablesPlaying,
                serverTables < 0 ? "" : String.format(Locale.ROOT, ", %,d on the server (/health)", serverTables), gamesFinished));
        row(out, "server memory", rssKiB < 0 ? "unknown (give --pid)" : String.format(Locale.ROOT,
                "RSS %s (peak %s), heap used %s, after a full GC %s", mib(rssKiB), mib(peakRssKiB), mib(heapUsedKiB),
                mib(heapAfterGcKiB)));
        row(out, "CPU while measured", String.format(Locale.ROOT, "server %s of one core, this tool %.0f%%; load average %s",
                serverCpuPercent < 0 ? "unknown" : String.format(Locale.ROOT, "%.0f%%", serverCpuPercent), ownCpuPercent, loadAverage));
        row(out, "errors", errors.isEmpty() && unmatched == 0 ? "none" : (unmatched == 0 ? "" : unmatched + " unmatched move events; ") + errors);
    }

    boolean clean() {
        return errors.isEmpty() && unmatched == 0;
    }

    private static void row(PrintStream out, String name, String value) {
        out.printf(Locale.ROOT, "  %-20s %s%n", name, value);
    }

    private static String mib(long kib) {
        return kib < 0 ? "unknown" : String.format(Locale.ROOT, "%,d MiB", kib / 1024);
    }
}
