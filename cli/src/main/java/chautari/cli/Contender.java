package chautari.cli;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.GameException;
import java.util.Map;

/** One side of an arena pairing: its name in reports (a level's, or {@code uci:command}), its bot and what each of its thinks may spend. */
record Contender(String name, Bot bot, Budget budget) {
    static final String UCI = "uci:";

    /** The level's bot, thinking within the seconds and iterations given, or its own play budget when neither is. */
    static Contender of(Level level, Double seconds, Long iterations) {
        Bot bot = Bots.byLevel(level);
        return new Contender(level.wire(), bot, ThinkBudget.of(bot, seconds, iterations));
    }

    /** A level by its name, or an outside UCI chess engine for {@code uci:command}, with its options. */
    static Contender of(String name, Map<String, String> uciOptions, Double seconds, Long iterations) {
        if (!name.startsWith(UCI)) {
            if (!uciOptions.isEmpty()) {
                throw new GameException("options are for an outside engine (uci:command), not for level " + name);
            }
            return of(Level.of(name), seconds, iterations);
        }
        String command = name.substring(UCI.length()).trim();
        if (command.isEmpty()) {
            throw new GameException("uci: needs the engine's command, as uci:/usr/games/stockfish");
        }
        Bot bot = new UciBot(command, uciOptions);
        return new Contender(name, bot, ThinkBudget.of(bot, seconds, null));
    }
}
