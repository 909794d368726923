package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.Games;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The web client's pages under the paths people see: /table/{id}, /rules/{game}, /new. */
class WebPagesTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("the table's link opens the web table page; rules and new-table pages have short paths; unknown ones are 404")
    void pagesUnderTheirPaths() throws Exception {
        try (TestServer server = TestServer.start("jdbc:sqlite:" + dir.resolve("pages.db"))) {
            JsonNode created = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
            String link = created.get("link").asText();
            assertThat(link).isEqualTo("http://localhost:" + server.server.port() + "/table/" + created.get("id").asText());
            TestServer.Response table = server.get("/table/" + created.get("id").asText());
            assertThat(table.status()).isEqualTo(200);
            assertThat(table.body()).contains("/js/table.js");
            assertThat(server.get("/table/nosuchtable").status()).isEqualTo(404);
            assertThat(server.get("/table/nosuchtable").body()).contains("/js/table.js");
            for (String game : Games.all().stream().map(Game::id).toList()) {
                TestServer.Response rules = server.get("/rules/" + game);
                assertThat(rules.status()).as(game).isEqualTo(200);
                assertThat(rules.body()).contains("data-game=\"" + game + "\"");
            }
            assertThat(server.get("/rules/xiangqi").status()).isEqualTo(404);
            assertThat(server.get("/rules/..%2Findex").status()).isEqualTo(404);
            assertThat(server.get("/new").body()).contains("/js/new.js");
            assertThat(server.get("/verify").body()).contains("/js/verify.js");
            assertThat(server.get("/t/" + created.get("id").asText()).body()).contains("/table/" + created.get("id").asText());
        }
    }
}
