package chautari.server.web;

import static chautari.server.web.DiceTables.SHOTS;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The phone layout, measured in the browser: every tappable piece, cell and destination is
 * thumb-sized on a 390 px screen, words on the boards stay readable, seat names stay on one line;
 * the desktop layout keeps the whole board in view. Screenshots go to target/screenshots/phone-*.png.
 */
class PhoneLayoutBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    /** The smallest box side of the elements a selector finds, in CSS pixels (0 when none). */
    private static final String MIN_SIDE = "sel => { const r = [...document.querySelectorAll(sel)].map(e => e.getBoundingClientRect());"
            + " return r.length ? Math.min(...r.map(b => Math.min(b.width, b.height))) : 0; }";
    /** The smallest on-screen font size of the SVG texts a selector finds. */
    private static final String MIN_SVG_FONT = "sel => { const r = [...document.querySelectorAll(sel)].filter(e => e.textContent)"
            + ".map(e => parseFloat(getComputedStyle(e).fontSize) * e.ownerSVGElement.getScreenCTM().a);"
            + " return r.length ? Math.min(...r) : 0; }";

    private static Page open(BrowserContext context, String path, int w, int h) {
        Page page = context.newPage();
        page.setViewportSize(w, h);
        page.navigate(path);
        page.locator("#demos svg.board, #table:not([hidden]) svg.board").first().waitFor();
        return page;
    }

    private static double number(Page page, String script, Object arg) {
        return ((Number) page.evaluate(script, arg)).doubleValue();
    }

    /** A measure, printed for the record (the report quotes them), and answered. */
    private static double measure(Page page, String what, String script, Object arg) {
        double v = number(page, script, arg);
        System.out.printf("phone layout: %s at %s px wide: %.1f%n", what, page.viewportSize().width, v);
        return v;
    }

    private static void shot(Page page, String name) {
        Shots.take(page, new Page.ScreenshotOptions().setPath(SHOTS.resolve("phone-" + name + ".png")).setFullPage(true));
    }

    @Test
    @DisplayName("Kasimala upright on a phone: every cell at least 44 px on 390 px (40 px on 360), labels readable; lying down on a desktop, all in view")
    void kasimalaCellsAreThumbSized() {
        try (BrowserContext context = tables.newContext()) {
            for (String board : List.of("k25", "k17")) {
                Page page = open(context, "/demo.html?only=" + board, 390, 844);
                assertThat(page.locator("#demos svg.board.kasimala").getAttribute("class")).contains("vertical");
                double cell = measure(page, board + " smallest cell", MIN_SIDE, "#demos .kasimala .cell rect");
                assertThat(cell).as("%s: smallest cell side at 390 px", board).isGreaterThanOrEqualTo(44);
                assertThat(measure(page, board + " label font", MIN_SVG_FONT, "#demos .kasimala .label")).as("%s: label size", board).isGreaterThanOrEqualTo(11);
                shot(page, board + "-390");
                page.setViewportSize(360, 780);
                page.waitForFunction("() => document.querySelector('#demos .kasimala').getBoundingClientRect().width < 345");
                assertThat(measure(page, board + " smallest cell", MIN_SIDE, "#demos .kasimala .cell rect")).as("%s: smallest cell side at 360 px", board)
                        .isGreaterThanOrEqualTo(40);
                page.setViewportSize(1280, 800);
                page.waitForFunction("() => document.querySelector('#demos svg.board.kasimala.horizontal')");
                assertThat(number(page, "() => document.querySelector('#demos svg.board').getBoundingClientRect().bottom", null))
                        .as("%s: the whole board in view on a desktop", board).isLessThanOrEqualTo(800);
                shot(page, board + "-1280");
                page.close();
            }
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Pasa on a phone: every tappable piece and destination has a hit area of at least 40 px, and a tap off the centre still lands")
    void pasaHitAreasAreThumbSized() {
        try (BrowserContext context = tables.newContext()) {
            Page page = open(context, "/demo.html?only=pasa4", 390, 844);
            int movable = page.locator("#demos .pasa .marks .movable").count();
            assertThat(movable).as("movable pieces in the demo").isPositive();
            assertThat(page.locator("#demos .pasa .hits .hit[data-from]").count()).isEqualTo(movable);
            assertThat(measure(page, "pasa4 smallest piece hit", MIN_SIDE, "#demos .pasa .hits .hit[data-from]")).as("smallest piece hit area at 390 px")
                    .isGreaterThanOrEqualTo(40);
            // A piece with several destinations: tap it, then measure its destinations.
            boolean selected = false;
            for (int i = 0; i < movable && !selected; i++) {
                page.locator("#demos .pasa .marks .movable").nth(i).click();
                selected = page.locator("#demos .pasa .marks .target").count() > 0;
            }
            assertThat(selected).as("a piece with several destinations").isTrue();
            shot(page, "pasa4-selected-390");
            int targets = page.locator("#demos .pasa .marks .target").count();
            assertThat(page.locator("#demos .pasa .hits .hit[data-move]").count()).isEqualTo(targets);
            assertThat(measure(page, "pasa4 smallest destination hit", MIN_SIDE, "#demos .pasa .hits .hit[data-move]")).as("smallest destination hit area at 390 px")
                    .isGreaterThanOrEqualTo(40);
            // Tap 16 px from a destination on a square, on the side away from every other mark: the move is played.
            @SuppressWarnings("unchecked")
            Map<String, Object> tap = (Map<String, Object>) page.evaluate("() => {"
                    + " const box = e => { const b = e.getBoundingClientRect(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; };"
                    + " const marks = [...document.querySelectorAll('#demos .pasa .marks > g')].map(g => ({ g, c: box(g.querySelector('circle')) }));"
                    + " const t = marks.find(m => m.g.classList.contains('target') && !m.g.dataset.move.endsWith('-H'));"
                    + " if (!t) return null;"
                    + " let best = null;"
                    + " for (let a = 0; a < 16; a++) {"
                    + "   const p = { x: t.c.x + 16 * Math.cos(a * Math.PI / 8), y: t.c.y + 16 * Math.sin(a * Math.PI / 8) };"
                    + "   const gap = Math.min(...marks.filter(m => m !== t).map(m => Math.hypot(m.c.x - p.x, m.c.y - p.y)), 1e9);"
                    + "   if (!best || gap > best.gap) best = { ...p, gap };"
                    + " }"
                    + " return { x: best.x, y: best.y, move: t.g.dataset.move }; }");
            assertThat(tap).as("a destination on a square").isNotNull();
            String move = (String) tap.get("move");
            page.mouse().click(((Number) tap.get("x")).doubleValue(), ((Number) tap.get("y")).doubleValue());
            page.waitForFunction("() => !document.querySelector('#demos .pasa .marks .target')");
            String to = move.substring(move.indexOf('-') + 1);
            assertThat(page.locator("#demos .pasa .pieces [data-at='" + to + "']").count())
                    .as("a tap 16 px off the destination of %s plays it", move).isEqualTo(1);
            page.setViewportSize(1280, 800);
            shot(page, "pasa4-1280");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Kauda on a phone: the mat fills the width, seat words at least 12 px; a desktop keeps the ring of seats")
    void kaudaMatFillsThePhone() {
        try (BrowserContext context = tables.newContext()) {
            for (String demo : List.of("kauda3", "kaudaThrown")) {
                for (String lang : List.of("en", "ne")) {
                    Page page = open(context, "/demo.html?lang=" + lang + "&only=" + demo, 390, 844);
                    assertThat(measure(page, demo + " mat width", "() => document.querySelector('#demos svg.kauda').getBoundingClientRect().width", null))
                            .as("%s: mat width on 390 px", demo).isGreaterThanOrEqualTo(360);
                    assertThat(measure(page, demo + " " + lang + " seat words", MIN_SVG_FONT, "#demos .kauda .mat-seat .seat-name, #demos .kauda .mat-seat .seat-chips"))
                            .as("%s %s: seat words on 390 px", demo, lang).isGreaterThanOrEqualTo(12);
                    shot(page, demo + "-" + lang + "-390");
                    page.setViewportSize(360, 780);
                    page.waitForFunction("() => document.querySelector('#demos svg.kauda').getBoundingClientRect().width < 345");
                    assertThat(measure(page, demo + " " + lang + " seat words", MIN_SVG_FONT, "#demos .kauda .mat-seat .seat-name, #demos .kauda .mat-seat .seat-chips"))
                            .as("%s %s: seat words on 360 px", demo, lang).isGreaterThanOrEqualTo(12);
                    shot(page, demo + "-" + lang + "-360");
                    page.setViewportSize(1280, 800);
                    page.waitForFunction("() => !document.querySelector('#demos svg.kauda.narrow')");
                    shot(page, demo + "-" + lang + "-1280");
                    page.close();
                }
            }
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("seat cards on a phone: each name on one line, in English and Nepali")
    void seatNamesStayOnOneLine() {
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "pasa", "computer", 4, Map.of("partners", true), null);
            for (String lang : List.of("en", "ne")) {
                if (lang.equals("ne")) {
                    page.navigate(page.url().replaceAll("\\?.*$", "") + "?lang=ne");
                    DiceTables.awaitSettled(page);
                }
                for (int w : new int[] {390, 360}) {
                    page.setViewportSize(w, 844);
                    page.waitForFunction("w => document.documentElement.clientWidth === w", w);
                    assertThat(page.locator(".seat .name")).hasCount(4);
                    double lines = number(page, "() => Math.max(...[...document.querySelectorAll('.seat .colour, .seat .player')].map(e =>"
                            + " e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)))", null);
                    assertThat(lines).as("lines of the longest seat colour or name at %d px (%s)", w, lang).isLessThan(1.5);
                    double cut = number(page, "() => Math.max(...[...document.querySelectorAll('.seat .player')].map(e =>"
                            + " e.scrollWidth - e.clientWidth))", null);
                    assertThat(cut).as("pixels of a player's name cut off at %d px (%s)", w, lang).isLessThanOrEqualTo(0);
                    assertThat(page.locator(".seat[data-seat='1'] .name")).containsText(lang.equals("en") ? "Asha (you)" : "Asha");
                    shot(page, "seats-pasa4-" + lang + "-" + w);
                }
            }
            tables.assertNoPageErrors();
        }
    }
}
