package chautari.cli;

import chautari.cli.ArenaStats.Interval;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The arena's results as one markdown table, with what its columns mean beneath it. */
final class ArenaReport {
    private ArenaReport() {
    }

    static void print(List<PairingResult> results, String heading, PrintStream out) {
        out.println(heading);
        out.println();
        out.println("| game | players, options | A | B | games | A W/D/L | A score [95%] | Elo A-B [95%]"
                + " | A W/D/L by A's seat | A think ms mean / p99 / max | B think ms mean / p99 / max |");
        out.println("|---|---|---|---|--:|--:|--:|--:|--:|--:|--:|");
        for (PairingResult r : results) {
            Pairing p = r.pairing();
            Interval score = r.scoreInterval();
            Interval elo = r.eloInterval();
            out.printf(Locale.ROOT, "| %s | %s | %s | %s | %d | %d/%d/%d | %.3f [%.3f, %.3f] | %s [%s, %s] | %s | %s | %s |%n",
                    p.setup().game().id(), p.setup().describe(), p.a().name(), p.b().name(), r.games(),
                    r.wins(), r.draws(), r.losses(), r.meanScore(), score.low(), score.high(),
                    ArenaStats.eloText(r.elo()), ArenaStats.eloText(elo.low()), ArenaStats.eloText(elo.high()),
                    bySeat(r.bySeat()), thinks(r.aThinks()), thinks(r.bThinks()));
        }
        out.println();
        out.println("- A's score: a win 1; a win shared by k seats, 1/k to each of them; a draw is a win shared by every");
        out.println("  seat (1/2 to each of two players). An even match scores A's share of the seats: 1/2 with two");
        out.println("  sides, 1/3 for one A among three. In W/D/L a win shared between the sides counts as a draw.");
        out.println("- 95% intervals are Wilson's, each game one trial. Elo is the difference that gives A its score (one A");
        out.println("  among k seats wins with the chance 10^(d/400) / (10^(d/400) + k - 1)); its interval comes from the");
        out.println("  score interval's ends; beyond +-" + (int) ArenaStats.ELO_LIMIT + " it shows as +-inf.");
        out.println("- Think times count real choices only: a seat's only legal move is played without asking its bot.");
    }

    /** "1: 28/0/2 · 2: 25/1/4": A's wins, draws and losses from each seat it held (Pasa's partners: the first of the two). */
    private static String bySeat(int[][] bySeat) {
        List<String> seats = new ArrayList<>();
        for (int s = 0; s < bySeat.length; s++) {
            int[] wdl = bySeat[s];
            if (wdl[0] + wdl[1] + wdl[2] > 0) {
                seats.add((s + 1) + ": " + wdl[0] + "/" + wdl[1] + "/" + wdl[2]);
            }
        }
        return String.join(" · ", seats);
    }

    private static String thinks(ThinkTimes times) {
        if (times.count() == 0) {
            return "-";
        }
        return String.format(Locale.ROOT, "%.2f / %.2f / %.2f", times.meanMillis(), times.percentileMillis(99),
                times.percentileMillis(100));
    }
}
