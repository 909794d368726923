package chautari.cli;

import chautari.engine.GameState;
import chautari.engine.Result;
import java.util.List;
import java.util.Locale;

/** Who won and why the game ended, for two-seat games whose result carries a {@code reason}. */
final class EndsTally implements Tally {
    /** How Baghchal's and Sholo Guti's games end. */
    static final List<String> BOARD_REASONS = List.of("captures", "blocked", "repetition", "quiet");
    static final List<String> CHESS_REASONS = List.of("checkmate", "stalemate", "repetition", "fifty", "material");
    private final List<String> reasons;
    private final long[] wins = new long[2];
    /** Games ended for each reason. */
    private final long[] ends;
    private long games;

    EndsTally(List<String> reasons) {
        this.reasons = reasons;
        this.ends = new long[reasons.size()];
    }

    @Override
    public void add(GameState end) {
        Result result = end.result();
        games++;
        for (int winner : result.winners()) {
            wins[winner - 1]++;
        }
        ends[reasons.indexOf((String) result.details().get("reason"))]++;
    }

    @Override
    public String[] headers() {
        String[] headers = new String[2 + reasons.size()];
        headers[0] = "seat 1 won";
        headers[1] = "seat 2 won";
        for (int i = 0; i < reasons.size(); i++) {
            headers[2 + i] = reasons.get(i);
        }
        return headers;
    }

    @Override
    public String[] values() {
        String[] values = new String[2 + reasons.size()];
        values[0] = share(wins[0]);
        values[1] = share(wins[1]);
        for (int i = 0; i < reasons.size(); i++) {
            values[2 + i] = share(ends[i]);
        }
        return values;
    }

    private String share(long count) {
        return String.format(Locale.ROOT, "%.2f%%", 100.0 * count / games);
    }
}
