package chautari.server.cluster;

import chautari.server.store.OwnershipLost;
import chautari.server.store.Store;
import chautari.server.table.Owners;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Collection;
import java.util.Set;

/**
 * Which node owns which table, and the messages between nodes. A node is named by its
 * instance: the node's name and a mark that changes whenever it connects to the store again,
 * so a node that lost its tables is never taken for the one that held them.
 */
public interface Cluster extends Owners, Store.Fence, AutoCloseable {
    /** What a node does when the cluster calls on it; set once, before any message comes. */
    interface Handler {
        void message(String json);

        /** Every table this node held is no longer its own: its connections to the store broke. */
        void lostAll();
    }

    String node();

    /** This node as others address it now. */
    String instance();

    void start(Handler handler);

    /** Inside every commit's transaction: fails with {@link OwnershipLost} when this node no longer owns the table. */
    @Override
    void check(Connection c, String tableId) throws SQLException;

    /** Sends one message to another instance; it arrives in the order sent. */
    void send(String instance, String json);

    /** The instances among these still connected to the store. */
    Set<String> alive(Collection<String> instances) throws SQLException;

    @Override
    void close();
}
