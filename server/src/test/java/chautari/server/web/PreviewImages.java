package chautari.server.web;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Draws the pictures link previews show (1200x630 PNG, one a game and one for the site) from the
 * home page's own drawings ({@code art.js}) and the bundles' names, in the real browser, into
 * {@code src/main/resources/public/og}. A maker, not a test (its name keeps it out of the test runs): run it
 * when a game or its drawing changes, with
 * {@code ./mvnw -B -o verify -pl server -am -Dtest=PreviewImages -Dog.write=true -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class PreviewImages {
    static final Path OUT = Path.of("src", "main", "resources", "public", "og");
    /** Lays out one picture: the brand band, the drawing, the names in both languages. */
    private static final String DRAW = """
            async ([id, site]) => {
              const { art } = await import('/js/art.js');
              const words = async l => (await fetch('/i18n/' + l + '.json')).json();
              const [en, ne] = [await words('en'), await words('ne')];
              await document.fonts.load('700 64px "Noto Sans Devanagari"', 'चौ');
              const box = (style, html) => { const d = document.createElement('div'); Object.assign(d.style, style); d.innerHTML = html; return d; };
              const name = site ? en['site.name'] : en['games.' + id + '.name'];
              const other = site ? ne['site.name'] : en['games.' + id + '.other'];
              const drawing = async g => art(await import('/js/games/' + g + '.art.js'));
              const picture = (await Promise.all(site ? ['kasimala', 'baghchal', 'pasa'].map(drawing) : [drawing(id)])).join('');
              const og = box({ width: '1200px', height: '630px', boxSizing: 'border-box', display: 'flex', flexDirection: 'column',
                background: '#f6efe0', fontFamily: "system-ui, 'Noto Sans Devanagari', sans-serif", color: '#3a2414', overflow: 'hidden' }, '');
              og.id = 'og';
              og.append(box({ background: '#7d2a12', color: '#fff', fontSize: '38px', fontWeight: '700', padding: '22px 48px' },
                  en['site.name'] + ' · ' + ne['site.name']),
                box({ flex: '1', display: 'flex', gap: '24px', alignItems: 'center', justifyContent: 'center', padding: '24px 48px' }, picture),
                box({ fontSize: (name + other).length > 36 ? '42px' : '64px', fontWeight: '700', padding: '0 48px 36px' }, name + ' · ' + other));
              og.querySelectorAll('svg').forEach(s => { s.style.width = site ? '340px' : '860px'; s.style.height = 'auto'; });
              document.body.replaceChildren(og);
              Object.assign(document.body.style, { margin: '0' });
            }""";

    @Test
    @EnabledIfSystemProperty(named = "og.write", matches = "true")
    void drawEveryPreview() throws Exception {
        Files.createDirectories(OUT);
        try (DiceTables tables = new DiceTables(Files.createTempDirectory("og"))) {
            BrowserContext context = tables.newContext();
            Page page = context.newPage();
            page.setViewportSize(1200, 630);
            for (String id : games(page)) {
                draw(page, id, false);
            }
            draw(page, "site", true);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> games(Page page) {
        page.navigate("/credits");
        return (List<String>) page.evaluate("async () => (await (await fetch('/api/games')).json()).map(g => g.id)");
    }

    private static void draw(Page page, String id, boolean site) {
        page.navigate("/credits");
        page.evaluate(DRAW, List.of(id, site));
        page.locator("#og").screenshot(new com.microsoft.playwright.Locator.ScreenshotOptions().setPath(OUT.resolve(id + ".png")));
        System.out.println("drew " + OUT.resolve(id + ".png"));
    }
}
