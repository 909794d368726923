package chautari.server.web;

import static chautari.server.web.DiceTables.PHONE_H;
import static chautari.server.web.DiceTables.PHONE_W;
import static chautari.server.web.DiceTables.WIDE_H;
import static chautari.server.web.DiceTables.WIDE_W;
import static chautari.server.web.DiceTables.awaitSettled;
import static chautari.server.web.DiceTables.awaitTurn;
import static chautari.server.web.DiceTables.screenshot;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ReducedMotion;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Snakes and Ladders at the web table: a person only throws; the board shows every move the table plays. */
class SnakesBrowserTest {
    /** A move in the list as the board tells it, the die named where it was lost. */
    static final Pattern MOVE_WORDS = Pattern.compile("^(You|.+) (went from (the start|\\d+) to \\d+"
            + "|reached the ladder on \\d+ and climbed to \\d+|met the snake on \\d+ and slid down to \\d+)$"
            + "|^(Your \\d|The \\d of .+) would pass 100: .+$");
    /** Every seat's square as the board draws its token and as its seat card counts it, with the table's own board. */
    static final String SQUARES = "() => { const out = {};"
            + " for (const g of document.querySelectorAll('#board .tokens .token')) out[g.dataset.seat] = { drawn: g.dataset.square };"
            + " for (const c of document.querySelectorAll('#seats .seat')) (out[c.dataset.seat] ||= {}).card = c.querySelector('.count')?.textContent;"
            + " return out; }";

    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    /** Throws for this page's seats until the results screen shows; answers the throws made. Screenshots after the tenth. */
    private static int throwToTheEnd(Page page, boolean keyboard, String name, Set<String> seatsSeen) {
        int throwsMade = 0;
        while (true) {
            String turn = awaitTurn(page);
            if (turn.equals("over")) {
                break;
            }
            assertThat(turn).as("a person is never asked to move: the table plays each throw's one move").isEqualTo("throw");
            assertTokensWhereTheCardsSay(page);
            if (seatsSeen != null) {
                seatsSeen.add(page.locator("#status").getAttribute("data-seat"));
            }
            if (throwsMade == 10 && name != null) {
                screenshot(page, name + "-mid-" + WIDE_W);
                page.setViewportSize(PHONE_W, PHONE_H);
                awaitTurn(page);
                screenshot(page, name + "-mid-" + PHONE_W);
                page.setViewportSize(WIDE_W, WIDE_H);
                awaitTurn(page);
            }
            int seq = TablePages.seq(page);
            DiceTables.press(page, page.locator("#throw-btn"), keyboard);
            page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", seq);
            throwsMade++;
            assertThat(throwsMade).as("throws before the game ended").isLessThan(1500);
        }
        page.locator("#result[open]").waitFor();
        assertTokensWhereTheCardsSay(page);
        return throwsMade;
    }

