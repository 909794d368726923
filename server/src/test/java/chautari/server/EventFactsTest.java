package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every throw and move event carries the facts the engine tells of it, live and after a restart. */
class EventFactsTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    // A fact every whole game of the game tells: table ids are random, so are a table's throws (docs/fair-throws.md),
    // and a Pasa game may end without a capture; every one brings pieces home.
    @CsvSource({"kasimala, captured", "pasa, home", "kimasai, captured", "kauda, payouts"})
    @DisplayName("a whole game: each event's facts are the engine's, the same live, on coming back and after a restart")
    void factsLiveAndAfterRestart(String game, String someFact) throws Exception {
        String db = "jdbc:sqlite:" + dir.resolve(game + ".db");
        String id;
        String token;
        List<JsonNode> live;
        try (TestServer server = TestServer.start(db)) {
            JsonNode created = server.create(Map.of("game", game, "mode", "pass", "name", "Asha"));
            id = created.get("id").asText();
            token = created.get("token").asText();
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient client = server.connect(id, token, "player", shared);
            client.hello(0);
            new GameDriver(shared, game.hashCode()).playToEnd();
            live = factsOf(client.events());
            client.close();
            List<JsonNode> expected = engineFacts(GameRecord.parse(server.get("/api/tables/" + id + "/record").body()));
            assertThat(live).as("the engine's facts, event by event").isEqualTo(expected);
        }
        assertThat(live).as("a whole game of %s tells %s at least once", game, someFact)
                .anySatisfy(facts -> assertThat(facts.has(someFact)).isTrue());
        try (TestServer again = TestServer.start(db)) {
            WsClient back = again.connect(id, token, "back after a restart");
            back.hello(0);
            back.next("state");
            assertThat(factsOf(back.events())).as("the same facts, rebuilt from the stored events").isEqualTo(live);
            back.close();
        }
    }

    @Test
    @DisplayName("a stake hidden from the other seats carries no facts; once the throw reveals it, it does")
    void hiddenStakesTellNothing() throws Exception {
        try (TestServer server = TestServer.start("jdbc:sqlite:" + dir.resolve("hidden.db"))) {
            JsonNode created = server.create(Map.of("game", "kauda", "mode", "computer", "name", "Asha"));
            String id = created.get("id").asText();
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient client = server.connect(id, created.get("token").asText(), "player", shared);
            client.hello(0);
            new GameDriver(shared, 5).playUntil(state -> state.get("seq").asInt() >= 20);
            List<JsonNode> hidden = client.events().stream().filter(e -> e.path("hidden").asBoolean()).toList();
            assertThat(hidden).as("the computer's stakes, hidden while their round runs").isNotEmpty()
                    .allSatisfy(e -> assertThat(e.has("facts") || e.has("text")).isFalse());
            WsClient late = server.connect(id, null, "watcher");
            late.hello(0);
            late.next("state");
            JsonNode revealed = late.events().stream().filter(e -> e.get("seq").equals(hidden.get(0).get("seq")))
                    .findFirst().orElseThrow();
            assertThat(revealed.has("text") && revealed.has("facts")).as("revealed: %s", revealed).isTrue();
            late.close();
            client.close();
        }
    }

    private static List<JsonNode> factsOf(List<JsonNode> events) {
        return GameDriver.gameEvents(events).stream().map(e -> e.get("facts")).toList();
    }

    /** The facts a match tells, replaying the record one event at a time. */
    private static List<JsonNode> engineFacts(GameRecord record) {
        Match match = Match.start(Games.byName(record.game()), record.players(), record.options(), record.seed());
        List<JsonNode> facts = new ArrayList<>();
        for (GameRecord.Event event : record.events()) {
            switch (event.kind()) {
                case THROW -> match.throwWith(event.text());
                case MOVE -> match.play(event.seat(), event.text());
            }
            facts.add(Json.MAPPER.valueToTree(match.lastFacts().toMap()));
        }
        return facts;
    }
}
