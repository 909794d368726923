package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameRecord;
import chautari.engine.Match;
import chautari.server.table.Json;
import chautari.server.table.Table;
import chautari.server.table.Tables;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tables leave memory once quiet for {@link Limits#idleAfter} (the tests run the sweep
 * themselves, on a {@link MutableClock}) and come back from the store when asked for; on a
 * restart none is loaded before it is asked for.
 */
class IdleTablesTest {
    private static final Map<String, String> KIMASAI = Map.of("game", "kimasai", "mode", "computer", "name", "Asha");
    /** Nothing to play by itself: a person is awaited from the start. */
    private static final Map<String, String> PASS = Map.of("game", "kimasai", "mode", "pass", "name", "Asha");
    private static final Duration PAST_IDLE = Limits.defaults().idleAfter().plusMinutes(1);

    @TempDir
    Path dir;

    private String db(String file) {
        return "jdbc:sqlite:" + dir.resolve(file);
    }

    private static int live(TestServer server) {
        return server.server.tables().liveCount();
    }

    private static int dropIdle(TestServer server) {
        return server.server.tables().dropIdle();
    }

    /** Waits (on the server's answers, never on time) until the server has seen the seat's last connection go. */
    private static void awaitAway(TestServer server, String id, int seat) throws Exception {
        long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(WsClient.TIMEOUT_SECONDS);
        while (server.table(id).get("seats").get(seat - 1).get("connected").asBoolean()) {
            assertThat(System.nanoTime()).as("seat " + seat + " still connected").isLessThan(guard);
            Thread.onSpinWait();
        }
    }

    @Test
    @DisplayName("quiet tables leave memory; one dropped answers from the store and plays on, its events intact; a watched one stays")
    void quietTablesLeaveMemoryAndComeBack() throws Exception {
        try (TestServer server = TestServer.start(db("idle.db"))) {
            for (int i = 0; i < 30; i++) {
                server.create(PASS);
            }
            JsonNode watched = server.create(PASS);
            WsClient watcher = server.connect(watched.get("id").asText(), null, "watcher");
            watcher.hello(0);
            watcher.next("state");

            JsonNode created = server.create(KIMASAI);
            String id = created.get("id").asText();
            String token = created.get("token").asText();
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient player = server.connect(id, token, "before", shared);
            player.hello(0);
            GameDriver driver = new GameDriver(shared, 31);
            driver.playUntil(state -> state.get("seq").asInt() >= 6);
            List<String> before = RestartAndResumeTest.texts(player.events());
            player.close();
            awaitAway(server, id, 1);
            assertThat(live(server)).isEqualTo(32);

            server.clock.advance(PAST_IDLE);
            dropIdle(server);
            assertThat(live(server)).as("only the watched table stays").isEqualTo(1);
            assertThat(server.get("/health").json().get("tables").asInt()).isEqualTo(1);

            JsonNode view = server.table(id);
            assertThat(view.get("seq").asInt()).isEqualTo(before.size());
            assertThat(live(server)).isEqualTo(2);
            BlockingQueue<WsClient.Tagged> again = new LinkedBlockingQueue<>();
            WsClient back = server.connect(id, token, "after", again);
            back.hello(0);
            JsonNode end = new GameDriver(again, 32).playToEnd();
            List<String> all = RestartAndResumeTest.texts(back.events());
            assertThat(all.subList(0, before.size())).as("every event from before, unchanged").isEqualTo(before);
            GameRecord record = GameRecord.parse(server.get("/api/tables/" + id + "/record").body());
            Match replay = Match.replay(record);
            assertThat(replay.state().isOver()).isTrue();
            assertThat((JsonNode) Json.MAPPER.valueToTree(replay.state().board())).isEqualTo(end.get("board"));
            back.close();
            watcher.close();
        }
    }

