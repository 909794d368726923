package chautari.cli.load;

/**
 * Latencies in microseconds, in log-linear buckets: exact below 64 µs, then 64 buckets per
 * power of two (within 1.6%), up to about 18 minutes. A percentile answers its bucket's upper bound.
 */
final class LatencyHistogram {
    private static final int SUB_BITS = 6;
    private static final int SUB = 1 << SUB_BITS;
    private static final int MAX_EXPONENT = 40;

    private final long[] counts = new long[(MAX_EXPONENT - SUB_BITS + 2) * SUB];
    private long total;
    private long max;

    synchronized void recordNanos(long nanos) {
        long micros = Math.max(0, nanos / 1000);
        counts[index(micros)]++;
        total++;
        max = Math.max(max, micros);
    }

    synchronized void reset() {
        java.util.Arrays.fill(counts, 0);
        total = 0;
        max = 0;
    }

    synchronized long count() {
        return total;
    }

    synchronized long maxMicros() {
        return max;
    }

    /** The latency in microseconds that {@code fraction} (0 to 1) of the recorded ones do not exceed; 0 when empty. */
    synchronized long percentileMicros(double fraction) {
        if (total == 0) {
            return 0;
        }
        long rank = Math.max(1, (long) Math.ceil(fraction * total));
        long seen = 0;
        for (int i = 0; i < counts.length; i++) {
            seen += counts[i];
            if (seen >= rank) {
                return Math.min(max, upperBound(i));
            }
        }
        return max;
    }

    static int index(long micros) {
        if (micros < SUB) {
            return (int) micros;
        }
        int exponent = Math.min(MAX_EXPONENT, 63 - Long.numberOfLeadingZeros(micros));
        long sub = (micros >> (exponent - SUB_BITS)) & (SUB - 1);
        return (exponent - SUB_BITS + 1) * SUB + (int) sub;
    }

    static long upperBound(int index) {
        if (index < SUB) {
            return index;
        }
        int exponent = index / SUB + SUB_BITS - 1;
        long sub = index % SUB;
        long width = 1L << (exponent - SUB_BITS);
        return (1L << exponent) + (sub + 1) * width - 1;
    }
}
