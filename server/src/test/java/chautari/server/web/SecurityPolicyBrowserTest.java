package chautari.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.LoadState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The pages work under the server's Content-Security-Policy (no inline script or style, sockets
 * to this origin only): chromium reports no violation on the home, new-table, rules and table
 * pages, while a style attribute set on purpose is reported, so the listening is shown to work.
 */
class SecurityPolicyBrowserTest {
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    private static final String LISTEN = """
            window.__csp = [];
            document.addEventListener('securitypolicyviolation',
              e => window.__csp.push(e.effectiveDirective + ' ' + e.blockedURI + ' ' + e.sourceFile + ':' + e.lineNumber));
            """;

    @SuppressWarnings("unchecked")
    private static List<String> violations(Page page) {
        page.waitForLoadState(LoadState.NETWORKIDLE);
        return (List<String>) page.evaluate("() => window.__csp");
    }

    @Test
    @DisplayName("no page breaks the Content-Security-Policy; a deliberate break is reported")
    void pagesKeepThePolicy() {
        BrowserContext context = tables.newContext();
        List<String> console = Collections.synchronizedList(new ArrayList<>());
        context.addInitScript(LISTEN);
        context.onConsoleMessage(m -> {
            if (m.text().contains("Content Security Policy")) {
                console.add(m.text());
            }
        });
        List<String> failed = Collections.synchronizedList(new ArrayList<>());
        context.onResponse(r -> {
            if (r.status() >= 400) {
                failed.add(r.status() + " " + r.url());
            }
        });
        try {
            Page page = context.newPage();
            for (String path : new String[] {"/", "/new?game=pasa", "/rules/kimasai", "/rules/pasa", "/rules/kauda",
                "/rules/kasimala", "/rules/baghchal", "/rules/shologuti", "/rules/ludo", "/rules/snakes", "/new?game=baghchal", "/new?game=ludo", "/new?game=snakes", "/demo.html", "/no-such-page"}) {
                page.navigate(path);
                page.locator("body").waitFor();
                assertThat(violations(page)).as(path).isEmpty();
            }
            Page table = DiceTables.openTable(context, "pasa", "computer", 0, Map.of(), null);
            assertThat(table.evaluate("() => document.querySelectorAll('#board svg, #board .pasa-dice').length")).isNotEqualTo(0);
            assertThat(violations(table)).as("a Pasa table against the computer").isEmpty();
            Page friends = DiceTables.openTable(context, "kauda", "friends", 0, Map.of(), null);
            assertThat(violations(friends)).as("a Kauda table for friends").isEmpty();
            assertThat(console).as("CSP messages in the console").isEmpty();
            assertThat(failed).as("failed loads").singleElement().asString().endsWith("/no-such-page");
            tables.assertNoPageErrors();

            table.evaluate("() => { const d = document.createElement('div'); d.setAttribute('style', 'color: red'); document.body.append(d); }");
            table.waitForFunction("() => window.__csp.length > 0");
            assertThat(violations(table)).singleElement().asString().startsWith("style-src-attr");
        } finally {
            context.close();
        }
    }
}
