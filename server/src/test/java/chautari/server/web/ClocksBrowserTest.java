package chautari.server.web;

import static chautari.server.web.TablePages.awaitTurn;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import chautari.server.MutableClock;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.time.Duration;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The seats' clocks on a phone: chosen on the new-table page, ticking from the server's numbers, warning at low time,
 * and a move too late refused while the flag falls, worded in both languages.
 */
class ClocksBrowserTest {
    /** The server's clock, moved by hand: only the page's own countdown runs on real time. */
    static final MutableClock CLOCK = new MutableClock();

    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass(c -> c.withClock(CLOCK));

    /** Plays a move and waits for the computer's answer: this page must move again. */
    private static void moveAndAwaitAnswer(Page page, Rng rng) {
        int before = TablePages.seq(page);
        TablePages.playMove(page, rng, false);
        page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) >= s + 2"
                + " && document.getElementById('table').dataset.turn === 'move'", before);
    }

    @Test
    @DisplayName("Baghchal 3+2 against the computer at 390x844: both clocks, yours ticks down once the first moves are made, the computer's gains 2 s, low time turns red, a late move loses on time")
    void clocksAtTheTable() {
        try (BrowserContext context = tables.newContext()) {
            Page page = context.newPage();
            page.setViewportSize(DiceTables.PHONE_W, DiceTables.PHONE_H);
            page.navigate("/new?game=baghchal");
            assertThat(page.locator("#time")).isVisible();
            assertThat(page.locator("input[name=time]")).hasCount(6);
            assertThat(page.locator("input[name=time][value=none]")).isChecked();
            page.locator("input[name=time][value='3+2']").check();
            page.locator("#name").fill("Asha");
            page.locator("#create").click();
            page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
            assertThat(awaitTurn(page)).isEqualTo("move");

            Locator mine = page.locator(".seat[data-seat='1'] .clock");
            Locator theirs = page.locator(".seat[data-seat='2'] .clock");
            assertThat(mine).hasText("03:00");
            assertThat(theirs).hasText("03:00");
            assertThat(mine).not().hasClass(Pattern.compile("running"));

            Rng rng = new Rng(29);
            moveAndAwaitAnswer(page, rng);
            assertThat(mine).hasClass(Pattern.compile("\\brunning\\b"));
            page.waitForFunction("() => document.querySelector(\".seat[data-seat='1'] .clock\").textContent !== '03:00'");
            assertThat(mine).hasText(Pattern.compile("02:5\\d"));
            assertThat(theirs).hasText("03:00");

            moveAndAwaitAnswer(page, rng);
            // the computer's first timed turn: no time spent on the server's clock, 2 s added
            assertThat(theirs).hasText("03:02");
            assertThat(theirs).not().hasClass(Pattern.compile("running"));

            CLOCK.advance(Duration.ofSeconds(170));
            page.reload();
            assertThat(awaitTurn(page)).isEqualTo("move");
            assertThat(mine).hasClass(Pattern.compile("\\blow\\b"));
            assertThat(mine).hasText(Pattern.compile("00:1\\d"));
            assertThat(theirs).not().hasClass(Pattern.compile("low"));
            for (Locator card : page.locator(".play .seats .seat").all()) {
                assertThat(card.boundingBox().height).as("a seat card keeps its height with a clock").isEqualTo(46);
            }
            TablePages.screenshot(page, "clocks-low-390");

            CLOCK.advance(Duration.ofSeconds(20));
            TablePages.playMove(page, rng, false);
            page.locator("#result[open]").waitFor();
            assertThat(page.locator("#result-body")).containsText("Your time ran out.");
            assertThat(page.locator("#moves li[data-kind=flag]")).hasText("Your time ran out.");
            assertThat(mine).hasText("00:00.0");
            assertThat(page.locator("#announce")).not().containsText("The table says");
            assertThat(mine).not().hasClass(Pattern.compile("running"));
            page.setViewportSize(DiceTables.WIDE_W, DiceTables.WIDE_H);
            TablePages.screenshot(page, "clocks-flag-1280");

            page.navigate(page.url() + "?lang=ne");
            page.locator("#result[open]").waitFor();
            assertThat(page.locator("#result-body")).containsText("तपाईंको समय सकियो।");
            assertThat(theirs).hasText(Pattern.compile("^[०-९]{2}:[०-९]{2}$"));
            tables.assertNoPageErrors();
        }
    }
}
