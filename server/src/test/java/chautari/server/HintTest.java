package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A hint: the good level's move for a person's awaited seat, to that person alone, at computer and pass-and-play tables only. */
class HintTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("hint.db"), new MutableClock(),
                c -> c.withRate(1_000_000, 1));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** The first state that offers this client moves. */
    private static JsonNode offer(WsClient client) {
        while (true) {
            JsonNode state = client.next("state");
            if (state.get("mine").size() > 0) {
                return state;
            }
        }
    }

    private static void assertLegal(JsonNode hint, JsonNode offer) {
        JsonNode moves = offer.get("mine").get(hint.get("seat").asText()).get("moves");
        assertThat(moves.toString()).as(hint.toString()).contains("\"" + hint.get("move").asText() + "\"");
    }

    @Test
    @DisplayName("against the computer: the hint is a legal move for the person's seat, told to them alone, and plays nothing")
    void againstTheComputer() throws Exception {
        JsonNode created = server.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha"));
        String id = created.get("id").asText();
        WsClient asha = server.connect(id, created.get("token").asText(), "seat 1");
        WsClient watcher = server.connect(id, null, "spectator");
        asha.hello(0);
        JsonNode offer = offer(asha);
        int seq = offer.get("seq").asInt();
        watcher.hello(0);
        watcher.stateAt(seq);
        asha.send(Map.of("type", "hint", "ref", 7));
        JsonNode hint = asha.next("hint");
        assertThat(hint.get("seq").asInt()).isEqualTo(seq);
        assertThat(hint.get("seat").asInt()).isEqualTo(1);
        assertThat(hint.get("ref").asInt()).isEqualTo(7);
        assertLegal(hint, offer);
        assertThat(server.table(id).get("seq").asInt()).as("a hint plays nothing").isEqualTo(seq);
        watcher.send(Map.of("type", "hint"));
        assertThat(watcher.next("error").get("code").asText()).as("a spectator").isEqualTo("no-hint");
        assertThat(watcher.drainNow()).noneMatch(m -> m.get("type").asText().equals("hint"));
        asha.send(Map.of("type", "hint", "seat", 2));
        assertThat(asha.next("error").get("code").asText()).as("a seat the token does not hold").isEqualTo("forbidden");
    }

    @Test
    @DisplayName("pass and play: a hint for the seat to move; in a Kauda stake round a stake for the seat named")
    void passAndPlay() throws Exception {
        JsonNode created = server.create(Map.of("game", "kimasai", "mode", "pass", "name", "Asha"));
        WsClient player = server.connect(created.get("id").asText(), created.get("token").asText(), "pass");
        player.hello(0);
        JsonNode offer = offer(player);
        player.send(Map.of("type", "hint"));
        JsonNode hint = player.next("hint");
        assertThat(hint.get("seat").asInt()).isEqualTo(offer.get("toMove").asInt());
        assertLegal(hint, offer);

        JsonNode kauda = server.create(Map.of("game", "kauda", "players", 3, "mode", "pass", "name", "Asha"));
        WsClient stakes = server.connect(kauda.get("id").asText(), kauda.get("token").asText(), "kauda");
        stakes.hello(0);
        JsonNode round = offer(stakes);
        assertThat(round.get("awaiting").asText()).isEqualTo("stake");
        stakes.send(Map.of("type", "hint"));
        assertThat(stakes.next("error").get("message").asText()).contains("several of your seats");
        stakes.send(Map.of("type", "hint", "seat", 3));
        JsonNode stake = stakes.next("hint");
        assertThat(stake.get("seat").asInt()).isEqualTo(3);
        JsonNode limits = round.get("mine").get("3").get("stake");
        String[] parts = stake.get("move").asText().split(":");
        assertThat(limits.get("khals").toString()).contains("\"" + parts[0] + "\"");
        assertThat(Integer.parseInt(parts[1])).isBetween(limits.get("least").asInt(), limits.get("greatest").asInt());
        stakes.send(Map.of("type", "hint", "seat", 1));
        assertThat(stakes.next("error").get("code").asText()).as("the holder does not stake").isEqualTo("no-hint");
    }

    @Test
    @DisplayName("no hint at a friends table, nor when a throw is awaited")
    void refused() throws Exception {
        JsonNode friends = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
        String id = friends.get("id").asText();
        String token2 = server.join(id, "Bikram").get("token").asText();
        WsClient bikram = server.connect(id, token2, "seat 2");
        bikram.hello(0);
        offer(bikram);
        bikram.send(Map.of("type", "hint"));
        JsonNode error = bikram.next("error");
        assertThat(error.get("code").asText()).isEqualTo("no-hint");
        assertThat(error.get("message").asText()).contains("friends");

        JsonNode kasimala = server.create(Map.of("game", "kasimala", "mode", "pass", "name", "Asha"));
        WsClient thrower = server.connect(kasimala.get("id").asText(), kasimala.get("token").asText(), "kasimala");
        thrower.hello(0);
        assertThat(thrower.next("state").get("awaiting").asText()).isEqualTo("throw");
        thrower.send(Map.of("type", "hint"));
        assertThat(thrower.next("error").get("code").asText()).isEqualTo("no-hint");
    }
}
