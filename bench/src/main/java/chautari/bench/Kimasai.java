package chautari.bench;

import chautari.engine.Game;
import chautari.engine.GameState;
import java.util.Map;

/** Bao la Kimasai's hot paths. */
public class Kimasai extends HotPaths {
    @Override
    protected GameState start() {
        Game game = chautari.engine.kimasai.Kimasai.GAME;
        return game.start(2, game.options(Map.of()));
    }
}
