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
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Kauda at the web table: against the computer to the end, and pass and play with secret stakes. */
class KaudaBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    private static String pageText(Page page) {
        return (String) page.evaluate("() => document.body.innerText");
    }

    /** An amount standing alone: the page also shows the seal's hex digest, where any two digits can turn up. */
    private static String wholeNumber(int amount) {
        return "(?<!\\w)" + amount + "(?!\\w)";
    }

    @Test
    @DisplayName("three players against the computer: stakes from the panel, the shells, who paid whom, a whole game to the chips")
    void threePlayersAgainstTheComputer() {
        Rng rng = new Rng(3003);
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "kauda", "computer", 3, Map.of("doubling", true), "rounds=3");
            assertThat(page.locator("#board svg.board.kauda")).isVisible();
            assertThat(page.locator("#board .khal")).hasCount(4);
            assertThat(page.locator("#board .mat-seat")).hasCount(3);
            assertThat(page.locator("#board .play-chips")).containsText("Play chips only");
            int actions = 0, stakes = 0, throwsMade = 0;
            boolean shotStake = false, shotThrow = false;
            while (true) {
                String turn = awaitTurn(page);
                if (turn.equals("over")) {
                    break;
                }
                if (turn.equals("throw")) {
                    DiceTables.press(page, page.locator("#throw-btn"), actions % 2 == 0);
                    throwsMade++;
                } else {
                    if (!shotStake) {
                        shotStake = true;
                        page.locator("#board .stake-panel").waitFor();
                        screenshot(page, "kauda3-stake-" + WIDE_W);
                        page.setViewportSize(PHONE_W, PHONE_H);
                        screenshot(page, "kauda3-stake-" + PHONE_W);
                        page.setViewportSize(WIDE_W, WIDE_H);
                    }
                    DiceTables.stake(page, rng, stakes % 2 == 1);
                    stakes++;
                }
                if (!shotThrow && page.locator("#board .payouts li").count() > 0) {
                    shotThrow = true;
                    assertThat(page.locator("#board .cowrie:not(.resting)")).hasCount(16);
                    assertThat(page.locator("#board .fell-line")).containsText("mouths up");
                    screenshot(page, "kauda3-thrown-" + WIDE_W);
                    page.setViewportSize(PHONE_W, PHONE_H);
                    screenshot(page, "kauda3-thrown-" + PHONE_W);
                    page.setViewportSize(WIDE_W, WIDE_H);
                }
                actions++;
                assertThat(actions).as("actions before the game ended").isLessThan(500);
            }
            page.locator("#result[open]").waitFor();
            screenshot(page, "kauda3-result-" + WIDE_W);
            assertThat(stakes).as("seed 3003: stakes made through the panel").isPositive();
            assertThat(page.locator("#result-title")).hasText(Pattern.compile("You win!|.* wins|Shared win: .*|A draw.*"));
            assertThat(page.locator("#result .chips-line")).hasCount(3);
            assertThat(page.locator("#result")).containsText("vanish");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("pass and play: a hand-over screen before each stake, and a stake is not visible to the next player before the throw")
    void passAndPlayKeepsStakesSecret() {
        Rng rng = new Rng(5005);
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "kauda", "pass", 3, Map.of(), "rounds=3");
            // Seat 1 (tiya) holds the shells: White and Green stake, each behind a hand-over screen.
            assertThat(awaitTurn(page)).isEqualTo("move");
            Locator handover = page.locator("#board .handover");
            assertThat(handover).containsText(Pattern.compile("Pass the phone to .*White"));
            assertThat(page.locator("#board .stake-panel")).hasCount(0);
            page.setViewportSize(PHONE_W, PHONE_H);
            screenshot(page, "kauda-pass-handover-" + PHONE_W);
            page.setViewportSize(WIDE_W, WIDE_H);
            handover.locator("button").click();
            Locator panel = page.locator("#board .stake-panel[data-seat='2']");
            assertThat(panel).isVisible();
            panel.locator("input[value=panja]").check();
            panel.locator("input.amount").fill("37");
            panel.locator(".stake-btn").click();

            assertThat(handover).containsText(Pattern.compile("Pass the phone to .*Green"));
            assertThat(page.locator("#board .stake-panel")).hasCount(0);
            assertThat(page.locator("#moves")).containsText("staked");
            assertThat(pageText(page)).as("White's stake before Green's turn").doesNotContainPattern(wholeNumber(37)).doesNotContain("panja:");
            screenshot(page, "kauda-pass-next-" + WIDE_W);
            handover.locator("button").click();
            Locator green = page.locator("#board .stake-panel[data-seat='3']");
            assertThat(green).isVisible();
            assertThat(pageText(page)).as("White's stake while Green stakes").doesNotContainPattern(wholeNumber(37));
            green.locator("input[value=chhakka]").check();
            green.locator("input.amount").fill("12");
            green.locator(".stake-btn").click();

            assertThat(awaitTurn(page)).isEqualTo("throw");
            assertThat(pageText(page)).as("stakes before the throw").doesNotContainPattern(wholeNumber(37)).doesNotContainPattern(wholeNumber(12));
            page.locator("#throw-btn").click();
            assertThat(page.locator("#board .stake-chip[data-stake-seat='2']")).containsText("37");
            assertThat(page.locator("#board .payouts")).containsText("37");
            assertThat(page.locator("#moves")).containsText("mouths up");

            // And on to the end, every stake behind the hand-over screen.
            int actions = 0;
            while (true) {
                String turn = awaitTurn(page);
                if (turn.equals("over")) {
                    break;
                }
                if (turn.equals("throw")) {
                    page.locator("#throw-btn").click();
                } else {
                    Locator next = page.locator("#board .handover button");
                    next.click();
                    DiceTables.stake(page, rng, false);
                }
                actions++;
                assertThat(actions).as("seed 5005: actions before the game ended").isLessThan(500);
            }
            page.locator("#result[open]").waitFor();
            assertThat(page.locator("#result .chips-line")).hasCount(3);
            tables.assertNoPageErrors();
        }
    }
}
