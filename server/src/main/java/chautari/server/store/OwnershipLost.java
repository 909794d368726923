package chautari.server.store;

import java.sql.SQLException;

/** A commit refused by the store's fence because another node has taken the table since this one took it. */
public final class OwnershipLost extends SQLException {
    public OwnershipLost(String tableId) {
        super("table " + tableId + " belongs to another node now");
    }
}
