package chautari.bots;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Rng;
import chautari.engine.ludo.Ludo;
import java.util.Map;

/** Seeded Ludo games of one bot against another at every other seat: each throw seed is played with the one bot at every seat in turn. */
final class LudoMatches {
    private LudoMatches() {
    }

    static GameState start(int players) {
        Game ludo = Ludo.GAME;
        return ludo.start(players, ludo.options(Map.of()));
    }

    /** The one bot's share of the wins over {@code seeds} throw seeds times every seat. */
    static double score(Bot one, Budget oneBudget, Bot others, int players, int seeds) {
        int wins = 0;
        for (int seed = 1; seed <= seeds; seed++) {
            for (int oneSeat = 1; oneSeat <= players; oneSeat++) {
                GameState state = start(players);
                Rng dice = new Rng(7000 + seed);
                Rng oneRng = new Rng(8000 + seed);
                Rng othersRng = new Rng(9000 + seed);
                while (!state.isOver()) {
                    if (state.phase() == Phase.THROW) {
                        state.applyChance(state.sampleChance(dice));
                        continue;
                    }
                    int seat = state.toMove();
                    int move = seat == oneSeat ? one.choose(state, seat, oneRng, oneBudget)
                            : others.choose(state, seat, othersRng, Budget.iterations(1));
                    state.playLegal(seat, move);
                }
                wins += state.result().winners().contains(oneSeat) ? 1 : 0;
            }
        }
        return (double) wins / (seeds * players);
    }
}
