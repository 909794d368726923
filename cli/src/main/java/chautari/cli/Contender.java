package chautari.cli;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Level;

/** One side of an arena pairing: a level, its bot and what each of its thinks may spend. */
record Contender(Level level, Bot bot, Budget budget) {

    /** The level's bot, thinking within the seconds and iterations given, or its own play budget when neither is. */
    static Contender of(Level level, Double seconds, Long iterations) {
        Bot bot = Bots.byLevel(level);
        return new Contender(level, bot, ThinkBudget.of(bot, seconds, iterations));
    }
}
