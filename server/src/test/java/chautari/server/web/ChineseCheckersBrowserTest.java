package chautari.server.web;

import static chautari.server.web.DiceTables.PHONE_H;
import static chautari.server.web.DiceTables.PHONE_W;
import static chautari.server.web.DiceTables.awaitTurn;
import static chautari.server.web.DiceTables.screenshot;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Options;
import chautari.engine.Rng;
import chautari.engine.chinesecheckers.ChineseCheckers;
import chautari.engine.chinesecheckers.ChineseCheckersState;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Chinese Checkers at the web table: a whole game against the computer at a phone's size to the results screen, the
 * person's moves chosen by a helper that races forward and entered by taps on the board, hop by hop (some sixty moves
 * a side, under a minute); and at a shared screen a chain of hops tapped landing by landing, and one stopped early by
 * a tap on the marble. Screenshots go to target/screenshots/chinesecheckers-*.png.
 */
class ChineseCheckersBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    private static final int[] ROWS = {1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1};
    /** Why the game ended, as the results screen says it. */
    private static final String WORDS = "(You|Blue \\(computer\\)) filled the point opposite (your|their) start\\."
            + "|A draw: every player made 300 moves and no one filled the point opposite\\.";

    /** A hole's row (0 = a) and its x (2k - n - 1). */
    private static int[] where(String hole) {
        int r = hole.charAt(0) - 'a', k = Integer.parseInt(hole.substring(1));
        return new int[] {r, 2 * k - ROWS[r] - 1};
    }

    /** Steps between two holes of the star. */
    private static int distance(String a, String b) {
        int[] p = where(a), q = where(b);
        int dr = Math.abs(p[0] - q[0]), dx = Math.abs(p[1] - q[1]);
        return dr + Math.max(0, (dx - dr) / 2);
    }

    /** The tip of the point a seat of a two-player game races to: seat 1 to q1, seat 2 to a1. */
    private static String tip(int seat) {
        return seat == 1 ? "q1" : "a1";
    }

    /** The game so far, from the move list's notation. */
    private static ChineseCheckersState replay(Page page, int players) {
        ChineseCheckersState state = (ChineseCheckersState) ChineseCheckers.GAME.start(players,
                Options.of("chinesecheckers", ChineseCheckers.GAME.options(), Map.of()));
        for (String move : page.locator("#moves li[data-kind=move] code.notation").allTextContents()) {
            state.play(state.toMove(), state.parseMove(move));
        }
        return state;
    }

    /**
     * A move that goes furthest towards the seat's target tip, the marble furthest behind first among equals, else
     * one of them at random: a race that ends in a few dozen moves.
     */
    private static String forward(ChineseCheckersState state, int seat, Rng rng) {
        String[] moves = state.legalMoveTexts(seat);
        assertThat(moves).as("legal moves of seat %d", seat).isNotEmpty();
        String goal = tip(seat);
        List<String> best = new ArrayList<>();
        long bestScore = Long.MIN_VALUE;
        for (String m : moves) {
            if (m.equals("pass")) {
                continue;
            }
            String[] path = m.split("-");
            long score = 100L * (distance(path[0], goal) - distance(path[path.length - 1], goal)) + distance(path[0], goal);
            if (score > bestScore) {
                best.clear();
                bestScore = score;
            }
            if (score == bestScore) {
                best.add(m);
            }
        }
        return best.isEmpty() ? moves[0] : best.get(rng.nextInt(best.size()));
    }

    /** The seat's move at a table of {@code players}: a forward move, tapped (a random one would wander to the 300-move draw). */
    static void playForward(Page page, int players, int seat, Rng rng) {
        tapMove(page, forward(replay(page, players), seat, rng));
    }

    private static Locator mark(Page page, String kind, String hole) {
        return page.locator("#board .marks ." + kind + "[data-cell='" + hole + "']");
    }

    /**
     * Plays a move by tapping its holes: the marble, then each landing; where the chain could go on from its last
     * landing, a tap on the marble there stops it. A move the table played itself, being the only one, is passed over.
     */
    private static void tapMove(Page page, String move) {
        int seq = TablePages.seq(page);
        String[] holes = move.split("-");
        mark(page, "movable", holes[0]).click();
        for (int i = 1; i < holes.length; i++) {
            mark(page, "target", holes[i]).click();
        }
        Locator stop = mark(page, "movable.stop", holes[holes.length - 1]);
        if (stop.count() > 0) {
            stop.click();
        }
        TablePages.awaitSeq(page, seq + 1);
    }

    private static double top(Page page, String hole) {
        return ((Number) page.evaluate("c => document.querySelector(`#board .cell[data-cell='${c}']`).getBoundingClientRect().top", hole))
                .doubleValue();
    }

    private static String lastNotation(Page page) {
        return page.locator("#moves li[data-kind=move] code.notation").last().textContent();
    }

    @Test
    @DisplayName("Chinese Checkers against the computer at 390x844: the star across the phone, marbles marked as well as coloured, every move tapped hop by hop, the last path drawn, a whole game to the results screen")
    void againstTheComputer() {
        Rng rng = new Rng(3131);
        try (BrowserContext context = tables.newContext()) {
            Page page = context.newPage();
            page.setViewportSize(PHONE_W, PHONE_H);
            page.navigate("/new?game=chinesecheckers");
            page.locator("input[name=mode][value=computer]").check();
            page.locator("input[name=players][value='2']").check();
            page.locator("#name").fill("Asha");
            page.locator("#create").click();
            page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
            DiceTables.awaitSettled(page);
            assertThat(page.locator("#board .cell")).hasCount(121);
            assertThat(page.locator("#board .pieces .marble.seat1")).hasCount(10);
            assertThat(page.locator("#board .pieces .marble.seat2")).hasCount(10);
            assertThat(page.locator("#board .pieces .marble .mark")).hasCount(20);
            double width = ((Number) page.evaluate("() => document.querySelector('#board svg.board').getBoundingClientRect().width")).doubleValue();
            assertThat(width).as("the star's width on a %d px screen", PHONE_W).isGreaterThan(PHONE_W * 0.85);
            assertThat(top(page, "a1")).as("the person's own point nearest them").isGreaterThan(top(page, "q1"));
            assertThat(page.locator("#seats .seat[data-seat='1']")).containsText("(you)");
            int moves = 0;
            while (!awaitTurn(page).equals("over")) {
                if (moves > 0) { // the computer's move, drawn through every hole it stood on
                    assertThat(page.locator("#board .last-move .last-path")).hasAttribute("data-path", lastNotation(page).replace('-', ' '));
                }
                ChineseCheckersState state = replay(page, 2);
                String move = forward(state, 1, rng);
                if (moves == 3) {
                    mark(page, "movable", move.split("-")[0]).click();
                    screenshot(page, "chinesecheckers-picked-" + PHONE_W);
                    mark(page, "movable", move.split("-")[0]).click(); // put back
                }
                tapMove(page, move);
                assertThat(page.locator("#moves li[data-kind=move][data-seat='1'] code.notation").last()).hasText(move);
                moves++;
                assertThat(moves).as("the person's moves before the game ended").isLessThan(300);
                if (moves == 12) {
                    DiceTables.awaitSettled(page);
                    screenshot(page, "chinesecheckers-mid-" + PHONE_W);
                }
            }
            page.locator("#result[open]").waitFor();
            screenshot(page, "chinesecheckers-result-" + PHONE_W);
            assertThat(page.locator("#result .reason").first()).hasText(Pattern.compile(WORDS));
            assertThat(page.locator("#result-title")).hasText(Pattern.compile("You win!|Blue \\(computer\\) wins|A draw"));
            page.locator("#look-btn").click();
            int mine = page.locator("#board .pieces .marble.seat1").count(), across = Integer.parseInt(page.locator("#seats .seat[data-seat='1'] .count").textContent().split("/")[0]);
            assertThat(mine).isEqualTo(10);
            assertThat(across).as("the person's marbles across, as the seat card counts them").isBetween(0, 10);
            System.out.printf("chinesecheckers: %d moves of the person's played, %s%n", moves, page.locator("#result-title").textContent());
            tables.assertNoPageErrors();
        }
    }

    /** Plays forward moves of both seats at a shared screen until the seat to move has a chain of two hops or more. */
    private static String[] untilAChain(Page page, Rng rng) {
        for (int moves = 0; moves < 80; moves++) {
            awaitTurn(page);
            ChineseCheckersState state = replay(page, 2);
            int seat = state.toMove();
            String[] chains = Arrays.stream(state.legalMoveTexts(seat)).filter(m -> m.split("-").length >= 3).toArray(String[]::new);
            if (chains.length > 0) {
                return chains[rng.nextInt(chains.length)].split("-");
            }
            tapMove(page, forward(state, seat, rng));
        }
        throw new AssertionError("no chain of hops within 80 moves");
    }

    @Test
    @DisplayName("Chinese Checkers among three at a shared screen: seats 2 and 3 sit at points 3 and 5, named, coloured and marked as theirs")
    void threeSeatsTheirOwnColoursAndMarks() {
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "chinesecheckers", "pass", 3, Map.of(), null);
            for (int seat = 1; seat <= 3; seat++) {
                int point = 2 * seat - 1;
                String colour = new String[] {"Red", "Green", "Yellow"}[seat - 1];
                assertThat(page.locator("#board .pieces .marble.seat" + seat + ".c" + point)).hasCount(10);
                assertThat(page.locator("#board .pieces .marble.seat" + seat + " title").first()).hasText(Pattern.compile("^" + colour + " .*"));
                assertThat(page.locator(".seat .colour").nth(seat - 1)).hasText(colour);
            }
            assertThat(page.locator("#board .pieces .marble.seat2 rect.mark")).hasCount(10);
            assertThat(page.locator("#board .pieces .marble.seat3 path.mark.line")).hasCount(10);
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Chinese Checkers ruling 2 at a shared screen: a chain of hops tapped landing by landing, the marble waiting on each landing, sent as one move; a tap on the marble stops a chain early")
    void hopChainByTaps() {
        Rng rng = new Rng(3132);
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "chinesecheckers", "pass", 2, Map.of(), null);
            page.setViewportSize(PHONE_W, PHONE_H);
            String[] chain = untilAChain(page, rng);
            int seq = TablePages.seq(page);
            mark(page, "movable", chain[0]).click();
            mark(page, "target.jump", chain[1]).click();
            assertThat(page.locator("#board .chain .marble.moving")).hasCount(1);
            assertThat(page.locator("#board .pieces .marble.lifted")).hasCount(1);
            assertThat(page.locator("#board .chain .chain-path")).hasCount(1);
            assertThat(mark(page, "movable.stop", chain[1])).hasCount(1);
            assertThat(mark(page, "target", chain[2])).hasCount(1);
            assertThat(TablePages.seq(page)).as("nothing sent half-way").isEqualTo(seq);
            screenshot(page, "chinesecheckers-chain-" + PHONE_W);
            for (int i = 2; i < chain.length; i++) {
                mark(page, "target", chain[i]).click();
            }
            Locator stop = mark(page, "movable.stop", chain[chain.length - 1]);
            if (stop.count() > 0) {
                stop.click();
            }
            TablePages.awaitSeq(page, seq + 1);
            String played = String.join("-", chain);
            Locator last = page.locator("#moves li[data-kind=move]").last();
            assertThat(last.locator("code.notation")).hasText(played);
            assertThat(last).containsText("by way of " + chain[1]);
            assertThat(page.locator("#board .last-move .last-path")).hasAttribute("data-path", String.join(" ", chain));
            screenshot(page, "chinesecheckers-chain-played-" + PHONE_W);

            String[] next = untilAChain(page, rng);
            seq = TablePages.seq(page);
            mark(page, "movable", next[0]).click();
            mark(page, "target.jump", next[1]).click();
            mark(page, "movable.stop", next[1]).click();
            TablePages.awaitSeq(page, seq + 1);
            assertThat(page.locator("#moves li[data-kind=move] code.notation").last()).hasText(next[0] + "-" + next[1]);
            assertThat(page.locator("#board .last-move .last-path")).hasAttribute("data-path", next[0] + " " + next[1]);
            assertThat(page.locator("#board .pieces .marble[data-cell='" + next[1] + "']")).hasCount(1);
            tables.assertNoPageErrors();
        }
    }
}
