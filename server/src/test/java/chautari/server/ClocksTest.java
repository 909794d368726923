package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The clocks of a table of two, kept by the server from its events' times: the test moves the server's clock by
 * hand and calls the flag timer's action itself, so nothing sleeps and nothing hangs on the machine's speed.
 */
class ClocksTest {
    private static final long MINUTES_3 = 180_000;

    @TempDir
    Path dir;

    private String db(String name) {
        return "jdbc:sqlite:" + dir.resolve(name);
    }

    record Pass(String id, WsClient client) {
    }

    /** A pass-and-play table with clocks: one screen holds both seats. */
    static Pass passTable(TestServer server, String game, String time) throws Exception {
        JsonNode created = server.create(Map.of("game", game, "mode", "pass", "name", "Asha", "time", time));
        String id = created.get("id").asText();
        WsClient client = server.connect(id, created.get("token").asText(), "screen");
        client.hello(0);
        return new Pass(id, client);
    }

    /** Waits for the seat's turn, plays its first legal move and waits for the move's event. */
    static void move(WsClient client, int seat) {
        JsonNode state = turnOf(client, seat);
        client.send(Map.of("type", "move", "seat", seat, "seq", state.get("seq").asInt(),
                "move", state.get("mine").get(String.valueOf(seat)).get("moves").get(0).asText()));
        while (true) {
            JsonNode e = client.next("event");
            if (e.get("kind").asText().equals("move") && e.get("seat").asInt() == seat) {
                return;
            }
        }
    }

    private static JsonNode turnOf(WsClient client, int seat) {
        while (true) {
            JsonNode state = client.next("state");
            if (state.get("mine").has(String.valueOf(seat))) {
                return state;
            }
        }
    }

    static JsonNode clock(TestServer server, String id) throws Exception {
        return server.table(id).get("clock");
    }

    static long left(JsonNode clock, int seat) {
        return clock.get("remaining").get(String.valueOf(seat)).asLong();
    }

    private static JsonNode event(WsClient client, String kind) {
        while (true) {
            JsonNode e = client.next("event");
            if (e.get("kind").asText().equals(kind)) {
                return e;
            }
        }
    }

    private static JsonNode finalState(WsClient client) {
        while (true) {
            JsonNode state = client.next("state");
            if (state.get("status").asText().equals("finished")) {
                return state;
            }
        }
    }

    /** Both seats have made their first move (free, as on lichess); seat 1's clock runs. */
    static Pass started(TestServer server, String game) throws Exception {
        Pass p = passTable(server, game, "3+2");
        move(p.client(), 1);
        move(p.client(), 2);
        return p;
    }

    @Test
    @DisplayName("3+2: each seat's first turn is free, then only the mover's clock runs, and a turn ended adds 2 seconds")
    void onlyTheMoversClockRunsAndTheIncrementIsAdded() throws Exception {
        try (TestServer server = TestServer.start(db("run.db"))) {
            Pass p = passTable(server, "baghchal", "3+2");
            JsonNode start = clock(server, p.id());
            assertThat(start.get("initial").asLong()).isEqualTo(MINUTES_3);
            assertThat(start.get("increment").asLong()).isEqualTo(2000);
            assertThat(server.table(p.id()).get("time").asText()).isEqualTo("3+2");
            server.clock.advance(Duration.ofSeconds(10));
            move(p.client(), 1);
            server.clock.advance(Duration.ofSeconds(10));
            assertThat(clock(server, p.id()).get("running").isNull()).as("seat 2's first turn is free").isTrue();
            move(p.client(), 2);
            JsonNode firsts = clock(server, p.id());
            assertThat(left(firsts, 1)).isEqualTo(MINUTES_3);
            assertThat(left(firsts, 2)).isEqualTo(MINUTES_3);
            assertThat(firsts.get("running").asInt()).isEqualTo(1);

            server.clock.advance(Duration.ofSeconds(7));
            JsonNode thinking = clock(server, p.id());
            assertThat(left(thinking, 1)).isEqualTo(MINUTES_3 - 7000);
            assertThat(left(thinking, 2)).as("the clock of the seat not to move stands").isEqualTo(MINUTES_3);
            move(p.client(), 1);
            JsonNode after = clock(server, p.id());
            assertThat(left(after, 1)).as("7 s spent, 2 s added").isEqualTo(MINUTES_3 - 7000 + 2000);
            assertThat(after.get("running").asInt()).isEqualTo(2);
            JsonNode state = turnOf(p.client(), 2);
            assertThat(left(state.get("clock"), 1)).as("the state message carries the clocks too").isEqualTo(MINUTES_3 - 5000);
            assertThat(state.get("clock").get("running").asInt()).isEqualTo(2);
            server.clock.advance(Duration.ofSeconds(3));
            JsonNode later = clock(server, p.id());
            assertThat(left(later, 2)).isEqualTo(MINUTES_3 - 3000);
            assertThat(left(later, 1)).isEqualTo(MINUTES_3 - 5000);
        }
    }

