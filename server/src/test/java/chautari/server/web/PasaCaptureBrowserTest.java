package chautari.server.web;

import static chautari.server.web.DiceTables.awaitTurn;
import static chautari.server.web.DiceTables.screenshot;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.Games;
import chautari.engine.Rng;
import chautari.engine.pasa.Pasa;
import chautari.engine.pasa.PasaState;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A Pasa capture at the web table: told by the server's facts, logged, announced, and kept in the list after a reload. */
class PasaCaptureBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass(c -> c.withGames(
            name -> name.equals("pasa") ? PasaCaptureBrowserTest.PASA_AT_A_CAPTURE : Games.byName(name)));

    @Test
    @DisplayName("Red's first move, whatever the dice, sends a White piece back: the move list says so, the page announces it, a reload keeps it")
    void aCaptureInTheMoveList() {
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "pasa", "computer", 2, Map.of("captureBonus", false), null);
            assertThat(awaitTurn(page)).isEqualTo("throw");
            page.evaluate("() => { window.announced = []; const box = document.getElementById('announce');"
                    + " new MutationObserver(() => window.announced.push(box.textContent))"
                    + ".observe(box, { childList: true, characterData: true, subtree: true }); }");
            page.locator("#throw-btn").click();
            if (awaitTurn(page).equals("move")) {
                DiceTables.playPasaMove(page, new Rng(7), false);
            }
            Locator capture = page.locator("#moves li.capture").first();
            capture.waitFor();
            assertThat(capture).hasAttribute("data-captured", "1");
            assertThat(capture).containsText("White's piece was sent back to the charkoni");
            page.waitForFunction("() => window.announced.some(text => text.includes('You captured 1 piece'))");
            screenshot(page, "pasa-capture-1280");
            String logged = capture.innerText();
            page.reload();
            awaitTurn(page);
            assertThat(page.locator("#moves li.capture").first().innerText()).as("the same line from the history").isEqualTo(logged);
            tables.assertNoPageErrors();
        }
    }

    /**
     * Pasa for two, starting where Red's one piece left on the track (progress 22, three home)
     * has a lone White piece 1, 2, 5 and 6 squares ahead on ordinary squares: any die captures.
     */
    static final Game PASA_AT_A_CAPTURE = Pasa.GAME.withStarter((players, options) -> PasaState.of(2, false,
            options.flag(Pasa.CAPTURE_BONUS), new int[][] {{22, 84, 84, 84}, {57, 58, 61, 62}}, 1, ""));
}
