package chautari.server.table;

import com.fasterxml.jackson.annotation.JsonValue;

/** How an event came about ({@code by}): a person at a seat, the table (a forced move or a lost throw), or the computer. */
enum Actor {
    SEAT, TABLE, COMPUTER;

    @JsonValue
    String wire() {
        return Wire.name(this);
    }
}
