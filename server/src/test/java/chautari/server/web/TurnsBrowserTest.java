package chautari.server.web;

import static chautari.server.web.DiceTables.awaitTurn;
import static chautari.server.web.DiceTables.screenshot;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.ReducedMotion;
import com.microsoft.playwright.options.ServiceWorkerPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The table answers its player (issue 28): the throw button takes its tap while the board animates, one message at a
 * time in one place, the tab marked on your turn, and the move list one tap from the board, stepped back during play.
 */
class TurnsBrowserTest {
    static final int PHONE_W = 390, PHONE_H = 844;
    private static final ObjectMapper JSON = new ObjectMapper();
    /** In the page: each time the status starts saying "Your turn", when, and when the throw button first takes a tap. */
    private static final String WATCH_TURNS = "() => { window.__turns = []; const st = document.getElementById('status');"
            + " const btn = document.getElementById('throw-btn'); let cur = null;"
            + " const takes = () => { if (btn.hidden || btn.disabled || getComputedStyle(btn).pointerEvents === 'none') return false;"
            + "   const r = btn.getBoundingClientRect(); return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('#throw-btn') === btn; };"
            + " const poll = () => { const c = cur; if (!c || c.readyAt != null) return;"
            + "   if (takes()) { c.readyAt = performance.now(); c.readyFrames = c.frames; } else { c.frames++; requestAnimationFrame(poll); } };"
            + " const check = () => { const mine = /^Your turn/.test(st.textContent);"
            + "   if (mine && !cur) { cur = { at: performance.now(), readyAt: null, frames: 0, readyFrames: null, tapAt: null };"
            + "     window.__turns.push(cur); poll(); }"
            + "   if (!mine) cur = null; };"
            + " btn.addEventListener('click', () => { if (cur && cur.tapAt == null) cur.tapAt = performance.now(); }, true);"
            + " new MutationObserver(check).observe(st, { childList: true, characterData: true, subtree: true }); check(); }";

    private static final String PLAIN = "Snakes and Ladders · Chautari", MARKED = "● Your turn — " + PLAIN;

    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    /** A phone with touch at the given size; motion as asked. */
    private static BrowserContext phone(int w, int h, ReducedMotion motion) {
        BrowserContext c = tables.browser.newContext(new Browser.NewContextOptions().setServiceWorkers(ServiceWorkerPolicy.BLOCK)
                .setBaseURL("http://127.0.0.1:" + tables.server.port()).setViewportSize(w, h).setHasTouch(true).setIsMobile(true)
                .setLocale("en-GB").setReducedMotion(motion));
        c.setDefaultTimeout(20_000);
        c.onPage(p -> p.onPageError(e -> {
            System.err.println("page error: " + e);
            tables.pageErrors.add(e);
        }));
        return c;
    }

    private static void tap(Page page, String selector) {
        BoundingBox b = page.locator(selector).boundingBox();
        page.touchscreen().tap(b.x + b.width / 2, b.y + b.height / 2);
    }

    private static double median(List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        s.sort(null);
        return s.isEmpty() ? 0 : s.size() % 2 == 1 ? s.get(s.size() / 2) : (s.get(s.size() / 2 - 1) + s.get(s.size() / 2)) / 2;
    }

