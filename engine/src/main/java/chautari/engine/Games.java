package chautari.engine;

import chautari.engine.baghchal.Baghchal;
import chautari.engine.kasimala.Kasimala;
import chautari.engine.kauda.Kauda;
import chautari.engine.kimasai.Kimasai;
import chautari.engine.ludo.Ludo;
import chautari.engine.pasa.Pasa;
import chautari.engine.shologuti.Shologuti;
import java.util.List;

/** Every game the engine has, by name. */
public final class Games {
    private static final List<Game> ALL = List.of(
            new Kasimala(),
            new Pasa(),
            new Kauda(),
            new Kimasai(),
            new Baghchal(),
            new Shologuti(),
            new Ludo());

    private Games() {
    }

    public static List<Game> all() {
        return ALL;
    }

    public static Game byName(String name) {
        return ALL.stream().filter(g -> g.name().equals(name)).findFirst()
                .orElseThrow(() -> new GameException("unknown game '" + name + "'; the games are "
                        + ALL.stream().map(Game::name).toList()));
    }
}
