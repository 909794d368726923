package chautari.engine;

import java.util.List;
import java.util.Map;

/**
 * How a finished game ended: the winning seats ({@code []} for a draw) and the game's own
 * figures (Kasimala's gulmasi and throws, Kauda's chips, ...), keyed as docs/notation.md names them.
 */
public record Result(List<Integer> winners, boolean draw, Map<String, Object> details) {
    public Result {
        winners = List.copyOf(winners);
        details = Map.copyOf(details);
    }

    public static Result win(int seat) {
        return new Result(List.of(seat), false, Map.of());
    }

    public static Result drawn() {
        return new Result(List.of(), true, Map.of());
    }

    public Result with(String key, Object value) {
        var more = new java.util.LinkedHashMap<>(details);
        more.put(key, value);
        return new Result(winners, draw, more);
    }
}
