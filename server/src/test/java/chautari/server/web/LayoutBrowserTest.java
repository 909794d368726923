package chautari.server.web;

import static chautari.server.web.DiceTables.SHOTS;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.Games;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.CDPSession;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.LoadState;
import com.microsoft.playwright.options.ReducedMotion;
import com.microsoft.playwright.options.ServiceWorkerPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The pages' layout on a phone, measured in the browser: Devanagari drawn by a font that has it on every page,
 * the board right under the status line, needed sentences never cut, Sholo Guti's pieces as discs, and every
 * game's Play on the home page's first screen. Screenshots go to target/screenshots/layout-*.png.
 */
class LayoutBrowserTest {
    private static final Pattern DEVANAGARI = Pattern.compile("[\\u0900-\\u097F]");

    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    @AfterAll
    static void stop() {
        assertThat(tables.pageErrors).as("script errors").isEmpty();
    }

    private static BrowserContext context(boolean scripts) {
        BrowserContext c = tables.browser.newContext(new Browser.NewContextOptions()
                .setServiceWorkers(ServiceWorkerPolicy.BLOCK).setJavaScriptEnabled(scripts)
                .setBaseURL("http://127.0.0.1:" + tables.server.port())
                .setViewportSize(DiceTables.PHONE_W, DiceTables.PHONE_H).setLocale("ne-NP")
                .setReducedMotion(ReducedMotion.REDUCE));
        c.setDefaultTimeout(20_000);
        return c;
    }

    @Test
    @DisplayName("Every Devanagari text node of the Nepali pages, with and without scripts, is drawn by a font with Devanagari")
    void devanagariHasItsFont() {
        List<String> pages = List.of("/?lang=ne", "/rules/baghchal?lang=ne", "/new?game=ludo&lang=ne",
                "/table.html?preview=kasimala&lang=ne", "/table.html?preview=kimasai&lang=en");
        List<String> missing = new ArrayList<>();
        int checked = 0;
        for (boolean scripts : List.of(true, false)) {
            try (BrowserContext context = context(scripts)) {
                for (String path : pages) {
                    Page page = context.newPage();
                    page.navigate(path);
                    if (scripts && path.contains("preview")) {
                        page.locator("#table:not([hidden]) svg.board").waitFor();
                    }
                    page.waitForLoadState(LoadState.NETWORKIDLE);
                    page.waitForFunction("() => document.fonts.status === 'loaded'");
                    checked += drawnFonts(context.newCDPSession(page), path + (scripts ? "" : " (no scripts)"), missing);
                    page.close();
                }
            }
        }
        System.out.printf("layout: %d Devanagari text nodes checked, %d without a Devanagari font%n", checked, missing.size());
        missing.forEach(m -> System.out.println("layout: no Devanagari font: " + m));
        assertThat(checked).as("Devanagari text nodes drawn").isGreaterThan(100);
        assertThat(missing).as("Devanagari text drawn by a font without it").isEmpty();
    }

    /**
     * The board as drawn (its viewBox on screen, not its element's box), its area, and the bottom of what is over it (Kauda's
     * round line, else the status upright, the area's top on its side), in CSS pixels.
     */
    private static final String BOARD_BOX = "() => { const svg = document.querySelector('#board svg.board'), vb = svg.viewBox.baseVal,"
            + " m = svg.getScreenCTM(), area = document.querySelector('#play .board-area').getBoundingClientRect(),"
            + " line = document.querySelector('#board .kauda-line'),"
            + " over = line ? line.getBoundingClientRect().bottom : innerWidth < innerHeight ? document.getElementById('status').getBoundingClientRect().bottom : area.top;"
            + " return { top: m.f + m.d * vb.y, bottom: m.f + m.d * (vb.y + vb.height), left: m.e + m.a * vb.x, right: m.e + m.a * (vb.x + vb.width),"
            + "   areaTop: area.top, areaBottom: area.bottom, areaLeft: area.left, areaRight: area.right, over }; }";
    static final String[] GAMES = Games.all().stream().map(Game::id).toArray(String[]::new);

    /** A table against the computer, opened from the new-table page. */
    private static Page computerTable(BrowserContext context, String game, int w, int h) {
        Page page = context.newPage();
        page.setViewportSize(w, h);
        page.navigate("/new?game=" + game);
        page.locator("input[name=mode][value=computer]").check();
        page.locator("#name").fill("Asha");
        page.locator("#create").click();
        page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
        DiceTables.awaitSettled(page);
        return page;
    }

