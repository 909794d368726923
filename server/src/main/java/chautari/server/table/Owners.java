package chautari.server.table;

import java.sql.SQLException;
import java.util.Optional;

/** Which node owns which table: a table is live on its owner alone. */
public interface Owners {
    /** Takes the table for this node; false while another node holds it. Taking one already held answers true. */
    boolean claim(String tableId) throws SQLException;

    void release(String tableId);

    /** The instance holding the table now, if any. */
    Optional<String> ownerOf(String tableId) throws SQLException;
}
