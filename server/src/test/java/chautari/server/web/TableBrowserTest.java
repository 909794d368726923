package chautari.server.web;

import static chautari.server.web.TablePages.awaitSeq;
import static chautari.server.web.TablePages.awaitSettled;
import static chautari.server.web.TablePages.awaitTurn;
import static chautari.server.web.TablePages.playMove;
import static chautari.server.web.TablePages.playToTheEnd;
import static chautari.server.web.TablePages.screenshot;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import chautari.server.ChautariServer;
import chautari.server.table.Replies;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.WebSocketRoute;
import com.microsoft.playwright.options.ReducedMotion;
import com.microsoft.playwright.options.ServiceWorkerPolicy;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The web client in Debian's chromium against a real server in this JVM (random port,
 * computer pause 0, thinks capped at 20 ms): whole games by clicking highlighted moves, friends by link, pass and
 * play, the Nepali switch, the results screens; screenshots under target/screenshots.
 */
class TableBrowserTest {
    static final int WIDE_W = 1280, WIDE_H = 800, PHONE_W = 390, PHONE_H = 844;
    @TempDir
    static Path dir;
    static ChautariServer server;
    static Browser browser;
    BrowserContext context;

    @BeforeAll
    static void start() throws Exception {
        Chromium.requireInstalled();
        // a seat may go to the computer as soon as its player is gone
        server = ChautariServer.start(BrowserServers.config(dir, "web.db").withTakeoverAfter(Duration.ZERO));
        browser = Chromium.shared();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void openContext() {
        context = newContext();
    }

    @AfterEach
    void closeContext() {
        context.close();
    }

    static BrowserContext newContext() {
        BrowserContext c = browser.newContext(new Browser.NewContextOptions().setServiceWorkers(ServiceWorkerPolicy.BLOCK)
                .setBaseURL("http://127.0.0.1:" + server.port())
                .setViewportSize(WIDE_W, WIDE_H)
                .setLocale("en-GB")
                .setReducedMotion(ReducedMotion.REDUCE));
        c.setDefaultTimeout(20_000);
        return c;
    }

    /** A phone's screen: every board stands upright there. */
    static void phone(Page page) {
        page.setViewportSize(PHONE_W, PHONE_H);
        page.locator("#board.board-vertical svg.board.vertical").waitFor();
    }

    static void wide(Page page) {
        page.setViewportSize(WIDE_W, WIDE_H);
        page.locator("#board:not(.board-vertical) svg.board.horizontal").waitFor();
    }

    /** Opens a table from the new-table page; answers the table page. */
    static Page openTable(BrowserContext context, String game, String mode, String cells, String name) {
        Page page = context.newPage();
        page.navigate("/new?game=" + game);
        page.locator("input[name=mode][value=" + mode + "]").check();
        if (cells != null) {
            page.locator("input[name=opt-cells][value='" + cells + "']").check();
        }
        if (name != null) {
            page.locator("#name").fill(name);
        }
        page.locator("#create").click();
        page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
        awaitSettled(page);
        return page;
    }

    /** Kasimala's games run long: under -Pthorough only (LanguageBrowserTest plays a whole one in every build). */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"kimasai,", "kasimala,17", "kasimala,25"})
    @DisplayName("against the computer: a whole game by clicking highlighted moves, ending on the results screen with the computer's level; then a rematch")
    void wholeGameAgainstTheComputer(String game, String cells) {
        Thorough.unless(!game.equals("kasimala"), "LanguageBrowserTest's whole game of Kasimala");
        String board = game + (cells == null ? "" : cells);
        long seed = board.hashCode();
        Rng rng = new Rng(seed);
        Page page = openTable(context, game, "computer", cells, "Asha");
        assertThat(page.locator("#board svg.board")).isVisible();
        screenshot(page, board + "-start-" + WIDE_W);
        phone(page);
        screenshot(page, board + "-start-" + PHONE_W);
        wide(page);
        int[] shots = {0};
        int actions = playToTheEnd(page, rng, false, 5000, () -> {
            if (shots[0]++ == 0) {
                screenshot(page, board + "-mid-" + WIDE_W);
                phone(page);
                screenshot(page, board + "-mid-" + PHONE_W);
                wide(page);
            }
        });
        System.out.printf("%s against the computer: %d actions in the browser (seed %d)%n", board, actions, seed);
        screenshot(page, board + "-result-" + WIDE_W);
        phone(page);
        screenshot(page, board + "-result-" + PHONE_W);
        Locator result = page.locator("#result");
        assertThat(result.locator("#result-title")).hasText(Pattern.compile("You win!|White \\(computer\\) wins|A draw"));
        assertThat(result.locator(".level")).hasText("The computer played White at the Good level.");
        assertThat(page.locator("#moves li").first()).isVisible();
        assertThat(actions).as("seed %d", seed).isGreaterThan(5);

        String first = page.url();
        page.locator("#rematch-btn").click();
        page.waitForURL(url -> !url.equals(first) && url.contains("/table/"));
        String turn = awaitSettled(page);
        assertThat(turn).isIn("throw", "move", "wait");
        assertThat(page.locator("#result")).not().hasAttribute("open", "");
        // the seats move on at a rematch
        assertThat(page.locator(".seat[data-seat='2'] .who")).containsText("(you)");
    }

    @Test
    @DisplayName("with friends: the second joins through the invite link, each sees the other's moves, a reload keeps the seat")
    void friendsByLink() {
        Rng rng = new Rng(7);
        context.grantPermissions(List.of("clipboard-read", "clipboard-write"));
        Page asha = openTable(context, "kimasai", "friends", null, "Asha");
        Locator link = asha.locator("#invite-link");
        assertThat(link).hasValue(Pattern.compile("http://.*/table/[A-Za-z0-9_-]+$"));
        assertThat(asha.locator(".seat[data-seat='2']")).hasAttribute("data-conn", "open");
        asha.locator("#copy-btn").click();
        assertThat(asha.locator(".toast")).hasText("Link copied");
        assertThat(asha.locator("#share-btn")).isVisible();

        try (BrowserContext other = newContext()) {
            Page bikram = other.newPage();
            bikram.setViewportSize(PHONE_W, PHONE_H);
            bikram.navigate(link.inputValue());
            bikram.locator("#join-name").fill("Bikram");
            bikram.locator("#join-btn").click();
            assertThat(bikram.locator(".seat[data-seat='2'] .who")).containsText("Bikram (you)");
            assertThat(asha.locator(".seat[data-seat='2']")).hasAttribute("data-conn", "on");
            assertThat(asha.locator(".seat[data-seat='2'] .who")).containsText("Bikram");

            int seq = 0;
            for (int move = 0; move < 6; move++) {
                seq = bothAt(asha, bikram, seq);
                boolean ashaMoves = "move".equals(TablePages.turn(asha));
                Page mover = ashaMoves ? asha : bikram, watcher = ashaMoves ? bikram : asha;
                assertThat(TablePages.turn(watcher)).isEqualTo("wait");
                if (move == 0) {
                    screenshot(bikram, "kimasai-seat2-" + PHONE_W);
                }
                playMove(mover, rng, false);
                seq = bothAt(asha, bikram, seq + 1);
                assertThat(lastMove(watcher)).isEqualTo(lastMove(mover));
                assertThat(watcher.locator("#moves li")).hasCount(mover.locator("#moves li").count());
            }

            bikram.reload();
            awaitSeq(bikram, seq);
            assertThat(bikram.locator(".seat[data-seat='2'] .who")).containsText("Bikram (you)");
            assertThat(bikram.locator("#join-form")).isHidden();
            assertThat(bikram.locator("#moves li")).hasCount(asha.locator("#moves li").count());
            Page mover = "move".equals(TablePages.turn(asha)) ? asha : bikram;
            playMove(mover, rng, false);
            seq = bothAt(asha, bikram, seq + 1);
            assertThat(lastMove(bikram)).isEqualTo(lastMove(asha));
            bikram.close();
            assertThat(asha.locator(".seat[data-seat='2']")).hasAttribute("data-conn", "off");
            assertThat(asha.locator(".seat[data-seat='2'] small")).hasText("not connected");
            asha.locator("#join-actions button", new Page.LocatorOptions().setHasText("Let the computer play White")).click();
            assertThat(asha.locator(".seat[data-seat='2']")).hasAttribute("data-conn", "bot");
            assertThat(asha.locator("#moves li span", new Page.LocatorOptions().setHasText("The computer now plays White")))
                    .isVisible();
            if ("move".equals(awaitTurn(asha))) {
                playMove(asha, rng, false);
            }
            asha.locator("#moves li span", new Page.LocatorOptions().setHasText(Pattern.compile("^White \\(computer\\) moved "))).first().waitFor();
        }
    }

    /** Both pages at the same seq, at least the one given; answers it. */
    static int bothAt(Page one, Page two, int atLeast) {
        awaitSeq(one, atLeast);
        int seq = TablePages.seq(one);
        awaitSeq(two, seq);
        int other = TablePages.seq(two);
        if (other > seq) {
            awaitSeq(one, other);
        }
        return Math.max(seq, other);
    }

    static String lastMove(Page page) {
        return page.locator("#moves li code").last().textContent();
    }

    @Test
    @DisplayName("pass and play: one page plays both seats to the end, by keyboard")
    void passAndPlay() {
        Rng rng = new Rng(11);
        Page page = openTable(context, "kimasai", "pass", null, "Asha");
        assertThat(page.locator("#invite")).isHidden();
        java.util.Set<String> seats = new java.util.HashSet<>();
        int actions = 0;
        while (!"over".equals(awaitTurn(page))) {
            seats.add(page.locator("#status").getAttribute("data-seat"));
            playMove(page, rng, true);
            actions++;
            assertThat(actions).isLessThan(3000);
        }
        assertThat(seats).containsExactlyInAnyOrder("1", "2");
        assertThat(page.locator("#result[open] #result-title")).hasText(Pattern.compile(".* wins|A draw"));
    }

    @Test
    @DisplayName("a move the store could not take (store-failed, which changes nothing) is sent again: the player is told, and the move lands once")
    void storeFailedMoveIsSentAgain() {
        AtomicReference<WebSocketRoute> toServer = new AtomicReference<>();
        AtomicReference<String> resent = new AtomicReference<>();
        AtomicInteger movesSent = new AtomicInteger();
        context.routeWebSocket(Pattern.compile(".*/ws/tables/.*"), ws -> {
            WebSocketRoute server = ws.connectToServer();
            toServer.set(server);
            ws.onMessage(frame -> {
                if (!frame.text().contains("\"type\":\"move\"")) {
                    server.send(frame.text());
                } else if (movesSent.incrementAndGet() == 1) {
                    ws.send(Replies.error("store-failed", "the table could not be saved; try again", null));
                } else {
                    resent.set(frame.text());
                }
            });
        });
        Page page = openTable(context, "tictactoe", "pass", null, "Asha");
        awaitTurn(page);
        int before = TablePages.seq(page);
        Locator moves = page.locator("#moves li[data-kind=move]");
        int listed = moves.count();
        playMove(page, new Rng(12), false);
        assertThat(page.locator("#announce")).hasText("The table is slow to save just now. Sending your move again\u2026");
        page.waitForCondition(() -> resent.get() != null);
        assertThat(TablePages.seq(page)).as("nothing stored yet").isEqualTo(before);
        toServer.get().send(resent.get());
        awaitSeq(page, before + 1);
        assertThat(moves).hasCount(listed + 1);
        assertThat(movesSent.get()).as("the move sent twice, once refused").isEqualTo(2);
    }

    @Test
    @DisplayName("the Nepali switch changes the page's words, and back")
    void nepaliSwitch() {
        Page page = openTable(context, "kimasai", "computer", null, "Asha");
        awaitTurn(page);
        assertThat(page.locator("#status")).hasText("Your turn: choose a move");
        page.locator("#lang-btn").click();
        assertThat(page.locator("html")).hasAttribute("lang", "ne");
        assertThat(page.locator("#status")).hasText("तपाईंको पालो: चाल छान्नुहोस्");
        assertThat(page.locator("#rules-link")).hasText("बाओ ला किमासाईका नियम");
        assertThat(page.locator("#lang-btn")).hasText("English");
        assertThat(page.locator("#moves li span").first()).containsText("बाट");
        assertThat(page.locator(".seat[data-seat='2'] .who")).containsText("कम्प्युटर");
        screenshot(page, "kimasai-nepali-" + WIDE_W);
        page.locator("#lang-btn").click();
        assertThat(page.locator("html")).hasAttribute("lang", "en");
        assertThat(page.locator("#status")).hasText("Your turn: choose a move");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "over|You win!|Gulmasi: won without losing a piece|You score 2 points for this win: a gulmasi counts double",
        "drawLimit|A draw|A draw: the 2000-throw limit was reached with equal pieces.|2000 throws",
        "winLimit|You win!|The 2000-throw limit was reached: you had more pieces left.|You score 1 point for this win",
        "kimasaiDraw|A draw|A draw: the same position came round a second time.|A draw"})
    @DisplayName("the results screen: gulmasi counted double, the draw by the throw limit or by repetition")
    void resultsScreens(String preview, String title, String reason, String more) {
        Page page = context.newPage();
        page.navigate("/table.html?preview=" + preview);
        Locator result = page.locator("#result[open]");
        assertThat(result.locator("#result-title")).hasText(title);
        assertThat(result.locator("#result-body")).containsText(reason);
        assertThat(result.locator("#result-body")).containsText(more);
        if (preview.equals("over")) {
            assertThat(result.locator(".gulmasi")).isVisible();
        }
        screenshot(page, "result-" + preview + "-" + WIDE_W);
    }

    @Test
    @DisplayName("a preview plays the engine's recorded game: each seat is offered the recorded throw or move, one at a time, and the game goes on")
    void previewPlaysTheRecording() {
        Page page = context.newPage();
        page.navigate("/table.html?preview=kasimala25");
        awaitSettled(page);
        int before = TablePages.seq(page);
        Rng rng = new Rng(27);
        for (int i = 0; i < 6; i++) {
            if (awaitTurn(page).equals("move")) {
                assertThat(page.locator("#board .marks .movable").count()).as("the recorded move alone").isEqualTo(1);
            }
            TablePages.act(page, rng, false);
        }
        awaitSettled(page);
        assertThat(TablePages.seq(page)).isGreaterThanOrEqualTo(before + 6);
        assertThat(page.locator("#moves li").count()).isGreaterThanOrEqualTo(before + 6);
    }

    @Test
    @DisplayName("the server's pages: home, rules, new table; an unknown table says so")
    void pages() {
        Page page = context.newPage();
        page.navigate("/");
        page.locator("a[href='/rules/kasimala']").first().click();
        page.waitForURL(Pattern.compile(".*/rules/kasimala$"));
        assertThat(page.locator("#title")).hasText("Kasimala");
        page.navigate("/new?game=kimasai");
        assertThat(page.locator("#heading")).containsText("Bao la Kimasai");
        page.navigate("/table/nosuchtable");
        assertThat(page.locator("#loading")).containsText("This table does not exist or has closed.");
        assertThat(page.locator("#loading a#home-link")).hasAttribute("href", "/");
    }
}
