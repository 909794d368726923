package chautari.server.pages;

import chautari.bots.Judge;
import chautari.engine.Chance;
import chautari.engine.Game;
import chautari.engine.Games;
import chautari.engine.OptionSpec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code /api/games}: every game's descriptor as the web client reads it, in the order the home
 * page shows them. server/API.md ("Games") gives the shape.
 */
public final class GameCatalog {
    /** Where the same answer is also one of the deploy's files, kept offline: {@code /v/<version>/api/games}. */
    public static final String PATH = "/api/games";

    private GameCatalog() {
    }

    public static List<Map<String, Object>> entries() {
        return Games.all().stream().map(GameCatalog::entry).toList();
    }

    static Map<String, Object> entry(Game game) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", game.id());
        m.put("names", Map.of("en", game.names().en(), "ne", game.names().ne()));
        m.put("players", game.playerCounts());
        m.put("minPlayers", game.minPlayers());
        m.put("maxPlayers", game.maxPlayers());
        m.put("minutes", game.minutes());
        m.put("kind", game.kind());
        m.put("drawOffers", game.drawOffers());
        m.put("decisions", game.decisions());
        m.put("review", Judge.judges(game.start(game.minPlayers(), game.options(Map.of()))));
        m.put("chance", chance(game.chance()));
        m.put("options", game.options().stream().map(GameCatalog::option).toList());
        if (!game.colours().isEmpty()) {
            Map<String, Object> colours = new TreeMap<>();
            game.colours().forEach((players, seats) -> colours.put(String.valueOf(players), seats));
            m.put("colours", colours);
        }
        m.put("constants", game.constants());
        return m;
    }

    private static Map<String, Object> chance(Chance chance) {
        if (chance == null) {
            return null;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", chance.kind());
        m.put("count", chance.count());
        m.put("faces", chance.faces());
        return m;
    }

    private static Map<String, Object> option(OptionSpec spec) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("key", spec.name());
        m.put("type", spec.isFlag() ? "bool" : "choice");
        if (!spec.isFlag()) {
            m.put("values", spec.allowed());
        }
        m.put("default", spec.defaultValue());
        if (spec.onlyPlayers() != null) {
            m.put("onlyPlayers", spec.onlyPlayers());
        }
        return m;
    }
}
