package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.FairThrows;
import chautari.engine.Game;
import chautari.engine.Games;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Issue 13: every throw is derived from the table's sealed secret, its id, the seats' seeds and its number. */
class FairThrowsTableTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("fair.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"kasimala", "pasa", "kauda"})
    @DisplayName("the commitment is public from the start, the secret only at the end, and every throw is the secret's")
    void everyThrowIsDerivedFromTheSealedSecret(String gameName) throws Exception {
        Game game = Games.byName(gameName);
        JsonNode created = server.create(Map.of("game", gameName, "mode", "computer", "name", "Asha",
                "seatSeed", "my-own_seed42"));
        String id = created.get("id").asText();
        JsonNode sealed = created.get("table").get("fairness");
        String commitment = sealed.get("commitment").asText();
        assertThat(commitment).matches("[0-9a-f]{64}");
        assertThat(sealed.has("secret")).as("no secret while the game is on").isFalse();
        assertThat(sealed.get("seatSeeds").get(0).asText()).isEqualTo("my-own_seed42");
        assertThat(server.get("/t/" + id).body()).as("the table page shows the seal").contains(commitment);

        WholeGameTest.Played played = WholeGameTest.play(server, game, "computer", gameName.hashCode());
        JsonNode fair = server.table(played.id()).get("fairness");
        assertThat(fair.get("secret").asText()).matches("[0-9a-f]{64}");
        assertThat(FairThrows.commitment(FairThrows.unhex(fair.get("secret").asText())))
                .isEqualTo(fair.get("commitment").asText());
        assertThrowsDerived(played.id(), played.events(), fair, game);
        assertThat(server.table(id).get("fairness").get("commitment").asText()).as("the seal never changes")
                .isEqualTo(commitment);
    }

    @Test
    @DisplayName("a friends table's throws wait for every seat, and the joiner's seed goes into them")
    void throwsWaitForEverySeat() throws Exception {
        JsonNode created = server.create(Map.of("game", "kasimala", "mode", "friends", "name", "Asha"));
        String id = created.get("id").asText();
        WsClient one = server.connect(id, created.get("token").asText(), "seat 1");
        one.hello(0);
        one.stateAt(0);
        one.send(Map.of("type", "throw", "seq", 0));
        JsonNode refused = one.next("error");
        assertThat(refused.get("code").asText()).isEqualTo("awaiting-players");
        assertThat(server.table(id).get("seq").asInt()).isZero();

        TestServer.Response joined = server.post("/api/tables/" + id + "/join", Map.of("name", "Bikram",
                "seatSeed", "friend-seed"));
        assertThat(joined.status()).isEqualTo(200);
        one.stateAt(1);
        one.send(Map.of("type", "throw", "seq", 1));
        JsonNode thrown = one.next("event");
        while (!thrown.get("kind").asText().equals("throw")) {
            thrown = one.next("event");
        }
        JsonNode fair = server.table(id).get("fairness");
        assertThat(fair.get("seatSeeds").get(1).asText()).isEqualTo("friend-seed");
        one.close();
    }

    @Test
    @DisplayName("a seat seed that is not 1 to 64 letters, digits, - or _ is a 400 and makes no table")
    void aBadSeatSeedIsRefused() throws Exception {
        int before = server.get("/health").json().get("tables").asInt();
        for (String bad : List.of("", "has space", "a:b", "x".repeat(65), "नेपाल")) {
            TestServer.Response r = server.post("/api/tables", Map.of("game", "kasimala", "mode", "computer",
                    "name", "Asha", "seatSeed", bad));
            assertThat(r.status()).as(bad).isEqualTo(400);
            assertThat(r.json().get("error").asText()).contains("seatSeed");
        }
        assertThat(server.get("/health").json().get("tables").asInt()).isEqualTo(before);
    }

    private static void assertThrowsDerived(String id, List<JsonNode> events, JsonNode fair, Game game) {
        int players = game.minPlayers();
        byte[] secret = FairThrows.unhex(fair.get("secret").asText());
        List<String> seeds = new ArrayList<>();
        fair.get("seatSeeds").forEach(s -> seeds.add(s.asText()));
        assertThat(seeds).hasSize(players).allMatch(FairThrows::isSeatSeed);
        var objects = game.chance();
        int n = 0;
        for (JsonNode e : events) {
            if (e.get("kind").asText().equals("throw")) {
                n++;
                assertThat(e.get("text").asText()).as("throw %d", n)
                        .isEqualTo(FairThrows.outcome(secret, id, seeds, n, objects));
            }
        }
        assertThat(n).as("the game had throws").isPositive();
    }
}
