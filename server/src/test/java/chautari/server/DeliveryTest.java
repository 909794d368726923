package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.Games;
import chautari.server.table.Json;
import chautari.server.web.Delivery;
import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What a phone and a crawler get, over plain HTTP: the web app manifest and its icons, the service worker,
 * robots.txt and the sitemap at the public URL, caching headers with 304 on revalidation, the versioned
 * addresses that keep a year, gzip on text, and noindex on tables.
 */
class DeliveryTest {
    static final String PUBLIC = "https://chautari.example";
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("delivery.db"), new MutableClock(),
                c -> c.withRate(1_000_000, 1).withPublicUrl(PUBLIC));
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    private static HttpResponse<byte[]> get(String path, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(server.base() + path)).timeout(TestServer.ANSWER_WITHIN).GET();
        if (headers.length > 0) {
            b.headers(headers);
        }
        return server.http.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private static String text(HttpResponse<byte[]> r) {
        return new String(r.body(), StandardCharsets.UTF_8);
    }

    private static String header(HttpResponse<?> r, String name) {
        return r.headers().firstValue(name).orElse(null);
    }

    @Test
    @DisplayName("the manifest has every member an install needs, in English and in Nepali, and its icons are PNGs of their sizes")
    void manifestValidates() throws Exception {
        HttpResponse<byte[]> en = get("/manifest.webmanifest");
        assertThat(en.statusCode()).isEqualTo(200);
        assertThat(header(en, "Content-Type")).startsWith("application/manifest+json");
        JsonNode m = Json.MAPPER.readTree(en.body());
        for (String member : List.of("name", "short_name", "start_url", "display", "theme_color", "icons", "id", "lang")) {
            assertThat(m.hasNonNull(member)).as(member).isTrue();
        }
        assertThat(m.get("name").asText()).isEqualTo("Chautari");
        assertThat(m.get("lang").asText()).isEqualTo("en");
        assertThat(m.get("start_url").asText()).isEqualTo("/");
        assertThat(m.get("display").asText()).isEqualTo("standalone");
        assertThat(m.get("theme_color").asText()).isEqualTo("#7d2a12");
        assertThat(m.get("name_localized").get("ne").asText()).isEqualTo("चौतारी");

        List<String> purposes = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        for (JsonNode icon : m.get("icons")) {
            assertThat(icon.get("type").asText()).isEqualTo("image/png");
            String[] wh = icon.get("sizes").asText().split("x");
            HttpResponse<byte[]> png = get(icon.get("src").asText());
            assertThat(png.statusCode()).as(icon.get("src").asText()).isEqualTo(200);
            assertThat(header(png, "Content-Type")).isEqualTo("image/png");
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(png.body()));
            assertThat(image.getWidth() + "x" + image.getHeight()).as(icon.get("src").asText()).isEqualTo(wh[0] + "x" + wh[1]);
            purposes.add(icon.get("purpose").asText());
            sizes.add(image.getWidth());
        }
        assertThat(sizes).contains(192, 512);
        assertThat(purposes).contains("any", "maskable");

        for (HttpResponse<byte[]> ne : List.of(get("/manifest.webmanifest?lang=ne"),
                get("/manifest.webmanifest", "Accept-Language", "ne-NP,ne;q=0.9,en;q=0.5"))) {
            JsonNode n = Json.MAPPER.readTree(ne.body());
            assertThat(n.get("lang").asText()).isEqualTo("ne");
            assertThat(n.get("name").asText()).isEqualTo("चौतारी");
            assertThat(n.get("short_name").asText()).isEqualTo("चौतारी");
            assertThat(n.get("id")).isEqualTo(m.get("id"));
            assertThat(n.get("icons")).isEqualTo(m.get("icons"));
        }
        assertThat(Json.MAPPER.readTree(get("/manifest.webmanifest", "Accept-Language", "de,en;q=0.5").body())
                .get("lang").asText()).isEqualTo("en");
    }

    @Test
    @DisplayName("every page links the manifest")
    void pagesLinkTheManifest() throws Exception {
        List<String> pages = new ArrayList<>(Delivery.publicPages());
        pages.add("/table/nosuchtable");
        for (String path : pages) {
            assertThat(text(get(path))).as(path).contains("rel=\"manifest\"", "/manifest.webmanifest");
        }
    }

    @Test
    @DisplayName("robots.txt keeps crawlers out of the API, sockets and tables, and names the sitemap at the public URL")
    void robots() throws Exception {
        HttpResponse<byte[]> r = get("/robots.txt");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(header(r, "Content-Type")).startsWith("text/plain");
        String robots = text(r);
        String everyone = robots.substring(robots.indexOf("User-agent: *"));
        assertThat(everyone).contains("Allow: /\n", "Disallow: /api/\n", "Disallow: /ws/\n", "Disallow: /table/\n");
        assertThat(robots).contains("Sitemap: " + PUBLIC + "/sitemap.xml");
        assertThat(robots.substring(0, robots.indexOf("User-agent: *"))).contains("User-agent: Twitterbot", "Allow: /table/");
    }

    @Test
    @DisplayName("the sitemap lists home, new table and every game's rules in both languages, each naming the other")
    void sitemap() throws Exception {
        HttpResponse<byte[]> r = get("/sitemap.xml");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(header(r, "Content-Type")).startsWith("application/xml");
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(r.body()));
        NodeList urls = doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url");
        List<String> locs = new ArrayList<>();
        for (int i = 0; i < urls.getLength(); i++) {
            Element url = (Element) urls.item(i);
            locs.add(url.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc").item(0).getTextContent());
            NodeList links = url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link");
            List<String> alternates = new ArrayList<>();
            for (int j = 0; j < links.getLength(); j++) {
                Element link = (Element) links.item(j);
                alternates.add(link.getAttribute("hreflang") + " " + link.getAttribute("href"));
            }
            String plain = locs.getLast().replace("?lang=ne", "").replace("?lang=en", "");
            assertThat(alternates).containsExactly("en " + plain + "?lang=en", "ne " + plain + "?lang=ne", "x-default " + plain);
        }
        List<String> expected = new ArrayList<>();
        List<String> paths = new ArrayList<>(List.of("/", "/new"));
        Games.all().stream().map(Game::id).forEach(g -> paths.add("/rules/" + g));
        for (String p : paths) {
            expected.add(PUBLIC + p + "?lang=en");
            expected.add(PUBLIC + p + "?lang=ne");
        }
        assertThat(locs).containsExactlyElementsOf(expected);
        for (String p : paths) {
            assertThat(get(p).statusCode()).as(p).isEqualTo(200);
        }
    }

    @Test
    @DisplayName("static files at their plain addresses keep a while and revalidate with a 304; pages and the worker always revalidate; API answers are not stored")
    void cacheHeaders() throws Exception {
        for (String path : List.of("/css/site.css", "/js/site.js", "/i18n/ne.json", "/icons/icon-512.png",
                "/fonts/noto-sans-devanagari-devanagari-400-normal.woff2")) {
            HttpResponse<byte[]> first = get(path);
            assertThat(header(first, "Cache-Control")).as(path).isEqualTo(Delivery.FILE_CACHE);
            assertRevalidates(path, first);
        }
        List<String> pages = new ArrayList<>(Delivery.publicPages());
        pages.add("/sw.js");
        for (String path : pages) {
            HttpResponse<byte[]> first = get(path);
            assertThat(header(first, "Cache-Control")).as(path).isEqualTo(Delivery.PAGE_CACHE);
            assertRevalidates(path, first);
        }
        assertThat(header(get("/api/games"), "Cache-Control")).isEqualTo(Delivery.API_CACHE);
    }

    private static String version() throws Exception {
        return header(get("/"), Delivery.VERSION_HEADER);
    }

    /** The addresses of the files a page loads: style sheets, scripts, preloads and icons. */
    private static List<String> loaded(String html) {
        List<String> found = new ArrayList<>();
        Matcher m = Pattern.compile("<(?:link|script)\\b[^>]*\\b(?:href|src)=\"([^\"]+)\"[^>]*>").matcher(html);
        while (m.find()) {
            String tag = m.group();
            if (tag.startsWith("<script") || tag.contains("rel=\"stylesheet\"") || tag.contains("rel=\"preload\"")
                    || tag.contains("rel=\"icon\"")) {
                found.add(m.group(1));
            }
        }
        return found;
    }

    @Test
    @DisplayName("every page the server writes loads its scripts, style sheets, font and icon at this deploy's versioned addresses")
    void pagesLoadVersionedFiles() throws Exception {
        String prefix = "/v/" + version() + "/";
        List<String> pages = new ArrayList<>(Delivery.publicPages());
        pages.addAll(List.of("/credits", "/verify", "/table/nosuchtable", Delivery.TABLE_SHELL, "/nosuchpage", "/rules/pasa?lang=ne"));
        for (String path : pages) {
            List<String> files = loaded(text(get(path, "Accept", "text/html")));
            assertThat(files).as(path).contains(prefix + "css/site.css", prefix + "favicon.svg",
                    prefix + "fonts/noto-sans-devanagari-devanagari-400-normal.woff2");
            assertThat(files).as(path).anyMatch(f -> f.startsWith(prefix + "js/") && f.endsWith(".js"));
            assertThat(files).as(path).allMatch(f -> f.startsWith(prefix));
            for (String file : files) {
                assertThat(get(file).statusCode()).as(path + " loads " + file).isEqualTo(200);
            }
        }
        assertThat(loaded(text(get("/table/nosuchtable")))).contains(prefix + "css/board.css", prefix + "css/pasa.css",
                prefix + "js/table.js");
    }

    @Test
    @DisplayName("under this deploy's version every static file keeps a year, immutable, with the same bytes and type as at its plain address")
    void versionedFilesKeepAYear() throws Exception {
        String prefix = "/v/" + version();
        for (String path : List.of("/css/site.css", "/js/site.js", "/js/games/pasa.js", "/i18n/ne.json", "/api/games",
                "/icons/icon-512.png", "/favicon.svg", "/fonts/noto-sans-devanagari-devanagari-400-normal.woff2")) {
            HttpResponse<byte[]> versioned = get(prefix + path);
            HttpResponse<byte[]> plain = get(path);
            assertThat(versioned.statusCode()).as(path).isEqualTo(200);
            assertThat(header(versioned, "Cache-Control")).as(path).isEqualTo(Delivery.VERSIONED_CACHE)
                    .isEqualTo("public, max-age=31536000, immutable");
            assertThat(versioned.body()).as(path).isEqualTo(plain.body());
            assertThat(header(versioned, "Content-Type")).as(path).isEqualToIgnoringWhitespace(header(plain, "Content-Type"));
            assertThat(header(versioned, Delivery.VERSION_HEADER)).as(path).isEqualTo(version());
        }
        assertThat(get(prefix + "/js/nosuch.js").statusCode()).isEqualTo(404);
        assertThat(header(get(prefix + "/js/nosuch.js"), "Cache-Control")).doesNotContain("immutable");
    }

    @Test
    @DisplayName("a version not this deploy's gets this deploy's file at the address asked for, always revalidated, never immutable")
    void staleVersionRevalidates() throws Exception {
        String stale = "0123456789abcdef";
        assertThat(version()).isNotEqualTo(stale);
        for (String path : List.of("/js/site.js", "/css/site.css", "/i18n/en.json")) {
            HttpResponse<byte[]> r = get("/v/" + stale + path);
            assertThat(r.statusCode()).as(path).isEqualTo(200);
            assertThat(header(r, "Cache-Control")).as(path).isEqualTo(Delivery.PAGE_CACHE);
            assertThat(r.body()).as(path).isEqualTo(get(path).body());
            assertThat(header(r, Delivery.VERSION_HEADER)).as(path + ": the deploy that answered").isEqualTo(version());
            assertRevalidates("/v/" + stale + path, r);
        }
        assertThat(get("/v/" + stale + "/js/nosuch.js").statusCode()).isEqualTo(404);
        assertThat(get("/v/" + stale + "/../../etc/passwd").statusCode()).isIn(400, 404);
    }

    @Test
    @DisplayName("scripts and style sheets reach the other static files by relative addresses, so a page stays in the version it was written with")
    void noAbsoluteStaticAddresses() throws Exception {
        Path root = Path.of(DeliveryTest.class.getResource("/public").toURI());
        Pattern absolute = Pattern.compile("(['\"`(])/(js|css|i18n|fonts|icons|og)/|['\"`(]/credits\\.json|['\"`(]/favicon\\.svg");
        List<Path> sources;
        try (Stream<Path> walk = Files.walk(root)) {
            sources = walk.filter(p -> p.toString().endsWith(".js") || p.toString().endsWith(".css")).toList();
        }
        assertThat(sources).hasSizeGreaterThan(10);
        for (Path source : sources) {
            List<String> lines = Files.readAllLines(source);
            for (int i = 0; i < lines.size(); i++) {
                assertThat(absolute.matcher(lines.get(i)).find()).as(root.relativize(source) + ":" + (i + 1) + " " + lines.get(i).strip())
                        .isFalse();
            }
        }
    }

    private static void assertRevalidates(String path, HttpResponse<byte[]> first) throws Exception {
        assertThat(first.statusCode()).as(path).isEqualTo(200);
        String etag = header(first, "ETag");
        assertThat(etag).as(path + " ETag").isNotBlank();
        HttpResponse<byte[]> again = get(path, "If-None-Match", etag);
        assertThat(again.statusCode()).as(path + " revalidated").isEqualTo(304);
        assertThat(again.body()).as(path + " revalidated").isEmpty();
        assertThat(get(path, "If-None-Match", "\"another\"").statusCode()).as(path + " with a stale ETag").isEqualTo(200);
    }

    @Test
    @DisplayName("text is gzipped when the browser accepts it, and unpacks to the same bytes")
    void gzip() throws Exception {
        String prefix = "/v/" + version();
        for (String path : List.of("/js/table.js", "/css/board.css", "/i18n/en.json", "/rules/pasa", "/sw.js",
                prefix + "/js/table.js", prefix + "/css/board.css", prefix + "/i18n/ne.json")) {
            HttpResponse<byte[]> plain = get(path);
            HttpResponse<byte[]> packed = get(path, "Accept-Encoding", "gzip");
            assertThat(header(plain, "Content-Encoding")).as(path).isNull();
            assertThat(header(packed, "Content-Encoding")).as(path).isEqualTo("gzip");
            assertThat(packed.body().length).as(path).isLessThan(plain.body().length / 2);
            assertThat(gunzip(packed.body())).as(path).isEqualTo(plain.body());
        }
    }

    private static byte[] gunzip(byte[] bytes) throws IOException {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
            return in.readAllBytes();
        }
    }

    @Test
    @DisplayName("the service worker carries this deploy's version, which every page and file names, and keeps no API")
    void serviceWorker() throws Exception {
        HttpResponse<byte[]> sw = get("/sw.js");
        assertThat(sw.statusCode()).isEqualTo(200);
        assertThat(header(sw, "Content-Type")).startsWith("text/javascript");
        String script = text(sw);
        String version = header(get("/"), Delivery.VERSION_HEADER);
        assertThat(version).matches("[0-9a-f]{16}");
        assertThat(script).contains("const VERSION = '" + version + "';").doesNotContain("%VERSION%", "%FILES%", "%PAGES%");
        assertThat(header(get("/css/site.css"), Delivery.VERSION_HEADER)).isEqualTo(version);
        assertThat(header(get("/rules/pasa"), Delivery.VERSION_HEADER)).isEqualTo(version);
        String files = script.substring(script.indexOf("const FILES = ") + 14, script.indexOf(";\n", script.indexOf("const FILES = ")));
        List<String> kept = new ArrayList<>();
        Json.MAPPER.readTree(files).forEach(n -> kept.add(n.asText()));
        String prefix = "/v/" + version;
        assertThat(kept).contains(prefix + "/css/site.css", prefix + "/js/site.js", prefix + "/js/home.js",
                prefix + "/js/rules.js", prefix + "/js/games/pasa.js", prefix + "/i18n/en.json", prefix + "/i18n/ne.json",
                prefix + "/api/games", prefix + "/fonts/noto-sans-devanagari-devanagari-700-normal.woff2",
                prefix + "/icons/maskable-512.png", prefix + "/favicon.svg");
        assertThat(kept).as("only this deploy's addresses, which never change").allMatch(p -> p.startsWith(prefix + "/"));
        assertThat(kept).as("of the API only the game catalogue, a part of the deploy")
                .noneMatch(p -> p.contains("/api/") && !p.endsWith("/api/games") || p.contains("/ws/") || p.endsWith(".html"));
        for (String path : kept) {
            HttpResponse<byte[]> r = get(path);
            assertThat(r.statusCode()).as(path).isEqualTo(200);
            assertThat(header(r, Delivery.VERSION_HEADER)).as(path).isEqualTo(version);
        }
        assertThat(script).contains("\"/rules/pasa\"", "const TABLE_SHELL = '" + Delivery.TABLE_SHELL + "';");
        HttpResponse<byte[]> shell = get(Delivery.TABLE_SHELL);
        assertThat(shell.statusCode()).as("the table page the worker shows offline").isEqualTo(200);
        assertThat(text(shell)).contains(prefix + "/js/table.js", "id=\"loading\"");
    }

    @Test
    @DisplayName("table pages say noindex; public pages do not")
    void tablesNoindex() throws Exception {
        JsonNode created = server.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
        String id = created.get("id").asText();
        for (String path : List.of("/table/" + id, "/t/" + id, "/table/nosuchtable")) {
            assertThat(header(get(path), "X-Robots-Tag")).as(path).isEqualTo("noindex");
        }
        for (String path : Delivery.publicPages()) {
            assertThat(header(get(path), "X-Robots-Tag")).as(path).isNull();
        }
    }
}
