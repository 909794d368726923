package chautari.bots;

import chautari.engine.GameState;

/** A finished game's returns scaled to [0, 1] for each seat: what searches add up. */
final class Utilities {
    private Utilities() {
    }

    static void of(GameState over, double[] out) {
        double[] returns = over.returns();
        double low = over.minReturn();
        double span = over.maxReturn() - low;
        for (int i = 0; i < out.length; i++) {
            out[i] = (returns[i] - low) / span;
        }
    }
}