    /** The same table in a new page of another size, as a person turning the phone and reloading sees it. */
    private static Page reopen(BrowserContext context, String url, int w, int h) {
        Page page = context.newPage();
        page.setViewportSize(w, h);
        page.navigate(url);
        DiceTables.awaitSettled(page);
        return page;
    }

    @Test
    @DisplayName("Every game's board sits right under the status line (portrait) or at the top of its area (landscape) and fills its width or height")
    void boardSitsUnderTheStatus() {
        List<String> wrong = new ArrayList<>();
        try (BrowserContext context = tables.newContext()) {
            for (String game : GAMES) {
                String table = null;
                for (int[] size : new int[][] {{390, 844}, {844, 390}}) {
                    Page page = table == null ? computerTable(context, game, size[0], size[1]) : reopen(context, table, size[0], size[1]);
                    table = page.url();
                    @SuppressWarnings("unchecked")
                    Map<String, Number> b = (Map<String, Number>) page.evaluate(BOARD_BOX);
                    double top = b.get("top").doubleValue(), bottom = b.get("bottom").doubleValue();
                    double above = top - b.get("over").doubleValue();
                    double below = b.get("areaBottom").doubleValue() - bottom;
                    double width = b.get("right").doubleValue() - b.get("left").doubleValue();
                    double areaWidth = b.get("areaRight").doubleValue() - b.get("areaLeft").doubleValue();
                    double areaHeight = b.get("areaBottom").doubleValue() - b.get("areaTop").doubleValue();
                    System.out.printf("layout: %-9s %dx%d board %.0fx%.0f in area %.0fx%.0f: %.0f px above the board, %.0f px below%n",
                            game, size[0], size[1], width, bottom - top, areaWidth, areaHeight, above, below);
                    Shots.take(page, new Page.ScreenshotOptions().setPath(SHOTS.resolve("layout-band-" + game + "-" + size[0] + "x" + size[1] + ".png")));
                    if (above > 24 || above < -1) {
                        wrong.add(game + " " + size[0] + "x" + size[1] + ": " + Math.round(above) + " px between status and board");
                    }
                    if (width < areaWidth - 24 && bottom - top < areaHeight * 0.75) {
                        wrong.add(game + " " + size[0] + "x" + size[1] + ": the board neither fills the width nor the height");
                    }
                    page.close();
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    @DisplayName("Sholo Guti: both sides' pieces are discs, as on the seat cards, and the counts of pieces taken lie off the playing area")
    void shologutiPiecesAreDiscs() {
        try (BrowserContext context = tables.newContext()) {
            Page page = computerTable(context, "shologuti", DiceTables.PHONE_W, DiceTables.PHONE_H);
            @SuppressWarnings("unchecked")
            Map<String, Object> found = (Map<String, Object>) page.evaluate("() => {"
                    + " const svg = document.querySelector('#board svg.board.shologuti'), box = e => e.getBoundingClientRect();"
                    + " const lines = box(svg.querySelector('.lines')), cells = [...svg.querySelectorAll('.cells .point')].map(box);"
                    + " const area = { left: Math.min(lines.left, ...cells.map(c => c.left)), right: Math.max(lines.right, ...cells.map(c => c.right)),"
                    + "   top: Math.min(lines.top, ...cells.map(c => c.top)), bottom: Math.max(lines.bottom, ...cells.map(c => c.bottom)) };"
                    + " const overlaps = r => r.left < area.right && r.right > area.left && r.top < area.bottom && r.bottom > area.top;"
                    + " return { shapes: [...new Set([...svg.querySelectorAll('.pieces .piece .disc')].map(d => d.tagName + ' ' + d.closest('.piece').classList[1]))].sort(),"
                    + "   trays: svg.querySelectorAll('.tray').length, traysOnBoard: [...svg.querySelectorAll('.tray')].filter(t => overlaps(box(t))).length }; }");
            System.out.println("layout: Sholo Guti pieces " + found);
            Shots.take(page, new Page.ScreenshotOptions().setPath(SHOTS.resolve("layout-shologuti-390x844.png")));
            assertThat(found.get("shapes")).as("the shape of each side's pieces").isEqualTo(List.of("circle seat1", "circle seat2"));
            assertThat(((Number) found.get("trays")).intValue()).as("counts of pieces taken").isEqualTo(2);
            assertThat(((Number) found.get("traysOnBoard")).intValue()).as("counts drawn over the points and lines").isZero();
        }
    }

    /** Notes when a Play on the home page is tapped and when a board first shows on the table page, on one clock (epoch ms). */
    private static final String PLAY_CLOCK = "addEventListener('click', e => { if (e.target.closest && e.target.closest('.quick-play'))"
            + " sessionStorage.setItem('playAt', String(performance.timeOrigin + e.timeStamp)); }, true);"
            + " new MutationObserver((_, o) => { if (document.querySelector('#table:not([hidden]) #board svg.board')) {"
            + " window.boardAt = performance.timeOrigin + performance.now(); o.disconnect(); } })"
            + ".observe(document, { childList: true, subtree: true, attributes: true });";

    @Test
    @DisplayName("Home on a phone: a compact list, the first nine games' Play in the first screen; Play to board timed (printed)")
    void everyPlayOnTheFirstScreen() {
        try (BrowserContext context = tables.newContext()) {
            context.addInitScript(PLAY_CLOCK);
            for (String lang : List.of("en", "ne")) {
                Page page = context.newPage();
                page.setViewportSize(DiceTables.PHONE_W, DiceTables.PHONE_H);
                page.navigate("/?lang=" + lang);
                page.locator("#games .quick-play").first().waitFor();
                @SuppressWarnings("unchecked")
                Map<String, Number> seen = (Map<String, Number>) page.evaluate("() => { const b = [...document.querySelectorAll('#games .quick-play')];"
                        + " return { plays: b.length, inView: b.filter(e => { const r = e.getBoundingClientRect();"
                        + "   return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; }).length,"
                        + " height: document.documentElement.scrollHeight }; }");
                System.out.printf("layout: home (%s) at 390x844: %s%n", lang, seen);
                Shots.take(page, new Page.ScreenshotOptions().setPath(SHOTS.resolve("layout-home-" + lang + "-390x844.png")));
                assertThat(seen.get("plays").intValue()).as("Play buttons").isEqualTo(GAMES.length);
                assertThat(seen.get("inView").intValue()).as("Play buttons in the first screen").isGreaterThanOrEqualTo(Math.min(9, GAMES.length));
                page.close();
            }
            List<String> times = new ArrayList<>();
            for (String game : List.of("kasimala", "ludo", "snakes", "baghchal", "kauda", "pasa")) {
                Page page = context.newPage();
                page.setViewportSize(DiceTables.PHONE_W, DiceTables.PHONE_H);
                page.navigate("/");
                page.locator("#games .quick-play[data-game=" + game + "]").click();
                page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
                page.waitForFunction("() => window.boardAt");
                times.add(game + " " + Math.round(((Number) page.evaluate("() => window.boardAt - Number(sessionStorage.getItem('playAt'))")).doubleValue()) + " ms");
                page.close();
            }
            System.out.println("layout: Play to board: " + times);
        }
    }

    /** The elements a selector finds whose text is cut: wider than their box, cut with an ellipsis, or running out of a box that hides it. */
    private static final String CUT = "sel => [...document.querySelectorAll(sel)].filter(e => e.getClientRects().length).filter(e => {"
            + " const s = getComputedStyle(e), r = e.getBoundingClientRect(), clip = e.closest('.strips, .seat').getBoundingClientRect();"
            + " return e.scrollWidth > e.clientWidth + 0.5 || (s.textOverflow === 'ellipsis' && s.overflowX !== 'visible' && e.scrollWidth > e.clientWidth)"
            + "   || r.bottom > clip.bottom + 0.5 || r.right > clip.right + 0.5; }).map(e => e.textContent)";

    @Test
    @DisplayName("No sentence the game needs is cut: Kasimala's throw caption and seat cards, Pasa's instruction, Kauda's words on its khal, upright and on its side")
    void neededTextIsNeverCut() {
        List<String> cut = new ArrayList<>();
        try (BrowserContext context = tables.newContext()) {
            for (int[] size : new int[][] {{390, 844}, {844, 390}}) {
                Page page = computerTable(context, "kasimala", size[0], size[1]);
                if (DiceTables.awaitTurn(page).equals("throw")) {
                    page.locator("#throw-btn").click();
                }
                page.locator("#strips .throw-name small").waitFor();
                Shots.take(page, new Page.ScreenshotOptions().setPath(SHOTS.resolve("layout-cut-kasimala-" + size[0] + "x" + size[1] + ".png")));
                @SuppressWarnings("unchecked")
                List<String> found = (List<String>) page.evaluate(CUT, "#strips .throw-name > *, #seats .seat .who .player, #seats .seat .who .colour");
                System.out.printf("layout: cut text at %dx%d: %s (caption \"%s\")%n", size[0], size[1], found,
                        page.locator("#strips .throw-name small").textContent());
                found.forEach(f -> cut.add(size[0] + "x" + size[1] + ": " + f));
                // The longest name and caption a throw can have, whichever throw the seed gave.
                page.evaluate("() => { const n = document.querySelector('#strips .throw-name');"
                        + " n.firstChild.textContent = 'Dwadi'; n.lastChild.textContent = '4 face up · moves 4 · throw again'; }");
                Shots.take(page, new Page.ScreenshotOptions().setPath(SHOTS.resolve("layout-cut-kasimala-longest-" + size[0] + "x" + size[1] + ".png")));
                @SuppressWarnings("unchecked")
                List<String> longest = (List<String>) page.evaluate(CUT, "#strips .throw-name > *");
                longest.forEach(f -> cut.add(size[0] + "x" + size[1] + " (longest): " + f));
                page.close();
            }
        }
        try (BrowserContext context = tables.newContext()) {
            for (int[] size : new int[][] {{390, 844}, {844, 390}}) {
                Page page = computerTable(context, "pasa", size[0], size[1]);
                if (DiceTables.awaitTurn(page).equals("throw")) {
                    page.locator("#throw-btn").click();
                }
                page.waitForFunction("() => document.querySelector('#board .dice-hint')?.textContent");
                @SuppressWarnings("unchecked")
                List<String> found = (List<String>) page.evaluate("() => [...document.querySelectorAll('#board .dice-hint')].filter(e => {"
                        + " const s = getComputedStyle(e); return e.scrollWidth > e.clientWidth + 0.5 || e.scrollHeight > e.clientHeight + 0.5"
                        + "   || s.textOverflow === 'ellipsis' && s.whiteSpace === 'nowrap'; }).map(e => e.textContent)");
                System.out.printf("layout: Pasa instruction cut at %dx%d: %s%n", size[0], size[1], found);
                found.forEach(f -> cut.add("pasa " + size[0] + "x" + size[1] + ": " + f));
                page.close();
            }
            for (int[] size : new int[][] {{390, 844}, {844, 390}}) {
                Page page = computerTable(context, "kauda", size[0], size[1]);
                page.locator("#board .khal.hate-khal").waitFor();
                @SuppressWarnings("unchecked")
                List<String> out = (List<String>) page.evaluate("() => [...document.querySelectorAll('#board .khal text')].filter(e => e.textContent).filter(e => {"
                        + " const r = e.getBoundingClientRect(), k = e.closest('.khal').querySelector('.khal-bg').getBoundingClientRect(),"
                        + " gap = 6 * e.ownerSVGElement.getScreenCTM().a;" // half the gap between two khal: the khal's own quarter of the mat
                        + " return r.left < k.left - gap || r.right > k.right + gap; }).map(e => e.textContent)");
                System.out.printf("layout: Kauda khal words past their khal at %dx%d: %s%n", size[0], size[1], out);
                out.forEach(f -> cut.add("kauda " + size[0] + "x" + size[1] + ": " + f));
                page.close();
            }
        }
        assertThat(cut).as("cut text").isEmpty();
    }

    /** Checks the fonts of every drawn Devanagari text node of the page; answers how many were drawn. */
    private static int drawnFonts(CDPSession cdp, String where, List<String> missing) {
        cdp.send("DOM.enable");
        cdp.send("CSS.enable");
        JsonObject args = new JsonObject();
        args.addProperty("depth", -1);
        List<JsonObject> texts = new ArrayList<>();
        devanagariTexts(cdp.send("DOM.getDocument", args).getAsJsonObject("root"), texts);
        int drawn = 0;
        for (JsonObject text : texts) {
            JsonObject id = new JsonObject();
            id.add("nodeId", text.get("nodeId"));
            JsonArray fonts = cdp.send("CSS.getPlatformFontsForNode", id).getAsJsonArray("fonts");
            if (fonts.isEmpty()) {
                continue; // not drawn (hidden)
            }
            drawn++;
            boolean devanagari = false;
            for (JsonElement f : fonts) {
                devanagari |= f.getAsJsonObject().get("familyName").getAsString().contains("Devanagari");
            }
            if (!devanagari) {
                missing.add(where + ": \"" + text.get("nodeValue").getAsString().strip() + "\" in " + fonts);
            }
        }
        return drawn;
    }

    private static void devanagariTexts(JsonObject node, List<JsonObject> into) {
        if (node.get("nodeType").getAsInt() == 3 && DEVANAGARI.matcher(node.get("nodeValue").getAsString()).find()) {
            into.add(node);
        }
        if (node.has("children")) {
            for (JsonElement c : node.getAsJsonArray("children")) {
                devanagariTexts(c.getAsJsonObject(), into);
            }
        }
    }
}