    @Test
    @DisplayName("a move that comes after the mover's time is gone is refused and the flag falls: the other seat wins on time; the rematch keeps the clocks")
    void aLateMoveIsRefusedAndTheFlagFalls() throws Exception {
        try (TestServer server = TestServer.start(db("late.db"))) {
            Pass p = started(server, "baghchal");
            JsonNode state = turnOf(p.client(), 1);
            server.clock.advance(Duration.ofMillis(MINUTES_3));
            p.client().send(Map.of("type", "move", "seat", 1, "seq", state.get("seq").asInt(),
                    "move", state.get("mine").get("1").get("moves").get(0).asText()));
            JsonNode flag = event(p.client(), "flag");
            assertThat(flag.get("seat").asInt()).isEqualTo(1);
            JsonNode end = finalState(p.client());
            assertThat(p.client().next("error").get("code").asText()).isEqualTo("time-out");
            assertThat(end.get("result").get("winners")).hasSize(1);
            assertThat(end.get("result").get("winners").get(0).asInt()).isEqualTo(2);
            assertThat(end.get("result").get("reason").asText()).isEqualTo("time");
            assertThat(end.get("result").get("flagged").asInt()).isEqualTo(1);
            assertThat(left(end.get("clock"), 1)).isZero();
            assertThat(end.get("clock").get("running").isNull()).isTrue();
            assertThat(p.client().events().stream().filter(e -> e.get("kind").asText().equals("move")).count())
                    .as("the late move was not played").isEqualTo(2);
            p.client().send(Map.of("type", "rematch"));
            String next = event(p.client(), "rematch").get("next").asText();
            assertThat(server.table(next).get("time").asText()).as("the rematch keeps the clocks").isEqualTo("3+2");
        }
    }

    @Test
    @DisplayName("the flag timer: nothing before the time is gone, the flag once it is, told to everyone at once")
    void theTimerDropsTheFlag() throws Exception {
        try (TestServer server = TestServer.start(db("timer.db"))) {
            Pass p = started(server, "baghchal");
            WsClient watcher = server.connect(p.id(), null, "watcher");
            watcher.hello(0);
            server.clock.advance(Duration.ofMillis(MINUTES_3 - 1));
            server.server.tables().require(p.id()).checkFlag();
            assertThat(server.table(p.id()).get("status").asText()).isEqualTo("playing");
            server.clock.advance(Duration.ofMillis(1));
            server.server.tables().require(p.id()).checkFlag();
            assertThat(event(watcher, "flag").get("seat").asInt()).isEqualTo(1);
            JsonNode end = finalState(watcher);
            assertThat(end.get("result").get("winners").get(0).asInt()).isEqualTo(2);
            assertThat(server.table(p.id()).get("status").asText()).isEqualTo("finished");
        }
    }

