package chautari.cli;

/**
 * The arena's statistics: the Wilson score interval of a mean score and the Elo difference a
 * score stands for. A game's score is A's share of the win, each game counting as one trial.
 */
final class ArenaStats {
    /** The normal quantile of a two-sided 95% interval. */
    static final double Z95 = 1.959963984540054;
    /** Differences beyond this are reported as infinite: the games cannot measure them. */
    static final double ELO_LIMIT = 800;

    private ArenaStats() {
    }

    record Interval(double low, double high) {
    }

    /** The Wilson score interval of {@code score} successes (fractions allowed) in {@code trials} trials; exact at the ends. */
    static Interval wilson(double score, int trials, double z) {
        if (trials < 1 || score < 0 || score > trials) {
            throw new IllegalArgumentException("a score of " + score + " in " + trials + " trials");
        }
        double p = score / trials;
        double z2 = z * z;
        double centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
        double half = z / (1 + z2 / trials) * Math.sqrt(p * (1 - p) / trials + z2 / (4.0 * trials * trials));
        double low = score == 0 ? 0 : Math.max(0, centre - half);
        double high = score == trials ? 1 : Math.min(1, centre + half);
        return new Interval(low, high);
    }

    /**
     * The Elo difference of A over B that makes A's expected score {@code score} when an even
     * match would score {@code fair}. With two sides ({@code fair} = 1/2) it is the usual
     * 400 log10(s / (1 - s)). With one A among k - 1 B's ({@code fair} = 1/k) A wins with the
     * Luce chance 10^(d/400) / (10^(d/400) + k - 1), which this inverts. Infinite at 0 and 1.
     */
    static double elo(double score, double fair) {
        if (score < 0 || score > 1 || !(fair > 0 && fair < 1)) {
            throw new IllegalArgumentException("a score of " + score + " against a fair share of " + fair);
        }
        return 400 * Math.log10(score * (1 - fair) / ((1 - score) * fair));
    }

    /** The difference as the table shows it: signed and rounded, or ±inf beyond {@link #ELO_LIMIT}. */
    static String eloText(double elo) {
        if (elo > ELO_LIMIT) {
            return "+inf";
        }
        if (elo < -ELO_LIMIT) {
            return "-inf";
        }
        long rounded = Math.round(elo);
        return rounded > 0 ? "+" + rounded : String.valueOf(rounded);
    }
}
