package chautari.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Games;
import chautari.engine.Rng;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ReducedMotion;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One screen: at every decision of the person (throw, move, stake) the board, the status line and the
 * control to act with lie wholly inside the viewport and the page has not scrolled; the layout shift
 * summed over the game (PerformanceObserver 'layout-shift') stays under 0.1 twice over: as the CLS metric
 * counts it (shifts within 500 ms of an input left out) and with every shift counted, since the computer's
 * answers land within that window of the person's clicks. Under -Pthorough every game and board size
 * plays a whole game against the computer at 390x844, 360x740, 844x390 and 1280x800 (Pasa and Ludo with
 * four players only their first {@value #DECISIONS} decisions: their games run long); a plain build takes one
 * row a game (its most crowded board, {@link #PLAIN_ROWS}) and plays at most {@value #PLAIN_DECISIONS}
 * decisions at 390x844 (whole games of every game are played by LanguageBrowserTest and the games' own
 * browser tests; LayoutBrowserTest puts every board on its side); -Pthorough adds 4 decisions at 1366x768.
 * Prints a table of page height
 * and both layout shift sums per game and size, and what moved when the sum passes 0.03;
 * screenshots of the screen as seen go to target/screenshots/onescreen-&lt;game&gt;-&lt;w&gt;x&lt;h&gt;.png.
 */
class OneScreenBrowserTest {
    static final int DECISIONS = 8;
    /** The decisions a plain build checks at the phone's size. */
    static final int PLAIN_DECISIONS = 8;
    /** The rows a plain build plays, one a game: its most crowded board. */
    static final Set<String> PLAIN_ROWS = Set.of("kasimala25", "kimasai", "pasa-4p", "kauda-4p", "baghchal", "shologuti", "ludo-4p",
            "snakes-6p", "chess", "tictactoe15", "checkers", "dots7-4p", "chinesecheckers-6p", "byapar-6p");
    /** Width, height and, for a size not played to the end, the decisions checked there (1366x768: a desktop check only). */
    static final int[][] SIZES = {{390, 844, 0}, {360, 740, 0}, {844, 390, 0}, {1280, 800, 0}, {1366, 768, 4}};
    /** A plain build's size: the phone upright, where room is shortest. */
    static final int[][] PLAIN_SIZES = {SIZES[0]};
    /** Counts layout shifts from the start of each document: std leaves out shifts after input, as CLS does; all keeps them. */
    static final String CLS_OBSERVER = "window.__cls = { std: 0, all: 0 }; window.__shifts = {};"
            + "new PerformanceObserver(list => { for (const e of list.getEntries()) {"
            + " window.__cls.all += e.value; if (!e.hadRecentInput) window.__cls.std += e.value;"
            + " const what = (e.hadRecentInput ? 'after input: ' : '') + (e.sources || []).map(x => { const n = x.node;"
            + "   const d = !n ? '?' : n.nodeType === 1 ? n.tagName + (n.id ? '#' + n.id : '') + (n.className && n.className.baseVal === undefined ? '.' + String(n.className).split(' ').join('.') : '')"
            + "     : '#text(' + (n.parentElement ? n.parentElement.tagName + '.' + n.parentElement.className : '') + ')';"
            + "   const r = a => [a.x, a.y, a.width, a.height].map(Math.round).join(',');"
            + "   return d + ' ' + r(x.previousRect) + ' > ' + r(x.currentRect); }).join(' | ');"
            + " const s = window.__shifts[what] = window.__shifts[what] || { n: 0, sum: 0 }; s.n++; s.sum += e.value; } })"
            + ".observe({ type: 'layout-shift', buffered: true });";
    /** The layout shifts of this page by what moved, the greatest sums first. */
    static final String SHIFTS = "() => Object.entries(window.__shifts).sort((a, b) => b[1].sum - a[1].sum).slice(0, 12)"
            + ".map(([k, v]) => v.sum.toFixed(4) + ' (' + v.n + 'x) ' + k).join('\\n')";
    /** What lies outside the viewport of the things the person needs now; an empty list when all are in view. */
    static final String OUT_OF_VIEW = "turn => {"
            + " const vw = document.documentElement.clientWidth, vh = innerHeight, out = [];"
            + " const check = (what, els, required = true) => {"
            + "   if (!els.length) { if (required) out.push(what + ': missing'); return; }"
            + "   for (const e of els) { const r = e.getBoundingClientRect();"
            + "     if (r.width === 0 || r.height === 0 || r.top < -0.5 || r.left < -0.5 || r.bottom > vh + 0.5 || r.right > vw + 0.5)"
            + "       out.push(what + ' at ' + [r.left, r.top, r.right, r.bottom].map(Math.round).join(',')); } };"
            + " const q = s => [...document.querySelectorAll(s)];"
            + " check('board', q('#board svg.board'));"
            + " check('status', q('#status'));"
            + " check('seats', q('#seats .seat.to-move'), false);"
            + " if (turn === 'throw') check('throw button', q('#throw-btn'));"
            + " else if (document.querySelector('#board .stake-panel')) check('stake panel', q('#board .stake-panel, #board .stake-panel .stake-btn'));"
            + " else { check('movable pieces', q('#board .marks .movable'));"
            + "   check('dice', q('#board .pasa-dice button.die:not([disabled])'), false); }"
            + " if (scrollY !== 0 || document.scrollingElement.scrollTop !== 0) out.push('scrolled to ' + scrollY);"
            + " return { out, height: document.documentElement.scrollHeight }; }";

    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();
    static final List<String> TABLE = new ArrayList<>();

    @AfterAll
    static void stop() {
        System.out.println("one screen: game       size       page height  viewport  decisions        CLS     all shifts");
        TABLE.forEach(System.out::println);
    }

    /** A table against the computer opened from the new-table page at this viewport size. */
    private static Page open(BrowserContext context, String game, int players, String option, int w, int h) {
        Page page = context.newPage();
        page.setViewportSize(w, h);
        page.navigate("/new?game=" + game);
        page.locator("input[name=mode][value=computer]").check();
        if (page.locator("input[name=players]").count() > 0) {
            page.locator("input[name=players][value='" + players + "']").check();
        }
        if (!option.isEmpty()) {
            String[] kv = option.split("=");
            page.locator("input[name=opt-" + kv[0] + "][value='" + kv[1] + "']").check();
        }
        page.locator("#name").fill("Asha");
        page.locator("#create").click();
        page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
        DiceTables.awaitSettled(page);
        return page;
    }

    private static void decide(Page page, String game, String turn, Rng rng) {
        if (turn.equals("throw")) {
            page.locator("#throw-btn").click();
        } else if (game.equals("pasa")) {
            DiceTables.playPasaMove(page, rng, false);
        } else if (game.equals("kauda")) {
            DiceTables.stake(page, rng, false);
        } else {
            TablePages.playMove(page, rng, false);
        }
    }

    /** wholeGame: played to the end (see the class's comment for where) unless its games run long (Pasa and Ludo with four players). */
    @ParameterizedTest(name = "{0} {1} players {2}")
    @CsvSource({"kasimala, 2, cells=17, true", "kasimala, 2, cells=25, true", "kimasai, 2, '', true", "pasa, 2, '', true",
        "pasa, 4, '', false", "kauda, 2, rounds=3, true", "kauda, 3, rounds=3, true", "kauda, 4, rounds=3, true",
        "baghchal, 2, '', true", "shologuti, 2, '', true",
        "ludo, 2, '', true", "ludo, 4, '', false", "snakes, 2, '', true", "snakes, 6, '', true", "chess, 2, '', true",
        "tictactoe, 2, '', true", "tictactoe, 2, size=15, true",
        "checkers, 2, '', true", "dots, 2, size=5, true", "dots, 4, size=7, false",
        "chinesecheckers, 2, '', false", "chinesecheckers, 6, '', false", "byapar, 6, rounds=20, false"})
    @DisplayName("the board, the status and the action in view without scrolling at every decision; layout shift under 0.1")
    void oneScreen(String game, int players, String option, boolean wholeGame) {
        String name = game + (option.startsWith("cells") || option.startsWith("size") ? option.substring(option.indexOf('=') + 1) : "") + (Games.byName(game).maxPlayers() > 2 ? "-" + players + "p" : "");
        Thorough.unless(PLAIN_ROWS.contains(name), "the row of the game's most crowded board");
        Rng rng = new Rng(1200 + players * 31L + name.hashCode());
        for (int[] size : Thorough.ON ? SIZES : PLAIN_SIZES) {
            boolean whole = wholeGame && size[2] == 0 && (Thorough.ON || size == SIZES[0]);
            int limit = size[2] != 0 ? size[2] : Thorough.ON ? (whole ? Integer.MAX_VALUE : DECISIONS) : PLAIN_DECISIONS;
            try (BrowserContext context = tables.newContext()) {
                context.addInitScript(CLS_OBSERVER);
                Page page = open(context, game, players, option, size[0], size[1]);
                int decisions = 0;
                double height = 0;
                while (true) {
                    String turn = DiceTables.awaitTurn(page);
                    if (turn.equals("over") || decisions >= limit) {
                        whole &= turn.equals("over");
                        break;
                    }
                    @SuppressWarnings("unchecked")
                    Map<String, Object> seen = (Map<String, Object>) page.evaluate(OUT_OF_VIEW, turn);
                    @SuppressWarnings("unchecked")
                    List<String> out = (List<String>) seen.get("out");
                    if (!out.isEmpty()) {
                        shot(page, name + "-FAILED", size);
                    }
                    assertThat(out).as("%s at %dx%d, decision %d (%s): out of view", name, size[0], size[1], decisions, turn).isEmpty();
                    height = Math.max(height, ((Number) seen.get("height")).doubleValue());
                    if (decisions == 6) {
                        shot(page, name, size);
                    }
                    decide(page, game, turn, rng);
                    decisions++;
                    assertThat(decisions).as("decisions before the game ended").isLessThan(3000);
                }
                if (decisions <= 6) {
                    shot(page, name, size);
                }
                @SuppressWarnings("unchecked")
                Map<String, Number> cls = (Map<String, Number>) page.evaluate("() => window.__cls");
                double std = cls.get("std").doubleValue(), all = cls.get("all").doubleValue();
                if (all > 0.03) {
                    System.out.println("one screen: shifts of " + name + " at " + size[0] + "x" + size[1] + ":\n"
                            + page.evaluate(SHIFTS));
                }
                TABLE.add(String.format("one screen: %-10s %4dx%-4d  %6.0f px    %4d px   %4d %-5s %.4f  %.4f", name, size[0], size[1], height,
                        size[1], decisions, whole ? "whole" : "first", std, all));
                assertThat(std).as("%s at %dx%d: cumulative layout shift from %s", name, size[0], size[1],
                        page.evaluate(SHIFTS)).isLessThan(0.1);
                assertThat(all).as("%s at %dx%d: every layout shift, input or not, from %s", name, size[0], size[1],
                        page.evaluate(SHIFTS)).isLessThan(0.1);
                page.close();
            }
        }
        tables.assertNoPageErrors();
    }

    /** Records, as each throw lands, the animation its first die or shell runs ("none" when it keeps still). */
    static final String WATCH_TUMBLES = "sel => { window.__tumbles = [];"
            + " new MutationObserver(() => { const e = document.querySelector(sel);"
            + "   if (e && !e.__seen) { e.__seen = true; window.__tumbles.push(getComputedStyle(e).animationName); } })"
            + " .observe(document.getElementById('board'), { subtree: true, childList: true, attributes: true }); }";

    /** Plays on until the next throw lands under this motion preference; answers the animation it ran. */
    private static String nextTumble(Page page, String game, Rng rng, ReducedMotion motion) {
        page.emulateMedia(new Page.EmulateMediaOptions().setReducedMotion(motion));
        int before = ((Number) page.evaluate("() => window.__tumbles.length")).intValue();
        for (int decisions = 0; ((Number) page.evaluate("() => window.__tumbles.length")).intValue() == before; decisions++) {
            assertThat(decisions).as("decisions before a throw lands").isLessThan(30);
            decide(page, game, DiceTables.awaitTurn(page), rng);
            DiceTables.awaitSettled(page);
        }
        return (String) page.evaluate("n => window.__tumbles[n]", before);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"pasa, die-tumble", "kauda, shell-tumble", "snakes, die-roll"})
    @DisplayName("the dice and the shells tumble when a throw lands, and keep still when the person asks for reduced motion")
    void throwsTumble(String game, String animation) {
        Rng rng = new Rng(77);
        try (BrowserContext context = tables.newContext()) {
            Page page = open(context, game, 2, "", 390, 844);
            page.evaluate(WATCH_TUMBLES, switch (game) {
                case "pasa" -> "#board .pasa-dice.fresh .die svg";
                case "snakes" -> "#board .snakes-die.fresh .die-face";
                default -> "#board .kauda .shells.fresh .cowrie .body";
            });
            assertThat(nextTumble(page, game, rng, ReducedMotion.NO_PREFERENCE)).isEqualTo(animation);
            assertThat(nextTumble(page, game, rng, ReducedMotion.REDUCE)).isEqualTo("none");
        }
        tables.assertNoPageErrors();
    }

    private static void shot(Page page, String name, int[] size) {
        Shots.take(page, new Page.ScreenshotOptions().setPath(DiceTables.SHOTS.resolve("onescreen-" + name + "-" + size[0] + "x" + size[1] + ".png")));
    }
}
