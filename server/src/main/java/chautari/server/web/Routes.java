package chautari.server.web;

import chautari.engine.Game;
import chautari.engine.Games;
import chautari.server.cluster.Cluster;
import chautari.server.cluster.TableCalls;
import chautari.server.pages.GameCatalog;
import chautari.server.pages.Pages;
import chautari.server.store.Store;
import chautari.server.table.ApiError;
import chautari.server.table.ComputerSeats;
import chautari.server.table.Json;
import chautari.server.table.Levels;
import chautari.server.table.Mode;
import chautari.server.table.Names;
import chautari.server.table.Tables;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The server's HTTP routes and its table socket: the JSON API, the pages, health. */
public final class Routes {
    private static final TypeReference<List<Map<String, Object>>> SEAT_LIST = new TypeReference<>() {
    };
    private static final TypeReference<Map<String, Object>> VIEW = new TypeReference<>() {
    };

    private final Store store;
    private final Cluster cluster;
    private final Tables tables;
    private final TableCalls calls;
    private final TableQuota quota;
    private final TableSocket socket;
    private final Pages pages;
    private final Origins origins;

    public Routes(Store store, Cluster cluster, Tables tables, TableCalls calls, TableQuota quota, TableSocket socket,
           Pages pages, Origins origins) {
        this.store = store;
        this.cluster = cluster;
        this.tables = tables;
        this.calls = calls;
        this.quota = quota;
        this.socket = socket;
        this.pages = pages;
        this.origins = origins;
    }

    public void install(RoutesConfig routes) {
        HttpErrors.install(routes, pages::notFound);
        routes.wsBeforeUpgrade("/ws/*", this::checkOrigin);
        routes.get("/health", this::health);
        routes.get(GameCatalog.PATH, ctx -> ctx.json(GameCatalog.entries()));
        routes.post("/api/tables", this::createTable);
        routes.get("/api/tables/{id}", ctx -> ctx.json(calls.call(ctx.pathParam("id"), "view")));
        routes.post("/api/tables/{id}/join", this::join);
        routes.get("/api/tables/{id}/record", this::record);
        routes.get("/api/tables/{id}/pgn", this::pgn);
        routes.get("/api/tables/{id}/positions", ctx -> ctx.json(calls.call(ctx.pathParam("id"), "positions")));
        routes.get("/api/tables/{id}/review", ctx -> ctx.json(calls.call(ctx.pathParam("id"), "review")));
        routes.get("/", pages::home);
        routes.get("/t/{id}", this::tablePage);
        routes.get("/table/{id}", this::webTable);
        routes.get("/rules/{game}", this::rules);
        routes.get("/new", pages::newTable);
        routes.get("/verify", pages::verify);
        routes.get("/credits", pages::credits);
        routes.get("/demo.html", pages::demo);
        routes.get(Delivery.TABLE_SHELL, pages::tableShell);
        routes.ws("/ws/tables/{id}", socket::configure);
    }

    private void health(Context ctx) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (tables.isStopping()) { // a load balancer sends no one here any more
            m.put("status", "stopping");
            ctx.status(503).json(m);
            return;
        }
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
                ComputerSeats.read(body), Json.optionalText(body, "time", null));
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

    /**
     * The record as text; with {@code ?review=1} with the review's judgement as comments; with {@code ?download=1} as
     * a file to save, named after the game and the table.
     */
    private void record(Context ctx) {
        String id = ctx.pathParam("id");
        boolean reviewed = "1".equals(ctx.queryParam("review"));
        JsonNode record = calls.call(id, "record", Json.MAPPER.createObjectNode().put("review", reviewed));
        String text = record.get("text").asText();
        if ("1".equals(ctx.queryParam("download"))) {
            ctx.header("Content-Disposition", "attachment; filename=\"chautari-" + record.get("game").asText() + "-" + id
                    + (reviewed ? "-review" : "") + ".txt\"");
        }
        ctx.contentType("text/plain; charset=utf-8").result(text);
    }

    /** A chess table's game so far in PGN; with {@code ?review=1} with the review's notes; with {@code ?download=1} as a file to save. */
    private void pgn(Context ctx) {
        String id = ctx.pathParam("id");
        boolean reviewed = "1".equals(ctx.queryParam("review"));
        String pgn = calls.call(id, "pgn", Json.MAPPER.createObjectNode().put("site", link(id)).put("review", reviewed)).get("pgn").asText();
        if ("1".equals(ctx.queryParam("download"))) {
            ctx.header("Content-Disposition", "attachment; filename=\"chautari-chess-" + id + (reviewed ? "-review" : "") + ".pgn\"");
        }
        ctx.contentType("application/x-chess-pgn; charset=utf-8").result(pgn);
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
}
