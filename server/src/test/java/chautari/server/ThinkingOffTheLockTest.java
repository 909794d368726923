package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Computer seats think on the bot pool, off their table's lock. Each test holds thinks at a
 * {@link LatchedBot}'s latch and acts meanwhile: what must not wait for a think is shown by
 * its answer arriving before the latch opens, never by timing.
 */
class ThinkingOffTheLockTest {
    static final int THREADS = Runtime.getRuntime().availableProcessors();

    @TempDir
    Path dir;

    private TestServer start(String file, LatchedBot bot, Duration pause) throws Exception {
        return TestServer.start("jdbc:sqlite:" + dir.resolve(file), new MutableClock(),
                c -> c.withRate(1_000_000, 1).withBots(level -> bot).withPause(pause));
    }

    /** A Kauda table of four against the computer: the creator holds the shells, the three computer seats stake at once. */
    private static JsonNode kaudaOfFour(TestServer server) throws Exception {
        return server.create(Map.of("game", "kauda", "players", 4, "mode", "computer", "name", "Asha", "level", "strong"));
    }

    @Test
    @DisplayName("while every think thread is held, a hello, HTTP requests and a move at another table are answered; then the computers play")
    void thinkingBlocksNothingElse() throws Exception {
        LatchedBot bot = new LatchedBot();
        try (TestServer server = start("held.db", bot, Duration.ZERO)) {
            JsonNode one = kaudaOfFour(server);
            JsonNode two = kaudaOfFour(server);
            bot.awaitStarted(Math.min(THREADS, 6));
            String id = one.get("id").asText();
            int created = one.get("table").get("seq").asInt();

            WsClient watcher = server.connect(id, null, "spectator");
            watcher.hello(0);
            JsonNode state = watcher.next("state");
            assertThat(state.get("seq").asInt()).as("no computer seat has staked yet").isEqualTo(created);
            assertThat(state.get("awaiting").asText()).isEqualTo("stake");
            WsClient asha = server.connect(id, one.get("token").asText(), "seat 1");
            asha.hello(0);
            assertThat(asha.next("state").get("seq").asInt()).isEqualTo(created);
            assertThat(server.table(id).get("status").asText()).isEqualTo("playing");
            assertThat(server.get("/health").status()).isEqualTo(200);

            JsonNode pass = server.create(Map.of("game", "kimasai", "mode", "pass", "name", "Asha"));
            WsClient player = server.connect(pass.get("id").asText(), pass.get("token").asText(), "pass and play");
            player.hello(0);
            JsonNode offer = player.stateAt(1);
            String move = offer.get("mine").get("2").get("moves").get(0).asText();
            player.send(Map.of("type", "move", "move", move, "seq", 1));
            assertThat(player.next("event").get("text").asText()).isEqualTo(move);
            JsonNode after = player.next("state");
            player.send(Map.of("type", "hint"));
            player.send(Map.of("type", "hint"));
            JsonNode refused = player.next("error");
            assertThat(refused.get("code").asText()).as(refused.toString()).isEqualTo("rate-limited");
            assertThat(bot.mostAtOnce()).as("no more thinks at once than threads").isLessThanOrEqualTo(THREADS);

            bot.release();
            JsonNode staked = watcher.stateAt(created + 3);
            assertThat(staked.get("awaiting").asText()).as("every computer seat staked").isEqualTo("throw");
            assertThat(watcher.events().stream().filter(e -> "computer".equals(e.path("by").asText())).count()).isEqualTo(3);
            JsonNode hint = player.next("hint");
            assertThat(hint.get("seq").asInt()).isEqualTo(after.get("seq").asInt());
            JsonNode legal = after.get("mine").get(hint.get("seat").asText()).get("moves");
            assertThat(legal.toString()).contains("\"" + hint.get("move").asText() + "\"");
            WsClient other = server.connect(two.get("id").asText(), null, "the other table");
            other.hello(0);
            assertThat(other.stateAt(two.get("table").get("seq").asInt() + 3).get("awaiting").asText()).isEqualTo("throw");
            assertThat(bot.mostAtOnce()).isLessThanOrEqualTo(THREADS);
        }
    }

    @Test
    @DisplayName("a computer seat thinks while its pause runs, not after it")
    void thinksDuringThePause() throws Exception {
        LatchedBot bot = new LatchedBot();
        try (TestServer server = start("pause.db", bot, Duration.ofHours(1))) {
            JsonNode created = server.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha"));
            bot.awaitStarted(1);
            bot.release();
            assertThat(server.table(created.get("id").asText()).get("seq").asInt())
                    .as("only the forced first move: the computer's waits for the pause").isEqualTo(1);
        }
    }

    @Test
    @DisplayName("a think made before the table moved on is dropped, and the computer seats think again from the new position")
    void staleThinksAreDropped() throws Exception {
        LatchedBot bot = new LatchedBot();
        try (TestServer server = start("stale.db", bot, Duration.ZERO)) {
            // Seat 1 (a computer) holds the shells; Asha at seat 2 stakes with computer seats 3 and 4.
            JsonNode created = server.create(Map.of("game", "kauda", "players", 4, "mode", "computer", "name", "Asha",
                    "seat", 2));
            String id = created.get("id").asText();
            bot.awaitStarted(Math.min(2, THREADS));
            WsClient asha = server.connect(id, created.get("token").asText(), "seat 2");
            asha.hello(0);
            JsonNode offer = asha.next("state");
            int seq = offer.get("seq").asInt();
            JsonNode limits = offer.get("mine").get("2").get("stake");
            String stake = limits.get("khals").get(0).asText() + ":" + limits.get("least").asInt();
            asha.send(Map.of("type", "move", "move", stake, "seq", seq));
            assertThat(asha.next("event").get("text").asText()).isEqualTo(stake);
            bot.release();
            asha.stateAt(seq + 4);
            List<JsonNode> stakes = asha.events().stream()
                    .filter(e -> e.get("kind").asText().equals("move") && e.get("seq").asInt() <= seq + 3).toList();
            assertThat(stakes).extracting(e -> e.get("seat").asInt()).as("each seat stakes once").containsExactly(2, 3, 4);
            assertThat(stakes.subList(1, 3)).allMatch(e -> e.get("by").asText().equals("computer"));
            assertThat(asha.events().stream().filter(e -> e.get("seq").asInt() == seq + 4).findFirst().orElseThrow()
                    .get("kind").asText()).as("then the holder throws").isEqualTo("throw");
        }
    }
}
