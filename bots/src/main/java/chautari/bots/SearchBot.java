package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Rng;
import chautari.engine.kasimala.KasimalaState;
import chautari.engine.pasa.PasaState;
import java.time.Duration;

/**
 * The levels beginner, good and strong for every game: Monte Carlo tree search with chance
 * nodes for the dice games, and the Kauda stake policy in a stake round. What a level
 * changes is how long it thinks and how often it strays from its search's choice.
 */
final class SearchBot implements Bot {
    /** How a level plays: its budget in play, and the chance of taking a random move instead of the search's. */
    record Settings(Budget playBudget, double strayChance, double exploration, int playoutSteps) {
    }

    private final Settings settings;
    private final Bot stakes;

    SearchBot(String level) {
        this.settings = switch (level) {
            case Bots.BEGINNER -> new Settings(new Budget(60, Duration.ofMillis(40).toNanos()), 0.25, 0.7, 20);
            case Bots.GOOD -> new Settings(new Budget(400, Duration.ofMillis(300).toNanos()), 0.1, 0.7, 20);
            case Bots.STRONG -> new Settings(new Budget(30_000, Duration.ofSeconds(1).toNanos()), 0, 0.7, 20);
            default -> throw new IllegalArgumentException("not a search level: " + level);
        };
        this.stakes = new KaudaStakes(level);
    }

    @Override
    public Budget playBudget() {
        return settings.playBudget();
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        if (!state.awaits(seat)) {
            throw new IllegalArgumentException("seat " + seat + " has no move to make now");
        }
        if (state.phase() == Phase.STAKE) {
            return stakes.choose(state, seat, rng, budget);
        }
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(seat, moves);
        if (n == 1) {
            return moves[0];
        }
        for (int i = 0; i < n; i++) {
            if (winsAtOnce(state, seat, moves[i])) {
                return moves[i];
            }
        }
        if (settings.strayChance() > 0 && rng.nextInt(1000) < settings.strayChance() * 1000) {
            return moves[rng.nextInt(n)];
        }
        return new Mcts(knowledge(state), settings.exploration(), settings.playoutSteps())
                .search(state, seat, rng, budget).mostVisited();
    }

    private static boolean winsAtOnce(GameState state, int seat, int move) {
        GameState after = state.copy();
        after.playLegal(seat, move);
        return after.isOver() && after.result().winners().contains(seat);
    }

    private static Knowledge knowledge(GameState state) {
        if (state instanceof KasimalaState) {
            return new KasimalaKnowledge();
        }
        if (state instanceof PasaState) {
            return new PasaKnowledge();
        }
        throw new IllegalArgumentException("no search knowledge for " + state.getClass().getSimpleName());
    }
}
