package chautari.server.web;

import static chautari.server.web.DiceTables.PHONE_H;
import static chautari.server.web.DiceTables.PHONE_W;
import static chautari.server.web.DiceTables.WIDE_H;
import static chautari.server.web.DiceTables.WIDE_W;
import static chautari.server.web.DiceTables.awaitTurn;
import static chautari.server.web.DiceTables.screenshot;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ReducedMotion;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Sholo Guti at the web table: whole games against the computer at phone and desktop size, played
 * by clicking the board (a piece that can take is preferred, and a chain is jumped on), and a
 * pass-and-play game that chooses a chain jump by jump. Screenshots go to target/screenshots/shologuti-*.png.
 */
class ShologutiBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    /** The smallest box side of the elements a selector finds, in CSS pixels (0 when none). */
    private static final String MIN_SIDE = "sel => { const r = [...document.querySelectorAll(sel)].map(e => e.getBoundingClientRect());"
            + " return r.length ? Math.min(...r.map(b => Math.min(b.width, b.height))) : 0; }";
    /** Why the game ended, as the results screen says it (result.shologuti.*). */
    private static final String WORDS = "Every one of your pieces was taken\\.|Every piece of (Red|White) \\(computer\\) was taken\\."
            + "|(You|Red \\(computer\\)|White \\(computer\\)) had no move left\\.|A draw: the same position came round for the third time\\."
            + "|A draw: 100 moves in a row went by without a capture\\.";

    private static void press(Page page, Locator target, boolean keyboard) {
        DiceTables.press(page, target, keyboard);
    }

    private static int count(Page page, String selector) {
        return page.locator(selector).count();
    }

    /**
     * One move by clicking the board: a piece that can take if there is one, a jump if it has one,
     * and on along a chain at each landing unless rng stops it. Answers how many jumps it made.
     */
    private static int playMove(Page page, Rng rng, boolean keyboard, Runnable whilePicked, Runnable whileChaining) {
        Locator pieces = page.locator(count(page, "#board .marks .movable.can-jump") > 0
                ? "#board .marks .movable.can-jump" : "#board .marks .movable");
        assertThat(pieces.count()).as("pieces to move when the page must move").isPositive();
        press(page, pieces.nth(rng.nextInt(pieces.count())), keyboard);
        Locator targets = page.locator(count(page, "#board .marks .target.jump") > 0 ? "#board .marks .target.jump" : "#board .marks .target");
        assertThat(targets.count()).as("every legal destination of the picked piece shown").isPositive();
        if (whilePicked != null) {
            whilePicked.run();
        }
        boolean jump = count(page, "#board .marks .target.jump") > 0;
        press(page, targets.nth(rng.nextInt(targets.count())), keyboard);
        int jumps = jump ? 1 : 0;
        while (count(page, "#board .marks .movable.stop") > 0) {
            if (whileChaining != null) {
                whileChaining.run();
                if (count(page, "#board .marks .movable.stop") == 0) {
                    break;
                }
            }
            Locator further = page.locator("#board .marks .target.jump");
            assertThat(further.count()).as("a chain stands still only where it can jump on").isPositive();
            if (rng.nextInt(4) == 0) {
                press(page, page.locator("#board .marks .movable.stop"), keyboard);
            } else {
                press(page, further.nth(rng.nextInt(further.count())), keyboard);
                jumps++;
            }
        }
        return jumps;
    }

    /** The trays count what the board lacks, read in one snapshot of the page and awaited: the computer may be moving meanwhile. */
    private static void assertPiecesAndTrays(Page page) {
        page.waitForFunction("""
                () => {
                  const n = s => document.querySelectorAll(s).length;
                  const tray = s => document.querySelector(s)?.textContent;
                  return tray('#board .tray.taken-by1 .tray-count') === String(16 - n('#board .pieces .piece.seat2 circle.disc'))
                      && tray('#board .tray.taken-by2 .tray-count') === String(16 - n('#board .pieces .piece.seat1 circle.disc'));
                }""");
    }

    /** A table against the computer from the new-table page, the person playing Red (first: me) or White (other). */
    private static Page openAgainstComputer(BrowserContext context, String first) {
        Page page = context.newPage();
        page.navigate("/new?game=shologuti");
        page.locator("input[name=mode][value=computer]").check();
        page.locator("input[name=first][value=" + first + "]").check();
        page.locator("#name").fill("Asha");
        page.locator("#create").click();
        page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
        DiceTables.awaitSettled(page);
        return page;
    }

    private static double top(Page page, String cell) {
        return ((Number) page.evaluate("c => document.querySelector(`#board .point[data-cell='${c}']`).getBoundingClientRect().top", cell))
                .doubleValue();
    }

    @ParameterizedTest(name = "{0}x{1}, first: {2}")
    @CsvSource({"390, 844, me", "1280, 800, other"})
    @DisplayName("Sholo Guti rules 2-4: against the computer to the results screen, every move clicked on the board, captures taken and counted")
    void againstTheComputer(int width, int height, String first) {
        Thorough.wideGame(width);
        Rng rng = new Rng(1400 + width);
        try (BrowserContext context = tables.newContext()) {
            Page page = openAgainstComputer(context, first);
            page.setViewportSize(width, height);
            int mine = first.equals("me") ? 1 : 2;
            assertThat(top(page, mine == 1 ? "c1" : "c9")).as("the person's own triangle nearest them").isGreaterThan(top(page, mine == 1 ? "c9" : "c1"));
            assertThat(page.locator("#seats .seat[data-seat='" + mine + "']")).containsText("(you)");
            assertThat(page.locator("#board svg.board.shologuti")).isVisible();
            assertThat(page.locator("#board .point")).hasCount(37);
            assertThat(page.locator("#board .lines .line")).hasCount(20);
            assertThat(page.locator("#board .pieces .piece.seat1 circle.disc")).hasCount(16);
            assertThat(page.locator("#board .pieces .piece.seat2 circle.disc")).hasCount(16);
            int moves = 0, jumps = 0;
            boolean shotPicked = false, shotCapture = false;
            while (!awaitTurn(page).equals("over")) {
                final int n = moves;
                if (n == 1) { // a hint is marked on the board through every landing, and worded; never played
                    page.locator("#hint-btn").click();
                    Locator hint = page.locator("#board .marks .hint");
                    assertThat(hint).hasCount(1);
                    assertThat(page.locator("#board .marks .movable[data-cell='" + hint.getAttribute("data-from") + "']")).hasCount(1);
                    assertThat(page.locator("#hint-text")).hasText(Pattern.compile("Hint: .*Move [a-e]\\d( [→×] [a-e]\\d)+.*"));
                }
                jumps += playMove(page, rng, moves % 5 == 4, n == 2 ? () -> screenshot(page, "shologuti-picked-" + width) : null, null);
                shotPicked |= n == 2;
                moves++;
                assertThat(moves).as("moves before the game ended").isLessThan(400);
                if (!shotCapture && count(page, "#moves li.capture[data-seat='" + mine + "']") > 0) {
                    shotCapture = true;
                    DiceTables.awaitSettled(page);
                    assertPiecesAndTrays(page);
                    screenshot(page, "shologuti-capture-" + width);
                }
                if (moves % 10 == 0) {
                    DiceTables.awaitSettled(page);
                    assertThat(page.locator("#board .last-move .last-path")).hasCount(1);
                }
            }
            page.locator("#result[open]").waitFor();
            screenshot(page, "shologuti-result-" + width);
            assertThat(shotPicked).as("a piece was picked with its destinations shown").isTrue();
            assertThat(jumps).as("seed %d: jumps the page made", 1400 + width).isPositive();
            assertThat(page.locator("#moves li.capture[data-seat='" + mine + "']").first()).containsText("You jumped");
            assertThat(page.locator("#result-title")).hasText(Pattern.compile("You win!|(Red|White) \\(computer\\) wins|A draw"));
            assertThat(page.locator("#result .reason")).hasText(Pattern.compile(WORDS));
            page.locator("#look-btn").click();
            assertPiecesAndTrays(page);
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Sholo Guti rule 3: pass and play, a chain chosen jump by jump (the jumped pieces marked), Escape puts it back, sent as one move")
    void chainJumpByJump() {
        Rng rng = new Rng(2024);
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "shologuti", "pass", 0, Map.of(), null);
            page.setViewportSize(PHONE_W, PHONE_H);
            page.emulateMedia(new Page.EmulateMediaOptions().setReducedMotion(ReducedMotion.NO_PREFERENCE)); // each jump animated
            int moves = 0;
            boolean[] chained = {false, false};
            while (!awaitTurn(page).equals("over") && !chained[1]) {
                int jumps = playMove(page, rng, moves % 3 == 0, null, () -> {
                    if (chained[0]) {
                        return;
                    }
                    chained[0] = true;
                    int marked = count(page, "#board .chain .jumped-mark");
                    assertThat(marked).as("the pieces jumped so far").isPositive();
                    assertThat(page.locator("#board .pieces .piece.jumped")).hasCount(marked);
                    assertThat(page.locator("#board .pieces .piece.lifted")).hasCount(1);
                    assertThat(page.locator("#board .chain .piece.moving")).hasCount(1);
                    assertThat(page.locator("#board .chain-note")).hasText("Jump on, or tap the piece to stop");
                    assertThat(page.locator("#board .marks .movable.stop")).hasAttribute("aria-label", Pattern.compile("Stop on [a-e]\\d: the jumps .*"));
                    screenshot(page, "shologuti-chain-" + PHONE_W);
                    int seq = TablePages.seq(page);
                    page.locator("#board .marks .movable.stop").focus();
                    page.keyboard().press("Escape");
                    assertThat(page.locator("#board .marks .movable.stop")).hasCount(0);
                    assertThat(page.locator("#board .chain .piece")).hasCount(0);
                    assertThat(TablePages.seq(page)).as("nothing sent").isEqualTo(seq);
                    // pick the same chain again from the start
                    playAgain(page);
                });
                if (jumps >= 2) {
                    chained[1] = true;
                    DiceTables.awaitSettled(page);
                    String notation = page.locator("#moves li[data-kind=move]").last().locator("code.notation").textContent();
                    assertThat(notation).matches("[a-e]\\d(x[a-e]\\d){2,}");
                    assertThat(page.locator("#board .last-move .last-path")).hasAttribute("data-path", notation.replace('x', ' '));
                    assertThat(page.locator("#board .last-move .last-captured, #board .last-move .last-to.captured"))
                            .hasCount(notation.split("x").length - 1);
                    assertThat(page.locator("#moves li[data-kind=move]").last()).containsText("by way of");
                    assertThat(page.locator("#board .pieces .ghost")).hasCount(0); // the pieces taken have left
                    screenshot(page, "shologuti-chain-played-" + PHONE_W);
                    page.setViewportSize(WIDE_W, WIDE_H);
                    screenshot(page, "shologuti-chain-played-" + WIDE_W);
                }
                moves++;
                assertThat(moves).as("moves before a chain of two jumps").isLessThan(300);
            }
            assertThat(chained[1]).as("seed 2024: a chain of two jumps or more was played").isTrue();
            tables.assertNoPageErrors();
        }
    }

    /** After Escape put a chain back: the piece that can take, then its jump, as before. */
    private static void playAgain(Page page) {
        page.locator("#board .marks .movable.can-jump").first().click();
        page.locator("#board .marks .target.jump").first().click();
    }

    @Test
    @DisplayName("Sholo Guti on a phone: every point a thumb wide upright at 390x844, and lying down at 844x390; the whole board in view")
    void pointsAreThumbSized() {
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "shologuti", "pass", 0, Map.of(), null);
            page.setViewportSize(PHONE_W, PHONE_H);
            page.locator("#board svg.board.upright").waitFor();
            double upright = ((Number) page.evaluate(MIN_SIDE, "#board .point .hit")).doubleValue();
            double pieces = ((Number) page.evaluate(MIN_SIDE, "#board .marks .movable")).doubleValue();
            System.out.printf("sholo guti: point %.1f px, piece ring %.1f px at %dx%d%n", upright, pieces, PHONE_W, PHONE_H);
            assertThat(upright).as("a point's hit area at 390 px wide").isGreaterThanOrEqualTo(44);
            assertThat(pieces).as("a movable piece's ring at 390 px wide").isGreaterThanOrEqualTo(44);
            screenshot(page, "shologuti-start-" + PHONE_W);
            page.setViewportSize(PHONE_H, PHONE_W);
            page.locator("#board svg.board.sideways").waitFor();
            double lying = ((Number) page.evaluate(MIN_SIDE, "#board .point .hit")).doubleValue();
            System.out.printf("sholo guti: point %.1f px at %dx%d%n", lying, PHONE_H, PHONE_W);
            assertThat(lying).as("a point's hit area on a phone on its side").isGreaterThanOrEqualTo(44);
            screenshot(page, "shologuti-start-" + PHONE_H + "x" + PHONE_W);
            page.setViewportSize(WIDE_W, WIDE_H);
            page.locator("#board svg.board.upright").waitFor();
            screenshot(page, "shologuti-start-" + WIDE_W);
            tables.assertNoPageErrors();
        }
    }
}
