package chautari.server.web;

import static chautari.server.web.TablePages.awaitSettled;
import static chautari.server.web.TablePages.screenshot;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ReducedMotion;
import com.microsoft.playwright.options.ServiceWorkerPolicy;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** What players of the best tables expect, in chromium at 390x844: quick reactions at a friends table, takeback against the computer and asked at a friends table, and My tables on the home page. */
class SocialBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    private static BrowserContext phone() {
        BrowserContext c = tables.browser.newContext(new Browser.NewContextOptions().setServiceWorkers(ServiceWorkerPolicy.BLOCK)
                .setBaseURL("http://127.0.0.1:" + tables.server.port()).setViewportSize(390, 844).setLocale("en-GB")
                .setReducedMotion(ReducedMotion.REDUCE));
        c.setDefaultTimeout(20_000);
        return c;
    }

    private static Page newTable(BrowserContext context, String game, String mode) {
        Page page = context.newPage();
        page.navigate("/new?game=" + game);
        page.locator("input[name=mode][value=" + mode + "]").check();
        page.locator("#name").fill("Asha");
        page.locator("#create").click();
        page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
        awaitSettled(page);
        return page;
    }

    /** Bikram's page, sat down at Asha's friends table by its invitation link. */
    private static Page joined(BrowserContext context, Page asha) {
        Page bikram = context.newPage();
        bikram.navigate(asha.locator("#invite-link").inputValue());
        bikram.locator("#join-name").fill("Bikram");
        bikram.locator("#join-btn").click();
        awaitSettled(bikram);
        return bikram;
    }

    @Test
    @DisplayName("reactions: a tap on one page shows on the other's; muted, the next one is not shown")
    void reactionShowsAndMuteHides() {
        try (BrowserContext one = phone(); BrowserContext two = phone()) {
            Page asha = newTable(one, "baghchal", "friends");
            Page bikram = joined(two, asha);

            asha.locator("#reactions [data-reaction=well-played]").click();
            assertThat(bikram.locator("#announce")).isVisible();
            assertThat(bikram.locator("#announce")).hasText(Pattern.compile("Asha.*: Well played"));
            screenshot(bikram, "reaction-shown-390");

            bikram.locator("#reactions-mute").check();
            assertThat(asha.locator("#reactions [data-reaction=oops]")).isEnabled();
            String before = asha.locator("#reactions").getAttribute("data-seq");
            asha.locator("#reactions [data-reaction=oops]").click();
            // Asha's page has its own reaction back from the server: the seq both pages must show.
            assertThat(asha.locator("#reactions")).not().hasAttribute("data-seq", before == null ? "" : before);
            String seq = asha.locator("#reactions").getAttribute("data-seq");
            assertThat(seq).isNotNull();
            assertThat(bikram.locator("#reactions")).hasAttribute("data-seq", seq);
            assertThat(bikram.locator("#announce")).not().containsText("Oops");
            bikram.reload();
            assertThat(bikram.locator("#reactions-mute")).isChecked();
        }
    }

    @Test
    @DisplayName("takeback against the computer: the button undoes your move and the computer's answer; the move list drops them")
    void takebackButton() {
        try (BrowserContext context = phone()) {
            Page page = newTable(context, "baghchal", "computer");
            assertThat(TablePages.awaitTurn(page)).isEqualTo("move");
            int start = TablePages.seq(page);
            TablePages.playMove(page, new Rng(5), false);
            TablePages.awaitSeq(page, start + 2);
            assertThat(TablePages.awaitTurn(page)).isEqualTo("move");
            assertThat(page.locator("#moves li[data-kind=move]")).hasCount(2);
            page.locator("#takeback-btn").click();
            assertThat(page.locator("#moves li[data-kind=takeback]")).hasText("You took back your move");
            assertThat(page.locator("#moves li[data-kind=move]")).hasCount(0);
            assertThat(page.locator("#table")).hasAttribute("data-turn", "move");
            screenshot(page, "takeback-390");
        }
    }

    @Test
    @DisplayName("takeback at a friends table: the other player is asked in the game menu, and only their yes takes the move back")
    void takebackAskedAtAFriendsTable() {
        try (BrowserContext one = phone(); BrowserContext two = phone()) {
            Page asha = newTable(one, "baghchal", "friends");
            Page bikram = joined(two, asha);
            assertThat(TablePages.awaitTurn(asha)).isEqualTo("move");
            int start = TablePages.seq(asha);
            TablePages.playMove(asha, new Rng(5), false);
            TablePages.awaitSeq(bikram, start + 1);
            assertThat(bikram.locator("#moves li[data-kind=move]")).hasCount(1);

            asha.locator("#takeback-btn").click();
            assertThat(asha.locator("#menu-note")).hasText("You asked to take back your move; waiting for an answer.");
            assertThat(bikram.locator("#takeback-answer")).isVisible();
            assertThat(bikram.locator("#takeback-ask-text")).hasText("Asha (Goats) asks to take back their last move.");
            screenshot(bikram, "takeback-asked-390");
            bikram.locator("#takeback-accept").click();
            for (Page page : List.of(asha, bikram)) {
                assertThat(page.locator("#moves li[data-kind=move]")).hasCount(0);
                assertThat(page.locator("#takeback-answer")).isHidden();
            }
            assertThat(asha.locator("#table")).hasAttribute("data-turn", "move");
        }
    }

    @Test
    @DisplayName("My tables: a table this browser sits at is listed at home with whose turn; a gone one is dropped; resigned, it moves to the history")
    void myTables() {
        try (BrowserContext context = phone()) {
            Page page = newTable(context, "baghchal", "computer");
            String id = page.url().replaceAll(".*/table/", "");
            page.evaluate("() => { const all = JSON.parse(localStorage.getItem('chautari.seats'));"
                    + " all['gone-table'] = { seat: 1, seats: [1], token: 'x', at: Date.now() };"
                    + " localStorage.setItem('chautari.seats', JSON.stringify(all)); }");
            page.navigate("/");
            var entry = page.locator("#my-tables-playing li[data-table='" + id + "']");
            assertThat(entry).containsText(Pattern.compile("Baghchal · (your turn|the computer's turn)"));
            assertThat(page.locator("#my-tables li[data-table='gone-table']")).hasCount(0);
            assertThat((Boolean) page.evaluate("() => 'gone-table' in JSON.parse(localStorage.getItem('chautari.seats'))"))
                    .isFalse();
            assertThat(page.locator("#my-tables")).not().containsText("null");
            screenshot(page, "my-tables-390");

            entry.locator("a").first().click();
            awaitSettled(page);
            page.locator("#resign-btn").click();
            page.locator("#resign-yes").click();
            assertThat(page.locator("#table")).hasAttribute("data-turn", "over");
            page.navigate("/");
            var done = page.locator("#my-tables-history li[data-table='" + id + "']");
            assertThat(done).containsText("finished");
            assertThat(done.locator("a.record")).hasAttribute("href", Pattern.compile("/record\\?download=1$"));
            assertThat(page.locator("#my-tables-playing li[data-table='" + id + "']")).hasCount(0);
        }
    }
}
