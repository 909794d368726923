package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Rng;

/** Placeholder until the Kauda stake policy lands: the simple level's stake. */
final class KaudaStakes implements Bot {
    KaudaStakes(String level) {
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        return new SimpleBot().choose(state, seat, rng, budget);
    }

    @Override
    public Budget playBudget() {
        return Budget.iterations(1);
    }
}
