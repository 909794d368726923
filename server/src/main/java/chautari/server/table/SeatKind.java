package chautari.server.table;

import com.fasterxml.jackson.annotation.JsonValue;

/** Who plays a seat: a person, the computer, or no one yet (open to whoever has the link). */
enum SeatKind {
    HUMAN, COMPUTER, OPEN;

    @JsonValue
    String wire() {
        return Wire.name(this);
    }
}
