package chautari.cli;

import chautari.cli.ArenaStats.Interval;

/** What a pairing's games came to, from A's side; {@code bySeat[s - 1]} holds A's wins, draws and losses from seat s. */
record PairingResult(Pairing pairing, int games, int wins, int draws, int losses, double score,
        ThinkTimes aThinks, ThinkTimes bThinks, int[][] bySeat) {

    /** Adds the games' scores in the order of the games, so the sum is the same on any number of threads. */
    static PairingResult of(Pairing pairing, ArenaGame.Score[] scores) {
        int wins = 0;
        int draws = 0;
        int losses = 0;
        double score = 0;
        ThinkTimes aThinks = new ThinkTimes();
        ThinkTimes bThinks = new ThinkTimes();
        Seating seating = pairing.setup().seating();
        int[][] bySeat = new int[seating.players()][3];
        for (int g = 0; g < scores.length; g++) {
            ArenaGame.Score game = scores[g];
            switch (game.verdict()) {
                case WIN -> wins++;
                case DRAW -> draws++;
                case LOSS -> losses++;
            }
            bySeat[seating.firstSeatOfA(g) - 1][game.verdict().ordinal()]++;
            score += game.aShare();
            aThinks.addAll(game.aThinks());
            bThinks.addAll(game.bThinks());
        }
        return new PairingResult(pairing, scores.length, wins, draws, losses, score, aThinks, bThinks, bySeat);
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