    @Test
    @DisplayName("a table asked for within the idle time stays; one not asked for goes")
    void askingKeepsATable() throws Exception {
        try (TestServer server = TestServer.start(db("asked.db"))) {
            String asked = server.create(PASS).get("id").asText();
            String left = server.create(PASS).get("id").asText();
            server.clock.advance(Duration.ofMinutes(6));
            assertThat(server.get("/api/tables/" + asked).status()).isEqualTo(200);
            server.clock.advance(Duration.ofMinutes(6));
            assertThat(dropIdle(server)).isEqualTo(1);
            assertThat(live(server)).isEqualTo(1);
            server.clock.advance(Duration.ofMinutes(6));
            assertThat(dropIdle(server)).isEqualTo(1);
            assertThat(server.table(left).get("status").asText()).isEqualTo("playing");
            assertThat(server.table(asked).get("status").asText()).isEqualTo("playing");
        }
    }

    @Test
    @DisplayName("a table whose computer seats are thinking stays in memory, however long; once a person is awaited it may go")
    void computerTurnKeepsATable() throws Exception {
        LatchedBot bot = new LatchedBot();
        try (TestServer server = TestServer.start(db("thinking.db"), new MutableClock(), c -> c.withBots(level -> bot))) {
            JsonNode created = kaudaOfFour(server);
            String id = created.get("id").asText();
            bot.awaitStarted(1);
            server.clock.advance(PAST_IDLE);
            assertThat(dropIdle(server)).isZero();
            assertThat(live(server)).isEqualTo(1);
            bot.release();
            WsClient holder = server.connect(id, created.get("token").asText(), "holder");
            holder.hello(0);
            awaitOwnTurn(holder);
            holder.close();
            awaitAway(server, id, 1);
            server.clock.advance(PAST_IDLE);
            assertThat(dropIdle(server)).isEqualTo(1);
            assertThat(live(server)).isZero();
        }
    }

    @Test
    @DisplayName("a table dropped while something still holds it is not used again: what comes next reaches the one loaded from the store")
    void droppedTableIsNotUsedAgain() throws Exception {
        try (TestServer server = TestServer.start(db("stale.db"))) {
            String id = server.create(PASS).get("id").asText();
            Tables tables = server.server.tables();
            Table held = tables.find(id).orElseThrow();
            server.clock.advance(PAST_IDLE);
            assertThat(tables.dropIdle()).isEqualTo(1);
            Table reached = tables.withTable(id, t -> t);
            assertThat(reached).isNotSameAs(held);
            assertThat(tables.find(id).orElseThrow()).isSameAs(reached);
        }
    }

