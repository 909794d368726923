package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameRecord;
import chautari.engine.chess.Pgn;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** GET /api/tables/{id}/review: the strong level's judgement of a finished game's moves. */
class ReviewTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("review.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    @DisplayName("a planted blunder: O leaves X's open line; the review marks it, prefers the block, and O's accuracy is the lower")
    void aPlantedBlunderIsMarked() throws Exception {
        String id = passTable("tictactoe");
        assertThat(server.get("/api/tables/" + id + "/review").status()).as("before the end").isEqualTo(409);
        playAll(id, List.of("a1", "b2", "a2", "c3", "a3"));
        TestServer.Response early = server.get("/api/tables/" + id + "/record?review=1");
        assertThat(early.status()).as("the record with the review, before the review is asked for").isEqualTo(409);
        assertThat(early.json().get("code").asText()).isEqualTo("not-reviewed");
        JsonNode review = awaitReady(id);

        JsonNode moves = review.get("moves");
        assertThat(moves).hasSize(5);
        JsonNode blunder = moves.get(3);
        assertThat(blunder.get("move").asText()).isEqualTo("c3");
        assertThat(blunder.get("seat").asInt()).isEqualTo(2);
        assertThat(blunder.get("mark").asText()).isEqualTo("blunder");
        assertThat(blunder.get("preferred").asText()).isEqualTo("a3");
        assertThat(blunder.get("chance").asDouble()).isZero();
        assertThat(blunder.get("best").asDouble()).isEqualTo(0.5);
        assertThat(moves.get(4).get("mark").asText()).as("the winning move").isEqualTo("none");
        JsonNode x = review.get("seats").get(0);
        JsonNode o = review.get("seats").get(1);
        assertThat(o.get("blunders").asInt()).isEqualTo(1);
        assertThat(x.get("blunders").asInt() + x.get("mistakes").asInt() + x.get("inaccuracies").asInt()).isZero();
        assertThat(o.get("accuracy").asDouble()).isLessThan(x.get("accuracy").asDouble());
        assertThat(awaitReady(id)).as("asked again: the same review, kept with the table").isEqualTo(review);

        String plain = server.get("/api/tables/" + id + "/record").body();
        String reviewed = server.get("/api/tables/" + id + "/record?review=1").body();
        assertThat(reviewed).contains("move 2 c3\n# blunder: chance 0.000; better a3, chance 0.500\n")
                .contains("move 1 a3\n# chance 1.000\n")
                .contains("# seat 2: accuracy " + String.format(Locale.ROOT, "%.1f", o.get("accuracy").asDouble()));
        assertThat(GameRecord.parse(reviewed)).as("reading skips the comments").isEqualTo(GameRecord.parse(plain));
    }

    @Test
    @DisplayName("chess: the move that allows Scholar's mate is a blunder, and the mate itself no mistake")
    void chessAllowingMateIsMarked() throws Exception {
        String id = passTable("chess");
        playAll(id, List.of("e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"));
        JsonNode moves = awaitReady(id).get("moves");
        JsonNode allowed = moves.get(5);
        assertThat(allowed.get("move").asText()).isEqualTo("g8f6");
        assertThat(allowed.get("mark").asText()).isEqualTo("blunder");
        assertThat(allowed.get("chance").asDouble()).isZero();
        assertThat(moves.get(6).get("mark").asText()).as("the mate").isEqualTo("none");

        String pgn = server.get("/api/tables/" + id + "/pgn?review=1").body();
        assertThat(pgn.replaceAll("\\s+", " ")).containsPattern("3\\. Bc4 \\{chance [0-9.]+} 3\\.\\.\\. Nf6 \\$4 \\{blunder: chance 0\\.000"
                + " \\([0-9.]+ after the better move\\)\\. Better: (g6|Qe7|Qf6)}");
        assertThat(Pgn.read(pgn).moves()).as("reading skips the notes").isEqualTo(Pgn.read(server.get("/api/tables/" + id + "/pgn").body()).moves());
    }

    @Test
    @DisplayName("Chinese Checkers among three is judged by the race: a first step where a hop goes further costs its seat")
    void chineseCheckersAmongThreeIsJudged() throws Exception {
        String id = passTable("chinesecheckers", 3);
        try (WsClient all = connect(id)) {
            for (int ply = 0; ply < 3; ply++) {
                JsonNode state = awaitOffer(all);
                Map.Entry<String, JsonNode> mine = state.get("mine").properties().iterator().next();
                String move = ply == 0 ? "d1-e5" : mine.getValue().get("moves").get(0).asText();
                all.send(Map.of("type", "move", "seat", Integer.parseInt(mine.getKey()), "move", move, "seq", state.get("seq").asInt()));
            }
            awaitOffer(all);
            all.send(Map.of("type", "resign", "seat", 1));
            all.event("resign");
        }
        JsonNode moves = awaitReady(id).get("moves");
        assertThat(moves).hasSize(3);
        JsonNode step = moves.get(0);
        assertThat(step.get("move").asText()).isEqualTo("d1-e5");
        assertThat(step.get("best").asDouble()).isGreaterThan(step.get("chance").asDouble());
    }

    /** Plays the moves, which end the game, at a pass-and-play table, each by the seat it awaits. */
    private static void playAll(String id, List<String> moves) {
        try (WsClient both = connect(id)) {
            for (String move : moves) {
                JsonNode state = awaitOffer(both);
                int seat = Integer.parseInt(state.get("mine").properties().iterator().next().getKey());
                both.send(Map.of("type", "move", "seat", seat, "move", move, "seq", state.get("seq").asInt()));
            }
            while (!both.next("state").has("result")) {
                continue;
            }
        }
    }

    private static String passTable(String game) throws Exception {
        return passTable(game, 2);
    }

    private static String passTable(String game, int players) throws Exception {
        JsonNode created = server.create(new HashMap<>(Map.of("game", game, "mode", "pass", "name", "Asha", "players", players)));
        String id = created.get("id").asText();
        tokens.put(id, created.get("token").asText());
        return id;
    }

    private static final Map<String, String> tokens = new HashMap<>();

    private static WsClient connect(String id) {
        WsClient client = server.connect(id, tokens.get(id), "both seats");
        client.hello(0);
        return client;
    }

    /** The next state that awaits a move of the client's seats. */
    private static JsonNode awaitOffer(WsClient client) {
        while (true) {
            JsonNode state = client.next("state");
            if (!state.get("mine").isEmpty()) {
                return state;
            }
        }
    }

    /** Asks for the review until it is ready: the judging runs on the computer players' threads. */
    private static JsonNode awaitReady(String id) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WsClient.TIMEOUT_SECONDS);
        while (true) {
            TestServer.Response r = server.get("/api/tables/" + id + "/review");
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            JsonNode review = r.json();
            if (review.get("status").asText().equals("ready")) {
                return review;
            }
            assertThat(review.get("status").asText()).isEqualTo("working");
            assertThat(System.nanoTime()).as("the review within %d s", WsClient.TIMEOUT_SECONDS).isLessThan(deadline);
            LockSupport.parkNanos(Duration.ofMillis(20).toNanos());
        }
    }
}
