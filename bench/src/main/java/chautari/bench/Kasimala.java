package chautari.bench;

import chautari.engine.Game;
import chautari.engine.GameState;
import java.util.Map;
import org.openjdk.jmh.annotations.Param;

/** Kasimala's hot paths, on the standard board (17 cells a row) and the long one (25). */
public class Kasimala extends HotPaths {
    @Param({"17", "25"})
    public int cells;

    @Override
    protected GameState start() {
        Game game = chautari.engine.kasimala.Kasimala.GAME;
        return game.start(2, game.options(Map.of("cells", cells)));
    }
}
