package chautari.server.pages;

import chautari.engine.Game;
import java.util.List;

/** A game as the pages list it, from its descriptor (the scripts read the same through {@code /api/games}). */
public record GameCard(String id, List<Integer> players, int minutes, String kind) {

    static GameCard of(Game game) {
        return new GameCard(game.id(), game.playerCounts(), game.minutes(), game.kind());
    }

    public String playersText(Words w) {
        return players.size() == 1 ? w.t("players.exact", "n", players.get(0))
                : w.t("players.range", "min", players.get(0), "max", players.get(players.size() - 1));
    }
}
