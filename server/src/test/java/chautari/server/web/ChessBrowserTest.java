package chautari.server.web;

import static chautari.server.web.DiceTables.SHOTS;
import static chautari.server.web.DiceTables.awaitTurn;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Chess at the web table on a phone (390x844, and 844x390 on its side): the board from each side with its coordinates,
 * a move by taps and one by drag with the SAN in the move list, the promotion choice, the strips of pieces taken.
 * Screenshots under target/screenshots/chess-*.png.
 */
class ChessBrowserTest {
    private static final int W = 390, H = 844;

    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    private static void shot(Page page, String name) {
        Shots.take(page, new Page.ScreenshotOptions().setPath(SHOTS.resolve("chess-" + name + ".png")));
    }

    /** A table against the computer from the new-table page, this page playing White or Black. */
    private static Page computerTable(BrowserContext context, boolean white, int width, int height) {
        Page page = context.newPage();
        page.setViewportSize(width, height);
        page.navigate("/new?game=chess");
        page.locator("input[name=mode][value=computer]").check();
        page.locator("input[name=first][value=" + (white ? "me" : "other") + "]").check();
        page.locator("#name").fill("Asha");
        page.locator("#create").click();
        page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
        page.locator("#board svg.board.chess").waitFor();
        return page;
    }

    /** A table against the computer started from a position (the `fen` option), this page playing White. */
    private static Page tableFrom(BrowserContext context, String fen) {
        Page page = context.newPage();
        page.setViewportSize(W, H);
        page.navigate("/");
        String link = (String) page.evaluate("async fen => { const api = await import('/js/api.js');"
                + " const r = await api.createTable({ game: 'chess', mode: 'computer', name: 'Asha', seat: 1, level: 'beginner',"
                + " options: { fen } }); return new URL(r.link, location.href).pathname; }", fen);
        page.navigate(link);
        page.locator("#board svg.board.chess").waitFor();
        return page;
    }

    /** The middle of a square on screen, in CSS px. */
    @SuppressWarnings("unchecked")
    private static Map<String, Number> middle(Page page, String cell) {
        return (Map<String, Number>) page.evaluate("c => { const b = document.querySelector(`#board .cells .square[data-cell=${c}]`)"
                + ".getBoundingClientRect(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; }", cell);
    }

    /** A move by taps: the piece, then its destination. */
    private static void tap(Page page, String from, String to) {
        page.locator("#board .marks .movable[data-cell=" + from + "]").click();
        page.locator("#board .marks .target[data-cell=" + to + "]").click();
    }

    @SuppressWarnings("unchecked")
    private static List<String> texts(Page page, String selector) {
        return (List<String>) page.evaluate("s => [...document.querySelectorAll(s)].map(e => e.textContent)", selector);
    }

    @SuppressWarnings("unchecked")
    private static List<String> cells(Page page, String selector) {
        return (List<String>) page.evaluate("s => [...document.querySelectorAll(s)].map(e => e.dataset.cell).sort()", selector);
    }

