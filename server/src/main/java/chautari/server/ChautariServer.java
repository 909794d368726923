package chautari.server;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.engine.Game;
import chautari.engine.Games;
import chautari.engine.OptionSpec;
import chautari.server.pages.Pages;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Chautari's HTTP and WebSocket server over the store and the tables. */
public final class ChautariServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ChautariServer.class);
    static final int MAX_MESSAGE = 4096;
    static final long MAX_BODY = 16 * 1024;
    /** How often the tables idle for {@link Limits#idleAfter} are dropped from memory. */
    static final long IDLE_SWEEP_SECONDS = 30;

    /**
     * Everything a server is started with. Tests shorten the pause, drive the clock, may put in
     * their own computer players ({@code bots}: a level's bot) and may cap how long any of them
     * thinks a move ({@code thinkCap}; null, the default, for no cap), so a strong level's game stays short.
     * {@code host} is the address to bind (null: {@value #DEFAULT_HOST}, this machine alone) and
     * {@code publicUrl} the address people reach the server at, which table links are built from and
     * browsers' WebSockets must come from (null: http://localhost:PORT and the other loopback origins);
     * {@code limits} bound what any client may ask.
     */
    public record Config(int port, String dbUrl, Duration computerPause, Duration takeoverAfter, Clock clock,
                         Limits limits, Function<String, Game> games, Function<String, Bot> bots,
                         Duration thinkCap, String host, String publicUrl, String node) {
        public static Config defaults(int port, String dbUrl) {
            return new Config(port, dbUrl, Duration.ofMillis(700), Duration.ofMinutes(2), Clock.systemUTC(),
                    Limits.defaults(), Games::byName, Bots::byLevel, null, null, null, Nodes.defaultName());
        }

        /** The node's name, in its logs, its health and (with PostgreSQL) its locks: letters, digits and '-'. */
        public Config withNode(String n) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, games, bots, thinkCap, host, publicUrl,
                    Nodes.checkName(n));
        }

        public Config withPause(Duration pause) {
            return new Config(port, dbUrl, pause, takeoverAfter, clock, limits, games, bots, thinkCap, host, publicUrl, node);
        }

        public Config withTakeoverAfter(Duration after) {
            return new Config(port, dbUrl, computerPause, after, clock, limits, games, bots, thinkCap, host, publicUrl, node);
        }

        public Config withClock(Clock c) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, c, limits, games, bots, thinkCap, host, publicUrl, node);
        }

        public Config withGames(Function<String, Game> g) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, g, bots, thinkCap, host, publicUrl, node);
        }

        public Config withLimits(Limits l) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, l, games, bots, thinkCap, host, publicUrl, node);
        }

        /** The messages one connection may send: {@code b} at once, then {@code p} a second. */
        public Config withRate(int b, double p) {
            return withLimits(limits.withMessageRate(b, p));
        }

        public Config withBots(Function<String, Bot> b) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, games, b, thinkCap, host, publicUrl, node);
        }

        public Config withThinkCap(Duration cap) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, games, bots, cap, host, publicUrl, node);
        }

        public Config withHost(String h) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, games, bots, thinkCap, h, publicUrl, node);
        }

        public Config withPublicUrl(String url) {
            return new Config(port, dbUrl, computerPause, takeoverAfter, clock, limits, games, bots, thinkCap, host, url, node);
        }
    }

    static final String DEFAULT_HOST = "127.0.0.1";
    private static final TypeReference<List<Map<String, Object>>> SEAT_LIST = new TypeReference<>() {
    };
    private static final TypeReference<Map<String, Object>> VIEW = new TypeReference<>() {
    };

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
    private final TableCalls calls;
    private final TableQuota quota;
    private final Pages pages;
    private final Javalin app;

    private ChautariServer(Config config) throws Exception {
        this.config = config;
        this.origins = new Origins(config.publicUrl(), this::port);
        Delivery delivery = new Delivery(origins);
        Nodes.nameTheLogs(config.node());
        this.database = new Database(config.dbUrl());
        // The nodes' own checks, each second: the store's connections and the nodes at the far end of relays.
        this.watch = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("node-watch").daemon().factory());
        this.cluster = database.isSqlite() ? new SoloNode(config.node())
                : new PostgresCluster(config.dbUrl(), config.node(), database.dataSource(), watch);
        this.store = new Store(database.dataSource(), cluster::fence);
        // Timers and the short locked step of a computer turn; the thinking is the bot pool's.
        this.scheduler = Executors.newScheduledThreadPool(2, Thread.ofPlatform().name("computer-", 0).daemon().factory());
        this.bots = new BotPool(config.bots(), config.thinkCap(), Runtime.getRuntime().availableProcessors());
        this.tables = new Tables(store, config.clock(), scheduler, bots, config.computerPause(),
                config.takeoverAfter(), config.games(), config.limits(), cluster);
        this.relay = new Relay(cluster, tables);
        this.calls = new TableCalls(tables, relay);
        relay.answerWith(calls);
        cluster.start(relay);
        watch.scheduleWithFixedDelay(relay::watch, 1, 1, TimeUnit.SECONDS);
        this.quota = new TableQuota(config.clock(), config.limits());
        int unfinished = tables.countUnfinished();
        scheduler.scheduleAtFixedRate(this::dropIdleTables, IDLE_SWEEP_SECONDS, IDLE_SWEEP_SECONDS, TimeUnit.SECONDS);
        this.pages = new Pages(origins::base, delivery.assets());
        this.app = Javalin.create(c -> {
            c.concurrency.useVirtualThreads = true;
            c.http.maxRequestSize = MAX_BODY;
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
            HttpErrors.install(c.routes, pages::notFound);
            c.routes.wsBeforeUpgrade("/ws/*", this::checkOrigin);
            c.routes.get("/health", this::health);
            c.routes.get("/api/games", ctx -> ctx.json(games()));
            c.routes.post("/api/tables", this::createTable);
            c.routes.get("/api/tables/{id}", ctx -> ctx.json(calls.call(ctx.pathParam("id"), "view")));
            c.routes.post("/api/tables/{id}/join", this::join);
            c.routes.get("/api/tables/{id}/record", this::record);
            c.routes.get("/api/tables/{id}/positions", ctx -> ctx.json(calls.call(ctx.pathParam("id"), "positions")));
            c.routes.get("/", pages::home);
            c.routes.get("/t/{id}", this::tablePage);
            c.routes.get("/table/{id}", this::webTable);
            c.routes.get("/rules/{game}", this::rules);
            c.routes.get("/new", pages::newTable);
            c.routes.get("/verify", pages::verify);
            c.routes.get("/credits", pages::credits);
            c.routes.get("/demo.html", pages::demo);
            c.routes.get(Delivery.TABLE_SHELL, pages::tableShell);
            c.routes.ws("/ws/tables/{id}", new TableSocket(tables, relay, config)::configure);
        });
        app.start(config.port());
        LOG.info("event=server.started node={} host={} port={} url={} db={} unfinished={} (each loaded when first asked for)",
                cluster.instance(), boundHost(), app.port(), baseUrl(), safeUrl(config.dbUrl()), unfinished);
    }

    public static ChautariServer start(Config config) throws Exception {
        return new ChautariServer(config);
    }

    public int port() {
        return app.port();
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

    @Override
    public void close() {
        app.stop();
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
        LOG.info("event=server.stopped");
    }

    // ---- HTTP ---------------------------------------------------------------------------

    private void health(Context ctx) {
        Map<String, Object> m = new LinkedHashMap<>();
        try {
            store.ping();
            m.put("status", "ok");
            m.put("node", cluster.node());
            m.put("instance", cluster.instance());
            m.put("tables", tables.liveCount());
            ctx.json(m);
        } catch (Exception e) {
            m.put("status", "store unreachable");
            ctx.status(503).json(m);
        }
    }

    private static List<Map<String, Object>> games() {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Game g : Games.all()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", g.name());
            m.put("minPlayers", g.minPlayers());
            m.put("maxPlayers", g.maxPlayers());
            m.put("chance", g.hasChance());
            List<Map<String, Object>> specs = new ArrayList<>();
            for (OptionSpec spec : g.optionSpecs()) {
                specs.add(Map.of("name", spec.name(), "allowed", spec.allowed(), "default", spec.defaultValue()));
            }
            m.put("options", specs);
            list.add(m);
        }
        return list;
    }

    private void createTable(Context ctx) {
        quota.admitTable(ctx);
        JsonNode body = JsonBody.read(ctx);
        String name = Names.clean(Json.optionalText(body, "name", null));
        List<String> names = null;
        JsonNode given = body.get("names");
        if (given != null && !given.isNull()) {
            if (!given.isArray() || given.size() > 16) {
                throw ApiError.bad("\"names\" must be a list of display names, one a seat");
            }
            names = new ArrayList<>();
            for (JsonNode n : given) {
                names.add(Names.clean(n.isTextual() ? n.asText() : null));
            }
        }
        Tables.Created created = tables.create(Json.text(body, "game"), Json.optionalInt(body, "players"),
                Json.options(body.get("options")), Mode.of(Json.text(body, "mode")), name, names,
                Json.optionalInt(body, "seat"), Levels.read(body), Json.optionalText(body, "seatSeed", null),
                ComputerSeats.read(body));
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", created.table().id);
        m.put("link", link(created.table().id));
        m.put("seat", created.seat());
        m.put("token", created.token());
        m.put("table", created.table().publicView());
        ctx.status(201).json(m);
    }

    private void join(Context ctx) {
        quota.admitJoin(ctx);
        String id = ctx.pathParam("id");
        JsonNode body = JsonBody.read(ctx);
        String name = Names.clean(Json.optionalText(body, "name", null));
        String seatSeed = Json.optionalText(body, "seatSeed", null);
        JsonNode joined = calls.call(id, "join", Json.MAPPER.createObjectNode().put("name", name).put("seatSeed", seatSeed));
        ctx.json(Map.of("id", id, "seat", joined.get("seat").asInt(), "token", joined.get("token").asText(), "link", link(id)));
    }

    /** The record as text; with {@code ?download=1} as a file to save, named after the game and the table. */
    private void record(Context ctx) {
        String id = ctx.pathParam("id");
        JsonNode record = calls.call(id, "record");
        String text = record.get("text").asText();
        if ("1".equals(ctx.queryParam("download"))) {
            ctx.header("Content-Disposition", "attachment; filename=\"chautari-" + record.get("game").asText() + "-" + id + ".txt\"");
        }
        ctx.contentType("text/plain; charset=utf-8").result(text);
    }

    /** A plain page of the table for programs and people without the web client: its seats and its seal. */
    private void tablePage(Context ctx) {
        String id = ctx.pathParam("id");
        JsonNode summary = calls.call(id, "summary");
        pages.summary(ctx, id, summary.get("game").asText(), summary.get("status").asText(),
                Json.MAPPER.convertValue(summary.get("seats"), SEAT_LIST), summary.path("commitment").textValue());
    }

    /** The web client's table page, its link preview telling the table's state; the page reads the table's id from the path. */
    private void webTable(Context ctx) {
        String id = ctx.pathParam("id");
        Map<String, Object> view;
        try {
            view = Json.MAPPER.convertValue(calls.call(id, "view"), VIEW);
        } catch (ApiError e) {
            view = null;
        }
        pages.table(ctx, id, view);
    }

    private void rules(Context ctx) {
        if (!pages.rules(ctx, ctx.pathParam("game"))) {
            throw ApiError.notFound("no rules of " + ctx.pathParam("game"));
        }
    }

    /** The table's link: the web client's table page, at the public URL (never the request's Host). */
    private String link(String id) {
        return origins.base() + "/table/" + id;
    }

    /** A browser's WebSocket from another site's page is refused before the upgrade, with a 403. */
    private void checkOrigin(Context ctx) throws IOException {
        String origin = ctx.header("Origin");
        if (!origins.allows(origin)) {
            throw HttpErrors.beforeUpgrade(ctx, ApiError.forbidden("a WebSocket from the page of " + origin
                    + " is refused; this server's pages are at " + String.join(" or ", origins.accepted())));
        }
    }

    private static String safeUrl(String url) {
        return url.replaceAll("password=[^&]*", "password=***");
    }
}
