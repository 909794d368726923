package chautari.cli;

import chautari.engine.GameState;
import chautari.engine.Result;
import java.util.List;
import java.util.Locale;

/** Who won and why the game ended, for two-seat games whose result carries a {@code reason}. */
final class EndsTally implements Tally {
    private static final List<String> REASONS = List.of("captures", "blocked", "repetition", "quiet");
    private final long[] wins = new long[2];
    private final long[] reasons = new long[REASONS.size()];
    private long games;

    @Override
    public void add(GameState end) {
        Result result = end.result();
        games++;
        for (int winner : result.winners()) {
            wins[winner - 1]++;
        }
        reasons[REASONS.indexOf((String) result.details().get("reason"))]++;
    }

    @Override
    public String[] headers() {
        String[] headers = new String[2 + REASONS.size()];
        headers[0] = "seat 1 won";
        headers[1] = "seat 2 won";
        for (int i = 0; i < REASONS.size(); i++) {
            headers[2 + i] = REASONS.get(i);
        }
        return headers;
    }

    @Override
    public String[] values() {
        String[] values = new String[2 + REASONS.size()];
        values[0] = share(wins[0]);
        values[1] = share(wins[1]);
        for (int i = 0; i < REASONS.size(); i++) {
            values[2 + i] = share(reasons[i]);
        }
        return values;
    }

    private String share(long count) {
        return String.format(Locale.ROOT, "%.2f%%", 100.0 * count / games);
    }
}
