package chautari.server.table;

/** The quick reactions a player at a friends table may send: a fixed set, never free text; the words are the client's. */
enum Reaction {
    WELL_PLAYED, YOUR_TURN, GOOD_GAME, OOPS, THANKS, THUMBS_UP, CLAP, LAUGH;

    String wire() {
        return Wire.name(this);
    }

    /** The reaction a message names; another is a 400 that lists the set. */
    static Reaction of(String wire) {
        return Wire.parse(Reaction.class, wire).orElseThrow(() -> ApiError.bad("\"reaction\" must be one of "
                + Wire.names(Reaction.class) + ", not \"" + wire + "\""));
    }
}