    @Test
    @DisplayName("Snakes and Ladders with motion on: at every turn of a whole game the Roll button takes the tap the moment the status says so")
    @SuppressWarnings("unchecked")
    void rollAnswersEveryTurn() {
        try (BrowserContext context = phone(PHONE_W, PHONE_H, ReducedMotion.NO_PREFERENCE)) {
            Page page = DiceTables.openTable(context, "snakes", "computer", 2, Map.of(), null);
            page.evaluate(WATCH_TURNS);
            int taps = 0;
            while (!"over".equals(awaitTurn(page))) {
                page.waitForFunction("() => /^Your turn/.test(document.getElementById('status').textContent)");
                int seq = TablePages.seq(page);
                tap(page, "#throw-btn");
                taps++;
                try {
                    page.waitForFunction("s => document.getElementById('table').dataset.turn !== 'throw'"
                            + " || Number(document.getElementById('table').dataset.seq) > s", seq, new Page.WaitForFunctionOptions().setTimeout(3000));
                } catch (PlaywrightException e) {
                    screenshot(page, "turns-roll-unanswered-" + PHONE_W);
                    fail("turn %d: the status says \"%s\" but the tap on Roll threw nothing", taps, page.locator("#status").textContent());
                }
                assertThat(taps).as("taps before the end").isLessThan(400);
            }
            List<Map<String, Object>> turns = (List<Map<String, Object>>) page.evaluate("() => window.__turns");
            List<Double> ready = new ArrayList<>(), answered = new ArrayList<>();
            List<Integer> readyFrames = new ArrayList<>();
            for (Map<String, Object> turn : turns) {
                if (turn.get("tapAt") == null) {
                    continue; // the game ended on the computer's throw after the status said it (the last turn)
                }
                assertThat(turn.get("readyAt")).as("the button took taps at a turn: %s", turn).isNotNull();
                double at = ((Number) turn.get("at")).doubleValue();
                ready.add(((Number) turn.get("readyAt")).doubleValue() - at);
                readyFrames.add(((Number) turn.get("readyFrames")).intValue());
                answered.add(((Number) turn.get("tapAt")).doubleValue() - at);
            }
            System.out.printf("Roll at %d turns: ready after the status said so: median %.0f ms, max %.0f ms;"
                    + " the test's tap answered after: median %.0f ms, max %.0f ms%n", ready.size(), median(ready),
                    ready.stream().mapToDouble(d -> d).max().orElse(0), median(answered), answered.stream().mapToDouble(d -> d).max().orElse(0));
            assertThat(ready.size()).as("turns measured (every tap)").isEqualTo(taps);
            // Counted in frames, not ms: a loaded machine draws fewer frames, never more, for the same page.
            assertThat(readyFrames).as("frames from \"Your turn\" to a button that takes the tap (6: 100 ms at 60 a second)")
                    .allMatch(frames -> frames <= 6);
            tables.assertNoPageErrors();
        }
    }

    /** Every box of the messages' place in view, with its text. */
    private static final String SHOWN_MESSAGES = "() => [...document.querySelectorAll('#messages > *')].filter(e => e.getClientRects().length"
            + " && getComputedStyle(e).visibility !== 'hidden').map(e => { const r = e.getBoundingClientRect();"
            + " return { text: e.textContent, x: r.x, y: r.y, w: r.width, h: r.height }; })";
    private static final String BOXES = "sel => [...document.querySelectorAll(sel)].filter(e => e.getClientRects().length)"
            + ".map(e => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; })";

    @SuppressWarnings("unchecked")
    private static void assertOneMessageInItsPlace(Page page, String size) {
        // Two quick messages with a hint shown: the page's own announce(), from the page's own module.
        page.evaluate("async () => { const src = document.querySelector('script[type=module][src*=\"table.js\"]').src;"
                + " const s = await import(new URL('table/state.js', src).href);"
                + " document.getElementById('hint-text').textContent = 'Hint: a hint shown';"
                + " s.announce('A first message'); s.announce('The second message'); }");
        List<Map<String, Object>> shown = (List<Map<String, Object>>) page.evaluate(SHOWN_MESSAGES);
        screenshot(page, "turns-messages-" + size);
        assertThat(shown).as("one message at a time (%s)", size).hasSize(1);
        assertThat(shown.get(0).get("text")).as("the newest wins").isEqualTo("The second message");
        for (String sel : List.of("#status", "#actions", "#throw-btn", "#seats .seat")) {
            for (Map<String, Object> box : (List<Map<String, Object>>) page.evaluate(BOXES, sel)) {
                assertThat(intersects(shown.get(0), box)).as("the message over %s (%s): %s / %s", sel, size, shown.get(0), box).isFalse();
            }
        }
    }

    private static boolean intersects(Map<String, Object> a, Map<String, Object> b) {
        double ax = num(a, "x"), ay = num(a, "y"), bx = num(b, "x"), by = num(b, "y");
        return ax < bx + num(b, "w") && bx < ax + num(a, "w") && ay < by + num(b, "h") && by < ay + num(a, "h");
    }

    private static double num(Map<String, Object> m, String k) {
        return ((Number) m.get(k)).doubleValue();
    }

