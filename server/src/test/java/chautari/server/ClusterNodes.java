package chautari.server;

import static org.junit.jupiter.api.Assertions.fail;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Assumptions;

/**
 * Server nodes in this JVM, each on a random port, all on the PostgreSQL that CHAUTARI_TEST_PG
 * names (.ci/run starts it; skipped without it, but never in CI). A node is killed by cutting
 * its connections to the store from the database's side, as a dead process's are, and then
 * stopping it, which drops its clients' sockets.
 */
final class ClusterNodes implements AutoCloseable {
    /** The lock of every test class on the one PostgreSQL test database: they run one at a time. */
    static final String DATABASE = "the PostgreSQL test database";
    final String url;
    private final List<TestServer> nodes = new ArrayList<>();
    private final UnaryOperator<ChautariServer.Config> tweak;
    /** One clock for every node, as machines kept in time are. */
    final MutableClock clock = new MutableClock();
    private int named;

    private ClusterNodes(String url, UnaryOperator<ChautariServer.Config> tweak) {
        this.url = url;
        this.tweak = tweak;
    }

    static String postgresUrl() {
        String url = System.getenv("CHAUTARI_TEST_PG");
        if ((url == null || url.isBlank()) && "true".equals(System.getenv("CI"))) {
            fail("CI must run the PostgreSQL tests: .ci/run sets CHAUTARI_TEST_PG");
        }
        Assumptions.assumeTrue(url != null && !url.isBlank(), "CHAUTARI_TEST_PG is not set");
        return url;
    }

    static ClusterNodes start(int count) throws Exception {
        return start(count, UnaryOperator.identity());
    }

    static ClusterNodes start(int count, UnaryOperator<ChautariServer.Config> tweak) throws Exception {
        ClusterNodes cluster = new ClusterNodes(postgresUrl(), tweak);
        for (int i = 0; i < count; i++) {
            cluster.add();
        }
        return cluster;
    }

    /** One more node, named {@code node-N}. */
    TestServer add() throws Exception {
        return add(url);
    }

    /** One more node on the database at {@code dbUrl} (the test database through a {@link TcpProxy}). */
    TestServer add(String dbUrl) throws Exception {
        String name = "node-" + (++named) + "-" + ProcessHandle.current().pid();
        TestServer node = TestServer.start(dbUrl, clock, c -> tweak.apply(c.withRate(1_000_000, 1).withNode(name)));
        nodes.add(node);
        return node;
    }

    TestServer get(int i) {
        return nodes.get(i);
    }

    List<TestServer> all() {
        return List.copyOf(nodes);
    }

    /** The node's connections to the store end at once (its locks with them); then its sockets close. */
    void kill(TestServer node) throws Exception {
        try (Connection c = DriverManager.getConnection(url); PreparedStatement s = c.prepareStatement(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE ?")) {
            s.setString(1, "chautari " + node.server.node() + ".%");
            s.executeQuery().close();
        }
        nodes.remove(node);
        node.close();
    }

    @Override
    public void close() {
        nodes.forEach(TestServer::close);
        nodes.clear();
    }
}
