package chautari.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.FairPlay;
import chautari.engine.FairThrows;
import chautari.engine.Game;
import chautari.engine.GameRecord;
import chautari.engine.Games;
import chautari.engine.Verification;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Request;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The "Check the throws" page against FairThrows: records of fair games made in Java are pasted
 * into /verify on a phone, and the throws the page derives with WebCrypto (js/fairness.js) must be
 * Java's; a tampered record shows its mismatch. Also the table's seal, its link to the check, and
 * the seat seed the page sends when it opens a table.
 */
class VerifyBrowserTest {
    private static final byte[] SECRET = new byte[FairThrows.SECRET_BYTES];
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    static {
        for (int i = 0; i < SECRET.length; i++) {
            SECRET[i] = (byte) (255 - i * 5);
        }
    }

    @BeforeAll
    static void start() throws Exception {
        if (AccessibilityBrowserTest.axe == null) {
            AccessibilityBrowserTest.axe = AccessibilityBrowserTest.axeScript();
        }
    }

    private static GameRecord fairGame(String game, int players, long seed) {
        Game g = Games.byName(game);
        List<String> seeds = new ArrayList<>();
        for (int s = 1; s <= players; s++) {
            seeds.add("s" + s + "-Q_" + seed);
        }
        return FairPlay.randomGame(g, players, g.options(Map.of()), seed, SECRET, "tb" + seed, seeds);
    }

    private static Page check(BrowserContext context, String recordText) {
        Page page = context.newPage();
        page.setViewportSize(DiceTables.PHONE_W, DiceTables.PHONE_H);
        page.navigate("/verify?lang=en");
        page.locator("body[data-ready=true]").waitFor();
        page.locator("#record-text").fill(recordText);
        page.locator("#check-btn").click();
        page.locator("#verify-result[data-verdict]").waitFor();
        return page;
    }

    private static List<String> texts(Page page, String selector) {
        return page.locator(selector).allTextContents();
    }

    @ParameterizedTest(name = "{0}, {1} players")
    @CsvSource({"kasimala,2,31", "pasa,2,32", "pasa,4,33", "kauda,3,34", "ludo,4,35", "snakes,6,36"})
    @DisplayName("a fair game's record pasted in: every throw the page derives is Java's, and the verdict is all match, on a phone")
    void aFairRecordMatches(String game, int players, long seed) {
        GameRecord record = fairGame(game, players, seed);
        Verification java = FairThrows.verify(record);
        assertThat(java.ok()).as(java.problems().toString()).isTrue();
        try (BrowserContext context = tables.newContext()) {
            Page page = check(context, record.toText());
            assertThat(page.locator("#verify-result")).hasAttribute("data-verdict", "match");
            assertThat(page.locator("#verdict")).containsText("All match");
            assertThat(page.locator("#commitment")).hasText(FairThrows.commitment(SECRET));
            assertThat(texts(page, "#throws tbody td code.derived"))
                    .isEqualTo(java.checks().stream().map(Verification.ThrowCheck::derived).toList());
            assertThat(texts(page, "#throws tbody td code.recorded"))
                    .isEqualTo(java.checks().stream().map(Verification.ThrowCheck::recorded).toList());
            assertThat(page.locator("#throws tr[data-ok=false]")).hasCount(0);
            assertThat(page.locator("#problems li")).hasCount(0);
            assertThat((Integer) page.evaluate("document.documentElement.scrollWidth")).isLessThanOrEqualTo(DiceTables.PHONE_W);
            assertThat((Integer) page.evaluate("document.querySelector('.throws-wrap').scrollWidth")).as("the throws fit a phone")
                    .isLessThanOrEqualTo(DiceTables.PHONE_W);
            page.locator("#lang-btn").click();
            assertThat(page.locator("#verdict")).containsText("सबै मिल्छ");
            TablePages.screenshot(page, "verify-" + game + "-" + players + "-ne");
        }
        assertThat(tables.pageErrors).isEmpty();
    }

