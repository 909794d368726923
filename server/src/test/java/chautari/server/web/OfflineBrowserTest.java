package chautari.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.CDPSession;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.Request;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.Route;
import com.microsoft.playwright.options.LoadState;
import com.microsoft.playwright.options.Sizes;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The service worker in chromium: once the home page has been seen, the home and rules pages open
 * offline; a table offline says, in the page's language, that it needs the network, and opens by
 * itself once the network is back; a page from another deploy never gets this worker's kept scripts.
 * Each test has a fresh browser context, so no worker or cache carries over. The bytes a first and a
 * repeat visit of the home page transfer are measured and printed.
 */
class OfflineBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();
    static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode bundle(String lang) {
        try (InputStream in = OfflineBrowserTest.class.getResourceAsStream("/public/i18n/" + lang + ".json")) {
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The home page, once its service worker has kept the files and controls the page. */
    private static Page homeWithWorker(BrowserContext context) {
        Page page = context.newPage();
        page.navigate("/");
        page.locator("#games .card").first().waitFor();
        page.waitForFunction("() => navigator.serviceWorker.controller !== null");
        return page;
    }

    /**
     * Until the page's home.js has run to its end. The server writes the cards, so they say nothing of the
     * script, and the load event does not wait for a module that awaits (home.js awaits its bundles): the
     * list's data-ready is set in the same task as the script's last line.
     */
    private static void homeScriptRan(Page page) {
        page.waitForFunction("() => document.getElementById('games').dataset.ready === 'true'");
    }

    private String friendsTable() throws Exception {
        return createTable("{\"game\":\"kimasai\",\"mode\":\"friends\",\"name\":\"Asha\"}");
    }

    /** A Pasa table against the computer, which a page opens to watch: its board needs the game's script and style sheet. */
    private String computerTable() throws Exception {
        return createTable("{\"game\":\"pasa\",\"mode\":\"computer\",\"name\":\"Asha\"}");
    }

    private String createTable(String body) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + tables.server.port() + "/api/tables"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(201);
        return JSON.readTree(r.body()).get("id").asText();
    }

    @Test
    @DisplayName("offline, the home and rules pages come from the service worker, in English and in Nepali")
    void homeAndRulesOffline() {
        try (BrowserContext context = tables.newContextWithWorker()) {
            Page page = homeWithWorker(context);
            int cards = page.locator("#games .card").count();
            context.setOffline(true);
            Response home = page.reload();
            assertThat(home.fromServiceWorker()).as("the home page from the worker").isTrue();
            page.locator("#games .card").first().waitFor();
            assertThat(page.locator("h1").textContent()).isEqualTo(bundle("en").get("home.heading").asText());
            assertThat(page.locator("#games .card").count()).isEqualTo(cards);

            Response rules = page.navigate("/rules/pasa");
            assertThat(rules.fromServiceWorker()).as("a rules page never opened before, from the worker").isTrue();
            page.waitForFunction("() => document.getElementById('title').textContent !== ''");
            assertThat(page.locator("#title").textContent()).isEqualTo(bundle("en").get("games.pasa.name").asText());
            assertThat(page.locator("article[lang=en]").textContent()).contains("charkoni");

            page.navigate("/rules/baghchal?lang=ne");
            page.waitForFunction("() => document.documentElement.lang === 'ne' && document.getElementById('title').textContent !== ''");
            assertThat(page.locator("#title").textContent()).isEqualTo(bundle("ne").get("games.baghchal.name").asText());
            assertThat(tables.pageErrors).isEmpty();
        }
    }

    @Test
    @DisplayName("offline, a table says in both languages that it needs the network, and opens once the network is back")
    void tableSaysTheNetworkIsGone() throws Exception {
        String id = friendsTable();
        try (BrowserContext context = tables.newContextWithWorker()) {
            Page page = homeWithWorker(context);
            context.setOffline(true);
            for (String lang : new String[] {"ne", "en"}) {
                page.navigate("/table/" + id + "?lang=" + lang);
                page.locator("#loading[data-why=offline]").waitFor();
                assertThat(page.locator("#loading span").textContent()).as(lang)
                        .isEqualTo(bundle(lang).get("table.offline").asText());
                assertThat(page.locator("#table").isHidden()).isTrue();
            }
            context.setOffline(false);
            page.locator("#join-form:not([hidden])").waitFor();
            assertThat(page.locator("#loading").isHidden()).as("the table opened once online").isTrue();
        }
    }

    @Test
    @DisplayName("the worker answers kept scripts from its cache only to pages of its own deploy, and keeps no page of another")
    void noScriptOfAnotherDeploy() {
        try (BrowserContext context = tables.newContextWithWorker()) {
            Page page = homeWithWorker(context);
            String version = version(page);
            // The network's home.js, at any version's address, from now on differs from the kept one; the worker's own fetches are routed too.
            context.route(url -> URI.create(url).getPath().endsWith("/js/home.js"), route -> {
                var real = route.fetch();
                route.fulfill(new Route.FulfillOptions().setResponse(real).setBody(real.text() + "\nwindow.__network = true;\n"));
            });
            page.reload();
            homeScriptRan(page);
            assertThat(page.evaluate("() => window.__network === true")).as("same deploy: the kept home.js").isEqualTo(false);

            // The home page as another deploy writes it: that deploy's header, and its files at that deploy's addresses.
            String other = "0123456789abcdef";
            context.route(url -> URI.create(url).getPath().equals("/"), route -> {
                var real = route.fetch();
                Map<String, String> headers = new HashMap<>(real.headers());
                headers.put("x-chautari-version", other);
                route.fulfill(new Route.FulfillOptions().setResponse(real).setHeaders(headers)
                        .setBody(real.text().replace("/v/" + version + "/", "/v/" + other + "/")));
            });
            page.reload();
            homeScriptRan(page);
            assertThat(version(page)).isEqualTo(other);
            assertThat(page.evaluate("() => window.__network === true")).as("another deploy: the network's home.js").isEqualTo(true);
            assertThat(page.locator(".quick-play").first().textContent()).as("one copy of each module, its words loaded")
                    .isEqualTo(bundle("en").get("home.quickPlay").asText());

            context.unrouteAll();
            context.setOffline(true);
            page.reload();
            homeScriptRan(page);
            assertThat(version(page)).as("offline, the kept home page is this deploy's, not the other's").isEqualTo(version);
        }
    }

    /** The version in the address of the page's script: {@code /v/<version>/js/...}. */
    private static String version(Page page) {
        return (String) page.evaluate("() => new URL(document.querySelector('script[type=module]').src).pathname.split('/')[2]");
    }

    @Test
    @DisplayName("every static file a page or its worker asks for is at the page's deploy's address, which keeps a year")
    void everyFileAtItsVersion() throws Exception {
        String id = computerTable();
        try (BrowserContext context = tables.newContextWithWorker()) {
            List<String> asked = java.util.Collections.synchronizedList(new ArrayList<>());
            context.onRequest(r -> asked.add(URI.create(r.url()).getPath()));
            Page page = homeWithWorker(context);
            String prefix = "/v/" + version(page) + "/";
            page.navigate("/rules/pasa");
            page.waitForFunction("() => document.getElementById('title').textContent !== ''");
            page.navigate("/new?game=pasa");
            page.locator("#create").waitFor();
            page.navigate("/table/" + id + "?lang=ne");
            page.waitForFunction("() => !document.getElementById('table').hidden && document.querySelector('#board svg') !== null");
            page.waitForLoadState(LoadState.NETWORKIDLE);
            List<String> files = asked.stream()
                    .filter(p -> p.matches("/(v/[^/]+/)?(js|css|i18n|fonts|icons|og|api/games).*|.*\\.(js|css|json|woff2|png|svg)"))
                    .filter(p -> !p.equals("/sw.js") && !p.startsWith("/api/")).distinct().toList();
            assertThat(files).contains(prefix + "js/home.js", prefix + "js/games/pasa.js", prefix + "css/pasa.css",
                    prefix + "i18n/ne.json", prefix + "api/games", prefix + "fonts/noto-sans-devanagari-devanagari-700-normal.woff2");
            assertThat(files).allMatch(p -> p.startsWith(prefix));
            assertThat(tables.pageErrors).isEmpty();
        }
    }

    /**
     * Whether the service worker itself made this request: such a request has no frame, which Playwright's
     * Java client reports by failing (an error or, in 1.62, a NullPointerException from its own parsing).
     */
    private static boolean byWorker(Request request) {
        try {
            return request.frame() == null;
        } catch (PlaywrightException | NullPointerException e) {
            return true;
        }
    }

    @Test
    @DisplayName("the home page's first visit transfers under 125 KB, a repeat visit under 10 KB, the worker's own fetches counted")
    void transferredBytes() {
        try (BrowserContext context = tables.newContextWithWorker()) {
            Page page = context.newPage();
            CDPSession cdp = context.newCDPSession(page);
            AtomicLong pageBytes = new AtomicLong();
            AtomicLong workerBytes = new AtomicLong();
            AtomicLong workerRequests = new AtomicLong();
            cdp.send("Network.enable");
            // The page's own network: bytes on the wire, headers included; nothing for what its worker answered.
            cdp.on("Network.loadingFinished", e -> pageBytes.addAndGet(e.get("encodedDataLength").getAsLong()));
            // The worker's network (CDP on the page does not see it): the bytes Playwright measured, headers included.
            // Not the worker's script: the browser fetches it for the registration, and when Playwright reports that
            // fetch without its frame, sizes() waits for ever.
            context.onRequestFinished(r -> {
                if (byWorker(r) && !URI.create(r.url()).getPath().equals("/sw.js")) {
                    Sizes sizes = r.sizes();
                    workerBytes.addAndGet(Math.max(0, sizes.responseBodySize) + Math.max(0, sizes.responseHeadersSize));
                    workerRequests.incrementAndGet();
                }
            });
            page.navigate("/");
            page.locator("#games .card").first().waitFor();
            page.waitForFunction("() => navigator.serviceWorker.controller !== null");
            page.waitForLoadState(LoadState.NETWORKIDLE);
            long first = pageBytes.getAndSet(0);
            long filling = workerBytes.getAndSet(0);
            long fillingRequests = workerRequests.getAndSet(0);
            page.navigate("/");
            homeScriptRan(page);
            page.waitForLoadState(LoadState.NETWORKIDLE);
            long repeat = pageBytes.get() + workerBytes.get();
            System.out.printf("home page transferred: first visit %d bytes (then the worker keeps the other pages and files:"
                    + " %d bytes in %d requests), repeat visit %d bytes (the worker's %d requests included)%n",
                    first, filling, fillingRequests, repeat, workerRequests.get());
            assertThat(fillingRequests).as("the worker's requests are seen").isPositive();
            // 50 KB of it is the Devanagari font: the English home shows every game's Nepali name and the language switch.
            // Each game adds its card and its drawing's module, about 2 KB, and its board's words to the bundle: 114 KB with
            // twelve games, 121 KB with fourteen (Byapar's 188 keys of cards and log lines are 2.6 KB of it, gzipped).
            assertThat(first).isLessThan(125 * 1024);
            assertThat(repeat).isLessThan(10 * 1024);
        }
    }
}
