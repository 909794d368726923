package chautari.server.table;

import com.fasterxml.jackson.annotation.JsonValue;

/** Whether a table's game goes on. */
enum Status {
    PLAYING, FINISHED;

    @JsonValue
    String wire() {
        return Wire.name(this);
    }
}
