package chautari.server.web;

import static chautari.server.web.DiceTables.SHOTS;
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
 * Baghchal at the web table: whole games against the computer as the goats and as the tigers, by taps on the
 * board, to the results screen and its reason; a friends table over two browsers; thumb-sized points on a phone.
 * Screenshots under target/screenshots/baghchal-*.png.
 */
class BaghchalBrowserTest {
    /** What the results screen says for each result.reason of the server (docs/rules/baghchal.md rules 4 and 5). */
    static final Map<String, String> REASONS = Map.of(
            "captures", "The tigers took five goats.",
            "blocked", "The goats (had no move left|hemmed in the tigers: no tiger could move)\\.",
            "repetition", "A draw: the same position came round for the third time.",
            "quiet", "A draw: 100 moves in a row went by without a capture or a goat placed.");
    /** Records, as the board is drawn, the animations of the tiger that lands on c3 and of the goat leaving (the ghost). */
    static final String WATCH_ANIMATIONS = "() => { window.__moving = { tiger: 0, ghost: 0 };"
            + " new MutationObserver(() => { const m = window.__moving;"
            + "   const tiger = document.querySelector('#board .pieces .tiger[data-cell=c3]'), ghost = document.querySelector('#board .pieces .ghost');"
            + "   if (tiger) m.tiger = Math.max(m.tiger, tiger.getAnimations().length);"
            + "   if (ghost) m.ghost = Math.max(m.ghost, ghost.getAnimations().length); })"
            + " .observe(document.getElementById('board'), { subtree: true, childList: true }); }";
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    private static void shot(Page page, String name) {
        Shots.take(page, new Page.ScreenshotOptions().setPath(SHOTS.resolve("baghchal-" + name + ".png")));
    }

    /** The table's public view as the server gives it (GET /api/tables/{id}). */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> table(Page page) {
        return (Map<String, Object>) page.evaluate("async () => (await fetch('/api/tables/'"
                + " + location.pathname.split('/').pop())).json()");
    }

    private static double minSide(Page page, String selector) {
        return ((Number) page.evaluate("sel => Math.min(...[...document.querySelectorAll(sel)].map(e => {"
                + " const b = e.getBoundingClientRect(); return Math.min(b.width, b.height); }))", selector)).doubleValue();
    }