    @Test
    @DisplayName("a record with one throw changed shows that throw crossed and says it is not verified; a changed secret breaks the seal")
    void aTamperedRecordFails() {
        GameRecord record = fairGame("kauda", 2, 41);
        List<GameRecord.Event> events = new ArrayList<>(record.events());
        int at = -1;
        int n = 0;
        for (int i = 0; i < events.size() && at < 0; i++) {
            if (events.get(i).kind() == GameRecord.Kind.THROW && ++n == 2) {
                at = i;
            }
        }
        GameRecord.Event second = events.get(at);
        String flipped = (second.text().charAt(5) == '1' ? second.text().substring(0, 5) + "0" : second.text().substring(0, 5) + "1")
                + second.text().substring(6);
        events.set(at, new GameRecord.Event(second.kind(), second.seat(), flipped));
        GameRecord tampered = new GameRecord(record.game(), record.players(), record.options(), record.seed(), events,
                record.fairness());
        try (BrowserContext context = tables.newContext()) {
            Page page = check(context, tampered.toText());
            assertThat(page.locator("#verify-result")).hasAttribute("data-verdict", "mismatch");
            assertThat(page.locator("#verdict")).containsText("Not verified");
            assertThat(page.locator("#throws tr[data-ok=false]")).hasCount(1);
            assertThat(page.locator("#throws tr[data-ok=false] code.recorded")).hasText(flipped);
            assertThat(page.locator("#throws tr[data-ok=false] code.derived")).hasText(second.text());
            assertThat(page.locator("#problems li")).hasText(Pattern.compile("Throw 2 .*not what the secret gives"));
            AccessibilityBrowserTest.assertClean(page, "verify, a mismatch, on a phone");

            var f = record.fairness();
            String otherSecret = "00" + f.secret().substring(2);
            page.locator("#record-text").fill(record.withFairness(new chautari.engine.Fairness(f.tableId(), f.commitment(),
                    otherSecret, f.seatSeeds())).toText());
            page.locator("#check-btn").click();
            assertThat(page.locator("#problems li").first()).containsText("does not match the seal");
            assertThat(page.locator("#verify-result")).hasAttribute("data-verdict", "mismatch");

            page.locator("#record-text").fill(fairGame("kimasai", 2, 42).toText());
            page.locator("#check-btn").click();
            assertThat(page.locator("#verdict")).containsText("no throws, so there is nothing to check");
            assertThat(page.locator("#verify-result")).hasAttribute("data-verdict", "match");

            page.locator("#record-text").fill("game kasimala\nplayers 2\nbad\n");
            page.locator("#check-btn").click();
            assertThat(page.locator("#verify-message")).containsText("not a game record: line 3");
            assertThat(page.locator("#verify-result")).isHidden();
        }
        assertThat(tables.pageErrors).isEmpty();
    }

    @Test
    @DisplayName("/verify?table= of no table says so; an opened table's page sends a seat seed and links its results to the check")
    void fromATable() {
        try (BrowserContext context = tables.newContext()) {
            Page none = context.newPage();
            none.navigate("/verify?table=nosuchtable&lang=en");
            assertThat(none.locator("#verify-message")).hasAttribute("data-key", "verify.noTable");

            List<String> bodies = new ArrayList<>();
            context.onRequest((Request r) -> {
                if (r.method().equals("POST") && r.url().endsWith("/api/tables")) {
                    bodies.add(r.postData());
                }
            });
            Page page = TableBrowserTest.openTable(context, "kasimala", "computer", "17", "Asha");
            assertThat(bodies).singleElement().asString().containsPattern("\"seatSeed\":\"[A-Za-z0-9_-]{22}\"");
            String id = page.url().replaceAll(".*/table/", "");
            assertThat(page.locator("#verify-link")).hasAttribute("href", "/verify?table=" + id);
            assertThat(page.locator("#verify-row")).not().hasAttribute("hidden", "");

            Page kimasai = TableBrowserTest.openTable(context, "kimasai", "computer", null, "Asha");
            assertThat(kimasai.locator("#verify-row")).hasAttribute("hidden", "");
        }
        assertThat(tables.pageErrors).isEmpty();
    }

    @Test
    @DisplayName("a sealed table shows its seal in one quiet line, the whole value on tap; a game without throws shows none")
    void theSeal() {
        try (BrowserContext context = tables.newContext()) {
            Page page = context.newPage();
            page.navigate("/table.html?preview=kasimala&lang=en");
            TablePages.awaitSettled(page);
            String c = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd";
            assertThat(page.locator("#seal-btn")).hasText("Throws are sealed: SHA-256 630dcd29…");
            assertThat(page.locator("#seal-btn")).hasAttribute("title", Pattern.compile(c));
            page.locator("#seal-btn").click();
            assertThat(page.locator("#seal-btn")).hasText("Throws are sealed: SHA-256 " + c);
            assertThat(page.locator("#seal-btn")).hasAttribute("aria-expanded", "true");
            AccessibilityBrowserTest.assertClean(page, "a sealed table");

            Page kimasai = context.newPage();
            kimasai.navigate("/table.html?preview=kimasai&lang=en");
            TablePages.awaitSettled(kimasai);
            assertThat(kimasai.locator("#seal")).isHidden();
        }
        assertThat(tables.pageErrors).isEmpty();
    }
}
