package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 13, check then append then tell: when the store refuses a write, the table answers
 * store-failed and stays exactly as it was; the same action succeeds once the store is back.
 * The store fails for real: a trigger in the SQLite file aborts the insert while a switch is on.
 */
class StoreFailureTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("a move the store refuses changes nothing; sent again once the store is back, it is played")
    void aRefusedMoveChangesNothing() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("failing.db");
        try (TestServer server = TestServer.start(url); Connection db = DriverManager.getConnection(url)) {
            Offered offered = Offered.at(server);
            String id = offered.id();
            WsClient client = offered.client();
            int seq = offered.seq();
            String move = offered.move();
            Map<String, Object> message = offered.message();
            JsonNode before = server.table(id);
            failing(db, "events", true);

            client.send(message);
            assertThat(client.next("error").get("code").asText()).isEqualTo("store-failed");
            JsonNode after = server.table(id);
            assertThat(after.get("seq").asInt()).isEqualTo(seq);
            assertThat(after.get("board")).isEqualTo(before.get("board"));
            assertThat(after.get("toMove")).isEqualTo(before.get("toMove"));

            failing(db, "events", false);
            client.send(message);
            JsonNode played = client.next("event");
            while (played.get("seq").asInt() <= seq) {
                played = client.next("event");
            }
            assertThat(played.get("seq").asInt()).isEqualTo(seq + 1);
            assertThat(played.get("text").asText()).isEqualTo(move);
            assertThat(count(db, "SELECT COUNT(*) FROM events WHERE table_id = '" + id + "' AND seq = " + (seq + 1)))
                    .isEqualTo(1);
            client.close();
        }
    }

    @Test
    @DisplayName("a move stored though the answer to its commit was lost: the table is read back (moved), and the move stands once")
    void aMoveStoredUnseenIsReadBack() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("unseen.db");
        try (TestServer server = TestServer.start(url); Connection db = DriverManager.getConnection(url)) {
            Offered offered = Offered.at(server);
            try (Statement s = db.createStatement()) { // the commit that landed while its answer did not
                s.execute("INSERT INTO events (table_id, seq, kind, seat, text, actor, created_at) VALUES ('" + offered.id()
                        + "', " + (offered.seq() + 1) + ", 'move', " + offered.seat() + ", '" + offered.move() + "', 'seat', 0)");
            }

            offered.client().send(offered.message());
            assertThat(offered.client().next("closed").get("code").asInt()).as("told to connect again").isEqualTo(1012);
            offered.client().abort();
            WsClient again = server.connect(offered.id(), offered.token(), "both seats, again");
            again.hello(0);
            again.stateAt(offered.seq() + 1); // read back with the move (and any forced move the table plays after it)
            assertThat(again.errorFor(offered.message())).as("sent again at the same seq").isEqualTo("stale");
            assertThat(count(db, "SELECT COUNT(*) FROM events WHERE table_id = '" + offered.id() + "' AND text = '" + offered.move() + "'"))
                    .isEqualTo(1);
            again.close();
        }
    }

    @Test
    @DisplayName("a rematch is one transaction: refused by the store, it leaves no table behind and can be asked again")
    void aRefusedRematchLeavesNoOrphan() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("rematch.db");
        try (TestServer server = TestServer.start(url); Connection db = DriverManager.getConnection(url)) {
            JsonNode created = server.create(Map.of("game", "kimasai", "mode", "pass", "name", "Asha"));
            String id = created.get("id").asText();
            WsClient client = server.connect(id, created.get("token").asText(), "both seats");
            client.hello(0);
            client.stateAt(0);
            client.send(Map.of("type", "resign", "seat", 1));
            client.next("event");
            int tables = count(db, "SELECT COUNT(*) FROM game_tables");
            int seq = server.table(id).get("seq").asInt();
            failing(db, "game_tables", true);

            client.send(Map.of("type", "rematch"));
            assertThat(client.next("error").get("code").asText()).isEqualTo("store-failed");
            assertThat(count(db, "SELECT COUNT(*) FROM game_tables")).as("no orphan table").isEqualTo(tables);
            JsonNode view = server.table(id);
            assertThat(view.get("seq").asInt()).as("no agreement stored alone").isEqualTo(seq);
            assertThat(view.get("next").isNull()).isTrue();

            failing(db, "game_tables", false);
            client.send(Map.of("type", "rematch"));
            JsonNode state = client.next("state");
            while (state.get("next").isNull()) {
                state = client.next("state");
            }
            String next = state.get("next").asText();
            assertThat(server.table(next).get("previous").asText()).isEqualTo(id);
            assertThat(count(db, "SELECT COUNT(*) FROM game_tables")).isEqualTo(tables + 1);
            client.close();
        }
    }

    /** A pass-and-play Bao la Kimasai table's first move offered to its one client (after any forced move the table plays). */
    private record Offered(String id, String token, WsClient client, int seq, String seat, String move) {
        static Offered at(TestServer server) throws Exception {
            JsonNode created = server.create(Map.of("game", "kimasai", "mode", "pass", "name", "Asha"));
            String id = created.get("id").asText();
            WsClient client = server.connect(id, created.get("token").asText(), "both seats");
            client.hello(0);
            JsonNode offer = client.next("state");
            while (offer.get("mine").isEmpty()) {
                offer = client.next("state");
            }
            String seat = offer.get("mine").properties().iterator().next().getKey();
            return new Offered(id, created.get("token").asText(), client, offer.get("seq").asInt(), seat,
                    offer.get("mine").get(seat).get("moves").get(0).asText());
        }

        Map<String, Object> message() {
            return Map.of("type", "move", "seat", Integer.parseInt(seat), "move", move, "seq", seq);
        }
    }

    /** Turns the store's failure on or off for inserts into one SQL table. */
    private static void failing(Connection db, String table, boolean on) throws SQLException {
        try (Statement s = db.createStatement()) {
            if (on) {
                s.execute("CREATE TRIGGER fail_" + table + " BEFORE INSERT ON " + table
                        + " BEGIN SELECT RAISE(ABORT, 'the disk is full (injected)'); END");
            } else {
                s.execute("DROP TRIGGER fail_" + table);
            }
        }
    }

    private static int count(Connection db, String sql) throws SQLException {
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getInt(1);
        }
    }
}
