package chautari.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Moving on the boards in Debian's chromium: pick then place (the first tap shows where a piece can go and
 * plays nothing), the one-tap setting, the last move marked until the next (through a throw, a language
 * switch and a reload), and the keyboard (arrow keys between pieces and destinations, Enter, Escape, focus
 * kept on the board). Pass-and-play tables, so that no other seat moves in between.
 */
class BoardBrowserTest {
    private static final String MOVABLE = "#board .marks .movable";
    private static final String TARGET = "#board .marks .target";
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    static Page openPassAndPlay(BrowserContext context, String game) {
        return DiceTables.openTable(context, game, "pass", 0, Map.of(), null);
    }

    /** Plays `moves` moves (throwing when a throw is due), then throws until a piece must be moved. */
    static void untilMove(Page page, Rng rng, int moves) {
        int played = 0;
        while (true) {
            String turn = TablePages.awaitTurn(page);
            assertThat(turn).as("the game goes on").isNotEqualTo("over");
            if ("throw".equals(turn)) {
                int seq = TablePages.seq(page);
                page.locator("#throw-btn").click();
                page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", seq);
            } else if (played < moves) {
                int seq = TablePages.seq(page);
                TablePages.playMove(page, rng, false);
                page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", seq);
                played++;
            } else {
                return;
            }
        }
    }

    static int movesLogged(Page page) {
        return page.locator("#moves li").count();
    }

