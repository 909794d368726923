package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Rng;
import chautari.engine.kauda.KaudaState;
import java.util.Arrays;

/**
 * Seeded Kauda games of one bot against copies of another: for each throw seed the one bot
 * sits at every seat in turn, so each seating sees the same throws. The score is the one
 * bot's mean share of the win (a win shared by k counts 1/k), with its 95% Wilson interval.
 */
final class KaudaDuel {
    private static final double Z = 1.96;

    record Score(double share, double low, double high, int games) {
        @Override
        public String toString() {
            return String.format("%.4f [%.4f, %.4f] over %d games", share, low, high, games);
        }
    }

    private KaudaDuel() {
    }

    static Score duel(Bot one, Bot others, int players, int rounds, boolean doubling, long firstSeed, int seeds,
            Budget budget) {
        double total = 0;
        int games = 0;
        for (long seed = firstSeed; seed < firstSeed + seeds; seed++) {
            for (int seat = 1; seat <= players; seat++) {
                Bot[] bots = new Bot[players];
                Arrays.fill(bots, others);
                bots[seat - 1] = one;
                KaudaState end = play(bots, rounds, doubling, seed, budget);
                total += KaudaPlayouts.share(end, seat);
                games++;
            }
        }
        return wilson(total / games, games);
    }

    /**
     * The mean gain in share of {@code one} over {@code other} when each in turn takes the same
     * seat against the same opponents, throws and opponents' generators, with its 95% interval.
     */
    static String paired(Bot one, Bot other, Bot opponents, int players, long firstSeed, int seeds, Budget budget) {
        double sum = 0;
        double squares = 0;
        int games = 0;
        for (long seed = firstSeed; seed < firstSeed + seeds; seed++) {
            for (int seat = 1; seat <= players; seat++) {
                double gain = 0;
                for (Bot bot : new Bot[] {one, other}) {
                    Bot[] bots = new Bot[players];
                    Arrays.fill(bots, opponents);
                    bots[seat - 1] = bot;
                    double share = KaudaPlayouts.share(play(bots, 5, true, seed, budget), seat);
                    gain += bot == one ? share : -share;
                }
                sum += gain;
                squares += gain * gain;
                games++;
            }
        }
        double mean = sum / games;
        double half = Z * Math.sqrt((squares / games - mean * mean) / games);
        return String.format("%+.4f [%+.4f, %+.4f] over %d games", mean, mean - half, mean + half, games);
    }

    /**
     * A whole game: every stake chosen from the seat's view and checked, the throws drawn from
     * the seed, and each seat's choices from a generator of its own, so that two games whose
     * stakes agree are the same game.
     */
    static KaudaState play(Bot[] bots, int rounds, boolean doubling, long seed, Budget budget) {
        int[] chips = new int[bots.length];
        Arrays.fill(chips, KaudaState.STARTING_CHIPS);
        KaudaState state = KaudaState.of(rounds, doubling, 1, 1, 0, chips);
        Rng throwRng = new Rng(seed);
        Rng[] seatRngs = new Rng[bots.length + 1];
        for (int seat = 1; seat <= bots.length; seat++) {
            seatRngs[seat] = new Rng(seed * 1_000_003 + seat);
        }
        while (!state.isOver()) {
            if (state.phase() == Phase.THROW) {
                state.applyChance(state.sampleChance(throwRng));
                continue;
            }
            for (int seat = 1; seat <= bots.length; seat++) {
                if (state.awaits(seat)) {
                    GameState view = state.viewFor(seat);
                    state.play(seat, bots[seat - 1].choose(view, seat, seatRngs[seat], budget));
                }
            }
        }
        return state;
    }

    static Score wilson(double share, int games) {
        double z2 = Z * Z;
        double denominator = 1 + z2 / games;
        double centre = (share + z2 / (2 * games)) / denominator;
        double half = Z * Math.sqrt(share * (1 - share) / games + z2 / (4.0 * games * games)) / denominator;
        return new Score(share, centre - half, centre + half, games);
    }

    /**
     * The figures of the report: {@code java -cp ... chautari.bots.KaudaDuel SECTION SEEDS ITERATIONS [PLAYERS]},
     * SECTION one of simple, ladder, paired, players, good (strong against PLAYERS - 1 goods, 3
     * unless given); ITERATIONS is strong's playout budget.
     * Every game is 5 rounds with doubling (the defaults); 3 players unless the section says.
     */
    public static void main(String[] args) {
        String section = args[0];
        int seeds = Integer.parseInt(args[1]);
        Budget budget = Budget.iterations(Long.parseLong(args[2]));
        Bot simple = new SimpleBot();
        Bot beginner = new KaudaStakes(Level.BEGINNER);
        Bot good = new KaudaStakes(Level.GOOD);
        Bot strong = new KaudaStakes(Level.STRONG);
        switch (section) {
            case "simple" -> {
                for (Bot bot : new Bot[] {beginner, good, strong}) {
                    System.out.println(bot + " vs 2 simple: " + duel(bot, simple, 3, 5, true, 1, seeds, budget));
                }
            }
            case "ladder" -> {
                System.out.println("good vs 2 beginner: " + duel(good, beginner, 3, 5, true, 1, seeds, budget));
                System.out.println("strong vs 2 beginner: " + duel(strong, beginner, 3, 5, true, 1, seeds, budget));
                System.out.println("strong vs 2 good: " + duel(strong, good, 3, 5, true, 1, seeds, budget));
                System.out.println("good vs 2 strong: " + duel(good, strong, 3, 5, true, 1, seeds, budget));
            }
            case "paired" -> {
                System.out.println("strong - good, each vs 2 simple: "
                        + paired(strong, good, simple, 3, 1, seeds, budget));
                System.out.println("good - beginner, each vs 2 simple: "
                        + paired(good, beginner, simple, 3, 1, seeds, budget));
            }
            case "players" -> {
                for (int players : new int[] {2, 4, 6}) {
                    for (Bot bot : new Bot[] {good, strong}) {
                        System.out.println(bot + " vs " + (players - 1) + " simple: "
                                + duel(bot, simple, players, 5, true, 1, seeds, budget));
                    }
                }
            }
            case "good" -> {
                int players = args.length > 3 ? Integer.parseInt(args[3]) : 3;
                System.out.println("strong vs " + (players - 1) + " good, " + players + " players: "
                        + duel(strong, good, players, 5, true, 1, seeds, budget));
            }
            default -> throw new IllegalArgumentException("no section " + section);
        }
    }
}
