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

    private static Browser shared;

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

    /**
     * One browser for every browser test of this JVM, started by the first that asks and closed when the JVM ends:
     * its pages live in contexts of their own, so sharing it costs no isolation and saves each class a driver and a
     * browser start. Playwright's objects are used from one thread: surefire runs the classes one after another.
     */
    static synchronized Browser shared() {
        if (shared == null) {
            Playwright playwright = playwright();
            shared = launch(playwright);
            Runtime.getRuntime().addShutdownHook(new Thread(playwright::close));
        }
        return shared;
    }

    private static Playwright playwright() {
        return Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    }

    private static Browser launch(Playwright playwright) {
        return playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(EXECUTABLE)
                .setHeadless(true)
                .setArgs(List.of("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync")));
    }
}
