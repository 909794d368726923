package chautari.server;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.Game;
import chautari.engine.Games;
import chautari.server.cluster.Cluster;
import chautari.server.cluster.Nodes;
import chautari.server.cluster.PostgresCluster;
import chautari.server.cluster.Relay;
import chautari.server.cluster.SoloNode;
import chautari.server.cluster.TableCalls;
import chautari.server.metrics.ServerMetrics;
import chautari.server.pages.Pages;
import chautari.server.store.Database;
import chautari.server.store.Store;
import chautari.server.table.BotPool;
import chautari.server.table.Draws;
import chautari.server.table.Tables;
import chautari.server.web.Delivery;
import chautari.server.web.JettyErrors;
import chautari.server.web.JsonBody;
import chautari.server.web.MetricsRoute;
import chautari.server.web.Origins;
import chautari.server.web.Routes;
import chautari.server.web.SecurityHeaders;
import chautari.server.web.TableQuota;
import chautari.server.web.TableSocket;
import io.javalin.Javalin;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Chautari's HTTP and WebSocket server over the store and the tables. */
public final class ChautariServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ChautariServer.class);
    /** How often the tables idle for {@link Limits#idleAfter} are dropped from memory. */
    static final long IDLE_SWEEP_SECONDS = 30;

    /**
     * Everything a server is started with. Tests shorten the pause, drive the clock, may put in
     * their own computer players ({@code bots}: a level's bot) and may cap how long any of them
     * thinks a move ({@code thinkCap}, see {@link Budget#within}; null, the default, for no cap), so a strong level's
     * game stays short.
     * {@code host} is the address to bind (null: {@value #DEFAULT_HOST}, this machine alone) and
     * {@code publicUrl} the address people reach the server at, which table links are built from and
     * browsers' WebSockets must come from (null: http://localhost:PORT and the other loopback origins);
     * {@code limits} bound what any client may ask.
     */
    public record Config(int port, String dbUrl, Duration computerPause, Duration takeoverAfter, Clock clock,
                         Limits limits, Function<String, Game> games, Function<Level, Bot> bots,
                         Budget thinkCap, String host, String publicUrl, String node, Draws draws, MetricsAccess metrics) {
        public static Config defaults(int port, String dbUrl) {
            return new Config(port, dbUrl, Duration.ofMillis(700), Duration.ofMinutes(2), Clock.systemUTC(),
                    Limits.defaults(), Games::byName, Bots::byLevel, null, null, null, Nodes.defaultName(), Draws.secure(),
                    MetricsAccess.NONE);
        }

        /** The node's name, in its logs, its health and (with PostgreSQL) its locks: letters, digits and '-'. */
        public Config withNode(String n) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, games, bots, thinkCap,
                    host, publicUrl, Nodes.checkName(n), draws, metrics);
        }

        public Config withPause(Duration pause) {
            return new Config(port, dbUrl, pause, takeoverAfter, clock, limits, games, bots, thinkCap,
                    host, publicUrl, node, draws, metrics);
        }

        public Config withTakeoverAfter(Duration after) {
            return new Config(port, dbUrl, computerPause, after, clock, limits, games, bots, thinkCap,
                    host, publicUrl, node, draws, metrics);
        }

        public Config withClock(Clock c) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, c, limits, games, bots, thinkCap,
                    host, publicUrl, node, draws, metrics);
        }

        public Config withGames(Function<String, Game> g) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, g, bots, thinkCap,
                    host, publicUrl, node, draws, metrics);
        }

        public Config withLimits(Limits l) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, l, games, bots, thinkCap,
                    host, publicUrl, node, draws, metrics);
        }

        /** The messages one connection may send: {@code b} at once, then {@code p} a second. */
        public Config withRate(int b, double p) {
            return withLimits(limits.withMessageRate(b, p));
        }

        public Config withBots(Function<Level, Bot> b) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, games, b, thinkCap,
                    host, publicUrl, node, draws, metrics);
        }

        public Config withThinkCap(Budget cap) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, games, bots, cap,
                    host, publicUrl, node, draws, metrics);
        }

        public Config withHost(String h) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, games, bots, thinkCap,
                    h, publicUrl, node, draws, metrics);
        }

        /** Where chance comes from: {@link Draws#secure()} but in tests. */
        public Config withDraws(Draws d) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, games, bots, thinkCap,
                    host, publicUrl, node, d, metrics);
        }

        /** Where {@code /metrics} is served: its own port, the public one with a token, both or neither. */
        public Config withMetrics(MetricsAccess m) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, games, bots, thinkCap,
                    host, publicUrl, node, draws, m);
        }

        public Config withPublicUrl(String url) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, games, bots, thinkCap,
                    host, url, node, draws, metrics);
        }
    }

    /**
     * Who may read {@code /metrics}, never players by default: {@code port} (null: none) a listener of its own on the
     * server's host serving it alone; {@code token} (null: none) the public port serves it to a request bearing it.
     */
    public record MetricsAccess(Integer port, String token) {
        public static final MetricsAccess NONE = new MetricsAccess(null, null);
    }

    static final String DEFAULT_HOST = "127.0.0.1";

    private final Config config;
    private final Origins origins;
    private final Database database;
    private final Store store;
    private final ScheduledExecutorService scheduler;
    private final BotPool bots;
    private final ScheduledExecutorService watch;
    private final Cluster cluster;
    private final Tables tables;
    private final Relay relay;
    private final Javalin app;
    private final ServerMetrics metrics;
    /** The listener serving {@code /metrics} alone, on {@code --metrics-port}; null without one. */
    private final Javalin metricsApp;
    private final AtomicBoolean closed = new AtomicBoolean();

    private ChautariServer(Config config) throws Exception {
        this.config = config;
        this.origins = new Origins(config.publicUrl(), this::port);
        Delivery delivery = new Delivery(origins);
        Nodes.nameTheLogs(config.node());
        this.metrics = new ServerMetrics();
        this.database = new Database(config.dbUrl());
        // The nodes' own checks, each second: the store's connections and the nodes at the far end of relays.
        this.watch = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("node-watch").daemon().factory());
        this.cluster = database.isSqlite() ? new SoloNode(config.node())
                : new PostgresCluster(config.dbUrl(), config.node(), database.dataSource(), watch);
        this.store = new Store(database.dataSource(), cluster, metrics::storeCommitted);
        // Timers and the short locked step of a computer turn; the thinking is the bot pool's.
        this.scheduler = Executors.newScheduledThreadPool(2, Thread.ofPlatform().name("computer-", 0).daemon().factory());
        this.bots = new BotPool(config.bots(), config.thinkCap(), Runtime.getRuntime().availableProcessors(), metrics::thought);
        this.tables = new Tables(store, config.clock(), scheduler, bots, config.computerPause(),
                config.takeoverAfter(), config.games(), config.limits().idleAfter(), config.limits().maxLiveTables(), cluster,
                config.draws(), metrics);
        this.relay = new Relay(cluster, tables);
        TableCalls calls = new TableCalls(tables, relay);
        relay.answerWith(calls);
        cluster.start(relay);
        watch.scheduleWithFixedDelay(relay::watch, 1, 1, TimeUnit.SECONDS);
        Limits limits = config.limits();
        TableQuota quota = new TableQuota(config.clock(), limits.tablesPerAddressPerMinute(), limits.tablesPerMinute(),
                TableQuota.MAX_ADDRESSES, metrics::tableRefused);
        TableSocket socket = new TableSocket(tables, relay, config.clock(), limits.socketsPerAddress(),
                limits.messageBurst(), limits.messagesPerSecond(), metrics);
        metrics.watch(tables::liveCount, socket::openSockets);
        int unfinished = tables.countUnfinished();
        scheduler.scheduleAtFixedRate(this::dropIdleTables, IDLE_SWEEP_SECONDS, IDLE_SWEEP_SECONDS, TimeUnit.SECONDS);
        Pages pages = new Pages(origins::base, delivery.assets());
        Routes routes = new Routes(store, cluster, tables, calls, quota, socket, pages, origins);
        this.app = Javalin.create(c -> {
            c.concurrency.useVirtualThreads = true;
            c.http.maxRequestSize = JsonBody.MAX_BODY;
            c.http.prefer405over404 = true;
            c.jetty.host = boundHost();
            c.jetty.modifyServer(server -> server.setErrorHandler(new JettyErrors()));
            c.jetty.modifyHttpConfiguration(http -> {
                http.addCustomizer(new SecurityHeaders());
                // Jetty keeps a connection's header cache (about 50 KiB) for the life of its WebSocket.
                http.setHeaderCacheSize(0);
            });
            delivery.configure(c);
            c.jetty.modifyWebSocketServletFactory(f -> {
                f.setMaxTextMessageSize(64 * 1024);
                f.setIdleTimeout(Duration.ofMinutes(2));
            });
            routes.install(c.routes);
            if (config.metrics().token() != null) {
                c.routes.get("/metrics", MetricsRoute.withToken(metrics, config.metrics().token()));
            }
        });
        app.start(config.port());
        this.metricsApp = config.metrics().port() == null ? null : Javalin.create(c -> {
            c.jetty.host = boundHost();
            c.routes.get("/metrics", MetricsRoute.open(metrics));
        }).start(config.metrics().port());
        String metricsAt = metricsApp != null ? "port:" + metricsApp.port() : config.metrics().token() != null ? "token" : "off";
        LOG.info("event=server.started node={} host={} port={} metrics={} url={} db={} unfinished={} (each loaded when first"
                + " asked for)", cluster.instance(), boundHost(), app.port(), metricsAt, baseUrl(), safeUrl(config.dbUrl()), unfinished);
    }

    public static ChautariServer start(Config config) throws Exception {
        return new ChautariServer(config);
    }

    public int port() {
        return app.port();
    }

    /** The port of the listener serving {@code /metrics} alone; -1 without one. */
    public int metricsPort() {
        return metricsApp == null ? -1 : metricsApp.port();
    }

    private String boundHost() {
        return config.host() != null ? config.host() : DEFAULT_HOST;
    }

    /** Where people reach the server: its public URL, else http://localhost:PORT; with no trailing slash. */
    public String baseUrl() {
        return origins.base();
    }

    /** This node's name. */
    String node() {
        return cluster.node();
    }

    /** For tests: the tables, to drop the idle ones without waiting for the sweep. */
    Tables tables() {
        return tables;
    }

    private void dropIdleTables() {
        try {
            tables.dropIdle();
        } catch (RuntimeException e) {
            LOG.error("event=tables.drop-failed", e);
        }
    }

    /**
     * The graceful stop, which {@code ./chautari serve} runs on SIGTERM: the moves in flight are stored and
     * told, every table is given up (each waits on its lock, so none is cut mid-move; with several nodes
     * another takes it), every client is told to connect again (close code 1012, service restart), then
     * everything closes. A rolling restart of the nodes one by one loses no move.
     */
    public void stop() {
        if (closed.get()) {
            return;
        }
        LOG.info("event=server.stopping live={}", tables.liveCount());
        try {
            relay.giveUp();
        } catch (RuntimeException e) {
            LOG.error("event=server.give-up-failed", e);
        }
        close();
    }

    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        app.stop();
        if (metricsApp != null) {
            metricsApp.stop();
        }
        watch.shutdownNow();
        relay.close();
        cluster.close();
        scheduler.shutdownNow();
        bots.close();
        try {
            scheduler.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        database.close();
        metrics.close();
        LOG.info("event=server.stopped");
    }

    private static String safeUrl(String url) {
        return url.replaceAll("password=[^&]*", "password=***");
    }
}
