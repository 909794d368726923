package chautari.server.web;

import static chautari.server.web.DiceTables.awaitSettled;
import static chautari.server.web.DiceTables.awaitTurn;
import static chautari.server.web.DiceTables.screenshot;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Budget;
import chautari.engine.Rng;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.time.Duration;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The computer's level on the new-table page and the seat cards, and the Hint button, in chromium. */
class LevelsBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass(c -> c.withThinkCap(Budget.time(Duration.ofMillis(50))));

    private static int seq(Page page) {
        return Integer.parseInt((String) page.evaluate("() => document.getElementById('table').dataset.seq"));
    }

    @Test
    @DisplayName("a strong computer chosen on the new-table page shows on its seat card; Hint marks a legal move without playing it")
    void strongLevelAndHint() {
        try (BrowserContext context = tables.newContext()) {
            Page page = context.newPage();
            page.navigate("/new?game=kimasai");
            Locator level = page.locator("#level");
            assertThat(level).isVisible();
            assertThat(level.locator("input[name=level]")).hasCount(3);
            assertThat(level.locator("input[name=level][value=good]")).isChecked();
            page.locator("input[name=mode][value=friends]").check();
            assertThat(level).isHidden();
            page.locator("input[name=mode][value=computer]").check();
            assertThat(level).containsText("Strong");
            page.locator("input[name=level][value=strong]").check();
            page.locator("#name").fill("Asha");
            page.locator("#create").click();
            page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
            awaitSettled(page);

            Locator computer = page.locator(".seat[data-seat='2']");
            assertThat(computer).hasAttribute("data-level", "strong");
            assertThat(computer).containsText("Level: Strong");
            assertThat(awaitTurn(page)).isEqualTo("move");
            int before = seq(page);
            page.locator("#hint-btn").click();
            Locator hint = page.locator("#board .marks .hint");
            hint.waitFor();
            String from = hint.getAttribute("data-from");
            String to = hint.getAttribute("data-to");
            assertThat(page.locator("#board .marks .movable[data-cell='" + from + "']")).hasCount(1);
            assertThat(page.locator("#hint-text")).hasText("Hint: Move from " + from + " to " + to);
            assertThat(page.locator("#table")).hasAttribute("data-seq", String.valueOf(before));
            assertThat(page.locator("#table")).hasAttribute("data-turn", "move");
            screenshot(page, "kimasai-hint-1280");
            page.setViewportSize(DiceTables.PHONE_W, DiceTables.PHONE_H);
            screenshot(page, "kimasai-hint-390");
            page.setViewportSize(DiceTables.WIDE_W, DiceTables.WIDE_H);

            TablePages.playMove(page, new Rng(41), false);
            page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", before);
            assertThat(hint).hasCount(0);
            assertThat(page.locator("#hint-text")).hasText("");

            page.navigate(page.url() + "?lang=ne");
            awaitSettled(page);
            assertThat(computer).containsText("बलियो");
            if ("move".equals(awaitTurn(page))) {
                assertThat(page.locator("#hint-btn")).hasText("संकेत");
            }
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Kauda: Hint pre-selects a khal and an amount in the stake panel, and stakes nothing")
    void kaudaHintPreselectsTheStake() {
        try (BrowserContext context = tables.newContext()) {
            Page page = context.newPage();
            page.navigate("/new?game=kauda");
            page.locator("input[name=mode][value=computer]").check();
            page.locator("input[name=players][value='3']").check();
            page.locator("input[name=first][value=other]").check();
            page.locator("input[name=level][value=beginner]").check();
            page.locator("#name").fill("Asha");
            page.locator("#create").click();
            page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
            assertThat(awaitTurn(page)).isEqualTo("move");
            assertThat(page.locator(".seat[data-level=beginner]")).hasCount(2);
            Locator panel = page.locator("#board .stake-panel[data-seat='2']");
            panel.waitFor();
            page.locator("#hint-btn").click();
            page.locator("#board .stake-panel[data-hinted]").waitFor();
            String[] stake = panel.getAttribute("data-hinted").split(":");
            assertThat(panel.locator("input[type=radio]:checked")).hasValue(stake[0]);
            assertThat(panel.locator("input.amount")).hasValue(stake[1]);
            assertThat(panel.locator(".khal-opt.hinted")).hasCount(1);
            assertThat(page.locator("#hint-text")).containsText("Hint: stake " + stake[1] + " chip");
            assertThat(page.locator("#table")).hasAttribute("data-turn", "move");
            screenshot(page, "kauda-hint-1280");
            panel.locator(".stake-btn").click();
            assertThat(page.locator("#moves")).containsText("staked");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Pasa: Hint marks a piece and its destination and the die it uses")
    void pasaHintMarksTheMove() {
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "pasa", "computer", 2, java.util.Map.of(), null);
            Rng rng = new Rng(77);
            boolean hinted = false;
            for (int actions = 0; !hinted; actions++) {
                assertThat(actions).as("seed 77: actions before a move to hint").isLessThan(200);
                String turn = awaitTurn(page);
                assertThat(turn).isNotEqualTo("over");
                if (turn.equals("throw")) {
                    page.locator("#throw-btn").click();
                    continue;
                }
                page.locator("#hint-btn").click();
                page.locator("#board .marks .hint").waitFor();
                assertThat(page.locator("#board .pasa-dice .die.hinted").count()).isPositive();
                assertThat(page.locator("#hint-text")).containsText("Hint: use the ");
                hinted = true;
                DiceTables.playPasaMove(page, rng, false);
            }
            tables.assertNoPageErrors();
        }
    }
}
