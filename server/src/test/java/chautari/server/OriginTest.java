package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.server.table.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.ConnectException;
import java.net.Socket;
import java.net.http.WebSocketHandshakeException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A browser's WebSocket must come from this server's own pages: an Origin header that is not
 * the public origin (or, without one, a loopback origin of this port) is refused with a 403
 * before the upgrade. Programs send no Origin and are let in. The server binds 127.0.0.1 unless told.
 */
class OriginTest {
    @TempDir
    Path dir;

    private static void assertRefused(TestServer server, String origin, String id) {
        assertThatThrownBy(() -> server.connectFrom(origin, id)).as(origin)
                .isInstanceOf(CompletionException.class)
                .cause().isInstanceOf(WebSocketHandshakeException.class)
                .satisfies(e -> assertThat(((WebSocketHandshakeException) e).getResponse().statusCode()).isEqualTo(403));
    }

    private static void assertWelcome(TestServer server, String origin, String id) {
        WsClient client = origin == null ? server.connect(id, null, "no origin") : server.connectFrom(origin, id);
        client.hello(0);
        assertThat(client.next("state").get("seq").asInt()).as(String.valueOf(origin)).isPositive();
        client.close();
    }

    @Test
    @DisplayName("without a public URL: the loopback origins of this port are let in, any other refused")
    void loopbackOrigins() throws Exception {
        try (TestServer server = TestServer.start("jdbc:sqlite:" + dir.resolve("loop.db"))) {
            int port = server.server.port();
            String id = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha")).get("id").asText();
            for (String ours : new String[] {"http://127.0.0.1:" + port, "http://localhost:" + port, "http://[::1]:" + port,
                "HTTP://LOCALHOST:" + port, null}) {
                assertWelcome(server, ours, id);
            }
            for (String theirs : new String[] {"https://evil.example", "http://127.0.0.1:" + (port + 1), "http://localhost",
                "null", "http://localhost:" + port + ".evil.example", "https://127.0.0.1:" + port}) {
                assertRefused(server, theirs, id);
            }
            RawHttp.Answer raw = RawHttp.send(port, "GET /ws/tables/" + id + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nOrigin: https://evil.example\r\n\r\n", true);
            assertThat(raw.status()).isEqualTo(403);
            assertThat(raw.header("Content-Type")).startsWith("application/json");
            assertThat(Json.readObject(raw.body()).get("code").asText()).isEqualTo("forbidden");
            JsonNode table = server.table(id);
            assertThat(table.get("seats").get(1).get("name").isNull()).isTrue();
        }
    }

    @Test
    @DisplayName("with a public URL: its origin alone is let in")
    void publicOrigin() throws Exception {
        try (TestServer server = TestServer.start("jdbc:sqlite:" + dir.resolve("public.db"), new MutableClock(),
                c -> c.withPublicUrl("https://chautari.example"))) {
            String id = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha")).get("id").asText();
            assertWelcome(server, "https://chautari.example", id);
            assertWelcome(server, null, id);
            assertRefused(server, "http://127.0.0.1:" + server.server.port(), id);
            assertRefused(server, "http://chautari.example", id);
        }
    }

    @Test
    @DisplayName("the server listens on 127.0.0.1 by default, and on the --host given")
    void bindsHost() throws Exception {
        Assumptions.assumeTrue(System.getProperty("os.name").toLowerCase().contains("linux"),
                "needs Linux, where all of 127.0.0.0/8 reaches this machine");
        try (TestServer server = TestServer.start("jdbc:sqlite:" + dir.resolve("bind.db"))) {
            assertThat(reaches("127.0.0.1", server.server.port())).isTrue();
            assertThat(reaches("127.0.0.2", server.server.port())).isFalse();
        }
        try (TestServer server = TestServer.start("jdbc:sqlite:" + dir.resolve("bind2.db"), new MutableClock(),
                c -> c.withHost("127.0.0.2"))) {
            assertThat(reaches("127.0.0.2", server.server.port())).isTrue();
            assertThat(reaches("127.0.0.1", server.server.port())).isFalse();
        }
    }

    private static boolean reaches(String address, int port) throws Exception {
        try (Socket ignored = new Socket(address, port)) {
            return true;
        } catch (ConnectException e) {
            return false;
        }
    }
}
