package chautari.cli;

import chautari.cli.ArenaStats.Interval;

/** What a pairing's games came to, from A's side; {@code bySeat[s - 1]} holds A's wins, draws and losses from seat s. */
record PairingResult(Pairing pairing, int games, double score, ThinkTimes aThinks, ThinkTimes bThinks, int[][] bySeat) {

    /** Adds the games' scores in the order of the games, so the sum is the same on any number of threads. */
    static PairingResult of(Pairing pairing, ArenaGame.Score[] scores) {
        double score = 0;
        ThinkTimes aThinks = new ThinkTimes();
        ThinkTimes bThinks = new ThinkTimes();
        Seating seating = pairing.setup().seating();
        int[][] bySeat = new int[seating.players()][3];
        for (int g = 0; g < scores.length; g++) {
            ArenaGame.Score game = scores[g];
            bySeat[seating.firstSeatOfA(g) - 1][game.verdict().ordinal()]++;
            score += game.aShare();
            aThinks.addAll(game.aThinks());
            bThinks.addAll(game.bThinks());
        }
        return new PairingResult(pairing, scores.length, score, aThinks, bThinks, bySeat);
    }

    int wins() {
        return total(ArenaGame.Verdict.WIN);
    }

    int draws() {
        return total(ArenaGame.Verdict.DRAW);
    }

    int losses() {
        return total(ArenaGame.Verdict.LOSS);
    }

    /** The games of this verdict, from every seat A held. */
    private int total(ArenaGame.Verdict verdict) {
        int n = 0;
        for (int[] seat : bySeat) {
            n += seat[verdict.ordinal()];
        }
        return n;
    }

    double meanScore() {
        return score / games;
    }

    /** A's share of the win when the levels are equal: the share of the seats A holds. */
    double fairShare() {
        Seating seating = pairing.setup().seating();
        return (double) seating.aSeats() / seating.players();
    }

    Interval scoreInterval() {
        return ArenaStats.wilson(score, games, ArenaStats.Z95);
    }

    double elo() {
        return ArenaStats.elo(meanScore(), fairShare());
    }

    Interval eloInterval() {
        Interval s = scoreInterval();
        return new Interval(ArenaStats.elo(s.low(), fairShare()), ArenaStats.elo(s.high(), fairShare()));
    }
}
