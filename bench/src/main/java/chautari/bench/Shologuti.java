package chautari.bench;

import chautari.engine.Game;
import chautari.engine.GameState;
import java.util.Map;

/** Sholo Guti's hot paths. */
public class Shologuti extends HotPaths {
    @Override
    protected GameState start() {
        Game game = chautari.engine.shologuti.Shologuti.GAME;
        return game.start(2, game.options(Map.of()));
    }
}
