package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A chess table's game in PGN, while it goes on and once it is over; other games have none. */
class ChessPgnRouteTest {
    @TempDir
    Path dir;

    private static void move(TestServer server, TestServer.Friends f, WsClient mover, String move) throws Exception {
        mover.send(Map.of("type", "move", "move", move, "seq", server.seq(f.id())));
        f.one().event("move");
        f.two().event("move");
    }

    @Test
    @DisplayName("the PGN names the seats as White and Black and the table's link as Site, gives the moves in SAN, and the result once it is over")
    void pgnOfAChessTable() throws Exception {
        try (TestServer server = TestServer.start("jdbc:sqlite:" + dir.resolve("pgn.db"))) {
            TestServer.Friends f = server.friends("chess");
            String path = "/api/tables/" + f.id() + "/pgn";
            TestServer.Response fresh = server.get(path);
            assertThat(fresh.status()).isEqualTo(200);
            assertThat(fresh.body()).contains("[Event \"Chautari\"]", "/table/" + f.id() + "\"]\n",
                    "[White \"Asha\"]", "[Black \"Bikram\"]", "[Result \"*\"]").containsPattern("\\[Date \"\\d{4}\\.\\d{2}\\.\\d{2}\"\\]")
                    .doesNotContain("FEN");
            move(server, f, f.one(), "e2e4");
            move(server, f, f.two(), "e7e5");
            move(server, f, f.one(), "g1f3");
            assertThat(server.get(path).body()).endsWith("\n1. e4 e5 2. Nf3 *\n");
            f.two().send(Map.of("type", "resign"));
            f.one().event("resign");
            assertThat(server.get(path).body()).contains("[Result \"1-0\"]").endsWith("\n1. e4 e5 2. Nf3 1-0\n");
            HttpResponse<String> download = server.send("GET", path + "?download=1", null, null);
            assertThat(download.headers().firstValue("Content-Disposition"))
                    .hasValue("attachment; filename=\"chautari-chess-" + f.id() + ".pgn\"");
            assertThat(download.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type).startsWith("application/x-chess-pgn"));
        }
    }

    @Test
    @DisplayName("a table of another game, or none, has no PGN: 404 with a reason")
    void noPgnElsewhere() throws Exception {
        try (TestServer server = TestServer.start("jdbc:sqlite:" + dir.resolve("none.db"))) {
            TestServer.Friends f = server.friends("kimasai");
            TestServer.Response other = server.get("/api/tables/" + f.id() + "/pgn");
            assertThat(other.status()).isEqualTo(404);
            assertThat(other.body()).contains("only a chess table has a PGN");
            assertThat(server.get("/api/tables/nosuchtable/pgn").status()).isEqualTo(404);
        }
    }
}
