package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.server.pages.Catalog;
import chautari.server.pages.GameCard;
import chautari.server.pages.Words;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.DataInputStream;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every page read by a plain HTTP client, no script run: its words are in the HTML the server sends, in the reader's language. */
class ServerPagesTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("pages.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static HttpResponse<String> page(String path, String... headers) throws Exception {
        HttpResponse<String> r = server.send("GET", path, null, null, headers);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).as(path).startsWith("text/html");
        return r;
    }

    /** The text of the first element matching the pattern's one group, tags inside it dropped. */
    private static String first(String html, String regex) {
        Matcher m = Pattern.compile(regex, Pattern.DOTALL).matcher(html);
        assertThat(m.find()).as("no match for " + regex).isTrue();
        return m.group(1).replaceAll("<[^>]+>", "").trim();
    }

    private static String meta(String html, String property) {
        return first(html, "<meta (?:property|name)=\"" + Pattern.quote(property) + "\" content=\"([^\"]*)\"");
    }

    private static String unescape(String text) {
        return text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#34;", "\"").replace("&#39;", "'")
                .replace("&amp;", "&");
    }

    @ParameterizedTest(name = "in {0}")
    @ValueSource(strings = {"en", "ne"})
    @DisplayName("the home page holds its heading, its introduction and every game's name and description")
    void home(String lang) throws Exception {
        Words w = Words.of(lang);
        String html = page("/?lang=" + lang).body();
        assertThat(html).contains("<html lang=\"" + lang + "\"");
        assertThat(unescape(first(html, "<h1[^>]*>(.*?)</h1>"))).isEqualTo(w.t("home.heading"));
        assertThat(unescape(html)).contains(w.t("home.intro"));
        for (GameCard g : Catalog.games()) {
            assertThat(unescape(html)).as(g.id()).contains(w.t("games." + g.id() + ".name"))
                    .contains(w.t("games." + g.id() + ".blurb"));
        }
        assertThat(html).contains("hreflang=\"en\"").contains("hreflang=\"ne\"").contains("href=\"/credits\"");
        assertThat(meta(html, "og:image")).endsWith("/og/site.png");
    }

    @Test
    @DisplayName("the language comes from ?lang=, then the remembered choice, then Accept-Language")
    void languageChoice() throws Exception {
        assertThat(page("/", "Accept-Language", "ne-NP,ne;q=0.9,en;q=0.8").body()).contains("<html lang=\"ne\"");
        assertThat(page("/", "Accept-Language", "en-GB,en;q=0.9,ne;q=0.3").body()).contains("<html lang=\"en\"");
        assertThat(page("/", "Accept-Language", "fr").body()).contains("<html lang=\"en\"");
        assertThat(page("/", "Accept-Language", "en", "Cookie", "chautari.lang=ne").body()).contains("<html lang=\"ne\"");
        assertThat(page("/?lang=en", "Accept-Language", "ne", "Cookie", "chautari.lang=ne").body())
                .contains("<html lang=\"en\"");
        HttpResponse<String> r = page("/new?game=pasa&lang=ne");
        assertThat(r.headers().firstValue("Content-Language")).hasValue("ne");
        assertThat(r.headers().firstValue("Vary").orElse("")).contains("Accept-Language").contains("Cookie");
    }

    @ParameterizedTest(name = "in {0}")
    @ValueSource(strings = {"en", "ne"})
    @DisplayName("every rules page holds the game's name and its rules text, the reader's language shown")
    void rules(String lang) throws Exception {
        Words w = Words.of(lang);
        for (GameCard g : Catalog.games()) {
            String html = page("/rules/" + g.id() + "?lang=" + lang).body();
            String name = w.t("games." + g.id() + ".name");
            assertThat(html).as(g.id()).contains("<html lang=\"" + lang + "\"");
            assertThat(unescape(first(html, "<span id=\"title\">(.*?)</span>"))).isEqualTo(name);
            assertThat(unescape(first(html, "<title>(.*?)</title>"))).startsWith(name);
            String article = first(html, "<article data-lang=\"" + lang + "\"[^>]*>(.*?)</article>");
            assertThat(article.length()).as(g.id() + " rules text").isGreaterThan(2000);
            assertThat(html).contains("<h2 id=");
            assertThat(unescape(meta(html, "og:description"))).contains(name);
            assertThat(meta(html, "og:image")).endsWith("/og/" + g.id() + ".png");
        }
    }

    @ParameterizedTest(name = "in {0}")
    @ValueSource(strings = {"en", "ne"})
    @DisplayName("the new-table, verify, credits and not-found pages hold their headings")
    void otherPages(String lang) throws Exception {
        Words w = Words.of(lang);
        assertThat(unescape(first(page("/new?game=kauda&lang=" + lang).body(), "<h1[^>]*>(.*?)</h1>")))
                .contains(w.t("new.title")).contains(w.t("games.kauda.name"));
        assertThat(unescape(first(page("/verify?lang=" + lang).body(), "<h1[^>]*>(.*?)</h1>"))).isEqualTo(w.t("verify.title"));
        assertThat(unescape(first(page("/credits?lang=" + lang).body(), "<h1[^>]*>(.*?)</h1>"))).isEqualTo(w.t("credits.title"));
        HttpResponse<String> missing = page("/no/such/page?lang=" + lang, "Accept", "text/html");
        assertThat(missing.statusCode()).isEqualTo(404);
        assertThat(unescape(first(missing.body(), "<h1[^>]*>(.*?)</h1>"))).isEqualTo(w.t("error.notFound"));
        assertThat(missing.body()).contains("<meta name=\"robots\" content=\"noindex\">");
    }

    @Test
    @DisplayName("a table's link previews who invites to which game and the open seats, then 'watch' once full, then the result")
    void tablePreview() throws Exception {
        JsonNode created = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha <b>\"&"));
        String id = created.get("id").asText();
        String html = page("/table/" + id).body();
        assertThat(unescape(meta(html, "og:title"))).isEqualTo("Asha <b>\"& invites you to play Bao la Kimasai: 1 seat open");
        assertThat(html).doesNotContain("<b>").contains("Asha &lt;b");
        assertThat(meta(html, "og:image")).endsWith("/og/kimasai.png");
        assertThat(html).contains("<meta name=\"robots\" content=\"noindex\">");
        assertThat(unescape(meta(page("/table/" + id + "?lang=ne").body(), "og:title")))
                .isEqualTo(Words.NE.t("preview.open", "host", "Asha <b>\"&", "game", Words.NE.t("games.kimasai.name"), "n", 1));
        String token2 = server.join(id, "Bikram").get("token").asText();
        assertThat(unescape(meta(page("/table/" + id).body(), "og:title"))).isEqualTo("Asha <b>\"& is playing Bao la Kimasai: come and watch");
        try (WsClient two = server.connect(id, token2, "seat 2")) {
            two.hello(0);
            two.next("state");
            two.send(Map.of("type", "resign"));
            two.next("event");
        }
        assertThat(unescape(meta(page("/table/" + id).body(), "og:title"))).isEqualTo("Bao la Kimasai at Asha <b>\"&'s table: Asha <b>\"& won");
        HttpResponse<String> gone = page("/table/nosuchtable");
        assertThat(gone.statusCode()).isEqualTo(404);
        assertThat(unescape(meta(gone.body(), "og:title"))).isEqualTo(Words.EN.t("error.tableGone"));
    }

    @Test
    @DisplayName("a computer table's link says it is a game against the computer, never 'take your seat'; a finished one says it is over and who won")
    void computerTablePreview() throws Exception {
        JsonNode created = server.create(Map.of("game", "kimasai", "mode", "computer", "name", "Asha"));
        String id = created.get("id").asText();
        String html = page("/table/" + id).body();
        assertThat(unescape(meta(html, "og:title"))).isEqualTo("Asha is playing Bao la Kimasai against the computer");
        assertThat(unescape(meta(html, "og:description"))).isEqualTo(Words.EN.t("preview.description.computer"))
                .doesNotContain("take your seat");
        assertThat(unescape(meta(page("/table/" + id + "?lang=ne").body(), "og:description")))
                .isEqualTo(Words.NE.t("preview.description.computer"));
        try (WsClient one = server.connect(id, created.get("token").asText(), "seat 1")) {
            one.hello(0);
            one.next("state");
            one.send(Map.of("type", "resign"));
            one.next("event");
        }
        String over = page("/table/" + id).body();
        assertThat(unescape(meta(over, "og:title"))).isEqualTo("Bao la Kimasai at Asha's table: the computer won");
        assertThat(unescape(meta(over, "og:description"))).isEqualTo(Words.EN.t("preview.description.over"))
                .doesNotContain("take your seat");
    }

    @Test
    @DisplayName("/credits names every file under the fonts (and sounds, if any) with its author, licence and link")
    void credits() throws Exception {
        String html = unescape(page("/credits").body());
        Path statics = Path.of("src", "main", "resources", "public");
        for (String folder : new String[] {"fonts", "sounds"}) {
            if (!Files.isDirectory(statics.resolve(folder))) {
                continue;
            }
            try (Stream<Path> files = Files.list(statics.resolve(folder))) {
                for (Path f : files.toList()) {
                    assertThat(html).as(f.toString()).contains(folder + "/" + f.getFileName());
                }
            }
        }
        assertThat(html).contains("SIL Open Font License").contains("https://javalin.io").contains("Apache License 2.0");
        assertThat(Pattern.compile("<li><a href=\"https://").matcher(html).results().count()).isGreaterThanOrEqualTo(10);
    }

    @Test
    @DisplayName("every game and the site have a 1200x630 PNG picture for link previews")
    void previewPictures() throws Exception {
        for (String id : Stream.concat(Catalog.games().stream().map(GameCard::id), Stream.of("site")).toList()) {
            try (InputStream in = ServerPagesTest.class.getResourceAsStream("/public/og/" + id + ".png")) {
                assertThat(in).as(id).isNotNull();
                DataInputStream png = new DataInputStream(in);
                png.skipNBytes(16);
                assertThat(List.of(png.readInt(), png.readInt())).as(id).containsExactly(1200, 630);
            }
        }
    }
}
