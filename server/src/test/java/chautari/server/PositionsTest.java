package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.GameRecord;
import chautari.engine.Games;
import chautari.engine.Match;
import chautari.server.table.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** GET /api/tables/{id}/positions: a finished game's positions, one after each game event, as its record replays. */
class PositionsTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("positions.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static Stream<String> games() {
        return Games.all().stream().map(Game::id);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("once over: the start, then one position after each event of the record, as the engine replays it")
    void positionsReplayTheRecord(String gameName) throws Exception {
        long seed = gameName.hashCode() * 17L;
        WholeGameTest.Played played = WholeGameTest.play(server, Games.byName(gameName), "pass", seed);
        JsonNode positions = assertMatchesTheRecord(played.id());
        HttpResponse<byte[]> gzipped = server.http.send(HttpRequest.newBuilder(
                        URI.create(server.base() + "/api/tables/" + played.id() + "/positions"))
                .header("Accept-Encoding", "gzip").GET().build(), HttpResponse.BodyHandlers.ofByteArray());
        System.out.printf("%s positions: %d, %d bytes of JSON, %d bytes sent gzipped (%s)%n", gameName, positions.size(),
                Json.write(positions).length(), gzipped.body().length, gzipped.headers().firstValue("Content-Encoding").orElse("none"));
    }

    @Test
    @DisplayName("before the end: 409 not-over, so a stake still hidden is not shown; at the end every stake is there")
    void hiddenStakesOnlyOnceOver() throws Exception {
        JsonNode created = server.create(Map.of("game", "kauda", "mode", "pass", "name", "Asha"));
        String id = created.get("id").asText();
        BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
        WsClient client = server.connect(id, created.get("token").asText(), "every seat", shared);
        client.hello(0);
        GameDriver driver = new GameDriver(shared, 12L);
        JsonNode midStakes = driver.playUntil(s -> !s.path("board").path("staked").isEmpty());
        assertThat(midStakes.get("status").asText()).as("a stake is made and still hidden").isEqualTo("playing");

        TestServer.Response early = server.get("/api/tables/" + id + "/positions");
        assertThat(early.status()).isEqualTo(409);
        assertThat(early.json().get("code").asText()).isEqualTo("not-over");
        assertThat(early.body()).doesNotContain("\"text\"");

        driver.playToEnd();
        client.close();
        JsonNode positions = assertMatchesTheRecord(id);
        long stakes = 0;
        for (int i = 1; i < positions.size(); i++) {
            if (positions.get(i - 1).get("awaiting").asText().equals("stake")) {
                assertThat(positions.get(i).get("text").asText()).matches("[a-z]+:\\d+");
                stakes++;
            }
        }
        assertThat(stakes).as("stakes shown once the game is over").isPositive();
    }

    @Test
    @DisplayName("an unknown table is a 404")
    void unknownTable() throws Exception {
        TestServer.Response r = server.get("/api/tables/nosuchtable/positions");
        assertThat(r.status()).isEqualTo(404);
        assertThat(r.json().get("code").asText()).isEqualTo("not-found");
    }

    @Test
    @DisplayName("the record as a file: ?download=1 names it chautari-<game>-<id>.txt; without it, plain text to read")
    void recordDownload() throws Exception {
        WholeGameTest.Played played = WholeGameTest.play(server, Games.byName("kimasai"), "pass", 5L);
        String path = "/api/tables/" + played.id() + "/record";
        HttpResponse<String> file = server.http.send(HttpRequest.newBuilder(URI.create(server.base() + path + "?download=1"))
                .GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(file.statusCode()).isEqualTo(200);
        assertThat(file.headers().firstValue("Content-Disposition")).hasValue(
                "attachment; filename=\"chautari-kimasai-" + played.id() + ".txt\"");
        assertThat(file.body()).isEqualTo(server.get(path).body());
        HttpResponse<String> plain = server.http.send(HttpRequest.newBuilder(URI.create(server.base() + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(plain.headers().firstValue("Content-Disposition")).isEmpty();
    }

    /** The positions of a finished table against its record replayed event by event; answers the positions. */
    private static JsonNode assertMatchesTheRecord(String id) throws Exception {
        TestServer.Response r = server.get("/api/tables/" + id + "/positions");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode positions = Json.MAPPER.readTree(r.body());
        GameRecord record = GameRecord.parse(server.get("/api/tables/" + id + "/record").body());
        List<GameRecord.Event> events = record.events();
        assertThat(positions.size()).isEqualTo(events.size() + 1);
        Match replayed = Match.start(Games.byName(record.game()), record.players(), record.options(), record.seed());
        assertPosition(positions.get(0), replayed, null);
        assertThat(positions.get(0).get("seq").asInt()).isZero();
        for (int i = 0; i < events.size(); i++) {
            GameRecord.Event e = events.get(i);
            if (e.kind() == GameRecord.Kind.THROW) {
                replayed.throwWith(e.text());
            } else {
                replayed.play(e.seat(), e.text());
            }
            assertPosition(positions.get(i + 1), replayed, e);
            assertThat(positions.get(i + 1).get("seq").asInt()).isGreaterThan(positions.get(i).get("seq").asInt());
        }
        assertThat(replayed.state().isOver()).isTrue();
        JsonNode view = server.table(id);
        JsonNode last = positions.get(positions.size() - 1);
        assertThat(last.get("seq").asInt()).isLessThanOrEqualTo(view.get("seq").asInt());
        assertThat(last.get("board")).isEqualTo(view.get("board"));
        assertThat(last.get("result")).isEqualTo(view.get("result"));
        return positions;
    }

    private static void assertPosition(JsonNode position, Match replayed, GameRecord.Event event) {
        assertThat(position.get("board")).isEqualTo(Json.MAPPER.valueToTree(replayed.state().board()));
        assertThat(position.get("awaiting").asText()).isEqualTo(replayed.state().phase().wire());
        if (event != null) {
            assertThat(position.get("kind").asText() + " " + position.get("seat").asInt() + " " + position.get("text").asText())
                    .isEqualTo(event.toString());
            assertThat(position.get("facts")).isEqualTo(Json.MAPPER.valueToTree(replayed.lastFacts().toMap()));
        }
    }
}
