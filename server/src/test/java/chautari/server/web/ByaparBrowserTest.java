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

import chautari.engine.Rng;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Byapar at the web table: a whole game of 20 rounds against the computer through the page, begun on a phone (390x844)
 * and ended on a desktop (1280x800), to the results screen with every seat's worth; a trade between two browsers at one
 * table by the link, offered in the trade panel and accepted, the place changing hands on both boards. Screenshots under
 * target/screenshots/byapar-*.png.
 */
class ByaparBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    /**
     * One decision of this page's seat, played as a careful person would: buy what it can, answer an offer, leave jail,
     * raise money square by square, sometimes build, then end the turn. Answers what was pressed.
     */
    static String play(Page page, Rng rng) {
        for (String move : new String[] {"buy", "pay-fine", "roll"}) {
            Locator button = page.locator("#board .byapar-actions .movable[data-move='" + move + "']");
            if (button.count() > 0) {
                button.click();
                return move;
            }
        }
        Locator answer = page.locator("#board .byapar-actions .movable[data-move=accept], #board .byapar-actions .movable[data-move=refuse]");
        if (answer.count() > 0) {
            Locator chosen = answer.nth(rng.nextInt(answer.count()));
            String move = chosen.getAttribute("data-move");
            chosen.click();
            return move;
        }
        Locator end = page.locator("#board .byapar-actions .movable[data-move=end]");
        Locator squares = page.locator("#board .marks .sq-hit.movable");
        if (squares.count() > 0 && (end.count() == 0 || rng.nextInt(3) == 0)) {
            squares.nth(rng.nextInt(squares.count())).click();
            Locator targets = page.locator("#board .byapar-card .marks .target");
            targets.first().waitFor();
            Locator build = page.locator("#board .byapar-card .marks .target[data-move^=build]");
            Locator chosen = end.count() > 0 && build.count() > 0 ? build.first() : targets.nth(rng.nextInt(targets.count()));
            if (end.count() == 0 || build.count() > 0) {
                String move = chosen.getAttribute("data-move");
                chosen.click();
                return move;
            }
            page.locator("#board .byapar-card .close").click();
        }
        Locator other = end.count() > 0 ? end : page.locator("#board .byapar-actions .movable");
        String move = other.first().getAttribute("data-move");
        other.first().click();
        return move;
    }

    @Test
    @DisplayName("Byapar rules 1 to 28 at the table: 20 rounds against the computer by taps, from a phone to a desktop, to every seat's worth")
    void wholeGameAgainstTheComputer() {
        Rng rng = new Rng(2020);
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "byapar", "computer", 2, Map.of(), "rounds=20");
            page.setViewportSize(PHONE_W, PHONE_H);
            assertThat(page.locator("#board svg.board.byapar")).isVisible();
            assertThat(page.locator("#board .byapar .sq")).hasCount(40);
            assertThat(page.locator("#board .byapar .token")).hasCount(2);
            assertThat(page.locator("#seats .seat .count").first()).hasText("Rs 1500");
            double boardWidth = ((Number) page.evaluate("() => document.querySelector('#board svg.board.byapar').getBoundingClientRect().width")).doubleValue();
            assertThat(boardWidth).as("the ring as wide as the phone").isGreaterThan(PHONE_W - 40);
            page.locator("#board .byapar .sq-hit[data-sq=s39]").click();
            assertThat(page.locator("#board .byapar-card h3")).hasText("Kathmandu");
            assertThat(page.locator("#board .byapar-card")).containsText("Rs 400");
            assertThat(page.locator("#board .byapar-card")).containsText("Rs 1800");
            page.locator("#board .byapar-card .close").click();
            int actions = 0;
            boolean bought = false;
            while (true) {
                String turn = awaitTurn(page);
                if (turn.equals("over")) {
                    break;
                }
                if (actions == 12) {
                    screenshot(page, "byapar-play-" + PHONE_W);
                }
                if (actions == 40) {
                    page.setViewportSize(WIDE_W, WIDE_H);
                    awaitSettled(page);
                    screenshot(page, "byapar-play-" + WIDE_W);
                }
                if (turn.equals("throw")) {
                    page.locator("#throw-btn").click();
                } else {
                    int seq = TablePages.seq(page);
                    String move = play(page, rng);
                    page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", seq);
                    if (move.equals("buy") && !bought) {
                        bought = true;
                        assertThat(page.locator("#board .byapar .owner.seat1").first()).isVisible();
                        assertThat(page.locator("#moves li[data-kind=move]").last()).containsText("bought");
                    }
                }
                actions++;
                assertThat(actions).as("actions before the game ended").isLessThan(1500);
            }
            page.locator("#result[open]").waitFor();
            screenshot(page, "byapar-result-" + WIDE_W);
            assertThat(page.locator("#result-body .byapar-worth")).hasCount(2);
            assertThat(page.locator("#result-body .byapar-worth").first()).hasText(Pattern.compile("^1\\. .+: worth Rs \\d+$"));
            assertThat(page.locator("#result-title")).hasText(Pattern.compile("You win!|Red \\(computer\\) wins|White \\(computer\\) wins|share the win|A draw"));
            page.setViewportSize(PHONE_W, PHONE_H);
            awaitSettled(page);
            screenshot(page, "byapar-result-" + PHONE_W);
            System.out.println("byapar against the computer: " + actions + " actions");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Byapar rules 19 and 20 at the table: Asha offers Bikram a place for money in the trade panel, Bikram accepts in his browser, both boards show his mark on it")
    void tradeBetweenTwoBrowsers() {
        Rng rng = new Rng(1919);
        try (BrowserContext ashaContext = tables.newContext(); BrowserContext bikramContext = tables.newContext()) {
            Page asha = DiceTables.openTable(ashaContext, "byapar", "friends", 2, Map.of(), "rounds=20");
            Page bikram = bikramContext.newPage();
            bikram.setViewportSize(PHONE_W, PHONE_H);
            bikram.navigate(asha.locator("#invite-link").inputValue());
            bikram.locator("#join-name").fill("Bikram");
            bikram.locator("#join-btn").click();
            assertThat(bikram.locator(".seat[data-seat='2'] .who")).containsText("Bikram (you)");
            String place = null;
            for (int actions = 0; place == null; actions++) {
                assertThat(actions).as("actions before Asha could offer a place").isLessThan(400);
                String turn = awaitSettled(asha);
                int seq = TablePages.seq(asha);
                Page mover = turn.equals("wait") ? bikram : asha;
                String theirs = TablePages.awaitSeq(mover, seq);
                if (theirs.equals("throw")) {
                    mover.locator("#throw-btn").click();
                } else if (theirs.equals("move") && mover == asha && asha.locator("#board .byapar-actions .trade-open").count() > 0
                        && asha.locator("#board .byapar .owner.seat1").count() > 0) {
                    place = offerAPlaceForMoney(asha);
                    break;
                } else if (theirs.equals("move")) {
                    Locator decline = mover.locator("#board .byapar-actions .movable[data-move=decline]");
                    if (mover == bikram && decline.count() > 0) {
                        decline.click(); // Bikram leaves places to the bank, so that Asha's are the ones to trade
                    } else {
                        play(mover, rng);
                    }
                } else {
                    continue;
                }
                asha.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", seq);
            }
            assertThat(bikram.locator("#board .byapar-offer")).containsText("Asha");
            assertThat(bikram.locator("#status")).hasText(Pattern.compile("offers you a trade"));
            screenshot(bikram, "byapar-offer-" + PHONE_W);
            bikram.locator("#board .byapar-actions .movable[data-move=accept]").click();
            for (Page p : new Page[] {asha, bikram}) {
                assertThat(p.locator("#board .byapar .sq[data-sq=" + place + "] .owner")).hasAttribute("data-owner", "2");
                assertThat(p.locator("#moves li[data-kind=move]").last()).containsText("accepted the offer");
            }
            tables.assertNoPageErrors();
        }
    }

    /** Asha's trade panel: her first place for 10 rupees of Bikram's; answers the place offered. */
    private static String offerAPlaceForMoney(Page asha) {
        asha.locator("#board .byapar-actions .trade-open").click();
        Locator panel = asha.locator("#board .byapar-trade");
        assertThat(panel).isVisible();
        Locator mine = panel.locator(".trade-side[data-side=youGive] input[type=checkbox]");
        String place = mine.first().getAttribute("value");
        mine.first().check();
        assertThat(panel.locator(".trade-send")).isDisabled();
        panel.locator(".trade-side[data-side=youTake] .money input").fill("10");
        assertThat(panel.locator(".trade-send")).isEnabled();
        screenshot(asha, "byapar-trade-" + WIDE_W);
        Box box = Box.of(panel);
        assertThat(box.height()).as("the trade panel within the board").isLessThanOrEqualTo(WIDE_H);
        panel.locator(".trade-send").click();
        assertThat(asha.locator("#moves li[data-kind=move]").last()).containsText("offered");
        return place;
    }

    record Box(double width, double height) {
        static Box of(Locator l) {
            var b = l.boundingBox();
            return new Box(b.width, b.height);
        }
    }
}
