package chautari.server.table;

import com.fasterxml.jackson.annotation.JsonValue;

/** A seat's part in agreeing a draw or a takeback; its wire name is the {@code draw} or {@code takeback-ask} event's text. */
enum DrawAction {
    OFFER, ACCEPT, DECLINE;

    @JsonValue
    String wire() {
        return Wire.name(this);
    }

    /** The action a message names; another is a 400 {@link ApiError}. */
    static DrawAction of(String wire) {
        return Wire.parse(DrawAction.class, wire).orElseThrow(() ->
                ApiError.bad("\"action\" must be offer, accept or decline, not '" + wire + "'"));
    }
}