    @Test
    @DisplayName("against the computer as White: the board with White at the bottom, its coordinates on the edge, 32 pieces")
    void whiteAtTheBottom() {
        try (BrowserContext context = tables.newContext()) {
            Page page = computerTable(context, true, W, H);
            assertThat(awaitTurn(page)).isEqualTo("move");
            assertThat(page.locator("#board .pieces .piece")).hasCount(32);
            assertThat(page.locator(".seat[data-seat='1'] .colour")).hasText("White");
            assertThat(page.locator(".seat[data-seat='2'] .colour")).hasText("Black");
            assertThat(texts(page, "#board .coord.file")).containsExactly("a", "b", "c", "d", "e", "f", "g", "h");
            assertThat(texts(page, "#board .coord.rank")).containsExactly("1", "2", "3", "4", "5", "6", "7", "8");
            Map<String, Number> a1 = middle(page, "a1"), h8 = middle(page, "h8");
            assertThat(a1.get("y").doubleValue()).as("a1 below h8").isGreaterThan(h8.get("y").doubleValue());
            assertThat(a1.get("x").doubleValue()).as("a1 left of h8").isLessThan(h8.get("x").doubleValue());
            assertThat(page.locator("#board .piece[data-cell=e1]")).hasAttribute("data-piece", "K");
            shot(page, "white-390");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("a tap on a piece shows its legal destinations, a tap on one plays it: the move list says it in SAN over the UCI text")
    void tapThenTap() {
        try (BrowserContext context = tables.newContext()) {
            Page page = computerTable(context, true, W, H);
            assertThat(awaitTurn(page)).isEqualTo("move");
            page.locator("#board .marks .movable[data-cell=g1]").click();
            assertThat(cells(page, "#board .marks .target")).containsExactly("f3", "h3");
            assertThat(page.locator("#board .picked .selected[data-cell=g1]")).hasCount(1);
            shot(page, "picked");
            page.locator("#board .marks .target[data-cell=f3]").click();
            assertThat(page.locator("#moves li[data-kind=move]").first().locator(".words")).hasText("You played ♘f3");
            assertThat(page.locator("#moves li[data-kind=move]").first().locator("code.notation")).hasText("g1f3");
            assertThat(awaitTurn(page)).isEqualTo("move"); // the computer has answered
            assertThat(page.locator("#moves li[data-kind=move]")).hasCount(2);
            assertThat(page.locator("#moves li[data-kind=move]").nth(1).locator(".words")).hasText(Pattern.compile("Black \\(computer\\) played \\S+"));
            assertThat(page.locator("#board .last-move .last-from")).hasCount(1);
            assertThat(page.locator("#board .last-move .last-to")).hasCount(1);
            shot(page, "answered");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("castling by taps: the king tapped, then the square two files over; king and rook stand castled, the list says O-O")
    void castlingByTaps() {
        try (BrowserContext context = tables.newContext()) {
            Page page = tableFrom(context, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
            assertThat(awaitTurn(page)).isEqualTo("move");
            page.locator("#board .marks .movable[data-cell=e1]").click();
            assertThat(cells(page, "#board .marks .target")).containsExactly("c1", "d1", "f1", "g1");
            page.locator("#board .marks .target[data-cell=g1]").click();
            assertThat(page.locator("#moves li[data-kind=move]").first().locator(".words")).hasText("You played O-O");
            assertThat(page.locator("#moves li[data-kind=move]").first().locator("code.notation")).hasText("e1g1");
            assertThat(page.locator("#board .piece[data-cell=g1]")).hasAttribute("data-piece", "K");
            assertThat(page.locator("#board .piece[data-cell=f1]")).hasAttribute("data-piece", "R");
            assertThat(page.locator("#board .piece[data-cell=h1]")).hasCount(0);
            shot(page, "castled");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("a piece dragged onto a legal square is played; dropped elsewhere it goes back")
    void drag() {
        try (BrowserContext context = tables.newContext()) {
            Page page = computerTable(context, true, W, H);
            assertThat(awaitTurn(page)).isEqualTo("move");
            Map<String, Number> e2 = middle(page, "e2"), e5 = middle(page, "e5"), e4 = middle(page, "e4");
            page.mouse().move(e2.get("x").doubleValue(), e2.get("y").doubleValue());
            page.mouse().down();
            page.mouse().move(e5.get("x").doubleValue(), e5.get("y").doubleValue(), new com.microsoft.playwright.Mouse.MoveOptions().setSteps(5));
            page.mouse().up();
            assertThat(page.locator("#board .piece[data-cell=e2]")).hasAttribute("data-piece", "P");
            assertThat(page.locator("#moves li[data-kind=move]")).hasCount(0);
            page.mouse().move(e2.get("x").doubleValue(), e2.get("y").doubleValue());
            page.mouse().down();
            page.mouse().move(e4.get("x").doubleValue(), e4.get("y").doubleValue(), new com.microsoft.playwright.Mouse.MoveOptions().setSteps(5));
            page.mouse().up();
            assertThat(page.locator("#moves li[data-kind=move]").first().locator("code.notation")).hasText("e2e4");
            assertThat(page.locator("#moves li[data-kind=move]").first().locator(".words")).hasText("You played e4");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("a pawn reaching the last rank offers queen, rook, bishop and knight; the one tapped is played")
    void promotion() {
        try (BrowserContext context = tables.newContext()) {
            Page page = tableFrom(context, "8/4P1k1/8/8/8/8/6PP/4K3 w - - 0 1");
            assertThat(awaitTurn(page)).isEqualTo("move");
            tap(page, "e7", "e8");
            assertThat(page.locator("#board .promotion")).hasCount(4);
            assertThat(page.evaluate("() => [...document.querySelectorAll('#board .promotion')].map(e => e.dataset.piece).join('')"))
                    .isEqualTo("qrbn");
            shot(page, "promotion");
            page.locator("#board .promotion[data-piece=n]").click();
            assertThat(page.locator("#moves li[data-kind=move]").first().locator("code.notation")).hasText("e7e8n");
            assertThat(page.locator("#moves li[data-kind=move]").first().locator(".words")).hasText("You played e8=♘+");
            assertThat(page.locator("#board .piece[data-cell=e8]")).hasAttribute("data-piece", "N");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("a mate ends the game: the king in check lit, the results screen says why, and review steps back to the position before")
    void mateAndReview() {
        try (BrowserContext context = tables.newContext()) {
            Page page = tableFrom(context, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
            assertThat(awaitTurn(page)).isEqualTo("move");
            tap(page, "d1", "d8");
            assertThat(awaitTurn(page)).isEqualTo("over");
            assertThat(page.locator("#result[open] #result-title")).hasText("You win!");
            assertThat(page.locator("#result-body")).containsText("Checkmate: the king of Black (computer) was in check with no way out.");
            assertThat(page.locator("#board .check-mark .check")).hasAttribute("data-cell", "g8");
            assertThat(page.locator("#moves li[data-kind=move] .words")).hasText("You played ♖d8#");
            shot(page, "mate");
            page.locator("#look-btn").click();
            page.locator("#review [data-step=back]").click();
            assertThat(page.locator("#table")).hasAttribute("data-review", "0");
            assertThat(page.locator("#board .piece[data-cell=d1]")).hasAttribute("data-piece", "R");
            assertThat(page.locator("#board .check-mark .check")).hasCount(0);
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("at a shared screen, check is said in the status line; the PGN of the game so far is offered as a file")
    void checkSaidAndPgnOffered() {
        try (BrowserContext context = tables.newContext()) {
            Page page = context.newPage();
            page.setViewportSize(W, H);
            page.navigate("/");
            String link = (String) page.evaluate("async () => { const api = await import('/js/api.js');"
                    + " const r = await api.createTable({ game: 'chess', mode: 'pass', name: 'Asha' });"
                    + " return new URL(r.link, location.href).pathname; }");
            page.navigate(link);
            page.locator("#board svg.board.chess").waitFor();
            for (String move : new String[] {"e2e4", "d7d5", "f1b5"}) {
                assertThat(awaitTurn(page)).isEqualTo("move");
                tap(page, move.substring(0, 2), move.substring(2));
                assertThat(page.locator("#moves li[data-kind=move]")).hasCount(move.equals("e2e4") ? 1 : move.equals("d7d5") ? 2 : 3);
            }
            assertThat(awaitTurn(page)).isEqualTo("move");
            assertThat(page.locator("#status")).hasText(Pattern.compile("^Player 2.*: check! Choose a move that saves the king$"));
            assertThat(page.locator("#board .check-mark .check")).hasAttribute("data-cell", "e8");
            Locator pgn = page.locator("#game-file-link");
            assertThat(pgn).hasText("Download PGN");
            String id = link.substring(link.lastIndexOf('/') + 1);
            assertThat(pgn).hasAttribute("href", "/api/tables/" + id + "/pgn?download=1");
            assertThat(pgn).hasAttribute("download", "chautari-chess-" + id + ".pgn");
            String text = (String) page.evaluate("url => fetch(url).then(r => r.text())", "/api/tables/" + id + "/pgn");
            assertThat(text).contains("[White \"").endsWith("\n1. e4 d5 2. Bb5+ *\n");
            tap(page, "c7", "c6");
            assertThat(page.locator("#moves li[data-kind=move]")).hasCount(4);
            assertThat(page.locator("#status")).not().containsText("check");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("as Black the board is turned round: Black at the bottom, the files from h to a; the computer's first move lit")
    void blackSeesTheBoardFlipped() {
        try (BrowserContext context = tables.newContext()) {
            Page page = computerTable(context, false, W, H);
            assertThat(awaitTurn(page)).isEqualTo("move");
            assertThat(page.locator("#board svg.board.chess.flipped")).hasCount(1);
            assertThat(texts(page, "#board .coord.file")).containsExactly("a", "b", "c", "d", "e", "f", "g", "h");
            Map<String, Number> a1 = middle(page, "a1"), h8 = middle(page, "h8");
            assertThat(a1.get("y").doubleValue()).as("a1 above h8").isLessThan(h8.get("y").doubleValue());
            assertThat(a1.get("x").doubleValue()).as("a1 right of h8").isGreaterThan(h8.get("x").doubleValue());
            assertThat(page.locator("#board .last-move .last-to")).hasCount(1);
            assertThat(page.locator(".seat[data-seat='2'] .who")).containsText("(you)");
            shot(page, "black-390");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("on a phone on its side the board stands whole in the screen, the strips of pieces taken beside it")
    void landscape() {
        try (BrowserContext context = tables.newContext()) {
            Page page = computerTable(context, true, H, W);
            assertThat(awaitTurn(page)).isEqualTo("move");
            page.locator("#board svg.board.chess.strips-beside").waitFor();
            Map<String, Number> a1 = middle(page, "a1"), h8 = middle(page, "h8");
            assertThat(a1.get("y").doubleValue()).as("a1 in the screen").isLessThan(W);
            assertThat(h8.get("y").doubleValue()).as("h8 in the screen").isGreaterThan(0);
            assertThat(page.locator("#board .fen-copy")).isVisible();
            shot(page, "landscape");
            tables.assertNoPageErrors();
        }
    }
}
