package chautari.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Path;

/** Playing at the web table as a person does: the throw button, then a highlighted piece and one of its destinations. */
final class TablePages {
    static final Path SHOTS = Path.of("target", "screenshots");
    private static final String TURN = "document.getElementById('table') && !document.getElementById('table').hidden"
            + " && document.getElementById('table').dataset.turn";

    private TablePages() {
    }

    /** Waits until this page must act or the game is over: "throw", "move" or "over". */
    static String awaitTurn(Page page) {
        page.waitForFunction("() => ['throw', 'move', 'over'].includes(" + TURN + ")");
        return turn(page);
    }

    /** Waits until the page shows any settled turn, including someone else's ("wait"). */
    static String awaitSettled(Page page) {
        page.waitForFunction("() => ['throw', 'move', 'over', 'wait'].includes(" + TURN + ")");
        return turn(page);
    }

    /** Waits until the page has taken the table's state at seq (or later) and shows a settled turn. */
    static String awaitSeq(Page page, int seq) {
        page.waitForFunction("s => ['throw', 'move', 'over', 'wait'].includes(" + TURN + ")"
                + " && Number(document.getElementById('table').dataset.seq) >= s", seq);
        return turn(page);
    }

    static int seq(Page page) {
        return Integer.parseInt((String) page.evaluate("() => document.getElementById('table').dataset.seq"));
    }

    static String turn(Page page) {
        return (String) page.evaluate("() => " + TURN);
    }

    /** One action of this page's seat: throws, or plays a highlighted move (chosen with rng); "over" when done. */
    static String act(Page page, Rng rng, boolean keyboard) {
        String turn = awaitTurn(page);
        switch (turn) {
            case "throw" -> page.locator("#throw-btn").click();
            case "move" -> playMove(page, rng, keyboard);
            default -> {
            }
        }
        return turn;
    }

    static void playMove(Page page, Rng rng, boolean keyboard) {
        Locator movable = page.locator("#board .marks .movable");
        int n = movable.count();
        assertThat(n).as("highlighted pieces when the page must move").isPositive();
        press(page, movable.nth(rng.nextInt(n)), keyboard);
        // The piece is picked and its destinations show (one-tap off): one of them, and on while a capture chain goes on.
        for (int targets = targetCount(page); targets > 0; targets = targetCount(page)) {
            press(page, page.locator("#board .marks .target").nth(rng.nextInt(targets)), keyboard);
        }
        Locator promotion = page.locator("#board .promotion");
        if (promotion.count() > 0) { // a chess pawn on the last rank: what it becomes
            press(page, promotion.nth(rng.nextInt(promotion.count())), keyboard);
        }
        Locator stop = page.locator("#board .marks .movable.stop");
        if (stop.count() > 0) { // a Sholo Guti jump that could go on: stop at its first landing
            press(page, stop, keyboard);
        }
    }

    private static int targetCount(Page page) {
        return ((Number) page.evaluate("() => document.querySelectorAll('#board .marks .target').length")).intValue();
    }

    private static void press(Page page, Locator target, boolean keyboard) {
        if (keyboard) {
            target.focus();
            page.keyboard().press("Enter");
        } else {
            target.click();
        }
    }

    /** Plays this page's seats until the results screen shows; answers the number of actions. */
    static int playToTheEnd(Page page, Rng rng, boolean keyboard, int limit, Runnable everyFortieth) {
        int actions = 0;
        while (!"over".equals(act(page, rng, keyboard))) {
            actions++;
            assertThat(actions).as("actions before the game ended").isLessThan(limit);
            if (actions % 40 == 0 && everyFortieth != null) {
                everyFortieth.run();
            }
        }
        page.locator("#result[open]").waitFor();
        return actions;
    }

    static void screenshot(Page page, String name) {
        Shots.take(page, new Page.ScreenshotOptions().setPath(SHOTS.resolve(name + ".png")).setFullPage(true));
    }
}
