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
import com.microsoft.playwright.Page;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Pasa at the web table against the computer, played to the end through the page. */
class PasaBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    /** Plays this page's seat to the results screen; screenshots at the first move, wide and phone. */
    private static int playToTheEnd(Page page, Rng rng, boolean keyboard, String name) {
        int actions = 0;
        boolean shot = false;
        while (true) {
            String turn = awaitTurn(page);
            if (turn.equals("over")) {
                break;
            }
            if (turn.equals("throw")) {
                DiceTables.press(page, page.locator("#throw-btn"), keyboard);
            } else {
                if (!shot && page.locator("#board .pasa-dice .die.used").count() > 0) {
                    shot = true;
                    screenshot(page, name + "-mid-" + WIDE_W);
                    page.setViewportSize(PHONE_W, PHONE_H);
                    awaitTurn(page);
                    screenshot(page, name + "-mid-" + PHONE_W);
                    page.setViewportSize(WIDE_W, WIDE_H);
                    awaitTurn(page);
                }
                assertThat(page.locator("#board .pasa-dice .die.hand").count()).as("dice in hand to move with: %s | %s",
                        page.locator("#board .pasa-dice").innerHTML(), page.locator("#moves").innerText()).isPositive();
                DiceTables.playPasaMove(page, rng, keyboard);
            }
            actions++;
            assertThat(actions).as("actions before the game ended").isLessThan(3000);
        }
        page.locator("#result[open]").waitFor();
        return actions;
    }

    @Test
    @DisplayName("two players against the computer: the cloth, the dice, a whole game by tapping pieces, the winner")
    void twoPlayersAgainstTheComputer() {
        Rng rng = new Rng(2002);
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "pasa", "computer", 2, Map.of("captureBonus", true), null);
            assertThat(page.locator("#board svg.board.pasa")).isVisible();
            assertThat(page.locator("#board .pasa .sq")).hasCount(4 * 24);
            assertThat(page.locator("#board .pasa .sq.castle")).hasCount(12);
            assertThat(page.locator("#board .pasa .tray")).hasCount(2);
            int actions = playToTheEnd(page, rng, false, "pasa2");
            screenshot(page, "pasa2-result-" + WIDE_W);
            assertThat(page.locator("#result-title")).hasText(Pattern.compile("You win!|White \\(computer\\) wins"));
            assertThat(actions).as("seed 2002").isGreaterThan(20);
            assertThat(page.locator("#moves li").first()).isVisible();
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("four players as partners against the computer, by keyboard: partners shown, a whole game, the partnership wins")
    void fourPlayersAsPartners() {
        Thorough.unless(false, "OneScreenBrowserTest's four-player Pasa and twoPlayersAgainstTheComputer's whole game");
        Rng rng = new Rng(4004);
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "pasa", "computer", 4, Map.of("partners", true), null);
            assertThat(page.locator("#board .pasa .tray")).hasCount(4);
            assertThat(page.locator("#board .tray.seat1 .tray-side")).hasText("Partner: Green");
            assertThat(page.locator("#board .pasa-note")).containsText("Partners: Red and Green against White and Blue");
            playToTheEnd(page, rng, true, "pasa4");
            page.setViewportSize(PHONE_W, PHONE_H);
            awaitSettled(page);
            screenshot(page, "pasa4-result-" + PHONE_W);
            assertThat(page.locator("#result-title")).hasText(Pattern.compile(
                    "You and Green \\(computer\\) win together|White \\(computer\\) and Blue \\(computer\\) win together"));
            tables.assertNoPageErrors();
        }
    }
}
