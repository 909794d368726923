package chautari.server.web;

import chautari.engine.Game;
import chautari.engine.Games;
import chautari.server.pages.GameCatalog;
import chautari.server.pages.Language;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import io.javalin.http.staticfiles.Location;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.MimeTypes;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.Request;

/**
 * How the web client reaches a phone: the static files with their caching headers, the web app manifest,
 * the service worker that opens the home and rules pages offline, and the files for crawlers.
 * <p>
 * Every static file answers twice. Under {@code /v/<version>/} (the version is a hash of the whole static
 * tree, {@link StaticFiles}) it keeps for a year and never revalidates ({@value #VERSIONED_CACHE}): the
 * pages the server writes load their scripts, style sheets, fonts and icons there, and the scripts and
 * style sheets reach one another by relative addresses, so a page stays in its own version and a deploy
 * that changes any file changes every address. A version that is not this deploy's (a page written
 * before a deploy, or by another node in the middle of one) gets this deploy's file at the address it
 * asked for, revalidated at every use ({@value #PAGE_CACHE}, never immutable): not a redirect, which would
 * give a module another address than the modules it imports and so a second copy of them. At the plain
 * addresses ({@code /js/site.js}: old pages, bookmarks, the manifest's icons, link previews' pictures)
 * the files carry ETags and keep {@value #FILE_SECONDS} seconds, then revalidate with a 304. Pages and the
 * worker always revalidate; API answers are never stored. Text is gzipped by Javalin. Every page and file
 * says which deploy sent it ({@value #VERSION_HEADER}), which the service worker compares with its own
 * before it keeps a page.
 */
public final class Delivery implements HttpConfiguration.Customizer {
    public static final String VERSION_HEADER = "X-Chautari-Version";
    static final int FILE_SECONDS = 300;
    public static final String FILE_CACHE = "public, max-age=" + FILE_SECONDS;
    public static final String VERSIONED_CACHE = "public, max-age=31536000, immutable";
    public static final String PAGE_CACHE = "no-cache";
    public static final String API_CACHE = "no-store";
    /** The table page with no table in its address, which the worker shows for any table offline. */
    public static final String TABLE_SHELL = "/table.html";

    private final StaticFiles files = StaticFiles.load();
    private final Origins origins;
    private final String worker;

    public Delivery(Origins origins) {
        this.origins = origins;
        this.worker = ServiceWorkerScript.render(files, offlinePages());
    }

    /** The pages the service worker keeps: home and every game's rules. */
    static List<String> offlinePages() {
        List<String> pages = new ArrayList<>(List.of("/"));
        Games.all().stream().map(Game::id).map(name -> "/rules/" + name).forEach(pages::add);
        return pages;
    }

    /** The public pages a search engine may list. */
    public static List<String> publicPages() {
        List<String> pages = new ArrayList<>(List.of("/", "/new"));
        Games.all().stream().map(Game::id).map(name -> "/rules/" + name).forEach(pages::add);
        return pages;
    }

    String version() {
        return files.version();
    }

    /** {@code /v/<version>}, before the path of a file such as {@code /js/site.js}, for the pages to load it. */
    public String assets() {
        return files.prefix();
    }

    public void configure(JavalinConfig c) {
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
        c.routes.get(StaticFiles.VERSIONED + "{version}/<path>", this::versioned);
        c.routes.get("/sw.js", ctx -> ctx.contentType("text/javascript; charset=utf-8").result(worker));
        c.routes.get("/manifest.webmanifest", this::manifest);
        c.routes.get("/robots.txt", ctx -> ctx.contentType("text/plain; charset=utf-8").result(Crawlers.robots(origins.base())));
        c.routes.get("/sitemap.xml", ctx -> ctx.contentType("application/xml; charset=utf-8")
                .result(Crawlers.sitemap(origins.base(), publicPages())));
    }

    /** A file under {@code /v/<version>/}: for a year if the version is this deploy's, else revalidated. */
    private void versioned(Context ctx) {
        String path = "/" + ctx.pathParam("path");
        byte[] bytes = files.bytes(path).orElseThrow(NotFoundResponse::new);
        boolean current = ctx.pathParam("version").equals(files.version());
        ctx.header("Cache-Control", current ? VERSIONED_CACHE : PAGE_CACHE);
        ctx.contentType(contentType(path)).result(bytes);
    }

    /** As Jetty names it for the same file at its plain address (the catalogue: as the API answers it). */
    private static String contentType(String path) {
        if (path.equals(GameCatalog.PATH)) {
            return "application/json";
        }
        String mime = MimeTypes.DEFAULTS.getMimeByExtension(path);
        if (mime == null) {
            return "application/octet-stream";
        }
        Charset charset = MimeTypes.DEFAULTS.getInferredCharset(mime);
        return charset == null ? mime : mime + ";charset=" + charset.name().toLowerCase(Locale.ROOT);
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
