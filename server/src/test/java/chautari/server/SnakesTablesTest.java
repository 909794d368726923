package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Games;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Snakes and Ladders over the wire, 2 to 6 seats in every mode: people only throw, the table plays
 * each throw's one move (a lost throw too), and the game ends on 100 with the throws counted.
 */
class SnakesTablesTest {
    private static final Pattern MOVE = Pattern.compile("(\\d+)-(\\d+)");
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("snakes.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static Stream<Arguments> modesAndSeats() {
        return List.of("computer", "friends", "pass").stream().flatMap(m -> Stream.of(2, 3, 6).map(p -> Arguments.of(m, p)));
    }

    @ParameterizedTest(name = "{0}, {1} seats")
    @MethodSource("modesAndSeats")
    @DisplayName("Snakes and Ladders rules 1-4 at a table: seats throw in turn, the table plays every move, the first on 100 wins")
    void wholeGame(String mode, int players) throws Exception {
        long seed = 15L * players + mode.hashCode();
        WholeGameTest.Played played = WholeGameTest.play(server, Games.byName("snakes"), mode, seed, players, List.of());
        WholeGameTest.assertReplaysToTheEnd(server, played, seed);
        List<JsonNode> events = GameDriver.gameEvents(played.events());
        Map<Integer, Integer> square = new HashMap<>();
        int throwsMade = 0, byPeople = 0;
        for (int i = 0; i < events.size(); i += 2) {
            JsonNode thrown = events.get(i), moved = events.get(i + 1);
            int seat = thrown.get("seat").asInt();
            assertThat(thrown.get("kind").asText()).as("event %d", i).isEqualTo("throw");
            assertThat(seat).as("rule 1: seat order, no extra throws").isEqualTo(throwsMade % players + 1);
            assertThat(thrown.get("by").asText()).isEqualTo(mode.equals("computer") && seat != 1 ? "computer" : "seat");
            byPeople += thrown.get("by").asText().equals("seat") ? 1 : 0;
            assertThat(moved.get("kind").asText()).isEqualTo("move");
            assertThat(moved.get("seat").asInt()).isEqualTo(seat);
            assertThat(moved.get("by").asText()).as("rule 4: the table plays the throw's one move").isEqualTo("table");
            int from = square.getOrDefault(seat, 0), die = Integer.parseInt(thrown.get("text").asText());
            Matcher m = MOVE.matcher(moved.get("text").asText());
            if (from + die > 100) {
                assertThat(moved.get("text").asText()).as("rule 3: a throw past 100 is lost")
                        .isIn("pass", from + "-" + from);
            } else {
                assertThat(m.matches()).as(moved.get("text").asText()).isTrue();
                assertThat(Integer.parseInt(m.group(1))).as("a move starts where the token stood").isEqualTo(from);
                square.put(seat, Integer.parseInt(m.group(2)));
            }
            throwsMade++;
        }
        JsonNode result = played.finalState().get("result");
        assertThat(result.get("winners")).hasSize(1);
        int winner = result.get("winners").get(0).asInt();
        assertThat(square.get(winner)).as("rule 4: the winner reached 100").isEqualTo(100);
        assertThat(played.finalState().at("/board/squares/" + winner).asInt()).isEqualTo(100);
        assertThat(result.get("throws").asInt()).isEqualTo(throwsMade);
        assertThat(played.actions()).as("a person is asked only to throw").isEqualTo(byPeople);
    }

    @Test
    @DisplayName("Snakes and Ladders rule 3: a throw past 100 is lost, and the table plays it without asking anyone")
    void lostThrowPlayedByTheTable() throws Exception {
        // The table's throws come from its own secret: games are played until one has a throw past 100 (nearly every one does).
        for (int game = 0; game < 20; game++) {
            WholeGameTest.Played played = WholeGameTest.play(server, Games.byName("snakes"), "computer", 300 + game, 2, List.of());
            List<JsonNode> events = GameDriver.gameEvents(played.events());
            Map<Integer, Integer> square = new HashMap<>();
            for (int i = 0; i < events.size(); i += 2) {
                int seat = events.get(i).get("seat").asInt(), die = events.get(i).get("text").asInt();
                int from = square.getOrDefault(seat, 0);
                JsonNode moved = events.get(i + 1);
                if (from + die > 100) {
                    assertThat(moved.get("by").asText()).isEqualTo("table");
                    assertThat(moved.get("text").asText()).isIn("pass", from + "-" + from);
                    return;
                }
                Matcher m = MOVE.matcher(moved.get("text").asText());
                assertThat(m.matches()).isTrue();
                square.put(seat, Integer.parseInt(m.group(2)));
            }
        }
        throw new AssertionError("20 games without a throw past 100");
    }
}
