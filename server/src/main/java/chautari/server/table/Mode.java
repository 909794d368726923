package chautari.server.table;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a table's seats are filled. */
public enum Mode {
    /** The creator against the computer: every other seat is a computer seat. */
    COMPUTER,
    /** The creator's seat is taken; the others are open to whoever has the link. */
    FRIENDS,
    /** Pass-and-play: the creator's one token holds every seat. */
    PASS;

    @JsonValue
    String wire() {
        return Wire.name(this);
    }

    /** The mode a create request names; another is a 400. */
    public static Mode of(String wire) {
        return Wire.parse(Mode.class, wire).orElseThrow(() -> ApiError.bad("\"mode\" must be one of "
                + Wire.names(Mode.class) + ", not \"" + wire + "\""));
    }
}
