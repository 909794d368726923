package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.server.table.Json;
import chautari.server.web.SecurityHeaders;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every error over HTTP is JSON {error, code} with its own status, whoever answers it (Javalin
 * or Jetty before it), every response carries the security headers, and bad input changes nothing.
 */
class HttpEdgesTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("edges.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static final String KIMASAI = "{\"game\":\"kimasai\",\"mode\":\"computer\",\"name\":\"Asha\"}";

    private static JsonNode assertJsonError(HttpResponse<String> r, int status, String code) {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
        JsonNode body = Json.readObject(r.body());
        assertThat(body.get("code").asText()).isEqualTo(code);
        assertThat(body.get("error").asText()).isNotBlank();
        return body;
    }

    private static JsonNode assertJsonError(RawHttp.Answer a, int status, String code) {
        assertThat(a.status()).as(a.body()).isEqualTo(status);
        assertThat(a.header("Content-Type")).startsWith("application/json");
        JsonNode body = Json.readObject(a.body());
        assertThat(body.get("code").asText()).isEqualTo(code);
        assertThat(body.get("error").asText()).isNotBlank();
        return body;
    }

    private static int liveTables() throws Exception {
        return server.get("/health").json().get("tables").asInt();
    }

    @Test
    @DisplayName("an unknown path is a 404 with a JSON body")
    void unknownPath() throws Exception {
        for (String path : new String[] {"/nope", "/api/nope", "/api/tables/x/y/z", "/css/none.css"}) {
            assertJsonError(server.send("GET", path, null, null), 404, "not-found");
        }
        assertJsonError(server.send("PUT", "/nope", null, null), 404, "not-found");
        assertJsonError(server.send("GET", "/api/nope", null, null, "Accept", "text/html"), 404, "not-found");
    }

    @Test
    @DisplayName("a browser that navigates to an unknown page gets a small HTML page with a link home")
    void browserNotFoundPage() throws Exception {
        for (String path : new String[] {"/nope", "/rules/xiangqi"}) {
            HttpResponse<String> r = server.send("GET", path, null, null, "Accept", "text/html,application/xhtml+xml,*/*;q=0.8");
            assertThat(r.statusCode()).isEqualTo(404);
            assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
            assertThat(r.body()).contains("<a href=\"/\"").contains("lang=\"ne\"");
        }
    }

    @Test
    @DisplayName("a wrong method is a 405 in JSON that names the allowed ones")
    void wrongMethod() throws Exception {
        HttpResponse<String> put = server.send("PUT", "/api/tables", "application/json", KIMASAI);
        assertJsonError(put, 405, "method-not-allowed");
        assertThat(put.headers().firstValue("Allow")).hasValue("POST");
        HttpResponse<String> delete = server.send("DELETE", "/api/games", null, null);
        assertJsonError(delete, 405, "method-not-allowed");
        assertThat(delete.headers().firstValue("Allow")).hasValue("GET");
        assertJsonError(server.send("POST", "/t/abc", "application/json", "{}"), 405, "method-not-allowed");
    }

    @Test
    @DisplayName("a body too large is a 413 in JSON")
    void tooLarge() throws Exception {
        int before = liveTables();
        String name = "x".repeat(20_000);
        assertJsonError(server.send("POST", "/api/tables", "application/json",
                "{\"game\":\"kimasai\",\"mode\":\"computer\",\"name\":\"" + name + "\"}"), 413, "too-large");
        assertThat(liveTables()).isEqualTo(before);
    }

    @Test
    @DisplayName("a body that is not sent as JSON is a 415: no cross-site form can open a table or take a seat")
    void notJson() throws Exception {
        int before = liveTables();
        assertJsonError(server.send("POST", "/api/tables", "text/plain", KIMASAI), 415, "unsupported-media-type");
        assertJsonError(server.send("POST", "/api/tables", "application/x-www-form-urlencoded", "game=kimasai&mode=computer&name=A"),
                415, "unsupported-media-type");
        assertJsonError(server.send("POST", "/api/tables", "multipart/form-data; boundary=b", "--b--"), 415, "unsupported-media-type");
        assertJsonError(server.send("POST", "/api/tables", null, KIMASAI), 415, "unsupported-media-type");
        assertThat(liveTables()).isEqualTo(before);
        JsonNode friends = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
        String id = friends.get("id").asText();
        assertJsonError(server.send("POST", "/api/tables/" + id + "/join", "text/plain", "{\"name\":\"Eve\"}"),
                415, "unsupported-media-type");
        assertThat(server.table(id).get("seats").get(1).get("name").isNull()).isTrue();
        assertThat(server.send("POST", "/api/tables", "application/json; charset=utf-8", KIMASAI).statusCode()).isEqualTo(201);
    }

    @Test
    @DisplayName("a URI Jetty cannot read, or a malformed header, is a 400 in JSON with the security headers")
    void badUris() throws Exception {
        for (String target : new String[] {"/api/tables/%zz", "/%", "/x/../../etc/passwd", "/api/tables/%2", "/a%00b", "/..;/x",
            "/api/tables/%FF", "*"}) {
            RawHttp.Answer a = RawHttp.send(server.server.port(),
                    "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", false);
            assertJsonError(a, 400, "bad-request");
            assertThat(a.header("X-Content-Type-Options")).as(target).isEqualTo("nosniff");
            assertThat(a.header("Content-Security-Policy")).as(target).contains("frame-ancestors 'none'");
        }
        RawHttp.Answer header = RawHttp.send(server.server.port(),
                "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n", false);
        assertJsonError(header, 400, "bad-request");
    }

    @Test
    @DisplayName("a malformed or broken-off chunked body is a 400 in JSON, and opens no table")
    void malformedChunkedBody() throws Exception {
        int before = liveTables();
        String head = "POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
        assertJsonError(RawHttp.send(server.server.port(), head + "zz\r\n{\"game\"\r\n0\r\n\r\n", false), 400, "bad-request");
        assertJsonError(RawHttp.send(server.server.port(), head + "40\r\n{\"game\":\"kimasai\"", true), 400, "bad-request");
        assertThat(liveTables()).isEqualTo(before);
    }

    @Test
    @DisplayName("an option given as null is a clear 400, for every game's options")
    void nullOption() throws Exception {
        int before = liveTables();
        String[][] cases = {{"kasimala", "cells"}, {"pasa", "partners"}, {"pasa", "captureBonus"}, {"kauda", "rounds"}};
        for (String[] c : cases) {
            JsonNode body = assertJsonError(server.send("POST", "/api/tables", "application/json",
                    "{\"game\":\"" + c[0] + "\",\"mode\":\"computer\",\"name\":\"A\",\"options\":{\"" + c[1] + "\":null}}"),
                    400, "bad-request");
            assertThat(body.get("error").asText()).as(c[1]).contains(c[1]).contains("null");
        }
        assertThat(liveTables()).isEqualTo(before);
    }

    @Test
    @DisplayName("every response carries the security headers: pages, API, static files, errors")
    void securityHeaders() throws Exception {
        String id = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha")).get("id").asText();
        String[][] requests = {
            {"GET", "/"}, {"GET", "/new"}, {"GET", "/rules/kimasai"}, {"GET", "/table/" + id}, {"GET", "/t/" + id},
            {"GET", "/api/games"}, {"GET", "/api/tables/" + id}, {"GET", "/css/site.css"}, {"GET", "/js/api.js"},
            {"GET", "/favicon.svg"}, {"GET", "/health"}, {"GET", "/nope"}, {"PUT", "/api/tables"}, {"POST", "/api/tables"},
        };
        for (String[] r : requests) {
            HttpResponse<String> answer = server.send(r[0], r[1], r[0].equals("POST") ? "text/plain" : null,
                    r[0].equals("POST") ? "x" : null);
            String what = r[0] + " " + r[1] + " (" + answer.statusCode() + ")";
            assertThat(answer.headers().firstValue("Content-Security-Policy")).as(what).hasValue(SecurityHeaders.POLICY);
            assertThat(answer.headers().firstValue("X-Content-Type-Options")).as(what).hasValue("nosniff");
            assertThat(answer.headers().firstValue("Referrer-Policy")).as(what).hasValue("no-referrer");
            assertThat(answer.headers().firstValue("X-Frame-Options")).as(what).hasValue("DENY");
        }
        assertThat(SecurityHeaders.POLICY).contains("default-src 'self'", "script-src 'self'", "style-src 'self'",
                "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'")
                .doesNotContain("unsafe-inline", "unsafe-eval");
    }

    @Test
    @DisplayName("the /t/ page says an open seat is open and a computer seat's level")
    void tablePageSeats() throws Exception {
        String friends = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha")).get("id").asText();
        String page = server.get("/t/" + friends).body();
        assertThat(page).contains("Seat 1: Asha (person)</li>", "Seat 2: open</li>").doesNotContain("(open)");
        JsonNode computer = server.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha", "level", "good"));
        String seat2 = computer.get("table").get("seats").get(1).get("name").asText();
        assertThat(server.get("/t/" + computer.get("id").asText()).body())
                .contains("Seat 2: " + seat2 + " (computer, level good)</li>").doesNotContain("(open)");
    }

    @Test
    @DisplayName("a link is built from the server's own address, never from the request's Host header")
    void linkIgnoresHost() throws Exception {
        String body = "{\"game\":\"kimasai\",\"mode\":\"friends\",\"name\":\"Asha\"}";
        RawHttp.Answer a = RawHttp.send(server.server.port(), "POST /api/tables HTTP/1.1\r\nHost: evil.example\r\n"
                + "Content-Type: application/json\r\nContent-Length: " + body.length() + "\r\nConnection: close\r\n\r\n" + body, false);
        assertThat(a.status()).as(a.body()).isEqualTo(201);
        JsonNode created = Json.readObject(a.body());
        String id = created.get("id").asText();
        assertThat(created.get("link").asText()).isEqualTo("http://localhost:" + server.server.port() + "/table/" + id);
        JsonNode joined = server.join(id, "Bikram");
        assertThat(joined.get("link").asText()).isEqualTo(created.get("link").asText());
    }

    @Test
    @DisplayName("with a public URL, links are built from it")
    void linkFromPublicUrl() throws Exception {
        try (TestServer open = TestServer.start("jdbc:sqlite:" + dir.resolve("public.db"), new MutableClock(),
                c -> c.withPublicUrl("https://Chautari.Example/"))) {
            JsonNode created = open.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
            assertThat(created.get("link").asText()).isEqualTo("https://chautari.example/table/" + created.get("id").asText());
        }
    }

    @Test
    @DisplayName("display names: NFC, joiners between Devanagari letters allowed, lone surrogates and stray joiners refused")
    void names() throws Exception {
        // क्‍ष: ka, virama, ZERO WIDTH JOINER, ssa, as Nepali spelling writes it; and a ZWNJ after a virama
        for (String name : new String[] {"\u0915\u094D\u200D\u0937", "\u0930\u094D\u200C\u092F"}) {
            JsonNode created = server.create(Map.of("game", "kimasai", "mode", "friends", "name", name));
            assertThat(created.get("table").get("seats").get(0).get("name").asText()).isEqualTo(name);
        }
        JsonNode nfc = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Rene\u0301"));
        assertThat(nfc.get("table").get("seats").get(0).get("name").asText()).isEqualTo("Ren\u00E9");
        int before = liveTables();
        for (String escaped : new String[] {"A\\ud800B", "\\udc00", "A\\ud83dB"}) {
            JsonNode error = assertJsonError(server.send("POST", "/api/tables", "application/json",
                    "{\"game\":\"kimasai\",\"mode\":\"friends\",\"name\":\"" + escaped + "\"}"), 400, "bad-request");
            assertThat(error.get("error").asText()).as(escaped).contains("surrogate");
        }
        for (String name : new String[] {"\u200D", "\u200C\u200D", "\u200DAsha", "Asha\u200C", "A \u200D B", "A\u202EB"}) {
            assertJsonError(server.send("POST", "/api/tables", "application/json",
                    Json.write(Map.of("game", "kimasai", "mode", "friends", "name", name))), 400, "bad-request");
        }
        assertThat(liveTables()).isEqualTo(before);
    }
}
