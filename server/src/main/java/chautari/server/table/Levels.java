package chautari.server.table;

import chautari.bots.Bots;
import chautari.bots.Level;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a new table asks of its computer seats' levels: {@code "level"} for every computer seat,
 * {@code "levels"} ({@code {"2": "strong"}}) seat by seat, which wins over it. The levels are
 * {@link Bots#TABLE_LEVELS}; a seat given none plays {@link Bots#DEFAULT}.
 */
public record Levels(Level every, Map<Integer, Level> bySeat) {
    private static final Logger LOG = LoggerFactory.getLogger(Levels.class);
    static final Levels NONE = new Levels(null, Map.of());

    /** Reads "level" and "levels" of a create request; a malformed one is a 400. */
    public static Levels read(JsonNode body) {
        String text = Json.optionalText(body, "level", null);
        Level every = text == null ? null : check(text, "\"level\"");
        JsonNode given = body.get("levels");
        if (given == null || given.isNull()) {
            return new Levels(every, Map.of());
        }
        if (!given.isObject()) {
            throw ApiError.bad("\"levels\" must be an object of seat numbers and levels, such as {\"2\": \"strong\"}");
        }
        Map<Integer, Level> bySeat = new TreeMap<>();
        for (Map.Entry<String, JsonNode> e : given.properties()) {
            if (!e.getKey().matches("[1-9][0-9]?")) {
                throw ApiError.bad("\"levels\" is keyed by seat number, not \"" + e.getKey() + "\"");
            }
            if (!e.getValue().isTextual()) {
                throw ApiError.bad("the level of seat " + e.getKey() + " must be a string, one of " + Bots.TABLE_LEVELS);
            }
            bySeat.put(Integer.parseInt(e.getKey()), check(e.getValue().asText(), "seat " + e.getKey() + "'s level"));
        }
        return new Levels(every, bySeat);
    }

    private static Level check(String name, String what) {
        return offered(name).orElseThrow(
                () -> ApiError.bad(what + " must be one of " + Bots.TABLE_LEVELS + ", not \"" + name + "\""));
    }

    /** A stored seat's level; one this server does not offer (a store written by another version) plays the default. */
    static Level stored(String name) {
        return offered(name).orElseGet(() -> {
            LOG.warn("event=bots.unknown-level level={} playing={}", name, Bots.DEFAULT.wire());
            return Bots.DEFAULT;
        });
    }

    private static Optional<Level> offered(String name) {
        return Bots.TABLE_LEVELS.stream().filter(l -> l.wire().equals(name)).findFirst();
    }

    /** Checks the levels asked fit the table: only its computer seats take one. A misfit is a 400. */
    void checkSeats(int players, IntPredicate isComputer, Mode mode) {
        if (every != null && IntStream.rangeClosed(1, players).noneMatch(isComputer)) {
            throw ApiError.bad("\"level\" is for computer seats, and a " + mode.wire() + " table has none");
        }
        for (int seat : bySeat.keySet()) {
            if (seat > players) {
                throw ApiError.bad("\"levels\" names seat " + seat + ", but this table has seats 1 to " + players);
            }
            if (!isComputer.test(seat)) {
                throw ApiError.bad("seat " + seat + " is not a computer seat: only computer seats take a level");
            }
        }
    }

    /** The level a computer seat plays at. */
    Level of(int seat) {
        return bySeat.getOrDefault(seat, every != null ? every : Bots.DEFAULT);
    }
}
