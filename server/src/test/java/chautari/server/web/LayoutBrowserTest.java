package chautari.server.web;

import static chautari.server.web.DiceTables.SHOTS;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.CDPSession;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.LoadState;
import com.microsoft.playwright.options.ReducedMotion;
import com.microsoft.playwright.options.ServiceWorkerPolicy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pages' layout on a phone, measured in the browser: Devanagari drawn by a font that has it on every page,
 * the board right under the status line, needed sentences never cut, Sholo Guti's pieces as discs, and every
 * game's Play on the home page's first screen. Screenshots go to target/screenshots/layout-*.png.
 */
class LayoutBrowserTest {
    private static final Pattern DEVANAGARI = Pattern.compile("[\\u0900-\\u097F]");

    @TempDir
    static Path dir;
    static DiceTables tables;

    @BeforeAll
    static void start() throws Exception {
        tables = new DiceTables(dir);
    }

    @AfterAll
    static void stop() {
        if (tables != null) {
            tables.close();
        }
        assertThat(tables == null ? List.of() : tables.pageErrors).as("script errors").isEmpty();
    }

    private static BrowserContext context(boolean scripts) {
        BrowserContext c = tables.browser.newContext(new Browser.NewContextOptions()
                .setServiceWorkers(ServiceWorkerPolicy.BLOCK).setJavaScriptEnabled(scripts)
                .setBaseURL("http://127.0.0.1:" + tables.server.port())
                .setViewportSize(DiceTables.PHONE_W, DiceTables.PHONE_H).setLocale("ne-NP")
                .setReducedMotion(ReducedMotion.REDUCE));
        c.setDefaultTimeout(20_000);
        return c;
    }

    @Test
    @DisplayName("Every Devanagari text node of the Nepali pages, with and without scripts, is drawn by a font with Devanagari")
    void devanagariHasItsFont() {
        List<String> pages = List.of("/?lang=ne", "/rules/baghchal?lang=ne", "/new?game=ludo&lang=ne",
                "/table.html?preview=kasimala&lang=ne", "/table.html?preview=kimasai&lang=en");
        List<String> missing = new ArrayList<>();
        int checked = 0;
        for (boolean scripts : List.of(true, false)) {
            try (BrowserContext context = context(scripts)) {
                for (String path : pages) {
                    Page page = context.newPage();
                    page.navigate(path);
                    if (scripts && path.contains("preview")) {
                        page.locator("#table:not([hidden]) svg.board").waitFor();
                    }
                    page.waitForLoadState(LoadState.NETWORKIDLE);
                    page.waitForFunction("() => document.fonts.status === 'loaded'");
                    checked += drawnFonts(context.newCDPSession(page), path + (scripts ? "" : " (no scripts)"), missing);
                    page.close();
                }
            }
        }
        System.out.printf("layout: %d Devanagari text nodes checked, %d without a Devanagari font%n", checked, missing.size());
        missing.forEach(m -> System.out.println("layout: no Devanagari font: " + m));
        assertThat(checked).as("Devanagari text nodes drawn").isGreaterThan(100);
        assertThat(missing).as("Devanagari text drawn by a font without it").isEmpty();
    }

    /** Checks the fonts of every drawn Devanagari text node of the page; answers how many were drawn. */
    private static int drawnFonts(CDPSession cdp, String where, List<String> missing) {
        cdp.send("DOM.enable");
        cdp.send("CSS.enable");
        JsonObject args = new JsonObject();
        args.addProperty("depth", -1);
        List<JsonObject> texts = new ArrayList<>();
        devanagariTexts(cdp.send("DOM.getDocument", args).getAsJsonObject("root"), texts);
        int drawn = 0;
        for (JsonObject text : texts) {
            JsonObject id = new JsonObject();
            id.add("nodeId", text.get("nodeId"));
            JsonArray fonts = cdp.send("CSS.getPlatformFontsForNode", id).getAsJsonArray("fonts");
            if (fonts.isEmpty()) {
                continue; // not drawn (hidden)
            }
            drawn++;
            boolean devanagari = false;
            for (JsonElement f : fonts) {
                devanagari |= f.getAsJsonObject().get("familyName").getAsString().contains("Devanagari");
            }
            if (!devanagari) {
                missing.add(where + ": \"" + text.get("nodeValue").getAsString().strip() + "\" in " + fonts);
            }
        }
        return drawn;
    }

    private static void devanagariTexts(JsonObject node, List<JsonObject> into) {
        if (node.get("nodeType").getAsInt() == 3 && DEVANAGARI.matcher(node.get("nodeValue").getAsString()).find()) {
            into.add(node);
        }
        if (node.has("children")) {
            for (JsonElement c : node.getAsJsonArray("children")) {
                devanagariTexts(c.getAsJsonObject(), into);
            }
        }
    }
}
