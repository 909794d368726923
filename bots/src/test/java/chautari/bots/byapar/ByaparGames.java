package chautari.bots.byapar;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.byapar.Byapar;
import java.util.Map;

/**
 * Seeded Byapar games between bots, from {@link Byapar#GAME} directly (the game is not in Games yet):
 * the throws from one generator, each seat's bot from its own, every move checked legal on the table.
 */
final class ByaparGames {
    static final Budget BUDGET = Budget.iterations(1);

    private ByaparGames() {
    }

    static GameState start(int players) {
        return Byapar.GAME.start(players, Byapar.GAME.options(Map.of()));
    }

    /** A game with no round limit (rule 1's {@code rounds} 0): it ends only when one seat is left. */
    static GameState startUnlimited(int players) {
        return Byapar.GAME.start(players, Byapar.GAME.options(Map.of("rounds", 0)));
    }

    /** Plays one game out with bots[seat - 1] at each seat; a bot's illegal move is an error. */
    static Result play(Bot[] bots, long seed) {
        return play(bots, seed, start(bots.length));
    }

    /** Plays the game out from {@code state}; a bot's illegal move is an error. */
    static Result play(Bot[] bots, long seed, GameState state) {
        return play(bots, seed, state, BUDGET);
    }

    /** Plays the game out from {@code state}, each choice on the budget; a bot's illegal move is an error. */
    static Result play(Bot[] bots, long seed, GameState state, Budget budget) {
        Rng dice = new Rng(seed);
        Rng[] rngs = new Rng[bots.length];
        for (int i = 0; i < bots.length; i++) {
            rngs[i] = new Rng(seed * 31 + i + 1);
        }
        while (!state.isOver()) {
            if (state.phase() == Phase.THROW) {
                state.applyChance(state.sampleChance(dice));
                continue;
            }
            int seat = state.toMove();
            int move = bots[seat - 1].choose(state.viewFor(seat), seat, rngs[seat - 1], budget);
            if (!state.isLegal(seat, move)) {
                throw new AssertionError("seat " + seat + " chose " + state.moveText(move) + ", not legal at " + state.board());
            }
            state.play(seat, move);
        }
        return state.result();
    }
}
