package chautari.server;

import chautari.engine.Game;
import chautari.engine.Games;
import chautari.server.pages.Language;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.Request;

/**
 * How the web client reaches a phone: the static files with their caching headers, the web app manifest,
 * the service worker that opens the home and rules pages offline, and the files for crawlers.
 * Static files carry ETags (a new jar gives new ones) and keep {@value #FILE_SECONDS} seconds, then
 * revalidate with a 304; pages and the worker always revalidate; API answers are never stored. Text is
 * gzipped by Javalin. Every page and file says which deploy sent it ({@value #VERSION_HEADER}), which
 * the service worker compares with its own before it answers from its cache.
 */
final class Delivery implements HttpConfiguration.Customizer {
    static final String VERSION_HEADER = "X-Chautari-Version";
    static final int FILE_SECONDS = 300;
    static final String FILE_CACHE = "public, max-age=" + FILE_SECONDS;
    static final String PAGE_CACHE = "no-cache";
    static final String API_CACHE = "no-store";
    /** The table page with no table in its address, which the worker shows for any table offline. */
    static final String TABLE_SHELL = "/table.html";

    private final StaticFiles files = StaticFiles.load();
    private final Origins origins;
    private final String worker;

    Delivery(Origins origins) {
        this.origins = origins;
        this.worker = ServiceWorkerScript.render(files, offlinePages());
    }

    /** The pages the service worker keeps: home and every game's rules. */
    static List<String> offlinePages() {
        List<String> pages = new ArrayList<>(List.of("/"));
        Games.all().stream().map(Game::name).map(name -> "/rules/" + name).forEach(pages::add);
        return pages;
    }

    /** The public pages a search engine may list. */
    static List<String> publicPages() {
        List<String> pages = new ArrayList<>(List.of("/", "/new"));
        Games.all().stream().map(Game::name).map(name -> "/rules/" + name).forEach(pages::add);
        return pages;
    }

    String version() {
        return files.version();
    }

    void configure(JavalinConfig c) {
        c.http.generateEtags = true;
        c.jetty.modifyHttpConfiguration(http -> http.addCustomizer(this));
        c.staticFiles.add(s -> {
            s.directory = "/public";
            s.location = Location.CLASSPATH;
            s.headers = Map.of("Cache-Control", FILE_CACHE);
            s.skipFileFunction = request -> isPage(request.getRequestURI());
        });
        c.staticFiles.add(s -> {
            s.directory = "/public";
            s.location = Location.CLASSPATH;
            s.headers = Map.of("Cache-Control", PAGE_CACHE);
            s.skipFileFunction = request -> !isPage(request.getRequestURI());
        });
        c.routes.get("/sw.js", ctx -> ctx.contentType("text/javascript; charset=utf-8").result(worker));
        c.routes.get("/manifest.webmanifest", this::manifest);
        c.routes.get("/robots.txt", ctx -> ctx.contentType("text/plain; charset=utf-8").result(Crawlers.robots(origins.base())));
        c.routes.get("/sitemap.xml", ctx -> ctx.contentType("application/xml; charset=utf-8")
                .result(Crawlers.sitemap(origins.base(), publicPages())));
    }

    private void manifest(Context ctx) {
        ctx.header("Vary", "Accept-Language, Cookie");
        ctx.contentType("application/manifest+json; charset=utf-8").result(WebManifest.render(Language.of(ctx)));
    }

    private static boolean isPage(String path) {
        return path.endsWith("/") || path.endsWith(".html");
    }

    /** Before any handler: the deploy, the default caching (files set their own) and noindex on tables. */
    @Override
    public Request customize(Request request, HttpFields.Mutable headers) {
        String path = Request.getPathInContext(request);
        headers.put(VERSION_HEADER, files.version());
        headers.put("Cache-Control", path.startsWith("/api/") ? API_CACHE : PAGE_CACHE);
        if (path.startsWith("/table/") || path.startsWith("/t/") || path.equals("/table.html")) {
            headers.put("X-Robots-Tag", "noindex");
        }
        return request;
    }
}
