package chautari.server.table;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What a client may ask of its table, decoded once where the message arrives ({@link #decode});
 * the table acts on these and never reads the JSON. A {@code seat} left out (null) is the one the
 * table works out from the viewer's seats.
 */
sealed interface ClientMessage {
    int MAX_MOVE = 64;

    /** Send the events after seq {@code since}, then everything that follows. */
    record Hello(int since) implements ClientMessage {
    }

    /** The thrower's throw, made at seq {@code seq}. */
    record Throw(int seq) implements ClientMessage {
    }

    /** A move (a stake included) in docs/notation.md, made at seq {@code seq}. */
    record Move(String move, Integer seat, int seq) implements ClientMessage {
    }

    /** The computer takes over a seat whose player has gone. */
    record Takeover(int seat) implements ClientMessage {
    }

    record Resign(Integer seat) implements ClientMessage {
    }

    record Draw(DrawAction action, Integer seat) implements ClientMessage {
    }

    record Rematch() implements ClientMessage {
    }

    record Hint(Integer seat) implements ClientMessage {
    }

    /**
     * Takes back the seat's last move and what was played after it: at once against the computer, once the
     * other player accepts at a friends table ({@code offer}, the default, then {@code accept} or {@code decline}).
     */
    record Takeback(DrawAction action, Integer seat) implements ClientMessage {
    }

    /** One of the fixed {@link Reaction}s, for the viewer's own seat. */
    record React(Reaction reaction, Integer seat) implements ClientMessage {
    }

    /** One JSON object as a message; a malformed one is a 400 {@link ApiError}. */
    static ClientMessage decode(JsonNode m) {
        String type = Json.text(m, "type");
        return switch (type) {
            case "hello" -> {
                Integer since = Json.optionalInt(m, "since");
                yield new Hello(since == null ? 0 : since);
            }
            case "throw" -> new Throw(seq(m));
            case "move" -> new Move(move(m), Json.optionalInt(m, "seat"), seq(m));
            case "takeover" -> {
                Integer seat = Json.optionalInt(m, "seat");
                if (seat == null) {
                    throw ApiError.bad("\"seat\" must name the seat to take over");
                }
                yield new Takeover(seat);
            }
            case "resign" -> new Resign(Json.optionalInt(m, "seat"));
            case "draw" -> new Draw(DrawAction.of(Json.text(m, "action")), Json.optionalInt(m, "seat"));
            case "rematch" -> new Rematch();
            case "hint" -> new Hint(Json.optionalInt(m, "seat"));
            case "takeback" -> new Takeback(DrawAction.of(Json.optionalText(m, "action", "offer")), Json.optionalInt(m, "seat"));
            case "react" -> new React(Reaction.of(Json.text(m, "reaction")), Json.optionalInt(m, "seat"));
            default -> throw ApiError.bad("unknown message type '" + type
                    + "'; the types are hello, throw, move, takeover, resign, draw, rematch, hint, takeback, react");
        };
    }

    private static int seq(JsonNode m) {
        Integer at = Json.optionalInt(m, "seq");
        if (at == null) {
            throw ApiError.bad("\"seq\" must give the last seq you have, so a stale or repeated message is refused");
        }
        return at;
    }

    private static String move(JsonNode m) {
        String text = Json.text(m, "move");
        if (text.length() > MAX_MOVE) {
            throw ApiError.bad("a move is at most " + MAX_MOVE + " characters");
        }
        return text;
    }
}