    @ParameterizedTest(name = "as the {0} at {1}x{2}")
    @CsvSource({"goats, 390, 844", "goats, 1280, 800", "tigers, 390, 844", "tigers, 1280, 800"})
    @DisplayName("Baghchal rules 1 to 6 against the computer: the side chosen on the new-table page, a whole game by taps on the board, the results screen says why it ended")
    void wholeGameAgainstTheComputer(String side, int width, int height) {
        Thorough.wideGame(width);
        boolean goats = side.equals("goats");
        Rng rng = new Rng(1400 + width + (goats ? 0 : 7));
        try (BrowserContext context = tables.newContext()) {
            Page page = context.newPage();
            page.setViewportSize(width, height);
            page.navigate("/new?game=baghchal");
            page.locator("input[name=mode][value=computer]").check();
            assertThat(page.locator("#first legend")).hasText("Which side do you play?");
            assertThat(page.locator("#first label:has(input[value=me])")).hasText("I play the goats (the goats move first)");
            assertThat(page.locator("#first label:has(input[value=other])")).hasText("I play the tigers");
            page.locator("input[name=first][value=" + (goats ? "me" : "other") + "]").check();
            page.locator("#name").fill("Asha");
            page.locator("#create").click();
            page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
            assertThat(page.locator("#board svg.board.baghchal")).isVisible();
            assertThat(page.locator("#seal")).isHidden(); // no throws, nothing sealed
            assertThat(page.locator(".seat[data-seat='1'] .colour")).hasText("Goats");
            assertThat(page.locator(".seat[data-seat='2'] .colour")).hasText("Tigers");
            assertThat(page.locator(".seat[data-seat='" + (goats ? 1 : 2) + "'] .who")).containsText("(you)");
            assertThat(page.locator("#board .cells .line")).hasCount(16);
            assertThat(page.locator("#board .pieces .tiger")).hasCount(4);
            String name = side + "-" + width;
            if (goats) { // rules 1 and 2: the goats place first, on any empty point
                assertThat(DiceTables.awaitTurn(page)).isEqualTo("move");
                assertThat(page.locator("#board .marks .movable.place")).hasCount(21);
                assertThat(page.locator("#status")).containsText("place a goat");
                assertThat(page.locator("#board .tray .hand")).containsText("In hand: 20");
                assertThat(minSide(page, "#board .marks .movable.place")).as("a point to place on, in CSS px").isGreaterThanOrEqualTo(44);
            }
            shot(page, name + "-start");
            int moves = 0;
            boolean sawCapture = false;
            while (!DiceTables.awaitTurn(page).equals("over")) {
                if (!sawCapture && page.locator("#moves li.capture:last-child").count() > 0) { // rule 3: the goat jumped leaves, marked
                    sawCapture = true;
                    assertThat(page.locator("#board .last-move .last-captured")).hasCount(1);
                    shot(page, name + "-capture");
                }
                if (moves == 12) {
                    assertThat(page.locator("#board .last-move .last-to")).hasCount(1);
                    shot(page, name + "-mid");
                }
                TablePages.playMove(page, rng, moves % 5 == 4);
                moves++;
                assertThat(moves).as("moves before the game ended").isLessThan(400);
            }
            page.locator("#result[open]").waitFor();
            shot(page, name + "-result");
            Map<String, Object> result = (Map<String, Object>) table(page).get("result");
            String reason = (String) result.get("reason");
            System.out.printf("baghchal as the %s at %dx%d: %d moves in the browser, %s, result %s%n", side, width, height, moves,
                    sawCapture ? "captures seen" : "no capture", result);
            assertThat(REASONS).as("a reason of docs/notation.md's results").containsKey(reason);
            assertThat(page.locator("#result .reason")).hasText(Pattern.compile(REASONS.get(reason)));
            assertThat(page.locator("#result-title")).hasText(Pattern.compile("You win!|The (goats|tigers) win|A draw"));
            assertThat(page.locator("#result .captured")).hasText("Goats taken: " + result.get("captured"));
            if (sawCapture) {
                assertThat(page.locator("#moves li.capture .words").first()).containsText(Pattern.compile("jumped from [a-e][1-5] over [a-e][1-5] to [a-e][1-5] · captured 1 goat"));
            }
            assertThat(moves).isGreaterThan(3);
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Baghchal with friends: the second joins by the link and plays the tigers, each sees the other's moves, the keyboard plays too")
    void friendsByLink() {
        Rng rng = new Rng(21);
        try (BrowserContext ashaContext = tables.newContext(); BrowserContext bikramContext = tables.newContext()) {
            Page asha = DiceTables.openTable(ashaContext, "baghchal", "friends", 0, Map.of(), null);
            Locator link = asha.locator("#invite-link");
            assertThat(link).hasValue(Pattern.compile("http://.*/table/[A-Za-z0-9_-]+$"));
            Page bikram = bikramContext.newPage();
            bikram.setViewportSize(390, 844);
            bikram.navigate(link.inputValue());
            bikram.locator("#join-name").fill("Bikram");
            bikram.locator("#join-btn").click();
            assertThat(bikram.locator(".seat[data-seat='2'] .who")).containsText("Bikram (you)");
            assertThat(asha.locator(".seat[data-seat='2'] .who")).containsText("Bikram");
            int seq = 0;
            for (int move = 0; move < 10; move++) {
                DiceTables.awaitSettled(asha);
                TablePages.awaitSeq(asha, seq);
                TablePages.awaitSeq(bikram, seq);
                boolean ashaMoves = "move".equals(TablePages.turn(asha));
                Page mover = ashaMoves ? asha : bikram, watcher = ashaMoves ? bikram : asha;
                assertThat(ashaMoves).as("the goats move on even plies (rule 1)").isEqualTo(move % 2 == 0);
                assertThat(TablePages.turn(watcher)).isEqualTo("wait");
                assertThat(watcher.locator("#board .marks .movable")).hasCount(0);
                seq = TablePages.seq(mover);
                TablePages.playMove(mover, rng, !ashaMoves); // Bikram plays from the keyboard
                TablePages.awaitSeq(watcher, seq + 1);
                String played = (String) watcher.evaluate("() => document.querySelector('#moves li:last-child code.notation').textContent");
                String landed = played.substring(played.length() - 2);
                assertThat(watcher.locator("#board .pieces [data-cell='" + landed + "']")).hasClass(Pattern.compile(ashaMoves ? "goat" : "tiger"));
                assertThat(watcher.locator("#board .last-move .last-to[data-cell='" + landed + "']")).hasCount(1);
                seq++;
                if (move == 1) {
                    shot(bikram, "friends-tigers-390");
                    shot(asha, "friends-goats-1280");
                }
            }
            assertThat(asha.locator("#moves li[data-kind=move]")).hasCount(10);
            assertThat(asha.locator("#moves")).containsText("You placed a goat on");
            assertThat(bikram.locator("#moves")).containsText("Asha (Goats) placed a goat on");
            assertThat(asha.locator("#board .tray .hand")).containsText("In hand: 15");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Baghchal on a phone, pass and play: points to place on and a tiger's destinations at least 44 px on 390 px; rule 3, a capture animated, marked and announced; in Nepali")
    void pointsAreThumbSized() {
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "baghchal", "pass", 0, Map.of(), null);
            page.setViewportSize(390, 844);
            assertThat(DiceTables.awaitTurn(page)).isEqualTo("move");
            assertThat(minSide(page, "#board .marks .movable.place")).as("points to place on at 390 px").isGreaterThanOrEqualTo(44);
            page.locator("#hint-btn").click(); // a hint for a placement: marked on its point, worded, not played
            Locator hint = page.locator("#board .marks .hint[data-from='@']");
            assertThat(hint).hasCount(1);
            assertThat(page.locator("#hint-text")).hasText("Hint: Place a goat on " + hint.getAttribute("data-to"));
            assertThat(page.locator("#board .pieces .goat")).hasCount(0);
            page.locator("#board .marks .movable.place[data-cell='b2']").click();
            TablePages.awaitSeq(page, 1);
            page.locator("#board .marks .movable[data-cell='a1']").click();
            assertThat(page.locator("#board .marks .target")).hasCount(3); // rule 3: a2, b1, and c3 by the jump over b2
            page.locator("#board .marks .movable[data-cell='a1']").click();
            page.locator("#board .marks .movable[data-cell='e1']").click();
            assertThat(minSide(page, "#board .marks .target")).as("a tiger's destinations at 390 px").isGreaterThanOrEqualTo(44);
            shot(page, "pass-picked-390");

            // Rule 3, a capture: the tiger on a1 jumps b2 to c3; it hops there and the goat leaves for the tray, in motion.
            page.locator("#board .marks .movable[data-cell='e1']").click();
            page.emulateMedia(new Page.EmulateMediaOptions().setReducedMotion(ReducedMotion.NO_PREFERENCE));
            page.evaluate(WATCH_ANIMATIONS);
            page.locator("#board .marks .movable[data-cell='a1']").click();
            page.locator("#board .marks .target[data-cell='c3']").click();
            TablePages.awaitSeq(page, 2);
            assertThat(page.locator("#announce")).hasText("Tigers captured 1 goat!");
            assertThat(page.locator("#board .last-move .last-captured[data-cell='b2']")).hasCount(1);
            assertThat(page.locator("#board .pieces .goat")).hasCount(0);
            assertThat(page.locator("#board .tray .taken")).containsText("Taken: 1 of 5");
            assertThat(page.locator("#moves li.capture .words")).hasText("Tigers jumped from a1 over b2 to c3 · captured 1 goat");
            @SuppressWarnings("unchecked")
            Map<String, Number> moving = (Map<String, Number>) page.evaluate("() => window.__moving");
            assertThat(moving.get("tiger").intValue()).as("animations of the tiger landing on c3").isPositive();
            assertThat(moving.get("ghost").intValue()).as("animations of the goat leaving b2").isPositive();
            page.emulateMedia(new Page.EmulateMediaOptions().setReducedMotion(ReducedMotion.REDUCE));
            page.navigate(page.url() + "?lang=ne");
            DiceTables.awaitTurn(page);
            assertThat(page.locator(".seat[data-seat='2'] .colour")).hasText("बाघ");
            assertThat(page.locator("#board .tray .hand")).containsText("हातमा: १९");
            assertThat(page.locator("#board .tray .taken")).containsText("१");
            shot(page, "pass-ne-390");
            tables.assertNoPageErrors();
        }
    }
}
