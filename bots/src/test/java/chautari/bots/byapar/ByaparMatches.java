package chautari.bots.byapar;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Level;
import chautari.engine.Result;

/**
 * Seeded matches of one level against another, the game started from {@code Byapar.GAME} (it is not
 * in Games yet, so the arena cannot play it). The tested level's seat turns round the table from game
 * to game, so no seat's place in the order favours it. A win shared by k seats counts 1/k. Each level is the
 * player {@link Bots#byLevel} gives: simple is {@link SimpleByapar}.
 *
 * <p>From the command line (after {@code ./mvnw -pl bots -am test-compile}):
 * {@code java -cp engine/target/classes:bots/target/classes:bots/target/test-classes
 * chautari.bots.byapar.ByaparMatches strong simple 2 40 1}: level, opponents' level, players, games, first seed.
 */
final class ByaparMatches {
    /** Wins, draws and losses of the tested level, and its share of the wins. */
    record Score(int wins, int draws, int losses, double share, int games) {
        @Override
        public String toString() {
            double p = share / games;
            double half = 1.96 * Math.sqrt(p * (1 - p) / games);
            return String.format("W/D/L %d/%d/%d, share %.1f of %d = %.3f (95%% interval %.3f to %.3f)", wins, draws,
                    losses, share, games, p, Math.max(0, p - half), Math.min(1, p + half));
        }
    }

    private ByaparMatches() {
    }

    static Score play(Level tested, Level others, int players, int games, long firstSeed) {
        int wins = 0;
        int draws = 0;
        int losses = 0;
        double share = 0;
        for (int g = 0; g < games; g++) {
            int seat = g % players + 1;
            Bot[] bots = new Bot[players];
            for (int i = 0; i < players; i++) {
                bots[i] = Bots.byLevel(i + 1 == seat ? tested : others);
            }
            Result result = ByaparGames.play(bots, firstSeed + g);
            if (result.draw()) {
                draws++;
                share += 1.0 / players;
            } else if (result.winners().contains(seat)) {
                share += 1.0 / result.winners().size();
                if (result.winners().size() == 1) {
                    wins++;
                } else {
                    draws++;
                }
            } else {
                losses++;
            }
        }
        return new Score(wins, draws, losses, share, games);
    }

    public static void main(String[] args) {
        Level tested = Level.of(args[0]);
        Level others = Level.of(args[1]);
        int players = Integer.parseInt(args[2]);
        int games = Integer.parseInt(args[3]);
        long seed = Long.parseLong(args[4]);
        long start = System.nanoTime();
        Score score = play(tested, others, players, games, seed);
        System.out.printf("%s vs %s, %d players, seeds %d..%d: %s in %.1f s%n", tested, others, players, seed,
                seed + games - 1, score, (System.nanoTime() - start) / 1e9);
    }
}
