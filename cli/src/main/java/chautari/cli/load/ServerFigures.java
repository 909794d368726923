package chautari.cli.load;

import java.util.List;
import java.util.function.ToLongFunction;

/** {@link ProcessFigures} summed over every server process measured (several nodes); -1 when none is known. */
record ServerFigures(List<Long> pids) {
    boolean known() {
        return !pids.isEmpty();
    }

    long statusKiB(String key) {
        return sum(pid -> ProcessFigures.statusKiB(pid, key));
    }

    long cpuMillis() {
        return sum(ProcessFigures::cpuMillis);
    }

    long openFiles() {
        return sum(ProcessFigures::openFiles);
    }

    long heapUsedKiB(boolean collectFirst) {
        return sum(pid -> ProcessFigures.heapUsedKiB(pid, collectFirst));
    }

    private long sum(ToLongFunction<Long> figure) {
        if (pids.isEmpty()) {
            return -1;
        }
        long total = 0;
        for (long pid : pids) {
            long f = figure.applyAsLong(pid);
            if (f < 0) {
                return -1;
            }
            total += f;
        }
        return total;
    }
}