    static void assertLastMove(Page page, String from, String to) {
        assertThat(page.locator("#board .last-move .last-from")).hasAttribute("data-cell", from);
        assertThat(page.locator("#board .last-move .last-to")).hasAttribute("data-cell", to);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"kasimala", "kimasai", "shologuti"})
    @DisplayName("pick then place: the first tap shows the destinations and plays nothing, the second plays; the move stays marked until the next")
    void pickThenPlace(String game) {
        Rng rng = new Rng(1201);
        try (BrowserContext context = tables.newContext()) {
            Page page = openPassAndPlay(context, game);
            untilMove(page, rng, 0);
            assertThat(page.locator("#one-tap")).not().isChecked();
            int seq = TablePages.seq(page);
            int logged = movesLogged(page);

            Locator piece = page.locator(MOVABLE).first();
            String from = piece.getAttribute("data-cell");
            piece.click();
            assertThat(page.locator(MOVABLE + ".selected")).hasAttribute("data-cell", from);
            assertThat(page.locator(TARGET).first()).isVisible();
            assertThat(page.locator("#table")).hasAttribute("data-turn", "move");
            assertThat(page.locator("#table")).hasAttribute("data-seq", String.valueOf(seq));
            assertThat(movesLogged(page)).as("nothing played by the first tap").isEqualTo(logged);

            page.locator(MOVABLE + ".selected").click();
            assertThat(page.locator(TARGET)).hasCount(0);
            assertThat(page.locator(MOVABLE + ".selected")).hasCount(0);

            page.locator(MOVABLE + "[data-cell='" + from + "']").click();
            Locator target = page.locator(TARGET).first();
            String to = target.getAttribute("data-cell");
            target.click();
            page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", seq);
            TablePages.awaitTurn(page);
            assertThat(page.locator("#moves li code").nth(logged)).hasText(from + "-" + to);
            if (movesLogged(page) == logged + 1) { // nothing forced played since
                assertLastMove(page, from, to);
            }
            assertMarkIsLastLogged(page);
            DiceTables.screenshot(page, "board-last-move-" + game);

            if ("throw".equals(TablePages.turn(page))) { // a throw is not a move: the mark stays
                int before = TablePages.seq(page);
                page.locator("#throw-btn").click();
                page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", before);
                TablePages.awaitTurn(page);
                assertMarkIsLastLogged(page);
            }
            Matcher marked = lastMoveLogged(page);
            page.locator("#lang-btn").click();
            assertThat(page.locator("html")).hasAttribute("lang", "ne");
            assertLastMove(page, marked.group(1), marked.group(2));
            page.locator("#lang-btn").click();
            page.reload();
            TablePages.awaitTurn(page);
            assertLastMove(page, marked.group(1), marked.group(2));

            int before = movesLogged(page);
            untilMove(page, rng, 1);
            assertThat(movesLogged(page)).isGreaterThan(before);
            assertMarkIsLastLogged(page);
            tables.assertNoPageErrors();
        }
    }

    /** The mark is on the last move of the move list. */
    static void assertMarkIsLastLogged(Page page) {
        Matcher m = lastMoveLogged(page);
        assertLastMove(page, m.group(1), m.group(2));
    }

    /** The last move of the move list (throws and passes left out), split into from and to. */
    static Matcher lastMoveLogged(Page page) {
        @SuppressWarnings("unchecked")
        List<String> codes = (List<String>) page.evaluate("() => [...document.querySelectorAll('#moves li code')].map(c => c.textContent)");
        Pattern move = Pattern.compile("^([a-z]+\\d+)-([a-z]+\\d+)$");
        for (int i = codes.size() - 1; i >= 0; i--) {
            Matcher m = move.matcher(codes.get(i));
            if (m.matches()) {
                return m;
            }
        }
        throw new AssertionError("no move in the list: " + codes);
    }

    /** Taps each movable piece and counts its destinations (tapping it again puts it back); the first with one, or null. */
    static String pieceWithOneDestination(Page page) {
        int n = page.locator(MOVABLE).count();
        for (int i = 0; i < n; i++) {
            Locator piece = page.locator(MOVABLE).nth(i);
            String cell = piece.getAttribute("data-cell");
            piece.click();
            page.locator(TARGET).first().waitFor();
            int targets = page.locator(TARGET).count();
            page.locator(MOVABLE + "[data-cell='" + cell + "']").click();
            assertThat(page.locator(TARGET)).hasCount(0);
            if (targets == 1) {
                return cell;
            }
        }
        return null;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"kasimala", "kimasai", "shologuti"})
    @DisplayName("the one-tap setting: a piece with a single destination moves on its first tap; the setting is kept")
    void oneTapSetting(String game) {
        Rng rng = new Rng(1202);
        try (BrowserContext context = tables.newContext()) {
            Page page = openPassAndPlay(context, game);
            untilMove(page, rng, 0);
            String single = pieceWithOneDestination(page);
            for (int tries = 0; single == null; tries++) {
                assertThat(tries).as("decisions without a piece of one destination").isLessThan(30);
                untilMove(page, rng, 1);
                single = pieceWithOneDestination(page);
            }
            page.locator("#one-tap").check();
            int seq = TablePages.seq(page);
            int logged = movesLogged(page);
            page.locator(MOVABLE + "[data-cell='" + single + "']").click();
            page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", seq);
            TablePages.awaitTurn(page);
            assertThat(page.locator("#moves li code").nth(logged)).hasText(Pattern.compile("^" + single + "-"));
            assertMarkIsLastLogged(page);

            page.reload();
            TablePages.awaitTurn(page);
            assertThat(page.locator("#one-tap")).isChecked();
            page.locator("#one-tap").uncheck();
            page.reload();
            TablePages.awaitTurn(page);
            assertThat(page.locator("#one-tap")).not().isChecked();
            tables.assertNoPageErrors();
        }
    }

    static String focused(Page page, String attribute) {
        return (String) page.evaluate("a => document.activeElement?.getAttribute(a) ?? null", attribute);
    }

    static boolean focusIn(Page page, String selector) {
        return (Boolean) page.evaluate("s => !!document.activeElement?.closest(s)", selector);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"kasimala", "kimasai", "shologuti"})
    @DisplayName("keyboard: one tab stop among the pieces, arrows between them and between destinations, Enter picks and places, Escape puts back, focus stays on the board")
    void keyboard(String game) {
        Rng rng = new Rng(1203);
        try (BrowserContext context = tables.newContext()) {
            Page page = openPassAndPlay(context, game);
            untilMove(page, rng, 0);
            Locator stop = page.locator(MOVABLE + "[tabindex='0']");
            assertThat(stop).hasCount(1);
            int movable = page.locator(MOVABLE).count();
            stop.focus();
            String first = focused(page, "data-cell");
            if (movable > 1) {
                page.keyboard().press("ArrowRight");
                page.keyboard().press("ArrowDown");
                assertThat(focusIn(page, MOVABLE)).as("focus on a movable piece").isTrue();
                assertThat(page.locator(MOVABLE + "[tabindex='0']")).hasCount(1);
                assertThat(page.locator(MOVABLE + "[tabindex='0']")).hasAttribute("data-cell", focused(page, "data-cell"));
                page.keyboard().press("Home");
                assertThat(focused(page, "data-cell")).as("Home: the first piece").isNotNull();
            }
            String from = focused(page, "data-cell");
            page.keyboard().press("Enter");
            assertThat(page.locator(TARGET).first()).isVisible();
            assertThat(focusIn(page, TARGET)).as("focus on a destination").isTrue();
            page.keyboard().press("Escape");
            assertThat(page.locator(TARGET)).hasCount(0);
            assertThat(focused(page, "data-cell")).as("Escape: back on the piece").isEqualTo(from);

            page.keyboard().press("Enter");
            int targets = page.locator(TARGET).count();
            if (targets > 1) {
                String was = focused(page, "data-cell");
                page.keyboard().press("End");
                assertThat(focused(page, "data-cell")).as("End: another destination").isNotEqualTo(was);
            }
            String to = focused(page, "data-cell");
            int seq = TablePages.seq(page);
            int logged = movesLogged(page);
            page.keyboard().press("Enter");
            page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", seq);
            assertThat(focusIn(page, "#board, #throw-btn")).as("focus after the move: the board (or the throw that is due)").isTrue();
            assertThat(page.locator("#moves li code").nth(logged)).hasText(from + "-" + to);
            assertMarkIsLastLogged(page);
            if ("throw".equals(TablePages.awaitTurn(page))) {
                assertThat(focusIn(page, "#throw-btn")).as("the throw that is due has the focus").isTrue();
                int before = TablePages.seq(page);
                page.keyboard().press("Enter");
                page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", before);
            }
            if ("move".equals(TablePages.awaitTurn(page))) {
                assertThat(focusIn(page, MOVABLE)).as("the next seat's pieces have the focus").isTrue();
            } else {
                assertThat(focusIn(page, "#board, #throw-btn")).as("focus on the board").isTrue();
            }
            assertThat(first).isNotNull();
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Pasa: a tap on a piece shows its destinations and plays nothing; a tap on one plays it; the move stays marked")
    void pasaPickThenPlace() {
        Rng rng = new Rng(1205);
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "pasa", "pass", 2, Map.of(), null);
            untilMove(page, rng, 0);
            int seq = TablePages.seq(page);
            int logged = movesLogged(page);
            page.locator(MOVABLE).first().click();
            Locator target = page.locator(TARGET).first();
            assertThat(target).isVisible();
            assertThat(page.locator("#table")).hasAttribute("data-seq", String.valueOf(seq));
            assertThat(movesLogged(page)).as("nothing played by the first tap").isEqualTo(logged);
            String move = target.getAttribute("data-move");
            target.click();
            page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", seq);
            TablePages.awaitTurn(page);
            assertThat(page.locator("#moves li code").nth(logged)).hasText(move);
            @SuppressWarnings("unchecked")
            List<String> codes = (List<String>) page.evaluate("() => [...document.querySelectorAll('#moves li code')].map(c => c.textContent)");
            Pattern pasaMove = Pattern.compile("^[1256]:(\\w+)-(\\w+)$");
            Matcher last = codes.stream().map(pasaMove::matcher).filter(Matcher::matches).reduce((a, b) -> b).orElseThrow();
            assertLastMove(page, last.group(1), last.group(2));
            page.reload();
            TablePages.awaitTurn(page);
            assertLastMove(page, last.group(1), last.group(2));
            DiceTables.screenshot(page, "board-last-move-pasa");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Kauda: a tap on a khal of the mat picks it in the stake panel, which the Stake button confirms")
    void kaudaKhalPickedOnTheMat() {
        Rng rng = new Rng(1206);
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "kauda", "computer", 3, Map.of(), null);
            while (!"move".equals(TablePages.awaitTurn(page))) {
                int seq = TablePages.seq(page);
                page.locator("#throw-btn").click();
                page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", seq);
            }
            Locator panel = page.locator("#board .stake-panel");
            panel.waitFor();
            assertThat(page.locator("#board .khal.pickable")).hasCount(3);
            Locator other = page.locator("#board .khal.pickable:not(.picked)").first();
            String khal = other.getAttribute("data-khal");
            other.click();
            assertThat(panel.locator("input[type=radio][value=" + khal + "]")).isChecked();
            assertThat(page.locator("#board .khal.picked")).hasAttribute("data-khal", khal);
            assertThat(page.locator("#table")).hasAttribute("data-turn", "move");
            String least = panel.locator("input.amount").getAttribute("min");
            panel.locator(".stake-btn").click();
            page.waitForFunction("m => [...document.querySelectorAll('#moves li code')].some(c => c.textContent === m)",
                    khal + ":" + least);
            // Once staked the pick is gone; a next round may already show a new panel with its own pick.
            page.waitForFunction("() => document.querySelectorAll('#board .khal.picked').length"
                    + " === (document.querySelector('#board .stake-panel input[type=radio]:checked') ? 1 : 0)");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("the last move's captures come from its facts: marked where they were taken, and nothing when the facts are absent")
    void capturesMarkedFromTheFacts() {
        try (BrowserContext context = tables.newContext()) {
            Page page = context.newPage();
            page.navigate("/");
            @SuppressWarnings("unchecked")
            Map<String, Object> marks = (Map<String, Object>) page.evaluate("async () => {"
                    + " const marks = async (game, board, info) => {"
                    + "   const mod = await import('/js/games/' + game + '.js');"
                    + "   const box = document.createElement('div'); box.style.width = '900px'; document.body.append(box);"
                    + "   mod.create(box, { options: {}, seat: 1, t: k => k }).draw(board, [], null, info);"
                    + "   const at = c => [...box.querySelectorAll('.last-move ' + c)].map(g => g.dataset.cell).join(' ');"
                    + "   const out = { from: at('.last-from'), to: at('.last-to'), captured: at('.last-captured'), toTook: at('.last-to.captured') };"
                    + "   box.remove(); return out; };"
                    + " const kim = { 1: '111111111111', 2: '110111111111', 3: '111111111111', 4: '111111111111' };"
                    + " return {"
                    + "  kimasai: await marks('kimasai', kim, { lastMove: 'c2-b2', lastFacts: { captured: [{ seat: 2, cell: 'b3', count: 1 }] } }),"
                    + "  kimasaiNoFacts: await marks('kimasai', kim, { lastMove: 'c2-b2' }),"
                    + "  kasimala: await marks('kasimala', { m5: { seat: 1, count: 1 } }, { lastMove: 'm2-m5', lastFacts: { captured: [{ seat: 2, cell: 'm5', count: 2 }] } }),"
                    + "  pasa: await marks('pasa', { pieces: { 1: [1, 0, 0, 0], 2: [0, 0, 0, 0] }, dice: [] },"
                    + "    { lastMove: '1:H-Sc1', lastMoveBy: 1, lastFacts: { captured: [{ seat: 2, cell: 'Sc1', count: 1 }] } }),"
                    + " }; }");
            assertThat(marks.get("kimasai")).isEqualTo(Map.of("from", "c2", "to", "b2", "captured", "b3", "toTook", ""));
            assertThat(marks.get("kimasaiNoFacts")).isEqualTo(Map.of("from", "c2", "to", "b2", "captured", "", "toTook", ""));
            assertThat(marks.get("kasimala")).isEqualTo(Map.of("from", "m2", "to", "m5", "captured", "", "toTook", "m5"));
            assertThat(marks.get("pasa")).isEqualTo(Map.of("from", "H", "to", "Sc1", "captured", "", "toTook", "Sc1"));
            tables.assertNoPageErrors();
        }
    }
}
