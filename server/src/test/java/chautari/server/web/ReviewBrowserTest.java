package chautari.server.web;

import static chautari.server.web.TablePages.awaitSettled;
import static chautari.server.web.TablePages.playToTheEnd;
import static chautari.server.web.TablePages.screenshot;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Budget;
import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The move list of a finished game: words then notation, stepped through from the start to the end
 * (buttons and arrow keys), the board showing the server's position at each step, and the record
 * downloaded. Kimasai and Kauda against the computer (thinks and judgements capped at 100 iterations), moves chosen with a seeded generator.
 */
class ReviewBrowserTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String STONES = "() => [...document.querySelectorAll('#board .pieces .stone')]"
            + ".map(g => g.dataset.cell + (g.classList.contains('seat1') ? ':1' : ':2')).sort().join(' ')";
    /** Every think and judgement stops by its work alone, so the review of the same position is the same on any machine. */
    private static final long THINK_ITERATIONS = 100;
    private static final Pattern NE_DIGITS = Pattern.compile("[0-9]");
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass(c -> c.withThinkCap(Budget.iterations(THINK_ITERATIONS)));

    @Test
    @DisplayName("a finished game: back to the start, forward and back by keys and buttons, to the end; the record downloads")
    void stepThroughAFinishedGame() throws Exception {
        try (BrowserContext context = tables.newContext()) {
            Page page = TableBrowserTest.openTable(context, "kimasai", "computer", null, "Asha");
            assertThat(page.locator("#review-where")).hasText("The position now");
            playToTheEnd(page, new Rng(1212), false, 5000, null);
            page.locator("#look-btn").click();
            String id = page.url().replaceAll(".*/table/", "");
            JsonNode positions = JSON.readTree(page.request().get("/api/tables/" + id + "/positions").text());
            int last = positions.size() - 1;
            assertThat(last).isGreaterThan(4);

            Page.LocatorOptions words = new Page.LocatorOptions().setHas(page.locator("span.words + code.notation"));
            assertThat(page.locator("#moves li", words)).hasCount(page.locator("#moves li[data-kind=move]").count());
            assertThat(page.locator("#review")).isVisible();
            assertThat(page.locator("#review-where")).hasText("The final position");
            assertShows(page, positions, last, null);

            page.locator("#review [data-step=start]").click();
            assertShows(page, positions, 0, "0");
            assertThat(page.locator("#review-where")).hasText("The start, before anyone played");
            assertThat(page.locator("#moves li.reviewed")).hasCount(0);
            assertThat(page.locator("#review [data-step=back]")).isDisabled();
            screenshot(page, "review-start-1280");

            page.locator("#moves").focus();
            for (int i = 1; i <= 3; i++) {
                page.keyboard().press("ArrowRight");
                assertShows(page, positions, i, positions.get(i).get("seq").asText());
            }
            assertThat(page.locator("#review-where")).hasText("After step 3 of " + last);
            assertThat((String) page.evaluate(STONES)).as("a step forward changes the board")
                    .isNotEqualTo(stones(positions.get(0).get("board")));
            page.keyboard().press("ArrowLeft");
            assertShows(page, positions, 2, positions.get(2).get("seq").asText());
            page.locator("#review [data-step=forward]").click();
            assertShows(page, positions, 3, positions.get(3).get("seq").asText());
            screenshot(page, "review-step3-1280");
            page.locator("#lang-btn").click();
            assertThat(page.locator("#review-where")).hasText(Pattern.compile("^" + NE_DIGITS.matcher(String.valueOf(last)).replaceAll(
                    m -> String.valueOf((char) ('०' + m.group().charAt(0) - '0'))) + " कदममध्ये ३ औँ कदमपछि$"));
            assertThat(page.locator("#review [data-step=back]")).hasAttribute("aria-label", "एक कदम पछाडि");
            assertThat(page.locator("#table")).hasAttribute("data-review", positions.get(3).get("seq").asText());
            page.setViewportSize(390, 844);
            screenshot(page, "review-step3-ne-390");
            page.setViewportSize(1280, 800);
            page.locator("#lang-btn").click();
            assertThat(page.locator("#review-where")).hasText("After step 3 of " + last);

            page.locator("#review [data-step=end]").click();
            assertShows(page, positions, last, null);
            assertThat(page.locator("#moves li.reviewed")).hasCount(0);
            assertThat(page.locator("#review [data-step=forward]")).isDisabled();

            APIResponse record = page.request().get("/api/tables/" + id + "/record");
            Download download = page.waitForDownload(() -> page.locator("#record-link").click());
            assertThat(download.suggestedFilename()).isEqualTo("chautari-kimasai-" + id + ".txt");
            assertThat(Files.readString(download.path(), StandardCharsets.UTF_8)).isEqualTo(record.text());

            page.locator("#judge-btn").click();
            assertThat(page.locator("#judge-status")).containsText("Asha (", new LocatorAssertions.ContainsTextOptions().setTimeout(60_000));
            JsonNode review = JSON.readTree(page.request().get("/api/tables/" + id + "/review").text());
            JsonNode seat = review.get("seats").get(0);
            assertThat(page.locator("#judge-status")).containsText("accuracy " + Math.round(seat.get("accuracy").asDouble()) + "%");
            int marked = 0;
            for (JsonNode m : review.get("moves")) {
                marked += m.get("mark").asText().equals("none") ? 0 : 1;
            }
            assertThat(marked).as("random moves against the strong level's judgement are marked").isPositive();
            assertThat(page.locator("#moves li[data-mark]")).hasCount(marked);
            Download judged = page.waitForDownload(() -> page.locator("#reviewed-record-link").click());
            assertThat(judged.suggestedFilename()).isEqualTo("chautari-kimasai-" + id + "-review.txt");
            assertThat(Files.readString(judged.path(), StandardCharsets.UTF_8)).as("the record with a comment a judged move")
                    .startsWith(record.text().lines().findFirst().orElseThrow()).containsPattern("(?m)^# (chance|inaccuracy|mistake|blunder)");
            page.setViewportSize(390, 844);
            page.locator("#moves-btn").click();
            page.locator("#next-mistake").click();
            assertThat(page.locator("#review-where")).containsText(" Better: ");
            Matcher where = Pattern.compile("After step (\\d+) of \\d+\\. Step (\\d+), played from here: ")
                    .matcher(page.locator("#review-where").textContent());
            assertThat(where.find()).as("the judged move is the step played from the position shown").isTrue();
            assertThat(Integer.parseInt(where.group(2))).isEqualTo(Integer.parseInt(where.group(1)) + 1);
            JsonNode first = null;
            for (JsonNode m : review.get("moves")) {
                if (!m.get("mark").asText().equals("none") && (first == null || m.get("seq").asInt() < first.get("seq").asInt())) {
                    first = m;
                }
            }
            String[] better = first.get("preferred").asText().split("-");
            assertThat(page.locator("#board .hint")).hasCount(1); // the better move, marked on the board
            assertThat(page.locator("#board .hint")).hasAttribute("data-from", better[0]);
            assertThat(page.locator("#board .hint")).hasAttribute("data-to", better[1]);
            screenshot(page, "review-judged-390");
            page.setViewportSize(1280, 800);
            awaitSettled(page);
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("Kauda, with throws and stakes: every step from the start shows the chips of the server's position and the throw it came from")
    void stepThroughKauda() throws Exception {
        Rng rng = new Rng(4004);
        try (BrowserContext context = tables.newContext()) {
            Page page = DiceTables.openTable(context, "kauda", "computer", 2, Map.of(), null);
            int actions = 0;
            for (String turn = DiceTables.awaitTurn(page); !turn.equals("over"); turn = DiceTables.awaitTurn(page)) {
                if (turn.equals("throw")) {
                    page.locator("#throw-btn").click();
                } else {
                    DiceTables.stake(page, rng, false);
                }
                assertThat(++actions).as("actions before the game ended").isLessThan(500);
            }
            page.locator("#look-btn").click();
            // the stakes kept from this seat during the game are told once it is over
            assertThat(page.locator("#moves li.hidden-move")).hasCount(0);
            assertThat(page.locator("#moves li[data-kind=move]:not(:has(code.notation))")).hasCount(0);
            assertThat(page.locator("#moves li[data-kind=move] span.words").first()).hasText(Pattern.compile(".*\\d.*"));
            String id = page.url().replaceAll(".*/table/", "");
            JsonNode positions = JSON.readTree(page.request().get("/api/tables/" + id + "/positions").text());
            int last = positions.size() - 1;
            page.locator("#review [data-step=start]").click();
            assertChips(page, positions.get(0));
            page.locator("#moves").focus();
            for (int i = 1; i < last; i++) {
                page.keyboard().press("ArrowRight");
                assertThat(page.locator("#table")).hasAttribute("data-review", positions.get(i).get("seq").asText());
                assertChips(page, positions.get(i));
                if (positions.get(i).get("kind").asText().equals("throw")) {
                    assertThat(page.locator("#board .fell-line")).containsText("mouths up");
                }
                if (i == 3) {
                    screenshot(page, "review-kauda-step3-1280");
                }
            }
            page.keyboard().press("End");
            assertThat(page.locator("#table")).not().hasAttribute("data-review", Pattern.compile(".*"));
            assertChips(page, positions.get(last));
            tables.assertNoPageErrors();
        }
    }

    /** Each seat's chips on the mat and on its card are the position's. */
    private static void assertChips(Page page, JsonNode position) {
        position.get("board").get("chips").properties().forEach(e -> {
            int n = e.getValue().asInt();
            assertThat(page.locator("#board .mat-seat[data-seat='" + e.getKey() + "'] .seat-chips"))
                    .hasText(n == 0 ? "Out: no chips" : n + " chips");
        });
    }

    /** The board shows position i of the server's list, and the entry of its event is the one marked; review null at the end. */
    private static void assertShows(Page page, JsonNode positions, int i, String review) {
        if (review == null) {
            assertThat(page.locator("#table")).not().hasAttribute("data-review", Pattern.compile(".*"));
        } else {
            assertThat(page.locator("#table")).hasAttribute("data-review", review);
        }
        if (review != null && i > 0) {
            assertThat(page.locator("#moves li.reviewed")).hasAttribute("data-seq", review);
            assertThat(page.locator("#moves li.reviewed")).hasAttribute("aria-current", "step");
        }
        String expected = stones(positions.get(i).get("board"));
        assertThat((String) page.evaluate(STONES)).as("the board at position %d", i).isEqualTo(expected);
        long red = expected.isEmpty() ? 0 : Arrays.stream(expected.split(" ")).filter(c -> c.endsWith(":1")).count();
        assertThat(page.locator(".seat[data-seat='1'] .count")).hasText(Pattern.compile("^" + red + " stones?$"));
    }

    /** Kimasai's rows as the renderer draws them: rows 1 and 2 hold seat 1's stones, 3 and 4 seat 2's. */
    private static String stones(JsonNode board) {
        Set<String> cells = new TreeSet<>();
        for (int r = 1; r <= 4; r++) {
            String row = board.get(String.valueOf(r)).asText();
            for (int c = 0; c < 12; c++) {
                if (row.charAt(c) == '1') {
                    cells.add((char) ('a' + c) + "" + r + ":" + (r <= 2 ? 1 : 2));
                }
            }
        }
        return String.join(" ", cells);
    }
}
