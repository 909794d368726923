package chautari.server.web;

import static chautari.server.web.DiceTables.awaitTurn;
import static chautari.server.web.DiceTables.screenshot;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.Games;
import chautari.engine.ludo.Ludo;
import chautari.engine.ludo.LudoState;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ReducedMotion;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A Ludo capture at the web table: the token walks, the one it lands on flies back to its yard, and the page says so. */
class LudoCaptureBrowserTest {
    /** Records the animations of the moved token and of the token sent back, as the board is drawn. */
    static final String WATCH = "() => { window.__moving = { walk: 0, back: 0 };"
            + " new MutationObserver(() => { const m = window.__moving;"
            + "   const back = document.querySelector('#board .pieces .token.sent-back');"
            + "   const walk = document.querySelector('#board .last-move .last-to') && document.querySelector('#board .pieces .stack[data-at=\"'"
            + "     + document.querySelector('#board .last-move .last-to').dataset.cell + '\"]');"
            + "   if (back) m.back = Math.max(m.back, back.getAnimations().length);"
            + "   if (walk) m.walk = Math.max(m.walk, walk.getAnimations().length); })"
            + " .observe(document.getElementById('board'), { subtree: true, childList: true }); }";
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass(c -> c.withGames(
            name -> name.equals("ludo") ? LudoCaptureBrowserTest.LUDO_AT_A_CAPTURE : Games.byName(name)));

    @Test
    @DisplayName("Ludo rule 5, whatever the die: Red lands on a Yellow token off the safe squares; it flies back to its yard, the list and the page say so, Red throws again (rule 6)")
    void aCaptureSendsTheTokenHome() {
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "ludo", "computer", 2, Map.of(), null);
            page.emulateMedia(new Page.EmulateMediaOptions().setReducedMotion(ReducedMotion.NO_PREFERENCE));
            assertThat(page.locator("#board .ludo .token.c-yellow.in-yard")).hasCount(0);
            page.evaluate(WATCH);
            page.evaluate("() => { window.announced = []; const box = document.getElementById('announce');"
                    + " new MutationObserver(() => window.announced.push(box.textContent))"
                    + ".observe(box, { childList: true, characterData: true, subtree: true }); }");
            assertThat(awaitTurn(page)).isEqualTo("throw");
            page.locator("#throw-btn").click();
            assertThat(awaitTurn(page)).as("every die has two or three tokens to choose from").isEqualTo("move");
            String capture = null;
            for (Locator m : page.locator("#board .marks .movable").all()) {
                String to = m.getAttribute("data-move").split("-")[1];
                if (page.locator("#board .pieces .stack[data-at='" + to + "'] .token.c-yellow").count() > 0) {
                    capture = m.getAttribute("data-move");
                    m.click();
                    break;
                }
            }
            assertThat(capture).as("a token that lands on Yellow").isNotNull();
            Locator line = page.locator("#moves li.capture").first();
            line.waitFor();
            assertThat(line).hasAttribute("data-captured", "1");
            assertThat(line).containsText("Yellow's token went back to its yard");
            assertThat(line).containsText("You go again");
            page.waitForFunction("() => window.announced.some(text => text.includes('You captured 1 token'))");
            assertThat(page.locator("#board .ludo .token.c-yellow.in-yard")).hasCount(1);
            assertThat(page.locator("#board .last-move .last-to.captured")).hasAttribute("data-cell", capture.split("-")[1]);
            @SuppressWarnings("unchecked")
            Map<String, Number> moving = (Map<String, Number>) page.evaluate("() => window.__moving");
            assertThat(moving.get("walk").intValue()).as("the token walks to the square").isPositive();
            assertThat(moving.get("back").intValue()).as("the token taken flies back to its yard").isPositive();
            assertThat(awaitTurn(page)).as("a capture earns another throw").isEqualTo("throw");
            screenshot(page, "ludo-capture-1280");
            tables.assertNoPageErrors();
        }
    }

    /**
     * Ludo for two where Red's tokens on t21 and t23 have Yellow's on t24, t25, t28 and t29 ahead (none of them safe):
     * any die from 1 to 6 lets one of them land on a Yellow token.
     */
    static final Game LUDO_AT_A_CAPTURE = Ludo.GAME.withStarter(
            (players, options) -> LudoState.of(2, new int[][] {{21, 23, 0, 0}, {50, 51, 2, 3}}, 1, 0, 0));
}
