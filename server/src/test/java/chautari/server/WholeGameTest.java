package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.GameRecord;
import chautari.engine.Games;
import chautari.engine.Match;
import chautari.server.table.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** A whole game of every game the engine has, in every mode, played over the wire to its end. */
class WholeGameTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("whole.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static Stream<Arguments> gamesAndModes() {
        return Games.all().stream().flatMap(g -> List.of("computer", "friends", "pass").stream().map(m -> Arguments.of(g.id(), m)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("gamesAndModes")
    void wholeGameOverTheWire(String gameName, String mode) throws Exception {
        Game game = Games.byName(gameName);
        long seed = gameName.hashCode() * 31L + mode.hashCode();
        Played played = play(server, game, mode, seed);
        assertReplaysToTheEnd(server, played, seed);
    }

    /** Byapar is a family's game: six people at one table, each by the link or all at one phone. */
    @ParameterizedTest(name = "byapar, six people, {0}")
    @ValueSource(strings = {"friends", "pass"})
    void byaparForSixPeople(String mode) throws Exception {
        long seed = 6L * mode.hashCode();
        Played played = play(server, Games.byName("byapar"), mode, seed, 6, List.of());
        assertThat(played.finalState().get("result").get("winners")).as("a winner among the six").isNotEmpty();
        assertReplaysToTheEnd(server, played, seed);
    }

    record Played(String id, JsonNode finalState, List<JsonNode> events, int actions) {
    }

    /** Creates a table of the game in the mode, seats every person, and plays it to the end. */
    static Played play(TestServer server, Game game, String mode, long seed) throws Exception {
        return play(server, game, mode, seed, game.minPlayers(), List.of());
    }

    /** The same for this many players, with these seats of a friends or pass table the computer's ("computers"). */
    static Played play(TestServer server, Game game, String mode, long seed, int players, List<Integer> computers)
            throws Exception {
        BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
        Map<String, Object> request = new java.util.HashMap<>(Map.of("game", game.id(), "players", players, "mode", mode, "name", "Asha"));
        if (!computers.isEmpty()) {
            request.put("computers", computers);
        }
        JsonNode created = server.create(request);
        String id = created.get("id").asText();
        List<WsClient> clients = new ArrayList<>();
        clients.add(server.connect(id, created.get("token").asText(), "seat 1", shared));
        if (mode.equals("friends")) {
            for (int s = 2; s <= players; s++) {
                if (computers.contains(s)) {
                    continue;
                }
                JsonNode joined = server.join(id, "Friend " + s);
                assertThat(joined.get("seat").asInt()).isEqualTo(s);
                clients.add(server.connect(id, joined.get("token").asText(), "seat " + s, shared));
            }
        }
        for (WsClient c : clients) {
            c.hello(0);
        }
        GameDriver driver = new GameDriver(shared, seed);
        JsonNode end = driver.playToEnd();
        clients.forEach(WsClient::close);
        return new Played(id, end, eventsToldAfterTheEnd(server, id, created.get("token").asText()), driver.actions());
    }

    /** What a seat that comes back after the end is told: every event, hidden stakes revealed by their throws. */
    private static List<JsonNode> eventsToldAfterTheEnd(TestServer server, String id, String token) {
        WsClient late = server.connect(id, token, "seat 1, back after the end");
        late.hello(0);
        late.next("state");
        List<JsonNode> events = late.events();
        late.close();
        return events;
    }

    static void assertReplaysToTheEnd(TestServer server, Played played, long seed) throws Exception {
        TestServer.Response r = server.get("/api/tables/" + played.id() + "/record");
        assertThat(r.status()).as("seed %d: %s", seed, r.body()).isEqualTo(200);
        GameRecord record = GameRecord.parse(r.body());
        Match replay = Match.replay(record);
        assertThat(replay.state().isOver()).as("seed %d: the record replays to the end", seed).isTrue();
        assertThat((JsonNode) Json.MAPPER.valueToTree(replay.state().result().winners()))
                .isEqualTo(played.finalState().get("result").get("winners"));
        replay.state().result().details().forEach((key, value) -> assertThat(played.finalState().get("result").get(key))
                .as("seed %d: the result's %s (Baghchal and Sholo Guti: reason, captured)", seed, key)
                .isEqualTo(Json.MAPPER.valueToTree(value)));
        assertThat((JsonNode) Json.MAPPER.valueToTree(replay.state().board())).isEqualTo(played.finalState().get("board"));
        List<String> seen = GameDriver.gameEvents(played.events()).stream()
                .map(e -> e.get("kind").asText() + " " + e.get("seat").asInt() + " " + e.get("text").asText()).toList();
        List<String> recorded = record.events().stream().map(GameRecord.Event::toString).toList();
        assertThat(seen).as("seed %d: the events told are the record", seed).isEqualTo(recorded);
        JsonNode view = server.table(played.id());
        assertThat(view.get("status").asText()).isEqualTo("finished");
    }
}