    @Test
    @DisplayName("joins and connections racing a sweep that drops every quiet table all reach the live table: each seat taken once, no event lost")
    void joinsRacingTheSweep() throws Exception {
        try (TestServer server = TestServer.start(db("race.db"), new MutableClock(),
                c -> c.withLimits(c.limits().withIdleAfter(Duration.ZERO)))) {
            List<JsonNode> created = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                created.add(server.create(Map.of("game", "kauda", "players", 6, "mode", "friends", "name", "Asha")));
            }
            AtomicBoolean over = new AtomicBoolean();
            Thread sweeper = Thread.ofPlatform().start(() -> {
                while (!over.get()) {
                    server.server.tables().dropIdle();
                }
            });
            ExecutorService pool = Executors.newFixedThreadPool(5);
            try {
                List<List<Future<TestServer.Response>>> joins = new ArrayList<>();
                for (JsonNode table : created) {
                    String id = table.get("id").asText();
                    List<Future<TestServer.Response>> these = new ArrayList<>();
                    for (int i = 0; i < 5; i++) {
                        String name = "Player " + i;
                        these.add(pool.submit(() -> server.post("/api/tables/" + id + "/join", Map.of("name", name))));
                    }
                    joins.add(these);
                }
                List<Future<JsonNode>> watchers = new ArrayList<>();
                for (JsonNode table : created) {
                    String id = table.get("id").asText();
                    watchers.add(pool.submit(() -> {
                        try (WsClient watcher = server.connect(id, null, "watching " + id)) {
                            watcher.hello(0);
                            return watcher.next("state");
                        }
                    }));
                }
                for (List<Future<TestServer.Response>> these : joins) {
                    Set<Integer> seats = new TreeSet<>();
                    for (Future<TestServer.Response> join : these) {
                        TestServer.Response r = join.get(WsClient.TIMEOUT_SECONDS, TimeUnit.SECONDS);
                        assertThat(r.status()).as(r.body()).isEqualTo(200);
                        seats.add(r.json().get("seat").asInt());
                    }
                    assertThat(seats).containsExactly(2, 3, 4, 5, 6);
                }
                for (Future<JsonNode> watcher : watchers) {
                    assertThat(watcher.get(WsClient.TIMEOUT_SECONDS, TimeUnit.SECONDS).get("status").asText())
                            .isEqualTo("playing");
                }
            } finally {
                over.set(true);
                sweeper.join();
                pool.shutdownNow();
            }
            for (JsonNode table : created) {
                JsonNode view = server.table(table.get("id").asText());
                assertThat(view.get("seq").asInt()).isEqualTo(table.get("table").get("seq").asInt() + 5);
                for (JsonNode seat : view.get("seats")) {
                    assertThat(seat.get("kind").asText()).isEqualTo("human");
                }
            }
        }
    }

    @Test
    @DisplayName("at the cap on tables in memory, a new table is a 503 server-full until idle ones can go")
    void capOnLiveTables() throws Exception {
        try (TestServer server = TestServer.start(db("cap.db"), new MutableClock(),
                c -> c.withLimits(c.limits().withMaxLiveTables(3)))) {
            for (int i = 0; i < 3; i++) {
                server.create(PASS);
            }
            TestServer.Response full = server.post("/api/tables", PASS);
            assertThat(full.status()).isEqualTo(503);
            assertThat(full.json().get("code").asText()).isEqualTo("server-full");
            assertThat(full.json().get("error").asText()).contains("as many tables");
            server.clock.advance(PAST_IDLE);
            assertThat(server.post("/api/tables", PASS).status()).isEqualTo(201);
            assertThat(live(server)).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("restart over 2,000 unfinished tables: /health answers with none in memory; each loads when asked for and plays on")
    void restartLoadsNothingBeforeAsked() throws Exception {
        String db = db("many.db");
        List<JsonNode> waiting = new ArrayList<>();
        JsonNode thinking;
        LatchedBot bot = new LatchedBot();
        try (TestServer first = TestServer.start(db, new MutableClock(), c -> c.withBots(level -> bot))) {
            for (int i = 0; i < 2_000; i++) {
                JsonNode created = first.create(PASS);
                if (i % 500 == 0) {
                    waiting.add(created);
                }
            }
            thinking = kaudaOfFour(first);
            bot.awaitStarted(1);
        }
        try (TestServer second = TestServer.start(db)) {
            JsonNode health = second.get("/health").json();
            assertThat(health.get("status").asText()).isEqualTo("ok");
            assertThat(health.get("tables").asInt()).as("no table loaded before it is asked for").isZero();

            String id = waiting.get(1).get("id").asText();
            assertThat(second.table(id).get("seq").asInt()).isEqualTo(waiting.get(1).get("table").get("seq").asInt());
            assertThat(live(second)).isEqualTo(1);
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient player = second.connect(id, waiting.get(1).get("token").asText(), "player", shared);
            player.hello(0);
            assertThat(new GameDriver(shared, 9).playToEnd().get("status").asText()).isEqualTo("finished");

            String held = thinking.get("id").asText();
            int atStop = thinking.get("table").get("seq").asInt();
            WsClient holder = second.connect(held, thinking.get("token").asText(), "holder");
            holder.hello(0);
            JsonNode mine = awaitOwnTurn(holder);
            assertThat(mine.get("seq").asInt()).as("the computer seats staked once the table was loaded")
                    .isGreaterThan(atStop);
            assertThat(live(second)).isEqualTo(2);
            player.close();
            holder.close();
        }
    }

    /** A Kauda table of four against the computer: the creator holds the shells, the three computer seats stake first. */
    private static JsonNode kaudaOfFour(TestServer server) throws Exception {
        return server.create(Map.of("game", "kauda", "players", 4, "mode", "computer", "name", "Asha"));
    }

    private static JsonNode awaitOwnTurn(WsClient client) {
        while (true) {
            JsonNode state = client.next("state");
            if (state.get("mine").has("1")) {
                return state;
            }
        }
    }
}
