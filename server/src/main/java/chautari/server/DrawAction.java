package chautari.server;

import java.util.Locale;

/** A seat's part in agreeing a draw; its wire name is the {@code draw} event's text. */
enum DrawAction {
    OFFER, ACCEPT, DECLINE;

    String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The action a message or a stored event names; another is a 400 {@link ApiError}. */
    static DrawAction of(String wire) {
        for (DrawAction a : values()) {
            if (a.wire().equals(wire)) {
                return a;
            }
        }
        throw ApiError.bad("\"action\" must be offer, accept or decline, not '" + wire + "'");
    }
}
