package chautari.bench;

import chautari.engine.Game;
import chautari.engine.GameState;
import java.util.Map;
import org.openjdk.jmh.annotations.Param;

/** Pasa's hot paths with 2 players and with 4 (partners, the default). */
public class Pasa extends HotPaths {
    @Param({"2", "4"})
    public int players;

    @Override
    protected GameState start() {
        Game game = chautari.engine.pasa.Pasa.GAME;
        return game.start(players, game.options(Map.of()));
    }
}
