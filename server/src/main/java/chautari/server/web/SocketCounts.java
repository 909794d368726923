package chautari.server.web;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/** The WebSocket connections open from each client address, at most {@code max} (0: no cap). */
final class SocketCounts {
    private final int max;
    private final Map<String, Integer> open = new ConcurrentHashMap<>();

    SocketCounts(int max) {
        this.max = max;
    }

    /** One connection's place in its address's count; released once, however often asked. */
    final class Slot {
        private final String address;
        private final AtomicBoolean released = new AtomicBoolean();

        private Slot(String address) {
            this.address = address;
        }

        void release() {
            if (released.compareAndSet(false, true)) {
                open.computeIfPresent(address, (a, n) -> n <= 1 ? null : n - 1);
            }
        }
    }

    /** A slot for one more connection from the address, or null when it has {@code max} open. */
    Slot open(String address) {
        boolean[] taken = {false};
        open.compute(address, (a, n) -> {
            int now = n == null ? 0 : n;
            if (max > 0 && now >= max) {
                return n;
            }
            taken[0] = true;
            return now + 1;
        });
        return taken[0] ? new Slot(address) : null;
    }

    /** The connections open from every address. */
    int total() {
        return open.values().stream().mapToInt(Integer::intValue).sum();
    }

    int max() {
        return max;
    }

    int openFrom(String address) {
        return open.getOrDefault(address, 0);
    }
}
