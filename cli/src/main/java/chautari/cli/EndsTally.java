package chautari.cli;

import chautari.engine.GameState;
import chautari.engine.Result;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Who won, seat by seat, and why the games ended: each {@code reason} their results give, by name. */
final class EndsTally implements Tally {
    private final long[] wins;
    private final Map<String, Long> ends = new TreeMap<>();
    private long games;

    EndsTally(int players) {
        wins = new long[players];
    }

    @Override
    public void add(GameState end) {
        Result result = end.result();
        games++;
        for (int winner : result.winners()) {
            wins[winner - 1]++;
        }
        if (result.details().get("reason") instanceof String reason) {
            ends.merge(reason, 1L, Long::sum);
        }
    }

    @Override
    public String[] headers() {
        String[] headers = new String[wins.length + ends.size()];
        for (int seat = 1; seat <= wins.length; seat++) {
            headers[seat - 1] = "seat " + seat + " won";
        }
        int i = wins.length;
        for (String reason : ends.keySet()) {
            headers[i++] = reason;
        }
        return headers;
    }

    @Override
    public String[] values() {
        String[] values = new String[wins.length + ends.size()];
        for (int seat = 0; seat < wins.length; seat++) {
            values[seat] = share(wins[seat]);
        }
        int i = wins.length;
        for (long count : ends.values()) {
            values[i++] = share(count);
        }
        return values;
    }

    private String share(long count) {
        return String.format(Locale.ROOT, "%.2f%%", 100.0 * count / games);
    }
}
