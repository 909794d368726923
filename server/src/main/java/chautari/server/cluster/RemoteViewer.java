package chautari.server.cluster;

import chautari.server.table.Table;
import chautari.server.table.Viewer;
import java.util.Map;
import java.util.Set;

/** At the owner, a viewer whose socket is on another node: what it is sent goes to that node as an {@code out}. */
final class RemoteViewer implements Viewer {
    final String connection;
    final String node;
    final Table table;
    private final Set<Integer> seats;
    private final Relay relay;

    RemoteViewer(String connection, String node, Table table, Set<Integer> seats, Relay relay) {
        this.connection = connection;
        this.node = node;
        this.table = table;
        this.seats = Set.copyOf(seats);
        this.relay = relay;
    }

    @Override
    public Set<Integer> seats() {
        return seats;
    }

    @Override
    public void send(String json) {
        relay.sendTo(node, Map.of("k", "out", "c", connection, "m", json));
    }

    @Override
    public void moved() {
        relay.forget(this);
        relay.sendTo(node, Map.of("k", "moved", "c", connection));
    }
}
