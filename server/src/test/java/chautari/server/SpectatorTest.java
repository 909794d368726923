package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpectatorTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("two clients at a friends table and a spectator who sees every move")
    void spectatorSeesTheMoves() throws Exception {
        try (TestServer server = TestServer.start("jdbc:sqlite:" + dir.resolve("spectate.db"))) {
            JsonNode created = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
            String id = created.get("id").asText();
            assertThat(created.get("link").asText()).endsWith("/table/" + id);
            JsonNode joined = server.join(id, "Bikram");
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient one = server.connect(id, created.get("token").asText(), "seat 1", shared);
            WsClient two = server.connect(id, joined.get("token").asText(), "seat 2", shared);
            WsClient spectator = server.connect(id, null, "spectator");
            spectator.hello(0);
            one.hello(0);
            two.hello(0);
            JsonNode end = new GameDriver(shared, 11).playToEnd();
            JsonNode last = spectator.stateAt(end.get("seq").asInt());
            one.stateAt(end.get("seq").asInt()); // the game may have ended on the other seat's page first
            assertThat(last.get("mine").size()).as("a spectator is offered nothing").isZero();
            assertThat(last.get("board")).isEqualTo(end.get("board"));
            List<String> seen = RestartAndResumeTest.texts(spectator.events());
            assertThat(seen).isNotEmpty().isEqualTo(RestartAndResumeTest.texts(one.events()));
            JsonNode join = spectator.events().stream().filter(e -> e.get("kind").asText().equals("join")).findFirst()
                    .orElseThrow();
            assertThat(join.get("name").asText()).isEqualTo("Bikram");
            assertThat(spectator.events().get(0).get("by").asText()).as("Kimasai's forced first move").isEqualTo("table");
        }
    }

    @Test
    @DisplayName("a hidden stake reaches its owner only until the throw; spectators and other seats see 'seat K staked'")
    void hiddenStakeReachesItsOwnerOnly() throws Exception {
        try (TestServer server = TestServer.withTinyStakes("jdbc:sqlite:" + dir.resolve("stakes.db"))) {
            JsonNode created = server.create(Map.of("game", TinyStakes.NAME, "mode", "friends", "name", "Asha"));
            String id = created.get("id").asText();
            String t2 = server.join(id, "Bikram").get("token").asText();
            String t3 = server.join(id, "Chandra").get("token").asText();
            WsClient one = server.connect(id, created.get("token").asText(), "seat 1");
            WsClient two = server.connect(id, t2, "seat 2");
            WsClient three = server.connect(id, t3, "seat 3");
            WsClient spectator = server.connect(id, null, "spectator");
            for (WsClient c : List.of(one, two, three, spectator)) {
                c.hello(0);
            }
            JsonNode offer = two.stateAt(2);
            assertThat(offer.get("mine").get("2").get("stake").get("khals").toString()).isEqualTo("[\"even\",\"odd\"]");
            two.send(Map.of("type", "move", "move", "odd:3", "seq", 2));
            JsonNode own = two.next("event");
            assertThat(own.get("text").asText()).isEqualTo("odd:3");
            for (WsClient other : List.of(one, three, spectator)) {
                JsonNode e = other.next("event");
                while (e.get("kind").asText().equals("join")) {
                    e = other.next("event");
                }
                assertThat(e.get("seat").asInt()).isEqualTo(2);
                assertThat(e.get("hidden").asBoolean()).isTrue();
                assertThat(e.has("text")).as(other.label + " must not see the stake").isFalse();
                JsonNode state = other.stateAt(3);
                assertThat(state.toString()).doesNotContain("odd:3");
            }
            WsClient late = server.connect(id, null, "late spectator");
            late.hello(0);
            late.stateAt(3);
            assertThat(late.events().get(2).get("hidden").asBoolean()).as("still hidden on resume").isTrue();

            three.send(Map.of("type", "move", "move", "even:1", "seq", 3));
            assertThat(three.next("event").get("text").asText()).isEqualTo("even:1");
            JsonNode throwOffer = one.stateAt(4);
            assertThat(throwOffer.get("mine").get("1").get("throw").asBoolean()).isTrue();
            one.send(Map.of("type", "throw", "seq", 4));
            JsonNode thrown = one.next("event");
            while (!thrown.get("kind").asText().equals("throw")) {
                thrown = one.next("event");
            }
            assertThat(thrown.get("seq").asInt()).isEqualTo(5);
            WsClient after = server.connect(id, null, "spectator after the throw");
            after.hello(0);
            after.stateAt(5);
            List<String> stakes = after.events().stream().filter(e -> e.get("kind").asText().equals("move"))
                    .map(e -> e.get("seat").asInt() + " " + e.get("text").asText()).toList();
            assertThat(stakes).as("revealed by the throw").containsExactly("2 odd:3", "3 even:1");
        }
    }
}
