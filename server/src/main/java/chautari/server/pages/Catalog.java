package chautari.server.pages;

import chautari.engine.Games;
import java.util.List;
import java.util.Optional;

/** The games the pages list, from the engine's descriptors, in the order the home page shows them. */
public final class Catalog {
    private static final List<GameCard> GAMES = Games.all().stream().map(GameCard::of).toList();

    private Catalog() {
    }

    public static List<GameCard> games() {
        return GAMES;
    }

    public static Optional<GameCard> game(String id) {
        return GAMES.stream().filter(g -> g.id().equals(id)).findFirst();
    }
}
