package chautari.server.web;

import static chautari.server.web.DiceTables.SHOTS;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Dots and Boxes at the web table: whole games against the computer by taps between dots, to the results screen,
 * the extra move after a box said plainly, the boxes in their seats' colours with initials, the score beside the
 * board, the last line marked; three players with two computers. Screenshots under target/screenshots/dots-*.png.
 */
class DotsBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    @BeforeAll
    static void axe() {
        AccessibilityBrowserTest.axe = AccessibilityBrowserTest.axeScript();
    }

    private static void shot(Page page, String name) {
        Shots.take(page, new Page.ScreenshotOptions().setPath(SHOTS.resolve("dots-" + name + ".png")));
    }

    private static Page computerTable(BrowserContext context, int width, int height, int size, int players) {
        Page page = context.newPage();
        page.setViewportSize(width, height);
        page.navigate("/new?game=dots");
        page.locator("input[name=mode][value=computer]").check();
        page.locator("input[name=players][value='" + players + "']").check();
        page.locator("input[name=opt-size][value='" + size + "']").check();
        page.locator("#name").fill("Asha");
        page.locator("#create").click();
        page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
        assertThat(page.locator("#board svg.board.dots.size" + size)).isVisible();
        return page;
    }

    /** The lines drawn, as the board shows them. */
    @SuppressWarnings("unchecked")
    private static Set<String> drawn(Page page) {
        return new HashSet<>((List<String>) page.evaluate(
                "() => [...document.querySelectorAll('#board .lines .drawn')].map(l => l.dataset.line)"));
    }

    /** The four sides of the box whose corner nearest a1 is at file f, rank r (both from 0). */
    private static List<String> sides(int f, int r) {
        return List.of(dot(f, r) + "-" + dot(f + 1, r), dot(f, r + 1) + "-" + dot(f + 1, r + 1),
                dot(f, r) + "-" + dot(f, r + 1), dot(f + 1, r) + "-" + dot(f + 1, r + 1));
    }

    private static String dot(int f, int r) {
        return "" + (char) ('a' + f) + (r + 1);
    }

    /** A line the page may draw that closes a box, or null when none does. */
    private static String closing(Set<String> drawn, int size) {
        for (int f = 0; f < size; f++) {
            for (int r = 0; r < size; r++) {
                List<String> open = sides(f, r).stream().filter(s -> !drawn.contains(s)).toList();
                if (open.size() == 1) {
                    return open.getFirst();
                }
            }
        }
        return null;
    }

    /** The lines not drawn that give no box its third side, in board order. */
    private static List<String> safe(Set<String> drawn, int size) {
        List<String> safe = new ArrayList<>();
        for (int f = 0; f < size; f++) {
            for (int r = 0; r < size; r++) {
                List<String> open = sides(f, r).stream().filter(s -> !drawn.contains(s)).toList();
                if (open.size() > 2) {
                    open.stream().filter(s -> !safe.contains(s)).forEach(safe::add);
                }
            }
        }
        for (int f = 0; f < size; f++) {
            for (int r = 0; r < size; r++) {
                if (sides(f, r).stream().filter(s -> !drawn.contains(s)).count() <= 2) {
                    safe.removeAll(sides(f, r));
                }
            }
        }
        return safe;
    }

    private static double minSide(Page page, String selector) {
        return ((Number) page.evaluate("sel => Math.min(...[...document.querySelectorAll(sel)].map(e => {"
                + " const b = e.getBoundingClientRect(); return Math.min(b.width, b.height); }))", selector)).doubleValue();
    }

    /**
     * Plays the page's turns to the results screen by taps (and now and then Enter on a focused line), a box taken whenever
     * one is there, else a line that gives no box away where there is one; answers whether the page ever drew again
     * after a box, where the page is also checked with axe.
     */
    private static boolean playToTheEnd(Page page, int size, Rng rng, String name) {
        boolean drewAgain = false;
        int moves = 0;
        while (!DiceTables.awaitTurn(page).equals("over")) {
            int seq = TablePages.seq(page);
            Set<String> drawn = drawn(page);
            String line = closing(drawn, size);
            List<String> safe = safe(drawn, size);
            Locator hits = page.locator("#board .marks .line-hit");
            Locator hit = line != null ? page.locator("#board .marks .line-hit[data-line='" + line + "']")
                    : !safe.isEmpty() ? page.locator("#board .marks .line-hit[data-line='" + safe.get(rng.nextInt(safe.size())) + "']")
                    : hits.nth(rng.nextInt(hits.count()));
            String played = hit.getAttribute("data-line");
            if (moves % 4 == 1) { // the keyboard draws a line too
                hit.focus();
                page.keyboard().press("Enter");
            } else {
                hit.click();
            }
            moves++;
            assertThat(moves).as("moves before the game ended").isLessThan(200);
            TablePages.awaitSeq(page, seq + 1);
            assertThat(page.locator("#board .last-move .last-line")).hasAttribute("data-line", Pattern.compile(".+"));
            if (line != null && !drewAgain && "move".equals(TablePages.turn(page))) {
                drewAgain = true;
                assertThat(page.locator("#board .last-move .last-line")).hasAttribute("data-line", played);
                assertThat(page.locator("#status")).hasText("You closed a box: draw again");
                assertThat(page.locator("#board .boxes .box[data-seat='1'] .initial").first()).hasText("A");
                shot(page, name + "-again");
                AccessibilityBrowserTest.assertClean(page, "dots " + name + " after a box closed");
            }
        }
        return drewAgain;
    }

    @ParameterizedTest(name = "{2}x{2} at {0}x{1}")
    @CsvSource({"390, 844, 3", "1280, 800, 3", "390, 844, 5"})
    @DisplayName("Dots and Boxes against the computer: lines drawn by taps between dots to the results screen, a box closed means drawing again")
    void wholeGameAgainstTheComputer(int width, int height, int size) {
        Thorough.wideGame(width);
        try (BrowserContext context = tables.newContext()) {
            Page page = computerTable(context, width, height, size, 2);
            String name = size + "-" + width;
            assertThat(DiceTables.awaitTurn(page)).isEqualTo("move");
            int lines = 2 * size * (size + 1);
            assertThat(page.locator("#board .marks .line-hit")).hasCount(lines);
            assertThat(page.locator("#board .dots-layer .dot")).hasCount((size + 1) * (size + 1));
            assertThat(minSide(page, "#board .marks .line-hit")).as("a line's tap area, in CSS px").isGreaterThanOrEqualTo(44);
            assertThat(page.locator("#board .score .entry")).hasCount(2);
            assertThat(page.locator("#seal")).isHidden();
            shot(page, name + "-start");
            boolean drewAgain = playToTheEnd(page, size, new Rng(700 + width + size), name);
            page.locator("#result[open]").waitFor();
            shot(page, name + "-result");
            if (size == 5) { // on the small board the page's only box may be the last
                assertThat(drewAgain).as("the page closed a box and drew again at least once").isTrue();
            }
            assertThat(page.locator("#board .lines .drawn")).hasCount(lines);
            assertThat(page.locator("#board .boxes .box")).hasCount(size * size);
            int mine = page.locator("#board .boxes .box[data-seat='1']").count();
            int theirs = page.locator("#board .boxes .box[data-seat='2']").count();
            assertThat(page.locator("#board .boxes .box[data-seat='2'] .initial").first()).hasText("W");
            assertThat(page.locator("#board .score .entry[data-seat='1'] .count")).hasText(String.valueOf(mine));
            assertThat(page.locator("#board .score .entry[data-seat='2'] .count")).hasText(String.valueOf(theirs));
            assertThat(page.locator("#result .reason")).hasText("Boxes: You: " + mine + ", White (computer): " + theirs);
            assertThat(page.locator("#result-title")).hasText(mine > theirs ? "You win!" : "White (computer) wins");
            assertThat(page.locator("#moves li[data-kind=move] .words").first()).hasText(Pattern.compile("(You|White \\(computer\\)) drew the line from [a-h][1-8] to [a-h][1-8]"));
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Dots and Boxes for three, two of them the computer's: three scores beside the board, played to the results screen")
    void threePlayersTwoComputers() {
        try (BrowserContext context = tables.newContext()) {
            Page page = computerTable(context, 390, 844, 3, 3);
            DiceTables.awaitSettled(page);
            assertThat(page.locator("#seats .seat")).hasCount(3);
            assertThat(page.locator("#board .score .entry")).hasCount(3);
            playToTheEnd(page, 3, new Rng(3003), "3players");
            page.locator("#result[open]").waitFor();
            shot(page, "3players-result");
            int total = 0;
            for (int seat = 1; seat <= 3; seat++) {
                int boxes = page.locator("#board .boxes .box[data-seat='" + seat + "']").count();
                assertThat(page.locator("#board .score .entry[data-seat='" + seat + "'] .count")).hasText(String.valueOf(boxes));
                total += boxes;
            }
            assertThat(total).isEqualTo(9);
            assertThat(page.locator("#result .reason")).hasText(Pattern.compile("Boxes: You: \\d, White \\(computer\\): \\d, Green \\(computer\\): \\d"));
            tables.assertNoPageErrors();
        }
    }
}
