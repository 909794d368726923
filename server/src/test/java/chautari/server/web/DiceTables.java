package chautari.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import chautari.server.ChautariServer;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ReducedMotion;
import com.microsoft.playwright.options.ServiceWorkerPolicy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Pasa and Kauda tables in Debian's chromium against a server in this JVM (random port,
 * computer pause 0, thinks capped at 20 ms): opening a table from the new-table page, and playing this page's seats as
 * a person does (throw button, dice and pieces, the stake panel, the hand-over screen).
 * No sleeps: every step waits on the page's own data-turn.
 */
final class DiceTables implements AutoCloseable, BeforeAllCallback, AfterAllCallback {
    static final Path SHOTS = Path.of("target", "screenshots");
    static final int WIDE_W = 1280, WIDE_H = 800, PHONE_W = 390, PHONE_H = 844;
    private static final String TURN = "document.getElementById('table') && !document.getElementById('table').hidden"
            + " && document.getElementById('table').dataset.turn";

    private final UnaryOperator<ChautariServer.Config> more;
    private Path dir;
    ChautariServer server;
    Browser browser;
    /** Script errors of any page: a test fails on any. */
    final java.util.List<String> pageErrors = java.util.Collections.synchronizedList(new java.util.ArrayList<>());

    DiceTables(Path dir) throws Exception {
        this(dir, c -> c);
    }

    /** With more settings for the server, such as a cap on the computer's think. */
    DiceTables(Path dir, UnaryOperator<ChautariServer.Config> more) throws Exception {
        this(more);
        start(dir);
    }

    private DiceTables(UnaryOperator<ChautariServer.Config> more) {
        this.more = more;
    }

    /** One server and browser for a test class: {@code @RegisterExtension static final DiceTables tables = DiceTables.perClass();}. */
    static DiceTables perClass() {
        return perClass(c -> c);
    }

    static DiceTables perClass(UnaryOperator<ChautariServer.Config> more) {
        return new DiceTables(more);
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        dir = Files.createTempDirectory("dice-tables");
        start(dir);
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        close();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private void start(Path in) throws Exception {
        Chromium.requireInstalled();
        server = ChautariServer.start(more.apply(BrowserServers.config(in, "dice.db")));
        browser = Chromium.shared();
    }

    /** A context whose pages run no service worker: the worker's own fetches would slip past the tests' routes. */
    BrowserContext newContext() {
        return newContext(ServiceWorkerPolicy.BLOCK);
    }

    /** A context whose pages register the site's service worker, as a phone's do. */
    BrowserContext newContextWithWorker() {
        return newContext(ServiceWorkerPolicy.ALLOW);
    }

    private BrowserContext newContext(ServiceWorkerPolicy workers) {
        BrowserContext c = browser.newContext(new Browser.NewContextOptions().setServiceWorkers(workers)
                .setBaseURL("http://127.0.0.1:" + server.port())
                .setViewportSize(WIDE_W, WIDE_H).setLocale("en-GB").setReducedMotion(ReducedMotion.REDUCE));
        c.setDefaultTimeout(20_000);
        c.onPage(p -> {
            p.onPageError(e -> {
                System.err.println("page error: " + e);
                pageErrors.add(e);
            });
            p.onConsoleMessage(m -> {
                if (m.type().equals("error") || m.type().equals("warning")) {
                    System.err.println("console " + m.type() + ": " + m.text());
                }
            });
        });
        return c;
    }

    /**
     * Opens a table from the new-table page: mode, number of players (0: the game's only count), checkboxes to set,
     * and one option's value to choose ("rounds=3", "size=15"; null for none).
     */
    static Page openTable(BrowserContext context, String game, String mode, int players, Map<String, Boolean> flags,
            String choice) {
        Page page = context.newPage();
        page.navigate("/new?game=" + game);
        page.locator("input[name=mode][value=" + mode + "]").check();
        if (players > 0) {
            page.locator("input[name=players][value='" + players + "']").check();
        }
        flags.forEach((name, on) -> page.locator("input[name=opt-" + name + "]").setChecked(on));
        if (choice != null) {
            String[] option = choice.split("=");
            page.locator("input[name=opt-" + option[0] + "][value='" + option[1] + "']").check();
        }
        page.locator("#name").fill("Asha");
        page.locator("#create").click();
        page.waitForFunction("() => /\\/table\\/[^/]+$/.test(location.pathname) || !document.getElementById('message').hidden");
        assertThat(page.evaluate("() => document.getElementById('message')?.textContent || ''")).as("the table opens").isEqualTo("");
        page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
        awaitSettled(page);
        return page;
    }

    /** Waits until this page must act or the game is over: "throw", "move" or "over". */
    static String awaitTurn(Page page) {
        page.waitForFunction("() => ['throw', 'move', 'over'].includes(" + TURN + ")");
        return (String) page.evaluate("() => " + TURN);
    }

    static String awaitSettled(Page page) {
        page.waitForFunction("() => ['throw', 'move', 'over', 'wait'].includes(" + TURN + ")");
        return (String) page.evaluate("() => " + TURN);
    }

    static void press(Page page, Locator target, boolean keyboard) {
        if (keyboard) {
            target.focus();
            page.keyboard().press("Enter");
        } else {
            target.click();
        }
    }

    /** A Pasa move: sometimes a die first, then a highlighted piece, then (if offered) one destination. */
    static void playPasaMove(Page page, Rng rng, boolean keyboard) {
        Locator dice = page.locator("#board .pasa-dice button.die:not([disabled])");
        if (dice.count() > 1 && rng.nextInt(3) == 0) {
            press(page, dice.nth(rng.nextInt(dice.count())), keyboard);
        }
        Locator movable = page.locator("#board .marks .movable");
        int n = movable.count();
        assertThat(n).as("highlighted pieces when the page must move").isPositive();
        press(page, movable.nth(rng.nextInt(n)), keyboard);
        Locator targets = page.locator("#board .marks .target");
        int t = targets.count();
        if (t > 0) { // the piece is picked: one destination per usable die
            press(page, targets.nth(rng.nextInt(t)), keyboard);
        }
    }

    /** A Kauda stake from the panel: a khal, then the least, the greatest or an amount typed in. */
    static String stake(Page page, Rng rng, boolean keyboard) {
        Locator panel = page.locator("#board .stake-panel");
        panel.waitFor();
        Locator khals = panel.locator("input[type=radio]");
        assertThat(khals.count()).as("three khal: never the thrower's").isEqualTo(3);
        khals.nth(rng.nextInt(3)).check();
        Locator amount = panel.locator("input.amount");
        int least = Integer.parseInt(amount.getAttribute("min"));
        int greatest = Integer.parseInt(amount.getAttribute("max"));
        int choice = rng.nextInt(3);
        if (choice == 0) {
            panel.locator("[data-quick=least]").click();
        } else if (choice == 1) {
            panel.locator("[data-quick=greatest]").click();
        } else {
            amount.fill(String.valueOf(least + rng.nextInt(greatest - least + 1)));
        }
        String value = amount.inputValue();
        if (keyboard) {
            amount.focus();
            page.keyboard().press("Enter");
        } else {
            panel.locator(".stake-btn").click();
        }
        return value;
    }

    void assertNoPageErrors() {
        assertThat(pageErrors).as("script errors in the pages").isEmpty();
    }

    static void screenshot(Page page, String name) {
        Shots.take(page, new Page.ScreenshotOptions().setPath(SHOTS.resolve(name + ".png")).setFullPage(true));
    }

    @Override
    public void close() {
        if (server != null) {
            server.close();
        }
    }
}
