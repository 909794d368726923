package chautari.cli;

import chautari.engine.GameState;
import chautari.engine.Result;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Who won and why the game ended, for two-seat games whose result carries a {@code reason}: each reason seen, by name. */
final class EndsTally implements Tally {
    private final long[] wins = new long[2];
    private final Map<String, Long> ends = new TreeMap<>();
    private long games;

    @Override
    public void add(GameState end) {
        Result result = end.result();
        games++;
        for (int winner : result.winners()) {
            wins[winner - 1]++;
        }
        ends.merge(String.valueOf(result.details().get("reason")), 1L, Long::sum);
    }

    @Override
    public String[] headers() {
        String[] headers = new String[2 + ends.size()];
        headers[0] = "seat 1 won";
        headers[1] = "seat 2 won";
        int i = 2;
        for (String reason : ends.keySet()) {
            headers[i++] = reason;
        }
        return headers;
    }

    @Override
    public String[] values() {
        String[] values = new String[2 + ends.size()];
        values[0] = share(wins[0]);
        values[1] = share(wins[1]);
        int i = 2;
        for (long count : ends.values()) {
            values[i++] = share(count);
        }
        return values;
    }

    private String share(long count) {
        return String.format(Locale.ROOT, "%.2f%%", 100.0 * count / games);
    }
}
