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

    static Score duel(Bot one, Bot others, int players, int rounds, boolean doubling, long firstSeed, int seeds, Budget budget) {
        double total = 0;
        int games = 0;
        for (long seed = firstSeed; seed < firstSeed + seeds; seed++) {
            for (int seat = 1; seat <= players; seat++) {
                Bot[] bots = new Bot[players];
                Arrays.fill(bots, others);
                bots[seat - 1] = one;
                KaudaState end = play(bots, rounds, doubling, seed, new Rng(seed * 1_000_003 + seat), budget);
                total += KaudaPlayouts.share(end, seat);
                games++;
            }
        }
        return wilson(total / games, games);
    }

    /** A whole game: every stake chosen from the seat's view and checked, the throws drawn from the seed. */
    static KaudaState play(Bot[] bots, int rounds, boolean doubling, long throwSeed, Rng botRng, Budget budget) {
        int[] chips = new int[bots.length];
        Arrays.fill(chips, KaudaState.STARTING_CHIPS);
        KaudaState state = KaudaState.of(rounds, doubling, 1, 1, 0, chips);
        Rng throwRng = new Rng(throwSeed);
        while (!state.isOver()) {
            if (state.phase() == Phase.THROW) {
                state.applyChance(state.sampleChance(throwRng));
                continue;
            }
            for (int seat = 1; seat <= bots.length; seat++) {
                if (state.awaits(seat)) {
                    GameState view = state.viewFor(seat);
                    state.play(seat, bots[seat - 1].choose(view, seat, botRng, budget));
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

    /** The figures of the report: {@code java ... chautari.bots.KaudaDuel [seeds] [iterations]}. */
    public static void main(String[] args) {
        int seeds = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        Budget budget = Budget.iterations(args.length > 1 ? Long.parseLong(args[1]) : KaudaStakes.STRONG_BUDGET.iterations());
        Bot simple = new SimpleBot();
        Bot beginner = new KaudaStakes(Bots.BEGINNER);
        Bot good = new KaudaStakes(Bots.GOOD);
        Bot strong = new KaudaStakes(Bots.STRONG);
        String which = args.length > 2 ? args[2] : "all";
        if (which.equals("all") || which.equals("simple")) {
            for (Bot bot : new Bot[] {beginner, good, strong}) {
                System.out.println(name(bot) + " vs 2 simple: " + duel(bot, simple, 3, 5, true, 1, seeds, budget));
            }
        }
        if (which.equals("all") || which.equals("ladder")) {
            System.out.println("beginner vs 2 simple: " + duel(beginner, simple, 3, 5, true, 1, seeds, budget));
            System.out.println("good vs 2 beginner: " + duel(good, beginner, 3, 5, true, 1, seeds, budget));
            System.out.println("strong vs 2 good: " + duel(strong, good, 3, 5, true, 1, seeds, budget));
        }
        if (which.equals("all") || which.equals("players")) {
            for (int players : new int[] {2, 4, 6}) {
                for (Bot bot : new Bot[] {good, strong}) {
                    System.out.println(name(bot) + " vs " + (players - 1) + " simple: "
                            + duel(bot, simple, players, 5, true, 1, seeds / players, budget));
                }
            }
        }
    }

    private static String name(Bot bot) {
        return bot.toString();
    }
}
