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
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Checkers at the web table: whole games against the computer at phone and desktop size, every move tapped on the
 * board (captures compulsory, a chain landing by landing), and at a shared screen a capture chain entered by taps
 * from a position the game reaches. Screenshots go to target/screenshots/checkers-*.png.
 */
class CheckersBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    /** Why the game ended, as the results screen says it (result.checkers.*). */
    private static final String WORDS = "(You|(Black|White) \\(computer\\)) had no move left: no piece could move, or none was left\\."
            + "|A draw: the same position came round for the third time\\."
            + "|A draw: 80 moves in a row went by without a capture or a man moving\\.";
    private static final String MUST_CAPTURE = "must capture: only the pieces that can jump may move";

    private static int count(Page page, String selector) {
        return page.locator(selector).count();
    }

    private static Locator mark(Page page, String kind, String square) {
        return page.locator("#board .marks ." + kind + "[data-cell='" + square + "']");
    }

    /** Which of the pieces stands highest on the screen: the one furthest forward, towards the other side. */
    private static int foremost(Locator pieces) {
        List<?> tops = (List<?>) pieces.evaluateAll("es => es.map(e => e.getBoundingClientRect().top)");
        int best = 0;
        for (int i = 1; i < tops.size(); i++) {
            if (((Number) tops.get(i)).doubleValue() < ((Number) tops.get(best)).doubleValue()) {
                best = i;
            }
        }
        return best;
    }

    /** A move tapped on the board (mostly the foremost piece, so the game runs its course quickly): a piece, one of its landings, and on landing by landing while a chain goes on. */
    private static void playRandomMove(Page page, Rng rng, Runnable whilePicked) {
        Locator pieces = page.locator("#board .marks .movable");
        assertThat(pieces.count()).as("pieces to move when the page must move").isPositive();
        boolean capture = count(page, "#board .marks .movable.can-jump") > 0;
        assertThat(count(page, "#board .marks .movable.can-jump")).as("all or none of the movable pieces must jump").isIn(0, pieces.count());
        if (capture) {
            assertThat(page.locator("#status")).containsText(MUST_CAPTURE);
        }
        pieces.nth(rng.nextInt(4) == 0 ? rng.nextInt(pieces.count()) : foremost(pieces)).click();
        if (whilePicked != null) {
            whilePicked.run();
        }
        int seq = TablePages.seq(page);
        do {
            Locator targets = page.locator("#board .marks .target");
            assertThat(targets.count()).as("a landing to tap").isPositive();
            targets.nth(rng.nextInt(targets.count())).click();
        } while (count(page, "#board .chain .piece.moving") > 0 && TablePages.seq(page) == seq);
    }

    /** A table against the computer (beginner) from the new-table page, the person playing Black (first: me) or White (other). */
    private static Page openAgainstComputer(BrowserContext context, String first) {
        Page page = context.newPage();
        page.navigate("/new?game=checkers");
        page.locator("input[name=mode][value=computer]").check();
        page.locator("input[name=first][value=" + first + "]").check();
        page.locator("input[name=level][value=beginner]").check();
        page.locator("#name").fill("Asha");
        page.locator("#create").click();
        page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
        DiceTables.awaitSettled(page);
        return page;
    }

    private static double top(Page page, String square) {
        return ((Number) page.evaluate("c => document.querySelector(`#board .cell[data-cell='${c}']`).getBoundingClientRect().top", square))
                .doubleValue();
    }

    /**
     * Plays one move of the notation at a shared screen by tapping its squares (a landing the table fills in is not
     * tapped); a move the table played itself, being the only one, is passed over.
     */
    private static void tapMove(Page page, String move) {
        Locator notation = page.locator("#moves li[data-kind=move] code.notation");
        if (notation.count() > 0 && notation.last().textContent().equals(move)) {
            return;
        }
        int seq = TablePages.seq(page);
        String[] squares = move.split("[-x]");
        mark(page, "movable", squares[0]).click();
        for (int i = 1; i < squares.length && TablePages.seq(page) == seq; i++) {
            mark(page, "target", squares[i]).click();
        }
        TablePages.awaitSeq(page, seq + 1);
        awaitTurn(page);
    }

    /**
     * A shared-screen table where Black must capture: 6 over 10 to 15 and on over 18 to 22 (the only way on), or 7
     * over 10 to 14 and on over 17 to 21 or over 18 to 23. White's 19x10 before it is the only move, played by the table.
     */
    private static Page blackMustCapture(BrowserContext context) {
        Page page = DiceTables.openTable(context, "checkers", "pass", 0, Map.of(), null);
        page.setViewportSize(PHONE_W, PHONE_H);
        for (String move : List.of("12-16", "21-17", "16-20", "23-19", "8-12", "22-18", "10-15", "19x10")) {
            tapMove(page, move);
        }
        assertThat(page.locator("#status")).containsText(MUST_CAPTURE);
        assertThat(page.locator("#board .marks .movable")).hasCount(2);
        assertThat(page.locator("#board .marks .movable.can-jump")).hasCount(2);
        assertThat(mark(page, "movable", "6")).hasCount(1);
        assertThat(mark(page, "movable", "7")).hasAttribute("aria-label", "Piece on 7, which must capture; it jumps to 14");
        return page;
    }

    @ParameterizedTest(name = "{0}x{1}, first: {2}")
    @CsvSource({"390, 844, me", "1280, 800, other"})
    @DisplayName("Checkers: against the computer to the results screen, every move tapped, captures compulsory, the reason worded")
    void againstTheComputer(int width, int height, String first) {
        Thorough.wideGame(width);
        Rng rng = new Rng(3000 + width);
        try (BrowserContext context = tables.newContext()) {
            Page page = openAgainstComputer(context, first);
            page.setViewportSize(width, height);
            int mine = first.equals("me") ? 1 : 2;
            assertThat(top(page, mine == 1 ? "1" : "32")).as("the person's own side nearest them").isGreaterThan(top(page, mine == 1 ? "32" : "1"));
            assertThat(page.locator("#seats .seat[data-seat='" + mine + "']")).containsText("(you)");
            assertThat(page.locator("#board .cell")).hasCount(32);
            assertThat(page.locator("#board .cell .num")).hasCount(32);
            assertThat(page.locator("#board .pieces .piece.seat1")).hasCount(12);
            assertThat(page.locator("#board .pieces .piece.seat2")).hasCount(12);
            int moves = 0;
            boolean shotCapture = false;
            while (!awaitTurn(page).equals("over")) {
                final int n = moves;
                playRandomMove(page, rng, n == 2 ? () -> screenshot(page, "checkers-picked-" + width) : null);
                moves++;
                assertThat(moves).as("moves before the game ended").isLessThan(200);
                if (!shotCapture && count(page, "#moves li.capture") > 0) {
                    shotCapture = true;
                    DiceTables.awaitSettled(page);
                    screenshot(page, "checkers-capture-" + width);
                }
            }
            page.locator("#result[open]").waitFor();
            screenshot(page, "checkers-result-" + width);
            assertThat(count(page, "#moves li.capture")).as("seed %d: captures in the game's moves", 3000 + width).isPositive();
            assertThat(page.locator("#result-title")).hasText(Pattern.compile("You win!|(Black|White)( \\(computer\\))? wins|A draw"));
            assertThat(page.locator("#result .reason")).hasText(Pattern.compile(WORDS));
            page.locator("#look-btn").click();
            if (count(page, "#board .pieces .piece.king") > 0) {
                assertThat(page.locator("#board .pieces .piece.king .crown").first()).isVisible();
            }
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Checkers rule 3: only the pieces that can jump move, said in the status line; a chain is tapped landing by landing, Escape puts it back, sent as one move")
    void captureChainByTaps() {
        try (BrowserContext context = tables.newContext()) {
            Page page = blackMustCapture(context);
            int seq = TablePages.seq(page);
            mark(page, "movable", "7").click();
            mark(page, "target.jump", "14").click();
            assertThat(page.locator("#board .chain .piece.moving")).hasCount(1);
            assertThat(page.locator("#board .pieces .piece.lifted")).hasCount(1);
            assertThat(page.locator("#board .pieces .piece.jumped")).hasCount(1);
            assertThat(page.locator("#board .chain .jumped-mark")).hasCount(1);
            assertThat(page.locator("#board .marks .target.jump")).hasCount(2);
            assertThat(mark(page, "target.jump", "21")).hasCount(1);
            assertThat(mark(page, "target.jump", "23")).hasCount(1);
            assertThat(TablePages.seq(page)).as("nothing sent half-way").isEqualTo(seq);
            screenshot(page, "checkers-chain-" + PHONE_W);
            page.keyboard().press("Escape");
            assertThat(page.locator("#board .chain .piece")).hasCount(0);
            assertThat(page.locator("#board .marks .movable.can-jump")).hasCount(2);
            mark(page, "movable", "7").click();
            mark(page, "target.jump", "14").click();
            mark(page, "target.jump", "21").click();
            TablePages.awaitSeq(page, seq + 1);
            Locator last = page.locator("#moves li[data-kind=move]").last();
            assertThat(last.locator("code.notation")).hasText("7x14x21");
            assertThat(last).containsText("by way of 14");
            assertThat(page.locator("#board .last-move .last-captured")).hasCount(2);
            assertThat(page.locator("#board .last-move .last-path")).hasAttribute("data-path", "7 14 21");
            assertThat(page.locator("#board .pieces .piece.seat2")).hasCount(10);
            screenshot(page, "checkers-chain-played-" + PHONE_W);
            page.setViewportSize(WIDE_W, WIDE_H);
            screenshot(page, "checkers-chain-played-" + WIDE_W);
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Checkers rule 3: where a chain can go on only one way, the table fills the landing in and sends the whole capture")
    void onlyContinuationFilledIn() {
        try (BrowserContext context = tables.newContext()) {
            Page page = blackMustCapture(context);
            int seq = TablePages.seq(page);
            mark(page, "movable", "6").click();
            mark(page, "target.jump", "15").click();
            TablePages.awaitSeq(page, seq + 1);
            // White's only answer, 25x18, is then played by the table.
            assertThat(page.locator("#moves li[data-kind=move] code.notation").allTextContents()).contains("6x15x22");
            assertThat(page.locator("#board .pieces .piece.seat2")).hasCount(10);
            tables.assertNoPageErrors();
        }
    }
}
