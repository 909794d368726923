package chautari.server.pages;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The games of {@code /public/catalog.json}, in the order the home page shows them. */
public final class Catalog {
    private static final List<GameCard> GAMES = load();

    private Catalog() {
    }

    public static List<GameCard> games() {
        return GAMES;
    }

    public static Optional<GameCard> game(String id) {
        return GAMES.stream().filter(g -> g.id().equals(id)).findFirst();
    }

    private static List<GameCard> load() {
        try (InputStream in = Catalog.class.getResourceAsStream("/public/catalog.json")) {
            if (in == null) {
                throw new IllegalStateException("no /public/catalog.json");
            }
            ObjectMapper mapper = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
            return List.copyOf(Arrays.asList(mapper.readValue(in, GameCard[].class)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