    @Test
    @DisplayName("a flag against a seat the other could never beat is a draw (canWinOnTime false)")
    void aFlagIsADrawWhereTheOtherCouldNeverWin() throws Exception {
        MutableClock clock = new MutableClock();
        try (TestServer server = TestServer.start(db("draw.db"), clock, c -> c.withRate(1_000_000, 1).withGames(
                name -> name.equals(TinyRace.NAME) ? TinyRace.GAME : chautari.engine.Games.byName(name)))) {
            Pass p = started(server, TinyRace.NAME);
            clock.advance(Duration.ofMinutes(4));
            server.server.tables().require(p.id()).checkFlag();
            JsonNode end = finalState(p.client());
            assertThat(end.get("result").get("draw").asBoolean()).isTrue();
            assertThat(end.get("result").get("winners")).isEmpty();
            assertThat(end.get("result").get("reason").asText()).isEqualTo("time");
            assertThat(end.get("result").get("flagged").asInt()).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("clocks survive a restart unchanged, and a flag that fell while the server was down falls when the table comes back")
    void clocksSurviveARestart() throws Exception {
        MutableClock clock = new MutableClock();
        String db = db("restart.db");
        String id;
        JsonNode before;
        try (TestServer first = TestServer.start(db, clock, c -> c.withRate(1_000_000, 1))) {
            Pass p = started(first, "baghchal");
            clock.advance(Duration.ofSeconds(9));
            move(p.client(), 1);
            clock.advance(Duration.ofSeconds(4));
            id = p.id();
            before = clock(first, id);
            assertThat(left(before, 1)).isEqualTo(MINUTES_3 - 9000 + 2000);
            assertThat(left(before, 2)).isEqualTo(MINUTES_3 - 4000);
            p.client().abort();
        }
        try (TestServer second = TestServer.start(db, clock, c -> c.withRate(1_000_000, 1))) {
            assertThat(clock(second, id)).isEqualTo(before);
        }
        clock.advance(Duration.ofMinutes(3));
        try (TestServer third = TestServer.start(db, clock, c -> c.withRate(1_000_000, 1))) {
            JsonNode table = third.table(id);
            assertThat(table.get("status").asText()).isEqualTo("finished");
            assertThat(table.get("result").get("reason").asText()).isEqualTo("time");
            assertThat(table.get("result").get("flagged").asInt()).isEqualTo(2);
            assertThat(table.get("result").get("winners").get(0).asInt()).isEqualTo(1);
            assertThat(left(table.get("clock"), 2)).isZero();
            assertThat(left(table.get("clock"), 1)).isEqualTo(left(before, 1));
        }
    }

    /** A computer player that spends every moment its budget gives it, on the server's clock, then plays as simple does. */
    private static final class SpendingBot implements Bot {
        private final Bot simple = Bots.byLevel(Level.SIMPLE);
        private final MutableClock clock;
        final List<Long> budgets = new CopyOnWriteArrayList<>();

        SpendingBot(MutableClock clock) {
            this.clock = clock;
        }

        @Override
        public Budget playBudget() {
            return Budget.seconds(600);
        }

        @Override
        public int choose(GameState state, int seat, Rng rng, Budget budget) {
            budgets.add(budget.nanos() / 1_000_000);
            clock.advance(Duration.ofNanos(budget.nanos()));
            return simple.choose(state, seat, rng, budget);
        }
    }

    @Test
    @DisplayName("30+0 against a computer that spends all the time it is given: it thinks a thirtieth of what it has left and never flags")
    void theComputerKeepsToItsClock() throws Exception {
        MutableClock clock = new MutableClock();
        SpendingBot bot = new SpendingBot(clock);
        try (TestServer server = TestServer.start(db("computer.db"), clock,
                c -> c.withRate(1_000_000, 1).withThinkCap(null).withBots(level -> bot))) {
            JsonNode created = server.create(Map.of("game", "baghchal", "mode", "computer", "name", "Asha", "time", "30+0"));
            String id = created.get("id").asText();
            WsClient me = server.connect(id, created.get("token").asText(), "me");
            me.hello(0);
            boolean finished = false;
            for (int moves = 0; moves < 30 && !finished; moves++) {
                JsonNode state = me.next("state");
                finished = state.get("status").asText().equals("finished");
                if (state.get("mine").has("1")) {
                    me.send(Map.of("type", "move", "seq", state.get("seq").asInt(),
                            "move", state.get("mine").get("1").get("moves").get(0).asText()));
                }
            }
            while (!finished) { // until the computer has answered the last move: no think moves the clock while it is read
                JsonNode state = me.next("state");
                finished = state.get("status").asText().equals("finished");
                if (state.get("mine").has("1")) {
                    break;
                }
            }
            long left = 30 * 60_000;
            assertThat(bot.budgets.get(0)).as("its first turn is free, and a thirtieth of the whole").isEqualTo(left / 30);
            for (long spent : bot.budgets.subList(1, bot.budgets.size())) {
                assertThat(spent).isEqualTo(left / 30);
                left -= spent;
            }
            assertThat(bot.budgets).hasSizeGreaterThan(5);
            JsonNode table = server.table(id);
            assertThat(table.path("result").path("reason").asText()).as("no flag").isNotEqualTo("time");
            assertThat(left(table.get("clock"), 2)).isEqualTo(left);
        }
    }

    @Test
    @DisplayName("time is only for tables of two, and only the time controls offered")
    void badTimeIsRefused() throws Exception {
        try (TestServer server = TestServer.start(db("bad.db"))) {
            TestServer.Response four = server.post("/api/tables", Map.of("game", "ludo", "mode", "pass", "name", "Asha",
                    "players", 4, "time", "3+2"));
            assertThat(four.status()).isEqualTo(400);
            assertThat(four.body()).contains("two players");
            TestServer.Response odd = server.post("/api/tables", Map.of("game", "baghchal", "mode", "pass", "name", "Asha",
                    "time", "4+1"));
            assertThat(odd.status()).isEqualTo(400);
            assertThat(odd.body()).contains("3+2");
            JsonNode none = server.create(Map.of("game", "baghchal", "mode", "pass", "name", "Asha", "time", "none"));
            assertThat(none.get("table").get("clock").isNull()).isTrue();
            assertThat(none.get("table").get("time").isNull()).isTrue();
        }
    }
}
