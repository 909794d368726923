package chautari.server.table;

import java.util.Set;

/** Someone at a table over one connection: the seats its token holds (none for a spectator). */
public interface Viewer {
    Set<Integer> seats();

    /** Sends one JSON message to this viewer alone; must not block for long. */
    void send(String json);

    /** The table has left this node: the viewer is to connect again, and will find the table where it is now. */
    void moved();
}
