package chautari.server.cluster;

import chautari.server.store.OwnershipLost;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Nodes sharing one PostgreSQL. A node owns a table while it holds the table's advisory lock on
 * a connection of its own (named {@code chautari INSTANCE}), so the lock goes when the node's
 * connection does; taking a table raises its epoch in {@code table_owners}, which every commit
 * checks ({@link #check}). When any of the node's own connections breaks, it gives up every table
 * and connects again as a new instance.
 */
public final class PostgresCluster implements Cluster {
    private static final Logger LOG = LoggerFactory.getLogger(PostgresCluster.class);
    private static final String APP = "chautari ";

    private final String url;
    private final String node;
    private final DataSource pool;
    private final ScheduledExecutorService scheduler;
    private final Map<String, Long> owned = new ConcurrentHashMap<>();
    private final AtomicBoolean broken = new AtomicBoolean();
    private Handler handler;
    private ScheduledFuture<?> healing;
    private volatile Link link;

    /** This instance's connections: the one holding the locks, and the channel's two. */
    private record Link(String instance, Connection locks, NodeChannel channel) {
        void close() {
            channel.close();
            try {
                locks.close();
            } catch (SQLException ignored) {
                // already broken
            }
        }
    }

    public PostgresCluster(String url, String node, DataSource pool, ScheduledExecutorService scheduler) {
        this.url = url;
        this.node = node;
        this.pool = pool;
        this.scheduler = scheduler;
    }

    @Override
    public String node() {
        return node;
    }

    @Override
    public String instance() {
        Link l = link;
        return l == null ? node : l.instance;
    }

    @Override
    public synchronized void start(Handler h) {
        this.handler = h;
        try {
            link = connect();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot connect node " + node + " to PostgreSQL", e);
        }
        healing = scheduler.scheduleWithFixedDelay(this::heal, 1, 1, TimeUnit.SECONDS);
    }

    private Link connect() throws SQLException {
        String instance = node + "." + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt()).substring(0, 6);
        Connection locks = open(APP + instance);
        try {
            NodeChannel channel = new NodeChannel(instance, open(APP + instance + " listen"), open(APP + instance + " send"),
                    json -> handler.message(json), () -> {
                        broken.set(true);
                        scheduler.execute(this::heal);
                    });
            LOG.info("event=node.connected instance={}", instance);
            return new Link(instance, locks, channel);
        } catch (SQLException e) {
            locks.close();
            throw e;
        }
    }

    private Connection open(String applicationName) throws SQLException {
        Properties p = new Properties();
        p.setProperty("ApplicationName", applicationName);
        p.setProperty("tcpKeepAlive", "true");
        return DriverManager.getConnection(url, p);
    }

    /**
     * Each second, and at once when the channel breaks: a node whose connections broke gives up its tables and
     * connects again. Every table it held leaves memory before it connects: a table taken again on the new
     * connection is never one it still holds from before, whose giving up would release the new lock.
     */
    private void heal() {
        Link before;
        synchronized (this) {
            before = link;
            if (before != null && !broken.get() && valid(before.locks)) {
                return;
            }
            if (before != null) {
                LOG.warn("event=node.lost instance={} tables={}", before.instance, owned.size());
                before.close();
            }
            owned.clear();
            link = null;
            broken.set(false);
        }
        if (before != null) {
            handler.lostAll();
        }
        synchronized (this) {
            if (link != null) {
                return;
            }
            try {
                link = connect();
            } catch (SQLException e) {
                LOG.warn("event=node.reconnect-failed reason={}", e.getMessage());
            }
        }
    }

    private static boolean valid(Connection c) {
        try {
            return c.isValid(2);
        } catch (SQLException e) {
            return false;
        }
    }

    private Link requireLink() throws SQLException {
        Link l = link;
        if (l == null) {
            throw new SQLException("node " + node + " is not connected to PostgreSQL");
        }
        return l;
    }

    @Override
    public synchronized boolean claim(String tableId) throws SQLException {
        if (owned.containsKey(tableId)) {
            return true;
        }
        Link l = requireLink();
        long key = key(tableId);
        try (PreparedStatement s = l.locks.prepareStatement("SELECT pg_try_advisory_lock(?)")) {
            s.setLong(1, key);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                if (!r.getBoolean(1)) {
                    return false;
                }
            }
        }
        try (Connection c = pool.getConnection(); PreparedStatement s = c.prepareStatement(
                "INSERT INTO table_owners (table_id, node, epoch, since) VALUES (?, ?, 1, ?) ON CONFLICT (table_id)"
                        + " DO UPDATE SET node = EXCLUDED.node, epoch = table_owners.epoch + 1, since = EXCLUDED.since"
                        + " RETURNING epoch")) {
            s.setString(1, tableId);
            s.setString(2, l.instance);
            s.setLong(3, System.currentTimeMillis());
            try (ResultSet r = s.executeQuery()) {
                r.next();
                owned.put(tableId, r.getLong(1));
            }
        } catch (SQLException e) {
            unlock(l, key);
            throw e;
        }
        return true;
    }

    @Override
    public synchronized void release(String tableId) {
        Link l = link;
        if (owned.remove(tableId) != null && l != null) {
            unlock(l, key(tableId));
        }
    }

    private static void unlock(Link l, long key) {
        try (PreparedStatement s = l.locks.prepareStatement("SELECT pg_advisory_unlock(?)")) {
            s.setLong(1, key);
            s.executeQuery().close();
        } catch (SQLException e) {
            LOG.warn("event=node.unlock-failed reason={}", e.getMessage());
        }
    }

    @Override
    public Optional<String> ownerOf(String tableId) throws SQLException {
        long key = key(tableId);
        try (Connection c = pool.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid"
                        + " WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1"
                        + " AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())"
                        + " AND l.classid = CAST(? AS bigint)::oid AND l.objid = CAST(? AS bigint)::oid")) {
            s.setLong(1, key >>> 32);
            s.setLong(2, key & 0xffffffffL);
            try (ResultSet r = s.executeQuery()) {
                if (r.next() && r.getString(1) != null && r.getString(1).startsWith(APP)) {
                    return Optional.of(r.getString(1).substring(APP.length()));
                }
                return Optional.empty();
            }
        }
    }

    @Override
    public boolean mayHold(String tableId) {
        return owned.containsKey(tableId);
    }

    @Override
    public void check(Connection c, String tableId) throws SQLException {
        Long epoch = owned.get(tableId);
        if (epoch == null) {
            throw new OwnershipLost(tableId);
        }
        try (PreparedStatement s = c.prepareStatement("SELECT epoch FROM table_owners WHERE table_id = ? FOR SHARE")) {
            s.setString(1, tableId);
            try (ResultSet r = s.executeQuery()) {
                if (!r.next() || r.getLong(1) != epoch) {
                    throw new OwnershipLost(tableId);
                }
            }
        }
    }

    @Override
    public void send(String instance, String json) {
        Link l = link;
        if (l != null) {
            l.channel.send(instance, json);
        }
    }

    @Override
    public Set<String> alive(Collection<String> instances) throws SQLException {
        Set<String> alive = new HashSet<>();
        if (instances.isEmpty()) {
            return alive;
        }
        try (Connection c = pool.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT application_name FROM pg_stat_activity WHERE application_name = ANY(?)")) {
            s.setArray(1, c.createArrayOf("text", instances.stream().map(i -> APP + i).toArray()));
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    alive.add(r.getString(1).substring(APP.length()));
                }
            }
        }
        return alive;
    }

    @Override
    public synchronized void close() {
        if (healing != null) {
            healing.cancel(false);
        }
        if (link != null) {
            link.channel.drain(2000);
            link.close();
            link = null;
        }
        owned.clear();
    }

    /** The advisory lock's key for a table: the first 8 bytes of the SHA-256 of its id. */
    static long key(String tableId) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(tableId.getBytes(StandardCharsets.UTF_8));
            return ByteBuffer.wrap(hash).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
