package chautari.server.web;

import static chautari.server.web.DiceTables.SHOTS;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Tic-tac-toe and five in a row at the web table: whole games against the computer on both boards to the results
 * screen, the large board's two taps (a ghost mark, then the mark), and a friends table over two browsers on the small
 * board. Screenshots under target/screenshots/tictactoe-*.png.
 */
class TicTacToeBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    @BeforeAll
    static void start() {
        if (AccessibilityBrowserTest.axe == null) {
            AccessibilityBrowserTest.axe = AccessibilityBrowserTest.axeScript();
        }
    }

    private static void shot(Page page, String name) {
        Shots.take(page, new Page.ScreenshotOptions().setPath(SHOTS.resolve("tictactoe-" + name + ".png")));
    }

    /** A table against the computer from the new-table page, on the board of this size, the page playing X. */
    private static Page againstTheComputer(BrowserContext context, int size, int width, int height) {
        Page page = context.newPage();
        page.setViewportSize(width, height);
        page.navigate("/new?game=tictactoe");
        page.locator("input[name=mode][value=computer]").check();
        assertThat(page.locator("label:has(input[name=opt-size][value='15'])")).containsText("Five in a row: 15 by 15");
        page.locator("input[name=opt-size][value='" + size + "']").check();
        assertThat(page.locator("#first label:has(input[value=me])")).hasText("I play X (X moves first)");
        page.locator("input[name=first][value=me]").check();
        page.locator("#name").fill("Asha");
        page.locator("#create").click();
        page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
        return page;
    }

    @ParameterizedTest(name = "{0} by {0} at {1}x{2}")
    @CsvSource({"3, 390, 844", "3, 1280, 800", "15, 390, 844", "15, 1280, 800"})
    @DisplayName("Tic-tac-toe rulings 1 to 3 against the computer: the board chosen on the new-table page, a whole game by taps to the results screen, the last mark and the winning line marked")
    void wholeGameAgainstTheComputer(int size, int width, int height) {
        Thorough.wideGame(width);
        Rng rng = new Rng(3000 + size + width);
        try (BrowserContext context = tables.newContext()) {
            Page page = againstTheComputer(context, size, width, height);
            assertThat(page.locator("#board svg.board.tictactoe.size" + size)).isVisible();
            assertThat(page.locator(".seat[data-seat='1'] .colour")).hasText("X");
            assertThat(page.locator(".seat[data-seat='2'] .colour")).hasText("O");
            assertThat(DiceTables.awaitTurn(page)).isEqualTo("move");
            assertThat(page.locator("#board .marks .movable.place")).hasCount(size * size);
            String name = size + "-" + width;
            AccessibilityBrowserTest.assertClean(page, "the " + size + " by " + size + " board at " + width + "x" + height);
            shot(page, name + "-start");
            int moves = 0;
            while (!DiceTables.awaitTurn(page).equals("over")) {
                if (moves == 2) {
                    String last = (String) page.evaluate("() => document.querySelector('#moves li[data-kind=move]:last-child code.notation').textContent");
                    assertThat(page.locator("#board .last-move .last-to[data-cell='" + last + "']")).hasCount(1);
                    assertThat(page.locator("#board .pieces .o[data-cell='" + last + "']")).hasCount(1);
                    shot(page, name + "-mid");
                }
                TablePages.playMove(page, rng, moves % 4 == 3);
                moves++;
                assertThat(moves).as("moves before the game ended").isLessThanOrEqualTo(size * size);
            }
            page.locator("#result[open]").waitFor();
            shot(page, name + "-result");
            assertThat(page.locator("#result-title")).hasText(Pattern.compile("You win!|O wins|A draw"));
            boolean drawn = page.locator("#result-title").textContent().contains("draw");
            if (drawn) {
                assertThat(page.locator("#result .reason")).hasText("A draw: the board is full and nobody made a line.");
                assertThat(page.locator("#board .win .win-line")).hasCount(0);
            } else {
                int line = size == 3 ? 3 : 5;
                assertThat(page.locator("#result .reason")).hasText(Pattern.compile("[" + line + "-9] in a row, from [a-o]\\d+ to [a-o]\\d+\\."));
                assertThat(page.locator("#board .win .win-line")).hasCount(1);
                String cells = page.locator("#board .win .win-line").getAttribute("data-cells");
                assertThat(cells.split(" ").length).isGreaterThanOrEqualTo(line);
            }
            page.locator("#look-btn").click();
            assertThat(page.locator("#result")).not().hasAttribute("open", "");
            shot(page, name + "-board");
            System.out.printf("tictactoe %d by %d at %dx%d: %d moves in the browser, %s%n", size, size, width, height, moves,
                    page.locator("#result-title").textContent());
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Five in a row on a phone: the first tap shows a ghost mark and places nothing, a tap elsewhere moves it, a tap on it places the mark")
    void twoTapsOnTheLargeBoard() {
        try (BrowserContext context = tables.newContext()) {
            Page page = againstTheComputer(context, 15, 390, 844);
            assertThat(DiceTables.awaitTurn(page)).isEqualTo("move");
            assertThat(page.locator("#status")).containsText("tap it again to place it");
            int seq = TablePages.seq(page);
            page.locator("#board .marks .movable[data-cell='h8']").click();
            assertThat(page.locator("#board .marks .target.ghost[data-cell='h8']")).hasCount(1);
            assertThat(page.locator("#board .marks .target.ghost[data-cell='h8']")).hasAttribute("aria-label",
                    "Your mark on h8: tap it again to place it");
            assertThat(page.locator("#board .pieces .piece")).hasCount(0);
            AccessibilityBrowserTest.assertClean(page, "five in a row at 390x844 with a ghost mark");
            shot(page, "ghost-390");
            page.locator("#board .marks .movable[data-cell='g7']").click();
            assertThat(page.locator("#board .marks .target.ghost")).hasCount(1);
            assertThat(page.locator("#board .marks .target.ghost[data-cell='g7']")).hasCount(1);
            assertThat(TablePages.seq(page)).as("nothing played yet").isEqualTo(seq);
            page.locator("#board .marks .target.ghost[data-cell='g7']").click();
            TablePages.awaitSeq(page, seq + 1);
            assertThat(page.locator("#board .pieces .x[data-cell='g7']")).hasCount(1);
            assertThat(page.locator("#board .pieces .x[data-cell='h8']")).hasCount(0);
            assertThat(page.locator("#moves li[data-kind=move] .words").first()).hasText("You put X on g7");
            assertThat(DiceTables.awaitTurn(page)).isEqualTo("move");
            assertThat(page.locator("#board .pieces .o")).hasCount(1);
            assertThat(page.locator("#board .marks .target")).hasCount(0);
            page.locator("#board .marks .movable[data-cell='h8']").focus();
            page.keyboard().press("Enter");
            assertThat(page.locator("#board .marks .target.ghost[data-cell='h8']")).isFocused();
            page.keyboard().press("Enter");
            TablePages.awaitSeq(page, seq + 3);
            assertThat(page.locator("#board .pieces .x[data-cell='h8']")).hasCount(1);
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Tic-tac-toe with friends: the second joins by the link and plays O, each sees the other's marks, and both see X's diagonal win")
    void friendsByLink() {
        try (BrowserContext ashaContext = tables.newContext(); BrowserContext bikramContext = tables.newContext()) {
            Page asha = DiceTables.openTable(ashaContext, "tictactoe", "friends", 0, Map.of(), null);
            asha.setViewportSize(1280, 800);
            Page bikram = bikramContext.newPage();
            bikram.setViewportSize(390, 844);
            bikram.navigate(asha.locator("#invite-link").inputValue());
            bikram.locator("#join-name").fill("Bikram");
            bikram.locator("#join-btn").click();
            assertThat(bikram.locator(".seat[data-seat='2'] .who")).containsText("Bikram (you)");
            assertThat(asha.locator(".seat[data-seat='2'] .who")).containsText("Bikram");
            List<String> cells = List.of("a1", "b1", "b2", "c1", "c3");
            for (int i = 0; i < cells.size(); i++) {
                Page mover = i % 2 == 0 ? asha : bikram, watcher = i % 2 == 0 ? bikram : asha;
                TablePages.awaitSeq(mover, i);
                TablePages.awaitSeq(watcher, i);
                assertThat(TablePages.turn(mover)).isEqualTo("move");
                assertThat(TablePages.turn(watcher)).isEqualTo("wait");
                assertThat(watcher.locator("#board .marks .movable")).hasCount(0);
                mover.locator("#board .marks .movable[data-cell='" + cells.get(i) + "']").click();
                TablePages.awaitSeq(watcher, i + 1);
                String mark = i % 2 == 0 ? "x" : "o";
                assertThat(watcher.locator("#board .pieces ." + mark + "[data-cell='" + cells.get(i) + "']")).hasCount(1);
                assertThat(watcher.locator("#board .last-move .last-to[data-cell='" + cells.get(i) + "']")).hasCount(1);
            }
            for (Page page : List.of(asha, bikram)) {
                page.locator("#result[open]").waitFor();
                assertThat(page.locator("#board .win .win-line")).hasAttribute("data-cells", "a1 b2 c3");
                assertThat(page.locator("#result .reason")).hasText("3 in a row, from a1 to c3.");
            }
            assertThat(asha.locator("#result-title")).hasText("You win!");
            assertThat(bikram.locator("#result-title")).hasText("X wins");
            assertThat(bikram.locator("#moves")).containsText("Asha (X) put X on a1");
            assertThat(asha.locator("#moves")).containsText("You put X on c3");
            shot(asha, "friends-x-1280");
            shot(bikram, "friends-o-390");
            tables.assertNoPageErrors();
        }
    }
}
