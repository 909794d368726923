package chautari.engine.byapar;

import chautari.engine.Result;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The end of the game and its result (rules 26 to 28). */
final class Ending {
    private Ending() {
    }

    /** Ends the game: {@code winner} the last seat in (rule 26), or null for the greatest worth at the round limit (rule 28). */
    static void end(ByaparState s, List<Integer> winner, String reason) {
        Map<String, Object> worth = new TreeMap<>();
        int best = Integer.MIN_VALUE;
        boolean anyOut = false;
        for (int seat = 1; seat <= s.players; seat++) {
            worth.put(String.valueOf(seat), Estate.worth(s, seat));
            best = Math.max(best, Estate.worth(s, seat));
            anyOut |= s.out[seat];
        }
        List<Integer> winners = new ArrayList<>();
        if (winner != null) {
            winners.addAll(winner);
        } else {
            for (int seat = 1; seat <= s.players; seat++) {
                if (!s.out[seat] && Estate.worth(s, seat) == best) {
                    winners.add(seat);
                }
            }
            if (!anyOut && winners.size() == s.players) {
                winners.clear();
            }
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("reason", reason);
        details.put("worth", worth);
        details.put("rounds", s.round);
        s.result = new Result(winners, winners.isEmpty(), details);
        s.stage = Stage.OVER;
        s.offer = null;
        s.debts = 0;
    }
}
