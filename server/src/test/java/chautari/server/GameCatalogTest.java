package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Games;
import chautari.server.table.Json;
import chautari.server.web.Delivery;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code GET /api/games}: the descriptors as the web client reads them. */
class GameCatalogTest {
    /** What public/catalog.json said before the descriptors replaced it (its {@code table} key aside). */
    private static final String OLD_CATALOG = """
            [
              { "id": "kasimala", "players": [2], "minutes": 10, "kind": "board",
                "options": [{ "key": "cells", "type": "choice", "values": [17, 25], "default": 17 }] },
              { "id": "pasa", "players": [2, 3, 4], "minutes": 25, "kind": "dice",
                "options": [{ "key": "partners", "type": "bool", "default": true, "onlyPlayers": 4 },
                            { "key": "captureBonus", "type": "bool", "default": false }] },
              { "id": "kauda", "players": [2, 3, 4, 5, 6], "minutes": 10, "kind": "dice",
                "options": [{ "key": "rounds", "type": "choice", "values": [3, 5, 10], "default": 5 },
                            { "key": "doubling", "type": "bool", "default": true }] },
              { "id": "kimasai", "players": [2], "minutes": 10, "kind": "mancala", "options": [] },
              { "id": "baghchal", "players": [2], "minutes": 15, "kind": "board", "options": [] },
              { "id": "shologuti", "players": [2], "minutes": 15, "kind": "board", "options": [] },
              { "id": "ludo", "players": [2, 3, 4], "minutes": 30, "kind": "dice", "options": [],
                "colours": { "2": [1, 5], "3": [1, 3, 5], "4": [1, 3, 5, 4] } },
              { "id": "snakes", "players": [2, 3, 4, 5, 6], "minutes": 15, "kind": "dice", "options": [] }
            ]""";

    @TempDir
    static Path dir;
    static TestServer server;
    static JsonNode games;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("catalog.db"));
        games = Json.MAPPER.readTree(server.get("/api/games").body());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    @DisplayName("/api/games keeps every key of the old catalog.json with the same values, in the same order of games")
    void supersetOfTheOldCatalog() throws Exception {
        JsonNode old = Json.MAPPER.readTree(OLD_CATALOG);
        List<String> ids = new ArrayList<>();
        games.forEach(game -> ids.add(game.get("id").asText()));
        int previous = -1;
        for (JsonNode was : old) {
            String id = was.get("id").asText();
            int at = ids.indexOf(id);
            assertThat(at).as("%s still listed, after the games listed before it", id).isGreaterThan(previous);
            previous = at;
            ObjectNode kept = Json.MAPPER.createObjectNode();
            was.fieldNames().forEachRemaining(key -> kept.set(key, games.get(at).get(key)));
            assertThat(kept).as(id).isEqualTo(was);
        }
    }

    @Test
    @DisplayName("each game also says its names, its seats, whether two may agree a draw and what a throw is made of")
    void theDescriptorsOwnFacts() {
        JsonNode kasimala = games.get(0);
        assertThat(kasimala.get("names").get("en").asText()).isEqualTo("Kasimala");
        assertThat(kasimala.get("names").get("ne").asText()).isEqualTo("कसिमला");
        assertThat(kasimala.get("minPlayers").asInt()).isEqualTo(2);
        assertThat(kasimala.get("maxPlayers").asInt()).isEqualTo(2);
        assertThat(kasimala.get("drawOffers").asBoolean()).isFalse();
        assertThat(kasimala.get("chance")).isEqualTo(Json.MAPPER.createObjectNode()
                .put("kind", "strips").put("count", 4).put("faces", "01"));
        for (JsonNode game : games) {
            String id = game.get("id").asText();
            var chance = Games.byName(id).chance();
            assertThat(game.has("chance")).as(id).isTrue();
            assertThat(game.get("drawOffers").asBoolean()).as(id).isEqualTo(Games.byName(id).drawOffers());
            if (chance == null) {
                assertThat(game.get("chance").isNull()).as(id).isTrue();
            } else {
                assertThat(game.get("chance").get("kind").asText()).as(id).isEqualTo(chance.kind());
                assertThat(game.get("chance").get("count").asInt()).as(id).isEqualTo(chance.count());
                assertThat(game.get("chance").get("faces").asText()).as(id).isEqualTo(chance.faces());
                assertThat(game.get("drawOffers").asBoolean()).as(id + ": no draw is agreed where throws decide").isFalse();
            }
        }
        assertThat(games.findValuesAsText("kind")).contains("die", "dice", "shells", "strips");
    }

    @Test
    @DisplayName("each game's constants are its descriptor's: Snakes and Ladders' board, Kasimala's throw limit, none for the rest")
    void constants() {
        for (JsonNode game : games) {
            String id = game.get("id").asText();
            assertThat(game.get("constants")).as(id).isEqualTo(Json.MAPPER.valueToTree(Games.byName(id).constants()));
        }
        JsonNode snakes = byId("snakes").get("constants");
        assertThat(snakes.get("last").asInt()).isEqualTo(100);
        assertThat(snakes.get("ladders").get("28").asInt()).isEqualTo(84);
        assertThat(snakes.get("snakes").get("87").asInt()).isEqualTo(24);
        assertThat(byId("kasimala").get("constants").get("throwLimit").asInt()).isEqualTo(2000);
        assertThat(byId("kimasai").get("constants").isEmpty()).isTrue();
    }

    private JsonNode byId(String id) {
        for (JsonNode game : games) {
            if (game.get("id").asText().equals(id)) {
                return game;
            }
        }
        throw new AssertionError("no game " + id + " in /api/games");
    }

    @Test
    @DisplayName("the deploy's copy of /api/games, which the web client loads and keeps offline, is the same answer")
    void theDeploysCopyIsTheSame() throws Exception {
        String version = server.send("GET", "/", null, null).headers().firstValue(Delivery.VERSION_HEADER).orElseThrow();
        assertThat(Json.MAPPER.readTree(server.get("/v/" + version + "/api/games").body())).isEqualTo(games);
    }
}
