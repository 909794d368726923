package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Games;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** People and computer seats mixed at one table: "computers" at a friends or a pass-and-play table. */
class ComputerSeatsTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("mixed.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static List<String> kinds(JsonNode table) {
        return table.get("seats").findValuesAsText("kind");
    }

    @Test
    @DisplayName("a friends table of four with seats 3 and 4 the computer's: only seat 2 opens to the link, the computer seats keep their levels")
    void friendsWithComputerSeats() throws Exception {
        JsonNode created = server.create(Map.of("game", "pasa", "players", 4, "mode", "friends", "name", "Asha",
                "computers", List.of(3, 4), "levels", Map.of("4", "strong")));
        String id = created.get("id").asText();
        assertThat(kinds(created.get("table"))).containsExactly("human", "open", "computer", "computer");
        assertThat(created.get("table").get("seats").get(3).get("level").asText()).isEqualTo("strong");
        assertThat(created.get("table").get("seats").get(2).get("level").asText()).isEqualTo("good");
        assertThat(server.join(id, "Bikram").get("seat").asInt()).isEqualTo(2);
        TestServer.Response full = server.post("/api/tables/" + id + "/join", Map.of("name", "Chandra"));
        assertThat(full.status()).isEqualTo(409);
        assertThat(kinds(server.table(id))).containsExactly("human", "human", "computer", "computer");
    }

    @Test
    @DisplayName("a pass-and-play table of three with seat 2 the computer's: the one token holds seats 1 and 3, named as asked")
    void passWithAComputerSeat() throws Exception {
        JsonNode created = server.create(Map.of("game", "pasa", "players", 3, "mode", "pass", "name", "Asha",
                "names", List.of("Asha", "Bikram", "Chandra"), "computers", List.of(2)));
        assertThat(kinds(created.get("table"))).containsExactly("human", "computer", "human");
        assertThat(created.get("table").get("seats").get(2).get("name").asText()).isEqualTo("Chandra");
        WsClient c = server.connect(created.get("id").asText(), created.get("token").asText(), "the shared screen");
        c.hello(0);
        JsonNode state = c.next("state");
        assertThat(state.get("mine").has("1")).as("seat 1 throws first: %s", state).isTrue();
        c.close();
    }

    @Test
    @DisplayName("computers that do not fit are a 400 that says why, and nothing is made")
    void misfits() throws Exception {
        int before = server.get("/health").json().get("tables").asInt();
        assertBad(Map.of("game", "pasa", "players", 3, "mode", "computer", "name", "A", "computers", List.of(2)), "friends and pass");
        assertBad(Map.of("game", "pasa", "players", 3, "mode", "friends", "name", "A", "computers", List.of(1)), "seat 1 is yours");
        assertBad(Map.of("game", "pasa", "players", 3, "mode", "friends", "name", "A", "computers", List.of(4)), "only seats 2 to 3");
        assertBad(Map.of("game", "pasa", "players", 3, "mode", "pass", "name", "A", "computers", List.of(2, 2)), "each once");
        assertBad(Map.of("game", "pasa", "players", 3, "mode", "pass", "name", "A", "computers", "2"), "list of seat numbers");
        assertBad(Map.of("game", "pasa", "players", 3, "mode", "pass", "name", "A", "computers", List.of(2),
                "levels", Map.of("3", "strong")), "not a computer seat");
        assertThat(server.get("/health").json().get("tables").asInt()).isEqualTo(before);
    }

    @Test
    @DisplayName("whole games of every game with a mix of people and computer seats, friends and pass-and-play, replay to their end")
    void wholeMixedGames() throws Exception {
        for (var g : Games.all()) {
            if (g.maxPlayers() < 3) {
                continue;
            }
            long seed = g.id().hashCode() * 7L;
            for (String mode : List.of("friends", "pass")) {
                WholeGameTest.Played played = WholeGameTest.play(server, g, mode, seed, 3, List.of(2));
                WholeGameTest.assertReplaysToTheEnd(server, played, seed);
            }
        }
    }

    private static void assertBad(Map<String, ?> request, String says) throws Exception {
        TestServer.Response r = server.post("/api/tables", request);
        assertThat(r.status()).as(r.body()).isEqualTo(400);
        assertThat(r.json().get("error").asText()).contains(says);
    }
}
