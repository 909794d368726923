package chautari.server.pages;

import chautari.engine.Games;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The site's pages, written by the server in the reader's language (templates under
 * {@code src/main/jte}, words from the bundles the scripts also read): every heading and text
 * is in the HTML before a script runs, and the scripts then take over for play.
 */
public final class Pages {
    private static final TemplateEngine TEMPLATES = TemplateEngine.createPrecompiled(ContentType.Html);
    private static final Map<String, Optional<String>> RULES = new ConcurrentHashMap<>();

    private final Supplier<String> base;
    private final String assets;

    /**
     * {@code base}: the site's public address, for the absolute links of previews and languages;
     * {@code assets}: where this deploy's static files answer, such as {@code /v/<version>}.
     */
    public Pages(Supplier<String> base, String assets) {
        this.base = base;
        this.assets = assets;
    }

    public void home(Context ctx) {
        Words w = Language.of(ctx);
        Page page = page(w, "home.title", w.t("home.heading"), w.t("site.description"),
                "/", "/og/site.png", "/js/home.js");
        render(ctx, "home.jte", Map.of("page", page, "games", Catalog.games()));
    }

    public void credits(Context ctx) {
        Words w = Language.of(ctx);
        Page page = page(w, "credits.title", w.t("credits.title"), w.t("credits.intro"), "/credits", "/og/site.png",
                "/js/page.js");
        render(ctx, "credits.jte", Map.of("page", page, "credits", Credits.ALL));
    }

    /** A game's rules: the two articles of its rules file around the page's own frame; false if there is no such game. */
    public boolean rules(Context ctx, String game) {
        Optional<GameCard> card = Catalog.game(game);
        Optional<String> articles = card.isEmpty() ? Optional.empty() : RULES.computeIfAbsent(game, Pages::articles);
        if (articles.isEmpty()) {
            return false;
        }
        Words w = Language.of(ctx);
        String name = w.t("games." + game + ".name");
        Page page = new Page(w, base.get(), assets, "games." + game + ".name", name,
                w.t("rules.description", "game", name), "/rules/" + game, "/og/" + game + ".png", false, "/js/rules.js",
                List.of("/css/board.css"), null, game);
        render(ctx, "rules.jte", Map.of("page", page, "game", card.get(), "articles", articles.get()));
        return true;
    }

    public void newTable(Context ctx) {
        Words w = Language.of(ctx);
        String game = ctx.queryParam("game");
        Optional<GameCard> card = game == null ? Optional.empty() : Catalog.game(game);
        String location = card.map(g -> "/new?game=" + g.id()).orElse("/new");
        String title = card.map(g -> w.t("new.title") + ": " + w.t("games." + g.id() + ".name")).orElse(w.t("new.title"));
        Page page = page(w, "new.title", title, w.t("new.description"), location,
                card.map(g -> "/og/" + g.id() + ".png").orElse("/og/site.png"), "/js/new.js");
        render(ctx, "new.jte", Map.of("page", page));
    }

    /** The table page; {@code view} is the table's public view, or null when there is no such table (a 404). */
    public void table(Context ctx, String id, Map<String, Object> view) {
        Words w = Language.of(ctx);
        TablePreview preview = view == null ? null : TablePreview.of(view);
        String title = preview == null ? w.t("error.tableGone") : preview.title(w);
        String description = preview == null ? w.t("error.tableGoneText") : preview.description(w);
        String image = preview == null ? "/og/site.png" : "/og/" + preview.game() + ".png";
        Page page = new Page(w, base.get(), assets, "table.title", title, description, "/table/" + id, image, true,
                "/js/table.js", TABLE_STYLES, "table-page", preview == null ? null : preview.game());
        ctx.status(view == null ? 404 : 200);
        render(ctx, "table.jte", Map.of("page", page));
    }

    /** The table page with no table in it, which the service worker keeps to open for any table when offline. */
    public void tableShell(Context ctx) {
        Words w = Language.of(ctx);
        Page page = new Page(w, base.get(), assets, "table.title", w.t("table.title"), w.t("preview.description"),
                "/table.html", "/og/site.png", true, "/js/table.js", TABLE_STYLES, "table-page", null);
        render(ctx, "table.jte", Map.of("page", page));
    }

    public void verify(Context ctx) {
        Words w = Language.of(ctx);
        render(ctx, "verify.jte", Map.of("page", page(w, "verify.title", w.t("verify.title"), w.t("verify.intro"),
                "/verify", "/og/site.png", "/js/verify.js")));
    }

    /** The boards drawn in every state, for the browser tests and for eyes; not linked from the site. */
    public void demo(Context ctx) {
        Words w = Language.of(ctx);
        Page page = new Page(w, base.get(), assets, "demo.title", w.t("demo.title"), w.t("demo.intro"),
                "/demo.html", "/og/site.png", true, "/js/demo.js", TABLE_STYLES, null, null);
        render(ctx, "demo.jte", Map.of("page", page));
    }

    /** The table in plain words, in English, for programs: {@code /t/{id}}. */
    public void summary(Context ctx, String id, String game, String status, List<Map<String, Object>> seats,
            String commitment) {
        StringOutput out = new StringOutput();
        Map<String, Object> params = new java.util.HashMap<>();
        params.put("id", id);
        params.put("game", game);
        params.put("status", status);
        params.put("seats", seats);
        params.put("commitment", commitment);
        TEMPLATES.render("summary.jte", params, out);
        ctx.contentType("text/html; charset=utf-8").result(out.toString());
    }

    /** The page a browser gets for an address with nothing at it. */
    public void notFound(Context ctx) {
        Words w = Language.of(ctx);
        Page page = new Page(w, base.get(), assets, "error.notFound", w.t("error.notFound"), w.t("error.notFoundText"),
                "/", "/og/site.png", true, "/js/page.js", List.of(), null, null);
        ctx.status(404);
        render(ctx, "error.jte", Map.of("page", page, "heading", w.t("error.notFound"), "text", w.t("error.notFoundText")));
    }

    /** The boards' common stylesheet and each game's own, where it has one. */
    private static final List<String> TABLE_STYLES = Stream.concat(Stream.of("/css/board.css"),
            Games.all().stream().map(g -> "/css/" + g.id() + ".css").filter(css -> Pages.class.getResource("/public" + css) != null))
            .toList();

    private Page page(Words w, String titleKey, String title, String description, String location, String image,
            String script) {
        return new Page(w, base.get(), assets, titleKey, title, description, location, image, false, script, List.of(),
                null, null);
    }

    private static void render(Context ctx, String template, Map<String, Object> params) {
        StringOutput out = new StringOutput();
        TEMPLATES.render(template, params, out);
        Words w = ((Page) params.get("page")).words();
        ctx.header("Content-Language", w.lang());
        ctx.header("Vary", "Accept-Language, Cookie");
        ctx.contentType("text/html; charset=utf-8").result(out.toString());
    }

    /** The rules file's two articles, English then Nepali: the page shows the one of its language. */
    private static Optional<String> articles(String game) {
        try (InputStream in = Pages.class.getResourceAsStream("/rules/" + game + ".html")) {
            if (in == null) {
                return Optional.empty();
            }
            String html = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int start = html.indexOf("<article ");
            int end = html.lastIndexOf("</article>");
            if (start < 0 || end < start) {
                throw new IllegalStateException("rules of " + game + " have no articles");
            }
            return Optional.of(html.substring(start, end + "</article>".length()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