    @Test
    @DisplayName("Ludo: after two quick messages one is shown, never over the status, the action bar or a seat card (390x844, 844x390)")
    void oneMessageInOnePlace() {
        try (BrowserContext context = phone(PHONE_W, PHONE_H, ReducedMotion.REDUCE)) {
            Page page = DiceTables.openTable(context, "ludo", "computer", 2, Map.of(), null);
            awaitTurn(page);
            assertOneMessageInItsPlace(page, PHONE_W + "x" + PHONE_H);
            page.setViewportSize(PHONE_H, PHONE_W);
            assertOneMessageInItsPlace(page, PHONE_H + "x" + PHONE_W);
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("your turn, noticed: at a friends table the tab's title and icon are marked on your turn and restored after it")
    void titleAndIconOnYourTurn() {
        try (BrowserContext ashaContext = phone(PHONE_W, PHONE_H, ReducedMotion.REDUCE);
             BrowserContext bikramContext = phone(PHONE_W, PHONE_H, ReducedMotion.REDUCE)) {
            Page asha = DiceTables.openTable(ashaContext, "snakes", "friends", 2, Map.of(), null);
            Page bikram = bikramContext.newPage();
            bikram.navigate(asha.locator("#invite-link").inputValue());
            bikram.locator("#join-name").fill("Bikram");
            bikram.locator("#join-btn").click();
            assertThat(awaitTurn(asha)).as("seat 1 throws first").isEqualTo("throw");
            assertThat(asha).hasTitle(MARKED);
            assertThat(asha.locator("link[rel=icon]")).hasAttribute("href", Pattern.compile("/favicon-turn\\.svg$"));
            assertThat(asha.locator("#turn-notice")).not().isChecked();
            bikram.waitForFunction("() => document.getElementById('table').dataset.turn === 'wait'");
            assertThat(bikram).hasTitle(PLAIN);
            tap(asha, "#throw-btn");
            asha.waitForFunction("() => document.getElementById('table').dataset.turn === 'wait'");
            assertThat(asha).hasTitle(PLAIN);
            assertThat(asha.locator("link[rel=icon]")).hasAttribute("href", Pattern.compile("/favicon\\.svg$"));
            assertThat(awaitTurn(bikram)).isEqualTo("throw");
            assertThat(bikram).hasTitle(MARKED);
            assertThat(bikram.locator("link[rel=icon]")).hasAttribute("href", Pattern.compile("/favicon-turn\\.svg$"));
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("the move list one tap from the board during a game: one step back shows the earlier position, then back to the game")
    void stepBackDuringTheGame() throws Exception {
        try (BrowserContext context = phone(PHONE_W, PHONE_H, ReducedMotion.REDUCE)) {
            Page page = DiceTables.openTable(context, "snakes", "computer", 2, Map.of(), null);
            for (int i = 0; i < 2; i++) {
                awaitTurn(page);
                page.locator("#throw-btn").click();
                page.waitForFunction("() => document.getElementById('table').dataset.turn !== 'sent'");
            }
            assertThat(awaitTurn(page)).isEqualTo("throw");
            String id = page.url().replaceAll(".*/table/", "");
            assertThat(page.locator("#moves")).not().isInViewport();
            tap(page, "#moves-btn");
            assertThat(page.locator("#moves")).isInViewport();
            assertThat(page.locator("#review-where")).hasText("The position now");
            tap(page, "#review [data-step=back]");
            page.waitForFunction("() => document.getElementById('table').dataset.review");
            int shown = Integer.parseInt(page.locator("#table").getAttribute("data-review"));
            JsonNode positions = JSON.readTree(page.request().get("/api/tables/" + id + "/positions").text());
            JsonNode earlier = positions.get(positions.size() - 2);
            assertThat(shown).as("one step back").isEqualTo(earlier.get("seq").asInt());
            assertThat(squaresDrawn(page)).as("the earlier position on the board").isEqualTo(squares(earlier.get("board")));
            assertThat(squaresDrawn(page)).as("not the position now").isNotEqualTo(squares(positions.get(positions.size() - 1).get("board")));
            assertThat(page.locator("#moves li.reviewed")).hasAttribute("data-seq", String.valueOf(shown));
            assertThat((Boolean) page.evaluate("() => { const top = document.getElementById('moves-panel').getBoundingClientRect().top;"
                    + " const ts = [...document.querySelectorAll('#board .tokens .token')]; return ts.length > 0"
                    + " && ts.every(g => g.getBoundingClientRect().bottom <= top); }")).as("every token in view above the drawer").isTrue();
            screenshot(page, "turns-moves-back-" + PHONE_W);
            tap(page, "#review-live");
            page.waitForFunction("() => !('review' in document.getElementById('table').dataset)");
            assertThat(page.locator("#review-live")).isHidden();
            assertThat(squaresDrawn(page)).as("the position now again").isEqualTo(squares(positions.get(positions.size() - 1).get("board")));
            tap(page, "#moves-close");
            assertThat(page.locator("#moves")).not().isInViewport();
            tables.assertNoPageErrors();
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> squaresDrawn(Page page) {
        return (Map<String, String>) page.evaluate("() => Object.fromEntries([...document.querySelectorAll('#board .tokens .token')]"
                + ".map(g => [g.dataset.seat, g.dataset.square]))");
    }

    private static Map<String, String> squares(JsonNode board) {
        Map<String, String> out = new java.util.TreeMap<>();
        board.get("squares").properties().forEach(e -> out.put(e.getKey(), e.getValue().asText()));
        return out;
    }
}
