package chautari.server.web;

import com.microsoft.playwright.Page;

/**
 * Screenshots for a person to look over (target/screenshots): a plain build skips them, since each costs the browser a
 * render and a PNG; {@code -Pthorough} or {@code -Dchautari.screenshots=true} takes them.
 */
final class Shots {
    static final boolean ON = Boolean.getBoolean("chautari.screenshots");

    private Shots() {
    }

    static void take(Page page, Page.ScreenshotOptions options) {
        if (ON) {
            page.screenshot(options);
        }
    }
}
