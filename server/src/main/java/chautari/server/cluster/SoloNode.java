package chautari.server.cluster;

import java.sql.Connection;
import java.util.Collection;
import java.util.Optional;
import java.util.Set;

/** One node alone (SQLite, or PostgreSQL with one node): it owns every table it asks for. */
public final class SoloNode implements Cluster {
    private final String node;

    public SoloNode(String node) {
        this.node = node;
    }

    @Override
    public String node() {
        return node;
    }

    @Override
    public String instance() {
        return node;
    }

    @Override
    public void start(Handler handler) {
    }

    @Override
    public boolean claim(String tableId) {
        return true;
    }

    @Override
    public void release(String tableId) {
    }

    @Override
    public Optional<String> ownerOf(String tableId) {
        return Optional.of(node);
    }

    @Override
    public void check(Connection c, String tableId) {
    }

    @Override
    public void send(String instance, String json) {
        throw new IllegalStateException("a single node has no other node to send to");
    }

    @Override
    public Set<String> alive(Collection<String> instances) {
        return Set.of(node);
    }

    @Override
    public void close() {
    }
}
