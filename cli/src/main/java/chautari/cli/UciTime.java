package chautari.cli;

import chautari.bots.chess.SearchLimits;
import java.util.Map;

/**
 * The limits of a UCI {@code go}: {@code depth}, {@code nodes}, {@code movetime}, or the clock
 * ({@code wtime}/{@code btime}, {@code winc}/{@code binc}) of the side to move, of which a move
 * takes a thirtieth of the time left and most of the increment, never the time left less a
 * reserve. Without any of them (or with {@code infinite}) the search has no limit.
 */
final class UciTime {
    /** Kept back from every time given, for the answer to reach the other side. */
    static final long RESERVE_MILLIS = 30;
    private static final long MIN_MILLIS = 1;

    private UciTime() {
    }

    /** The limits for the side to move ({@code white} or not) from {@code go}'s numbers by name. */
    static SearchLimits limits(Map<String, Long> go, boolean white, boolean infinite) {
        int depth = go.containsKey("depth") && !infinite ? (int) Math.clamp(go.get("depth"), 1, Integer.MAX_VALUE) : Integer.MAX_VALUE;
        long nodes = go.containsKey("nodes") && !infinite ? Math.max(1, go.get("nodes")) : SearchLimits.UNLIMITED;
        Long movetime = go.get("movetime");
        Long left = go.get(white ? "wtime" : "btime");
        long increment = go.getOrDefault(white ? "winc" : "binc", 0L);
        long millis;
        if (infinite) {
            millis = Long.MAX_VALUE;
        } else if (movetime != null) {
            millis = Math.max(MIN_MILLIS, movetime - RESERVE_MILLIS);
        } else if (left != null) {
            long share = left / 30 + increment * 8 / 10;
            millis = Math.max(MIN_MILLIS, Math.min(share, Math.min(left / 2, left - RESERVE_MILLIS)));
        } else {
            millis = Long.MAX_VALUE;
        }
        long nanos = millis >= Long.MAX_VALUE / 1_000_000 ? SearchLimits.UNLIMITED : millis * 1_000_000;
        return new SearchLimits(depth, nodes, nanos);
    }
}
