package chautari.server.pages;

import java.util.List;

/** A game as the pages list it, read from {@code /public/catalog.json} (the scripts read the same file). */
public record GameCard(String id, List<Integer> players, int minutes, String kind, boolean table) {

    public String playersText(Words w) {
        return players.size() == 1 ? w.t("players.exact", "n", players.get(0))
                : w.t("players.range", "min", players.get(0), "max", players.get(players.size() - 1));
    }
}
