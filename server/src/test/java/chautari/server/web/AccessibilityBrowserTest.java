package chautari.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The table page mid-game under axe-core (the WCAG 2 A and AA rules), for every game, on a phone and a
 * desktop: at a decision of this page's seat with the last move marked, and again with a piece picked
 * (its destinations shown). axe-core's script comes from its test-scoped webjar, never the shipped jar.
 */
class AccessibilityBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();
    static String axe;

    @BeforeAll
    static void start() throws Exception {
        axe = axeScript();
    }

    /** axe.min.js from the webjar on the test classpath, found by the version its pom.properties gives. */
    static String axeScript() {
        ClassLoader loader = AccessibilityBrowserTest.class.getClassLoader();
        try (InputStream props = loader.getResourceAsStream("META-INF/maven/org.webjars.npm/axe-core/pom.properties")) {
            assertThat(props).as("the axe-core webjar on the test classpath").isNotNull();
            Properties p = new Properties();
            p.load(props);
            try (InputStream js = loader.getResourceAsStream("META-INF/resources/webjars/axe-core/" + p.getProperty("version") + "/axe.min.js")) {
                assertThat(js).as("axe.min.js in the webjar").isNotNull();
                return new String(js.readAllBytes(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The violations axe finds on the page now, one line each with the elements concerned. */
    @SuppressWarnings("unchecked")
    static List<String> violations(Page page) {
        if (!(Boolean) page.evaluate("() => typeof window.axe === 'object'")) {
            // Served as a script of the page's own origin: the pages' CSP refuses inline scripts.
            String url = java.net.URI.create(page.url()).resolve("/__axe.min.js").toString();
            page.route(url, route -> route.fulfill(new com.microsoft.playwright.Route.FulfillOptions()
                    .setContentType("application/javascript").setBody(axe)));
            page.addScriptTag(new Page.AddScriptTagOptions().setUrl(url));
        }
        return (List<String>) page.evaluate("async () => {"
                + " const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });"
                + " if (!r.passes.length) return ['axe checked nothing: no rule passed'];"
                + " return r.violations.map(v => v.id + ' (' + v.impact + '): ' + v.help + '\\n    '"
                + "   + v.nodes.map(n => n.target.join(' ') + ' :: ' + (n.failureSummary || '').replace(/\\s+/g, ' ')).join('\\n    '));"
                + "}");
    }

    static void assertClean(Page page, String where) {
        List<String> found = violations(page);
        if (!found.isEmpty()) {
            System.err.println("axe violations, " + where + ":\n" + String.join("\n", found));
        }
        assertThat(found).as("axe violations, " + where).isEmpty();
    }

    static Page open(BrowserContext context, String game) {
        int players = game.equals("kauda") ? 3 : game.equals("pasa") ? 2 : 0;
        // Five in a row, since a game of three in a row may end before the person's fifth mark.
        return DiceTables.openTable(context, game, "computer", players, Map.of(), game.equals("tictactoe") ? "size=15" : null);
    }

    /**
     * Acts for this page's seat until it has acted `actions` times and must move (stake, in Kauda)
     * again; false if the game ended first (the table's throws are the server's, not seeded).
     */
    static boolean midGame(Page page, String game, Rng rng, int actions) {
        for (int done = 0; ; done++) {
            String turn = TablePages.awaitTurn(page);
            if (turn.equals("over")) {
                return false;
            }
            if (done >= actions && (turn.equals("move") || game.equals("snakes"))) { // Snakes and Ladders: a person only throws
                return true;
            }
            int seq = TablePages.seq(page);
            if (turn.equals("throw")) {
                page.locator("#throw-btn").click();
            } else if (game.equals("kauda")) {
                DiceTables.stake(page, rng, false);
            } else if (game.equals("pasa")) {
                DiceTables.playPasaMove(page, rng, false);
            } else {
                TablePages.playMove(page, rng, false);
            }
            page.waitForFunction("s => Number(document.getElementById('table').dataset.seq) > s", seq);
        }
    }

    @ParameterizedTest(name = "{0} at {1}x{2}")
    @CsvSource({"kasimala,390,844", "kasimala,1280,800", "kimasai,390,844", "kimasai,1280,800",
        "pasa,390,844", "pasa,1280,800", "kauda,390,844", "kauda,1280,800",
        "baghchal,390,844", "baghchal,1280,800", "shologuti,390,844", "shologuti,1280,800",
        "ludo,390,844", "ludo,1280,800", "snakes,390,844", "snakes,1280,800", "chess,390,844",
        "checkers,390,844", "tictactoe,390,844", "dots,390,844", "chinesecheckers,390,844", "byapar,390,844"})
    @DisplayName("the table page mid-game has no axe violation (WCAG 2 A and AA), with and without a piece picked (1280x800 under -Pthorough)")
    void midGameIsAxeClean(String game, int width, int height) {
        Thorough.unless(width < 1000, "the phone's size");
        try (BrowserContext context = tables.newContext()) {
            Rng rng = new Rng(1204);
            Page page = open(context, game);
            page.setViewportSize(width, height);
            for (int tries = 1; !midGame(page, game, rng, 4); tries++) {
                assertThat(tries).as("games that ended before their fifth decision").isLessThan(5);
                page.close();
                page = open(context, game);
                page.setViewportSize(width, height);
            }
            assertThat(page.locator("h1").count()).as("one h1").isEqualTo(1);
            assertClean(page, game + " " + width + "x" + height + " at a decision");
            // A goat placed (Baghchal) is one tap on an empty point, a Ludo token's one move one tap on it, a line of Dots and
            // Boxes one tap between its dots: nothing is picked first.
            // Byapar: its buttons act at one tap; a ringed square opens its card with the moves on it.
            boolean byaparSquares = !game.equals("byapar") || page.locator("#board .marks .sq-hit.movable").count() > 0;
            if (!game.equals("kauda") && !game.equals("snakes") && !game.equals("ludo") && !game.equals("dots") && byaparSquares
                    && page.locator("#board .marks .movable.place").count() == 0) {
                page.locator("#board .marks .movable").first().click();
                page.locator("#board .marks .target").first().waitFor();
                assertClean(page, game + " " + width + "x" + height + " with a piece picked");
            }
            DiceTables.screenshot(page, "axe-" + game + "-" + width);
            tables.assertNoPageErrors();
        }
    }
}