    /** Every token is drawn once, on the square its seat card gives (reduced motion: no walk is still on). */
    @SuppressWarnings("unchecked")
    private static void assertTokensWhereTheCardsSay(Page page) {
        Map<String, Map<String, String>> squares = (Map<String, Map<String, String>>) page.evaluate(SQUARES);
        for (var e : squares.entrySet()) {
            assertThat(e.getValue().get("card")).as("seat %s: its card and its token", e.getKey())
                    .isEqualTo(e.getValue().get("drawn") + "/100");
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> moveWords(Page page) {
        return (List<String>) page.evaluate("() => [...document.querySelectorAll('#moves li[data-kind=move] .words')].map(e => e.textContent)");
    }

    @Test
    @DisplayName("Snakes and Ladders rules 1-4: two players against the computer; the board, a whole game by throwing only, who reached 100")
    void twoPlayersAgainstTheComputer() {
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "snakes", "computer", 2, Map.of(), null);
            assertThat(page.locator("#board svg.board.snakes")).isVisible();
            assertThat(page.locator("#board .snakes .sq")).hasCount(100);
            assertThat(page.locator("#board .snakes .ladder")).hasCount(9);
            assertThat(page.locator("#board .snakes .snake")).hasCount(10);
            assertThat(page.locator("#board .ladder[data-foot='28'][data-top='84']")).hasCount(1);
            assertThat(page.locator("#board .snake[data-head='87'][data-tail='24']")).hasCount(1);
            assertThat(page.locator("#board .tokens .token")).hasCount(2);
            assertThat(page.locator("#throw-btn")).hasText("Roll the die");
            assertThat(page.locator("#status")).hasText(Pattern.compile("Your turn: roll the die|White \\(computer\\) to roll the die"));
            int throwsMade = throwToTheEnd(page, false, "snakes2", null);
            screenshot(page, "snakes2-result-" + WIDE_W);
            page.setViewportSize(PHONE_W, PHONE_H);
            awaitSettled(page);
            screenshot(page, "snakes2-result-" + PHONE_W);
            assertThat(page.locator("#result-title")).hasText(Pattern.compile("You win!|White \\(computer\\) wins"));
            assertThat(page.locator("#result-body p").first()).hasText(Pattern.compile("You reached 100 first\\.|White \\(computer\\) reached 100 first\\."));
            assertThat(page.locator("#result-body")).containsText(Pattern.compile("\\d+ throws"));
            assertThat(throwsMade).as("a game of two takes some throws of each").isGreaterThan(3);
            assertThat(page.locator("#board .tokens .token[data-square='100']")).hasCount(1);
            List<String> moves = moveWords(page);
            assertThat(moves).as("every move told as a walk, a climb, a slide or a lost throw").allMatch(w -> MOVE_WORDS.matcher(w).matches());
            assertThat(moves.stream().anyMatch(w -> w.contains("climbed") || w.contains("slid"))).as("a ladder or a snake in a whole game: %s", moves)
                    .isTrue();
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Snakes and Ladders: pass and play, three seats by keyboard; each throws in turn (rule 1) to the end")
    void passAndPlay() {
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "snakes", "pass", 3, Map.of(), null);
            assertThat(page.locator("#invite")).isHidden();
            assertThat(page.locator("#status")).hasText("Asha (Red): roll the die. Pass the device if it is not you.");
            assertThat(page.locator("#board .tokens .token")).hasCount(3);
            Set<String> seats = new HashSet<>();
            throwToTheEnd(page, true, "snakes3-pass", seats);
            assertThat(seats).containsExactlyInAnyOrder("1", "2", "3");
            assertThat(page.locator("#result[open] #result-title")).hasText(Pattern.compile("(Asha \\(Red\\)|White|Green) wins"));
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Snakes and Ladders rule 1: with a friend by link, each throws in turn from their own page and both boards show the same squares")
    void friendsByLink() {
        try (BrowserContext context = tables.newContext(); BrowserContext other = tables.newContext()) {
            Page asha = DiceTables.openTable(context, "snakes", "friends", 2, Map.of(), null);
            String link = asha.locator("#invite-link").inputValue();
            Page bikram = other.newPage();
            bikram.setViewportSize(PHONE_W, PHONE_H);
            bikram.navigate(link);
            bikram.locator("#join-name").fill("Bikram");
            bikram.locator("#join-btn").click();
            assertThat(bikram.locator(".seat[data-seat='2'] .who")).containsText("Bikram (you)");
            for (int i = 0; i < 8; i++) {
                Page thrower = i % 2 == 0 ? asha : bikram; // rule 1: in seat order, no extra throws
                assertThat(awaitTurn(thrower)).isEqualTo("throw");
                int seq = TablePages.seq(thrower);
                thrower.locator("#throw-btn").click();
                TablePages.awaitSeq(asha, seq + 2);
                TablePages.awaitSeq(bikram, seq + 2);
                if ("over".equals(TablePages.turn(asha))) {
                    break;
                }
                assertThat(asha.evaluate(SQUARES)).as("both boards after throw %d", i).isEqualTo(bikram.evaluate(SQUARES));
                assertThat(asha.locator("#moves li")).hasCount(bikram.locator("#moves li").count());
            }
            screenshot(bikram, "snakes2-friend-" + PHONE_W);
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Snakes and Ladders rule 4: six tokens share the start in sight, each its own colour; all on one square stay apart")
    void sixTokensInSight() {
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "snakes", "computer", 6, Map.of(), null);
            page.setViewportSize(PHONE_W, PHONE_H);
            awaitSettled(page);
            assertThat(page.locator("#seats .seat")).hasCount(6);
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> drawn = (List<Map<String, Object>>) page.evaluate("() => [...document.querySelectorAll('#board .tokens .token .disc')]"
                    + ".map(d => { const r = d.getBoundingClientRect(); return { fill: getComputedStyle(d).fill, x: r.x, y: r.y, w: r.width }; })");
            assertThat(drawn).hasSize(6);
            assertThat(drawn.stream().map(d -> d.get("fill")).distinct().count()).as("six colours").isEqualTo(6);
            for (int i = 0; i < drawn.size(); i++) {
                for (int j = i + 1; j < drawn.size(); j++) {
                    double dx = ((Number) drawn.get(i).get("x")).doubleValue() - ((Number) drawn.get(j).get("x")).doubleValue();
                    double dy = ((Number) drawn.get(i).get("y")).doubleValue() - ((Number) drawn.get(j).get("y")).doubleValue();
                    assertThat(Math.hypot(dx, dy)).as("tokens %d and %d apart", i + 1, j + 1)
                            .isGreaterThanOrEqualTo(((Number) drawn.get(i).get("w")).doubleValue() * 0.9);
                }
            }
            assertThat(((Number) drawn.get(0).get("w")).doubleValue()).as("a token a thumb can see on a phone").isGreaterThan(12);
            DiceTables.screenshot(page, "snakes6-start-" + PHONE_W);
            // Six tokens on one square (the figure of the rules page draws the same renderer): none hides another.
            @SuppressWarnings("unchecked")
            List<Number> apart = (List<Number>) page.evaluate("async () => { const m = await import('/js/games/snakes.js');"
                    + " const box = document.createElement('div'); box.style.width = '390px'; document.body.append(box);"
                    + " m.create(box, {}).draw({ squares: { 1: 50, 2: 50, 3: 50, 4: 50, 5: 50, 6: 50 } }, [], null, {});"
                    + " const rs = [...box.querySelectorAll('.token .disc')].map(d => d.getBoundingClientRect()); box.remove();"
                    + " let least = 1e9; for (let i = 0; i < rs.length; i++) for (let j = i + 1; j < rs.length; j++)"
                    + "   least = Math.min(least, Math.hypot(rs[i].x - rs[j].x, rs[i].y - rs[j].y) / rs[i].width);"
                    + " return [rs.length, least]; }");
            assertThat(apart.get(0).intValue()).isEqualTo(6);
            assertThat(apart.get(1).doubleValue()).as("closest centres, in token widths").isGreaterThanOrEqualTo(0.9);
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Snakes and Ladders rule 2: with motion on, the die rolls, the token walks and then stands where the table has it")
    void theTokenWalks() {
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "snakes", "computer", 2, Map.of(), null);
            page.emulateMedia(new Page.EmulateMediaOptions().setReducedMotion(ReducedMotion.NO_PREFERENCE));
            page.evaluate("() => { window.__walks = 0; new MutationObserver(() => { if (document.querySelector('#board .walker .token')) window.__walks++; })"
                    + ".observe(document.getElementById('board'), { subtree: true, childList: true }); }");
            for (int i = 0; i < 3 && !"over".equals(awaitTurn(page)); i++) {
                page.evaluate("() => document.querySelectorAll('#board .snakes-die').forEach(e => { e.__old = true; })");
                page.locator("#throw-btn").click();
                page.waitForFunction("() => { const e = document.querySelector('#board .snakes-die.fresh'); return e && !e.__old; }");
                assertThat(page.locator("#board .snakes-die.fresh .die-face").evaluate("e => getComputedStyle(e).animationName")).isEqualTo("die-roll");
                awaitTurn(page);
                page.waitForFunction("() => window.__walks > 0 && !document.getElementById('board').dataset.walking");
                assertTokensWhereTheCardsSay(page);
            }
            assertThat(page.locator("#board .walker .token")).hasCount(0);
            tables.assertNoPageErrors();
        }
    }
}
