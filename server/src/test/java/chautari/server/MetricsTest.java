package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code /metrics}: Prometheus's text, to its token's bearer on the public port or to anyone on its own port; never to players. */
class MetricsTest {
    private static final String TOKEN = "metrics-token-for-tests";

    @TempDir
    Path dir;

    @Test
    @DisplayName("scraped with the token: the named series are there and the moves counted rise after moves; refused without it")
    void scrapeWithTokenCountsMoves() throws Exception {
        try (TestServer server = TestServer.start("jdbc:sqlite:" + dir.resolve("metrics.db"), new MutableClock(),
                c -> c.withMetrics(new ChautariServer.MetricsAccess(0, TOKEN)))) {
            assertThat(server.send("GET", "/metrics", null, null).statusCode()).isEqualTo(401);
            assertThat(server.send("GET", "/metrics", null, null, "Authorization", "Bearer wrong-token-entirely").statusCode())
                    .isEqualTo(401);
            String before = scrape(server);
            assertThat(before).contains("chautari_tables_live", "chautari_tables_loaded_total", "chautari_sockets_open",
                    "chautari_moves_total", "chautari_move_broadcast_seconds_bucket", "chautari_store_commit_seconds_bucket",
                    "chautari_computer_think_seconds_bucket", "chautari_rate_limited_total", "jvm_memory_used_bytes",
                    "jvm_gc_");
            double moves = moves(before);

            JsonNode created = server.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha"));
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient player = server.connect(created.get("id").asText(), created.get("token").asText(), "player", shared);
            player.hello(0);
            GameDriver driver = new GameDriver(shared, 21);
            // the computer may move first, and several times: play on until the person has sent a move too
            int seq = driver.playUntil(s -> s.get("seq").asInt() >= 4 && driver.actions() > 0).get("seq").asInt();
            String after = scrape(server);
            assertThat(moves(after)).isEqualTo(moves + seq);
            assertThat(value(after, "chautari_sockets_open")).isEqualTo(1);
            assertThat(value(after, "chautari_tables_live")).isEqualTo(1);
            // a move's latency is recorded once its handling returns, just after its state is sent
            long until = System.nanoTime() + TestServer.ANSWER_WITHIN.toNanos();
            while (value(after, "chautari_move_broadcast_seconds_count") == 0 && System.nanoTime() < until) {
                after = scrape(server);
            }
            assertThat(value(after, "chautari_move_broadcast_seconds_count")).isPositive();

            HttpResponse<String> own = server.http.send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + server.server.metricsPort() + "/metrics")).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(own.statusCode()).as("its own port needs no token").isEqualTo(200);
            assertThat(own.body()).contains("chautari_moves_total");
            player.close();
        }
    }

    @Test
    @DisplayName("without a token or port given, /metrics is not there")
    void offByDefault() throws Exception {
        try (TestServer server = TestServer.start("jdbc:sqlite:" + dir.resolve("plain.db"))) {
            assertThat(server.send("GET", "/metrics", null, null, "Authorization", "Bearer " + TOKEN).statusCode()).isEqualTo(404);
            assertThat(server.server.metricsPort()).isEqualTo(-1);
        }
    }

    private static String scrape(TestServer server) throws Exception {
        HttpResponse<String> r = server.send("GET", "/metrics", null, null, "Authorization", "Bearer " + TOKEN);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");
        return r.body();
    }

    /** Moves and throws together: a Kasimala's seat throws and moves by turns. */
    private static double moves(String text) {
        return text.lines().filter(l -> l.startsWith("chautari_moves_total{"))
                .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1))).sum();
    }

    private static double value(String text, String series) {
        return text.lines().filter(l -> l.startsWith(series + " ") || l.startsWith(series + "{"))
                .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1))).sum();
    }
}
