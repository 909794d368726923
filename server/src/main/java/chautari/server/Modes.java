package chautari.server;

import java.util.List;

/** How a table's seats are filled. */
final class Modes {
    /** The creator against the computer: every other seat is a computer seat. */
    static final String COMPUTER = "computer";
    /** The creator's seat is taken; the others are open to whoever has the link. */
    static final String FRIENDS = "friends";
    /** Pass-and-play: the creator's one token holds every seat. */
    static final String PASS = "pass";
    static final List<String> ALL = List.of(COMPUTER, FRIENDS, PASS);

    private Modes() {
    }
}
