package chautari.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;
import java.util.TreeSet;

/**
 * The seats a new {@code friends} or {@code pass} table gives to the computer ({@code "computers": [3, 4]}), so
 * people and computer seats mix in any way: at a table of friends the others are open to the link, in
 * pass-and-play the creator's screen holds the others. Seat 1 is the creator's; a {@code computer} table has every
 * other seat a computer's already.
 */
public record ComputerSeats(Set<Integer> seats) {
    static final ComputerSeats NONE = new ComputerSeats(Set.of());

    /** Reads "computers" of a create request; a malformed one is a 400. */
    public static ComputerSeats read(JsonNode body) {
        JsonNode given = body.get("computers");
        if (given == null || given.isNull()) {
            return NONE;
        }
        if (!given.isArray()) {
            throw ApiError.bad("\"computers\" must be a list of seat numbers, such as [3, 4]");
        }
        Set<Integer> seats = new TreeSet<>();
        for (JsonNode n : given) {
            if (!n.canConvertToInt() || !n.isIntegralNumber() || !seats.add(n.asInt())) {
                throw ApiError.bad("\"computers\" must list seat numbers, each once, such as [3, 4]");
            }
        }
        return new ComputerSeats(Set.copyOf(seats));
    }

    /** Checks the seats fit the table: seats 2 to the players, at a friends or pass table. A misfit is a 400. */
    void check(int players, Mode mode) {
        if (seats.isEmpty()) {
            return;
        }
        if (mode == Mode.COMPUTER) {
            throw ApiError.bad("\"computers\" is for friends and pass tables: at a computer table every other seat is the computer's");
        }
        for (int s : seats) {
            if (s < 2 || s > players) {
                throw ApiError.bad("\"computers\" names seat " + s + ", but only seats 2 to " + players
                        + " can be the computer's (seat 1 is yours)");
            }
        }
    }

    boolean has(int seat) {
        return seats.contains(seat);
    }
}
