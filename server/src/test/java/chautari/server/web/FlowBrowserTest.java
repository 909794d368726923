package chautari.server.web;

import static chautari.server.web.TablePages.awaitSettled;
import static chautari.server.web.TablePages.awaitTurn;
import static chautari.server.web.TablePages.playMove;
import static chautari.server.web.TablePages.screenshot;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Games;
import chautari.engine.Rng;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The game's flow in chromium: two people in two browser contexts resign, offer and answer a
 * draw, and agree to a rematch in which the other moves first; the home page's one-tap Play;
 * pass-and-play names for every seat; a missing table's way home.
 */
class FlowBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();
    BrowserContext asha;
    BrowserContext bikram;

    @BeforeEach
    void openContexts() {
        asha = tables.newContext();
        bikram = tables.newContext();
    }

    @AfterEach
    void closeContexts() {
        asha.close();
        bikram.close();
    }

    /** Asha opens a Bao la Kimasai table for friends; Bikram joins through its link. Answers both pages. */
    private Page[] friendsTable() {
        Page one = TableBrowserTest.openTable(asha, "kimasai", "friends", null, "Asha");
        Page two = bikram.newPage();
        two.navigate(one.locator("#invite-link").inputValue());
        two.locator("#join-name").fill("Bikram");
        two.locator("#join-btn").click();
        assertThat(two.locator(".seat[data-seat='2'] .who")).containsText("Bikram (you)");
        assertThat(one.locator(".seat[data-seat='2'] .who")).containsText("Bikram");
        awaitSettled(two);
        return new Page[] {one, two};
    }

    @Test
    @DisplayName("two people: one resigns after a confirm, both see the result; the rematch waits for both, then the other moves first")
    void resignThenRematchByConsent() {
        Page[] pages = friendsTable();
        Page one = pages[0];
        Page two = pages[1];
        assertThat(one.locator("#game-menu")).isVisible();
        one.locator("#resign-btn").click();
        assertThat(one.locator("#resign-question")).hasText("Resign this game? The other side wins.");
        one.locator("#resign-no").click();
        assertThat(one.locator("#resign-confirm")).isHidden();
        assertThat(two.locator("#result")).not().hasAttribute("open", "");
        one.locator("#resign-btn").click();
        one.locator("#resign-yes").click();

        assertThat(two.locator("#result[open] #result-title")).hasText("You win!");
        assertThat(two.locator("#result-body")).containsText("Asha (Red) resigned.");
        assertThat(one.locator("#result[open] #result-title")).hasText("Bikram (White) wins");
        assertThat(one.locator("#result-body")).containsText("You resigned.");
        assertThat(one.locator("#game-menu")).isHidden();
        assertThat(one.locator("#moves li span").last()).hasText("You resigned.");
        screenshot(two, "flow-resigned-1280");

        String firstTable = one.url();
        one.locator("#rematch-btn").click();
        assertThat(one.locator("#result-note")).hasText("Rematch: waiting for Bikram (White) to agree.");
        assertThat(one.locator("#rematch-btn")).isDisabled();
        assertThat(two.locator("#result-note")).hasText(
                "Asha (Red) would like a rematch. In the rematch the other side moves first.");
        assertThat(two.locator("#rematch-btn")).hasText("Agree to a rematch");
        assertThat(one).hasURL(firstTable);
        screenshot(two, "flow-rematch-asked-1280");
        two.locator("#rematch-btn").click();

        one.waitForURL(url -> !url.equals(firstTable) && url.contains("/table/"));
        two.waitForURL(url -> !url.equals(firstTable) && url.contains("/table/"));
        assertThat(one.url()).isEqualTo(two.url());
        assertThat(two.locator(".seat[data-seat='1'] .who")).containsText("Bikram (you)");
        assertThat(one.locator(".seat[data-seat='2'] .who")).containsText("Asha (you)");
        // Bikram, seat 1 now, made the first move (Bao's first move is forced); Asha moves next.
        assertThat(awaitTurn(one)).isEqualTo("move");
        assertThat(awaitSettled(two)).isEqualTo("wait");
        assertThat(one.locator("#moves li span").first()).containsText("Bikram");
        assertThat(one.locator("#result")).not().hasAttribute("open", "");
    }

    @Test
    @DisplayName("two people: a draw offered and declined, offered again by the other and accepted")
    void drawOfferedDeclinedAccepted() {
        Page[] pages = friendsTable();
        Page one = pages[0];
        Page two = pages[1];
        assertThat(one.locator("#draw-btn")).isVisible();
        one.locator("#draw-btn").click();
        assertThat(one.locator("#menu-note")).hasText("You offered a draw; waiting for an answer.");
        assertThat(one.locator("#draw-btn")).isHidden();
        assertThat(two.locator("#draw-offer-text")).hasText("Asha (Red) offers a draw.");
        screenshot(two, "flow-draw-offered-1280");
        two.setViewportSize(390, 844);
        two.evaluate("() => scrollTo(0, 0)");
        for (String answer : new String[] {"#draw-accept", "#draw-decline"}) { // a phone: the answer floats in view over the board
            assertThat(two.locator(answer)).isInViewport(new LocatorAssertions.IsInViewportOptions().setRatio(1));
        }
        screenshot(two, "flow-draw-offered-390");
        two.locator("#draw-decline").click();
        assertThat(((Number) two.evaluate("() => scrollY")).intValue()).as("declined without scrolling").isEqualTo(0);
        two.setViewportSize(1280, 800);
        assertThat(two.locator("#draw-answer")).isHidden();
        assertThat(one.locator("#menu-note")).hasText("Your draw offer was declined; you may offer again after a move.");
        assertThat(one.locator("#draw-btn")).isDisabled();

        assertThat(awaitTurn(two)).isEqualTo("move");
        playMove(two, new Rng(3), false);
        assertThat(one.locator("#draw-btn")).isEnabled();
        two.locator("#draw-btn").click();
        assertThat(one.locator("#draw-offer-text")).hasText("Bikram (White) offers a draw.");
        one.locator("#draw-accept").click();
        for (Page page : pages) {
            assertThat(page.locator("#result[open] #result-title")).hasText("A draw");
            assertThat(page.locator("#result-body")).containsText("Both sides agreed to a draw.");
        }
        screenshot(one, "flow-draw-agreed-1280");
    }

    @Test
    @DisplayName("home: one tap on Play starts a game against the computer with the usual rules")
    void homePlay() {
        Page page = asha.newPage();
        page.navigate("/");
        assertThat(page.locator("#game-kimasai .links a[href='/new?game=kimasai']")).hasText("New table");
        assertThat(page.locator(".quick-play")).hasCount(Games.all().size());
        screenshot(page, "flow-home-1280");
        page.setViewportSize(390, 844);
        screenshot(page, "flow-home-390");
        page.locator("#game-kimasai .quick-play").click();
        page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
        awaitSettled(page);
        assertThat(page.locator(".seat[data-seat='1'] .who")).containsText("(you)");
        assertThat(page.locator(".seat[data-seat='2']")).hasAttribute("data-conn", "bot");
        assertThat(page.locator(".seat[data-seat='2']")).hasAttribute("data-level", "good");
        assertThat(page.locator("#draw-btn")).isVisible();
    }

    @Test
    @DisplayName("pass and play names every seat; a resign there asks for the seat to move")
    void passAndPlayNames() {
        Page page = asha.newPage();
        page.navigate("/new?game=pasa");
        page.locator("input[name=mode][value=pass]").check();
        page.locator("input[name=players][value='3']").check();
        assertThat(page.locator("#pass-names label")).hasCount(3);
        page.locator("#name").fill("Asha");
        page.locator("#pass-name-2").fill("Bikram");
        page.locator("#create").click();
        page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
        awaitSettled(page);
        assertThat(page.locator(".seat[data-seat='1'] .who")).containsText("Asha");
        assertThat(page.locator(".seat[data-seat='2'] .who")).containsText("Bikram");
        assertThat(page.locator(".seat[data-seat='3'] .who")).containsText("Green");
        assertThat(page.locator(".seat[data-seat='3'] .player")).hasCount(0);
        assertThat(page.locator("#draw-btn")).isHidden();
        page.locator("#resign-btn").click();
        assertThat(page.locator("#resign-question")).hasText("Resign for Asha (Red)? Everyone else wins.");
        page.locator("#resign-yes").click();
        assertThat(page.locator("#result[open] #result-title")).hasText("Bikram (White), Green win");
    }

    @Test
    @DisplayName("a table that does not exist says so and links home")
    void missingTableLinksHome() {
        Page page = asha.newPage();
        page.navigate("/table/no-such-table");
        assertThat(page.locator("#loading")).containsText("This table does not exist or has closed.");
        page.locator("#home-link").click();
        page.waitForURL(Pattern.compile(".*/$"));
        assertThat(page.locator("#game-kimasai")).isVisible();
    }
}
