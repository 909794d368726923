package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.Games;
import chautari.engine.OptionSpec;
import chautari.server.table.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every registered game has all the web table needs of it: its words in both bundles, its rules in
 * both languages, a board module and a preview picture. A game added to the engine without one of
 * them fails here, naming what is missing.
 */
class GameCompletenessTest {
    private static final JsonNode EN = bundle("en");
    private static final JsonNode NE = bundle("ne");

    static Stream<String> games() {
        return Games.all().stream().map(Game::id);
    }

    @ParameterizedTest
    @MethodSource("games")
    void wordsInBothBundles(String id) {
        Game game = Games.byName(id);
        for (JsonNode words : new JsonNode[] {EN, NE}) {
            for (String part : new String[] {"name", "other", "blurb"}) {
                assertThat(words.path("games." + id + "." + part).asText()).as("games.%s.%s", id, part).isNotBlank();
            }
            assertThat(words.path("kind." + game.kind()).asText()).as("kind.%s", game.kind()).isNotBlank();
            for (OptionSpec spec : game.options()) {
                String key = "opt." + id + "." + spec.name();
                boolean whole = words.has(key);
                boolean eachValue = spec.allowed().stream().allMatch(v -> words.has(key + "." + v));
                assertThat(whole || eachValue).as("%s, or %s.<value> for each of %s", key, key, spec.allowed()).isTrue();
            }
        }
        assertThat(EN.get("games." + id + ".name").asText()).as("the English name").isEqualTo(game.names().en());
        assertThat(NE.get("games." + id + ".name").asText()).as("the Nepali name").isEqualTo(game.names().ne());
    }

    @ParameterizedTest
    @MethodSource("games")
    void rulesInBothLanguages(String id) {
        String rules = text("/rules/" + id + ".html");
        for (String lang : new String[] {"en", "ne"}) {
            int start = rules.indexOf("<article data-lang=\"" + lang + "\"");
            assertThat(start).as("rules/%s.html has an article in %s", id, lang).isNotNegative();
            int end = rules.indexOf("</article>", start);
            assertThat(rules.substring(start, end).replaceAll("<[^>]*>", "").strip()).as("its %s text", lang).isNotEmpty();
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void boardModuleAndPreviewPicture(String id) {
        assertThat(text("/public/js/games/" + id + ".js")).as("js/games/%s.js", id).contains("export");
        assertThat(text("/public/js/games/" + id + ".art.js")).as("js/games/%s.art.js, its home card", id).contains("export");
        assertThat(resource("/public/og/" + id + ".png")).as("og/%s.png", id).isNotNull();
    }

    private static JsonNode bundle(String lang) {
        try {
            return Json.MAPPER.readTree(text("/public/i18n/" + lang + ".json"));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] resource(String path) {
        try (InputStream in = GameCompletenessTest.class.getResourceAsStream(path)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String text(String path) {
        byte[] bytes = resource(path);
        assertThat(bytes).as(path).isNotNull();
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
