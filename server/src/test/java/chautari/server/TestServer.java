package chautari.server;

import chautari.bots.Budget;
import chautari.engine.Game;
import chautari.server.table.Draws;
import chautari.server.table.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.BlockingQueue;

/**
 * A real server on a random port, with real HTTP and WebSocket clients, seeded chance, computer pause 0 and
 * every think capped at {@link #THINK_CAP}, so games against strong levels stay short. Its tests
 * all come from one address: no cap on sockets or table making unless a test sets one.
 */
final class TestServer implements AutoCloseable {
    static final Budget THINK_CAP = Budget.time(Duration.ofMillis(20));
    /** Chance at a test server is seeded: the same throws on every run. */
    static final long DRAWS_SEED = 2026;
    /** Only a guard against a hung test, as {@link WsClient#TIMEOUT_SECONDS} is. */
    static final Duration ANSWER_WITHIN = Duration.ofSeconds(WsClient.TIMEOUT_SECONDS);
    final ChautariServer server;
    final MutableClock clock;
    final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    record Response(int status, String body) {
        JsonNode json() {
            return Json.readObject(body);
        }
    }

    private TestServer(ChautariServer server, MutableClock clock) {
        this.server = server;
        this.clock = clock;
    }

    static TestServer start(String dbUrl) throws Exception {
        return start(dbUrl, new MutableClock(), c -> c.withRate(1_000_000, 1));
    }

    /** A server that also knows {@link TinyStakes}, the test game with hidden stakes. */
    static TestServer withTinyStakes(String dbUrl) throws Exception {
        Game tiny = TinyStakes.GAME;
        return start(dbUrl, new MutableClock(), c -> c.withRate(1_000_000, 1).withGames(
                name -> name.equals(TinyStakes.NAME) ? tiny : chautari.engine.Games.byName(name)));
    }

    static TestServer start(String dbUrl, MutableClock clock,
                            java.util.function.UnaryOperator<ChautariServer.Config> tweak) throws Exception {
        ChautariServer.Config defaults = ChautariServer.Config.defaults(0, dbUrl);
        ChautariServer.Config config = tweak.apply(defaults.withPause(Duration.ZERO).withClock(clock)
                .withThinkCap(THINK_CAP).withLimits(defaults.limits().uncapped()).withDraws(Draws.seeded(DRAWS_SEED)));
        return new TestServer(ChautariServer.start(config), clock);
    }

    /** A friends table of two, both seats connected and past their first state. */
    record Friends(String id, String token1, String token2, WsClient one, WsClient two) {
    }

    Friends friends(String game) throws Exception {
        JsonNode created = create(Map.of("game", game, "mode", "friends", "name", "Asha"));
        String id = created.get("id").asText();
        String token2 = join(id, "Bikram").get("token").asText();
        WsClient one = connect(id, created.get("token").asText(), "seat 1");
        WsClient two = connect(id, token2, "seat 2");
        one.hello(0);
        two.hello(0);
        one.next("state");
        two.next("state");
        return new Friends(id, created.get("token").asText(), token2, one, two);
    }

    String base() {
        return "http://127.0.0.1:" + server.port();
    }

    Response get(String path) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base() + path)).timeout(ANSWER_WITHIN).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        return new Response(r.statusCode(), r.body());
    }

    Response post(String path, Object body) throws Exception {
        String text = body instanceof String s ? s : Json.write(body);
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base() + path)).timeout(ANSWER_WITHIN)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(text)).build(), HttpResponse.BodyHandlers.ofString());
        return new Response(r.statusCode(), r.body());
    }

    /** Any request, built on this server's address; the whole answer, headers too. */
    HttpResponse<String> send(String method, String path, String contentType, String body, String... headers)
            throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base() + path)).timeout(ANSWER_WITHIN)
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) {
            b.header("Content-Type", contentType);
        }
        if (headers.length > 0) {
            b.headers(headers);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Creates a table; answers the created JSON (id, link, seat, token, table). */
    JsonNode create(Map<String, ?> request) throws Exception {
        Response r = post("/api/tables", request);
        if (r.status() != 201) {
            throw new AssertionError("create failed " + r.status() + ": " + r.body());
        }
        return r.json();
    }

    JsonNode join(String id, String name) throws Exception {
        Response r = post("/api/tables/" + id + "/join", Map.of("name", name));
        if (r.status() != 200) {
            throw new AssertionError("join failed " + r.status() + ": " + r.body());
        }
        return r.json();
    }

    JsonNode table(String id) throws Exception {
        return get("/api/tables/" + id).json();
    }

    int seq(String id) throws Exception {
        return table(id).get("seq").asInt();
    }

    WsClient connect(String id, String token, String label) {
        return connect(id, token, label, null);
    }

    WsClient connect(String id, String token, String label, BlockingQueue<WsClient.Tagged> shared) {
        String query = token == null ? "" : "?token=" + URLEncoder.encode(token, StandardCharsets.UTF_8);
        return WsClient.open(http, URI.create("ws://127.0.0.1:" + server.port() + "/ws/tables/" + id + query), label,
                shared);
    }

    /** A WebSocket whose upgrade request carries this Origin header, as a browser's does. */
    WsClient connectFrom(String origin, String id) {
        return WsClient.open(http, URI.create("ws://127.0.0.1:" + server.port() + "/ws/tables/" + id), "from " + origin,
                null, Map.of("Origin", origin));
    }

    @Override
    public void close() {
        server.close();
    }
}
