package chautari.server.web;

import static org.junit.jupiter.api.Assertions.fail;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;

/** Debian's chromium driven by Playwright, which never downloads a browser of its own. */
final class Chromium {
    static final Path EXECUTABLE = Path.of("/usr/bin/chromium");

    private Chromium() {
    }

    /** Skips the browser tests on a machine without chromium; in CI (CI=true) a missing chromium fails. */
    static void requireInstalled() {
        if (Files.isExecutable(EXECUTABLE)) {
            return;
        }
        String message = "browser tests need Debian's chromium at " + EXECUTABLE
                + " (apt-get update && apt-get install -y chromium; .ci/run does it)";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            fail(message);
        }
        Assumptions.abort("skipped: " + message);
    }

    static Playwright playwright() {
        return Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    }

    static Browser launch(Playwright playwright) {
        return playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(EXECUTABLE)
                .setHeadless(true)
                .setArgs(List.of("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync")));
    }
}
