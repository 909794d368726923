package chautari.cli;

import java.util.Arrays;

/** How long each think took, in nanoseconds: their mean and percentiles. */
final class ThinkTimes {
    private long[] nanos = new long[64];
    private int count;

    void add(long thinkNanos) {
        if (count == nanos.length) {
            nanos = Arrays.copyOf(nanos, count * 2);
        }
        nanos[count++] = thinkNanos;
    }

    void addAll(ThinkTimes other) {
        for (int i = 0; i < other.count; i++) {
            add(other.nanos[i]);
        }
    }

    int count() {
        return count;
    }

    /** The mean in milliseconds; 0 when there were no thinks. */
    double meanMillis() {
        if (count == 0) {
            return 0;
        }
        double sum = 0;
        for (int i = 0; i < count; i++) {
            sum += nanos[i];
        }
        return sum / count / 1e6;
    }

    /** The nearest-rank percentile (p in (0, 100]) in milliseconds; 0 when there were no thinks. */
    double percentileMillis(double p) {
        if (count == 0) {
            return 0;
        }
        long[] sorted = Arrays.copyOf(nanos, count);
        Arrays.sort(sorted);
        return sorted[nearestRank(p, count) - 1] / 1e6;
    }

    /** The rank (from 1) of the p-th percentile of n values: the smallest value with at least p% at or below it. */
    static int nearestRank(double p, int n) {
        if (!(p > 0 && p <= 100) || n < 1) {
            throw new IllegalArgumentException("percentile " + p + " of " + n + " values");
        }
        return Math.max(1, (int) Math.ceil(p / 100 * n));
    }
}
