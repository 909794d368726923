package chautari.server;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Rng;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/** Computer players that play as simple does and write down which level played which seat. */
final class LevelTaggedBots implements Function<Level, Bot> {
    record Played(Level level, int seat) {
    }

    private final List<Played> played = new CopyOnWriteArrayList<>();
    private final Bot simple = Bots.byLevel(Level.SIMPLE);

    @Override
    public Bot apply(Level level) {
        return new Bot() {
            @Override
            public Budget playBudget() {
                return simple.playBudget();
            }

            @Override
            public int choose(GameState state, int seat, Rng rng, Budget budget) {
                played.add(new Played(level, seat));
                return simple.choose(state, seat, rng, budget);
            }
        };
    }

    /** The levels that played this seat, in order. */
    List<Level> levelsOf(int seat) {
        return played.stream().filter(p -> p.seat() == seat).map(Played::level).toList();
    }
}
