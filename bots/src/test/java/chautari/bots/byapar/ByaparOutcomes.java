package chautari.bots.byapar;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.Result;
import chautari.engine.byapar.ByaparState;

/**
 * Where a level's two-player score comes from: seeded games against another level, split by which side
 * holds a whole group of places at the end, with the tested level's share of the wins in each part.
 *
 * <p>From the command line (after {@code ./mvnw -pl bots -am test-compile}):
 * {@code java -cp engine/target/classes:bots/target/classes:bots/target/test-classes
 * chautari.bots.byapar.ByaparOutcomes strong simple 100 2000 600}: level, opponent's level, games, first seed, and
 * the iterations a choice (strong's playouts a choice; 1 when left out, as {@link ByaparGames} plays). Each level
 * is the player {@link Bots#byLevel} gives: simple is {@link SimpleByapar}.
 */
final class ByaparOutcomes {
    private ByaparOutcomes() {
    }

    public static void main(String[] args) {
        Level tested = Level.of(args[0]);
        Level other = Level.of(args[1]);
        int games = Integer.parseInt(args[2]);
        long first = Long.parseLong(args[3]);
        Budget budget = args.length > 4 ? Budget.iterations(Long.parseLong(args[4])) : ByaparGames.BUDGET;
        int[] count = new int[4];
        double[] share = new double[4];
        for (int g = 0; g < games; g++) {
            int seat = g % 2 + 1;
            Bot opponent = Bots.byLevel(other);
            Bot[] bots = seat == 1 ? new Bot[] {Bots.byLevel(tested), opponent} : new Bot[] {opponent, Bots.byLevel(tested)};
            ByaparState state = (ByaparState) ByaparGames.start(2);
            Result result = ByaparGames.play(bots, first + g, state, budget);
            Holdings end = new Holdings(state);
            int part = (Valuation.monopolies(end, seat) != 0 ? 2 : 0) + (Valuation.monopolies(end, 3 - seat) != 0 ? 1 : 0);
            count[part]++;
            share[part] += result.draw() ? 0.5 : result.winners().contains(seat) ? 1.0 / result.winners().size() : 0;
        }
        String[] names = {"neither", "only the other", "only the tested", "both"};
        System.out.printf("%s against %s, 2 players, seeds %d..%d, %d iterations a choice%n", tested, args[1], first, first + games - 1, budget.iterations());
        System.out.println("| whole group held at the end by | games | tested level's share |");
        System.out.println("|---|--:|--:|");
        double total = 0;
        for (int part = 0; part < 4; part++) {
            total += share[part];
            System.out.printf("| %s | %d | %s |%n", names[part], count[part],
                    count[part] == 0 ? "-" : String.format("%.3f", share[part] / count[part]));
        }
        System.out.printf("| all | %d | %.3f |%n", games, total / games);
    }
}
