package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Bots;
import chautari.bots.Level;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The level of each computer seat: asked for at creation, checked, shown, stored, kept on restart
 * and rematch. Thinks are capped ({@link TestServer#THINK_CAP}) so a strong level's game stays short.
 */
class ComputerLevelsTest {
    @TempDir
    Path dir;

    private TestServer start(String file, java.util.function.UnaryOperator<ChautariServer.Config> more) throws Exception {
        return TestServer.start("jdbc:sqlite:" + dir.resolve(file), new MutableClock(),
                c -> more.apply(c.withRate(1_000_000, 1).withPause(Duration.ofMillis(5))));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"beginner", "good", "strong"})
    @DisplayName("the server plays a computer seat at each level through a whole game over the wire")
    void wholeGameAtEachLevel(String level) throws Exception {
        try (TestServer server = start("level-" + level + ".db", c -> c)) {
            JsonNode created = server.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha",
                    "level", level));
            String id = created.get("id").asText();
            assertThat(created.get("table").get("seats").get(1).get("level").asText()).isEqualTo(level);
            assertThat(created.get("table").get("seats").get(0).has("level")).as("a person's seat shows no level").isFalse();
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient client = server.connect(id, created.get("token").asText(), "seat 1", shared);
            client.hello(0);
            JsonNode end = new GameDriver(shared, level.hashCode()).playToEnd();
            assertThat(end.get("levels").get("2").asText()).isEqualTo(level);
            assertThat(client.events()).anyMatch(e -> e.get("seat").asInt() == 2 && "computer".equals(e.path("by").asText()));
            WholeGameTest.assertReplaysToTheEnd(server, new WholeGameTest.Played(id, end, client.events(), 0), level.hashCode());
            client.close();
        }
    }

    @Test
    @DisplayName("\"level\" sets every computer seat and \"levels\" single seats; the table view and the state show them")
    void levelsBySeat() throws Exception {
        try (TestServer server = start("by-seat.db", c -> c)) {
            JsonNode created = server.create(Map.of("game", "kauda", "players", 4, "mode", "computer", "name", "Asha",
                    "level", "beginner", "levels", Map.of("3", "strong")));
            JsonNode seats = server.table(created.get("id").asText()).get("seats");
            assertThat(levels(seats)).containsExactly("-", "beginner", "strong", "beginner");
            WsClient client = server.connect(created.get("id").asText(), created.get("token").asText(), "seat 1");
            client.hello(0);
            assertThat(client.next("state").get("levels").toString())
                    .isEqualTo("{\"2\":\"beginner\",\"3\":\"strong\",\"4\":\"beginner\"}");
            assertThat(levels(client.next("presence").get("seats"))).containsExactly("-", "beginner", "strong", "beginner");
            JsonNode plain = server.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha", "seat", 2));
            assertThat(levels(plain.get("table").get("seats"))).as("the default").containsExactly(Bots.DEFAULT.wire(), "-");
            client.close();
        }
    }

    private static List<String> levels(JsonNode seats) {
        return java.util.stream.StreamSupport.stream(seats.spliterator(), false)
                .map(s -> s.has("level") ? s.get("level").asText() : "-").toList();
    }

    @Test
    @DisplayName("an unknown level, a level for a seat that is no computer's, and malformed levels are a 400 that creates nothing")
    void badLevels() throws Exception {
        try (TestServer server = start("bad-levels.db", c -> c)) {
            int before = server.get("/health").json().get("tables").asInt();
            assertBad(server, Map.of("game", "kimasai", "mode", "computer", "name", "A", "level", "grandmaster"),
                    "\"level\" must be one of [beginner, good, strong], not \"grandmaster\"");
            assertBad(server, Map.of("game", "kimasai", "mode", "computer", "name", "A", "level", "simple"),
                    "must be one of [beginner, good, strong]");
            assertBad(server, Map.of("game", "kimasai", "mode", "computer", "name", "A", "level", 3), "\"level\" must be a string");
            assertBad(server, Map.of("game", "kimasai", "mode", "computer", "name", "A", "levels", Map.of("2", "expert")),
                    "seat 2's level must be one of");
            assertBad(server, Map.of("game", "kimasai", "mode", "computer", "name", "A", "levels", Map.of("1", "strong")),
                    "seat 1 is not a computer seat");
            assertBad(server, Map.of("game", "kimasai", "mode", "computer", "name", "A", "seat", 2,
                    "levels", Map.of("2", "strong")), "seat 2 is not a computer seat");
            assertBad(server, Map.of("game", "kimasai", "mode", "computer", "name", "A", "levels", Map.of("3", "good")),
                    "this table has seats 1 to 2");
            assertBad(server, Map.of("game", "kimasai", "mode", "computer", "name", "A", "levels", Map.of("two", "good")),
                    "keyed by seat number");
            assertBad(server, Map.of("game", "kimasai", "mode", "computer", "name", "A", "levels", List.of("good")),
                    "\"levels\" must be an object");
            assertBad(server, Map.of("game", "kimasai", "mode", "computer", "name", "A", "levels", Map.of("2", 1)),
                    "the level of seat 2 must be a string");
            assertBad(server, Map.of("game", "kimasai", "mode", "friends", "name", "A", "level", "strong"),
                    "a friends table has none");
            assertBad(server, Map.of("game", "kimasai", "mode", "pass", "name", "A", "levels", Map.of("2", "strong")),
                    "seat 2 is not a computer seat");
            assertThat(server.get("/health").json().get("tables").asInt()).as("nothing created").isEqualTo(before);
        }
    }

    private static void assertBad(TestServer server, Map<String, ?> request, String says) throws Exception {
        TestServer.Response r = server.post("/api/tables", request);
        assertThat(r.status()).as(r.body()).isEqualTo(400);
        assertThat(r.json().get("error").asText()).contains(says);
    }

    @Test
    @DisplayName("levels survive a restart, and the computer seats play on at their own levels")
    void levelsSurviveARestart() throws Exception {
        String id;
        String token;
        try (TestServer first = start("restart.db", c -> c)) {
            JsonNode created = first.create(Map.of("game", "kauda", "players", 3, "mode", "computer", "name", "Asha",
                    "levels", Map.of("2", "beginner", "3", "strong")));
            id = created.get("id").asText();
            token = created.get("token").asText();
        }
        LevelTaggedBots bots = new LevelTaggedBots();
        try (TestServer second = start("restart.db", c -> c.withBots(bots))) {
            assertThat(levels(second.table(id).get("seats"))).containsExactly("-", "beginner", "strong");
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient client = second.connect(id, token, "seat 1", shared);
            client.hello(0);
            assertThat(client.next("state").get("levels").toString()).isEqualTo("{\"2\":\"beginner\",\"3\":\"strong\"}");
            new GameDriver(shared, 21).playToEnd();
            assertThat(bots.levelsOf(2)).isNotEmpty().containsOnly(Level.BEGINNER);
            assertThat(bots.levelsOf(3)).isNotEmpty().containsOnly(Level.STRONG);
            client.close();
        }
    }

    @Test
    @DisplayName("a rematch keeps each computer seat's level")
    void rematchKeepsTheLevels() throws Exception {
        try (TestServer server = start("rematch.db", c -> c)) {
            JsonNode created = server.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha", "seat", 2,
                    "level", "strong"));
            String id = created.get("id").asText();
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient client = server.connect(id, created.get("token").asText(), "seat 2", shared);
            client.hello(0);
            JsonNode end = new GameDriver(shared, 8).playToEnd();
            client.stateAt(end.get("seq").asInt());
            client.send(Map.of("type", "rematch"));
            assertThat(client.next("event").get("kind").asText()).isEqualTo("rematch-agree");
            String next = client.next("event").get("next").asText();
            assertThat(levels(server.table(next).get("seats"))).as("the seats move on: the person starts")
                    .containsExactly("-", "strong");
            client.close();
        }
    }

    @Test
    @DisplayName("seats stored before levels existed play at the default level once the store is migrated")
    void seatsFromBeforeLevelsPlayGood() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("old.db");
        Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration").target("1").load().migrate();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.executeUpdate("INSERT INTO game_tables (id, game, players, options, mode, seed, status, created_at)"
                    + " VALUES ('oldtable', 'kimasai', 2, '', 'computer', 7, 'playing', 1)");
            s.executeUpdate("INSERT INTO seats (table_id, seat, kind, name, token_hash) VALUES"
                    + " ('oldtable', 1, 'human', 'Asha', 'x'), ('oldtable', 2, 'computer', 'Computer', NULL)");
        }
        try (TestServer server = TestServer.start(url)) {
            assertThat(server.table("oldtable").get("seats").get(1).get("level").asText()).isEqualTo(Bots.DEFAULT.wire());
        }
    }
}
