package chautari.server.web;

import static chautari.server.web.DiceTables.awaitTurn;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every sentence the table page shows, read while a whole game of each game is played against the
 * computer with the page switched between English and Nepali every few actions (the move list is
 * re-worded on each switch): the status line, the move list (its words, not its notation),
 * announcements, the throw, seat cards, the game's own report and the results screen.
 */
class LanguageBrowserTest {
    /** The page's visible sentences now, one string each; notation (the move list's code) is left out. */
    private static final String SENTENCES = """
            () => {
              const sel = ['#status', '#rules-link', '#announce:not([hidden])', '#live', '#hint-text', '#seats .seat', '#strips .throw-name',
                '#moves li > :not(code)', '#board .kauda-line', '#board .kauda-report p', '#board .kauda-report li',
                '#board .dice-cap', '#board .dice-hint', '#board .pasa-note', '#board .stake-panel h3',
                '#board .stake-panel legend', '#board .stake-panel label', '#board .stake-panel button',
                '#board .seat-name', '#board .seat-chips', '#board .hate-badge', '#board .tray-name', '#board .tray-home',
                '#board .die-cap', '#board .start-label', '#board .byapar-info p', '#board .byapar-drawn span', '#board .dice-sum',
                '#board .byapar-actions button', '#board .byapar-tip',
                '#throw-btn:not([hidden])', '#result[open] #result-title', '#result[open] #result-body p'];
              return [document.documentElement.lang, ...[...document.querySelectorAll(sel.join(','))]
                .map(e => e.textContent.replace(/\\s+/g, ' ').trim()).filter(s => s.length)];
            }""";
    private static final Pattern PLACEHOLDER = Pattern.compile("[{}]");
    private static final Pattern KEY_NAME = Pattern.compile("\\b[a-z]+(?:\\.[a-zA-Z]+)+\\b");
    /** "You holds", "you throws", "You has": you with a verb in the third person. */
    private static final Pattern YOU_AGREEMENT = Pattern.compile("(?i)\\byou\\s+(?!\\w*ss\\b)(?:\\w+s|is|has|was)\\b");
    private static final Pattern DEVANAGARI = Pattern.compile("\\p{IsDevanagari}+");
    /** "Computer" as a seat's name in a sentence (a seat card's "White · Computer" names the colour first). */
    private static final Pattern BARE_COMPUTER = Pattern.compile("(?<!· )\\bComputer\\b");
    /** A postposition written apart from its noun: "कम्प्युटर को", "तपाईं ले". */
    private static final Pattern SPLIT_POSTPOSITION = Pattern.compile("\\S\\s+(?:को|का|की|ले|लाई|मा|बाट)(?=[\\s।,:;!?)]|$)");
    /** A word in Latin letters (notation such as a17 or Sc3 carries digits, and single row letters are notation), also glued to a postposition. */
    private static final Pattern LATIN_WORD = Pattern.compile("(?<![A-Za-z\\d])[A-Za-z]{2,}(?![A-Za-z\\d])");
    private static final Pattern LATIN_NUMBER = Pattern.compile("(?<![A-Za-z\\d])\\d+(?![A-Za-z\\d])");
    /**
     * Notation no board shows: Ludo's track squares, Pasa's squares, a move's code ("m9-m7", "a1xa3", "@c3", "0-38",
     * "5:H-Sc5") and a lost throw's "pass". The points and cells the boards label (a1, m17) may be named.
     */
    private static final Pattern NOTATION = Pattern.compile("(?<![A-Za-z\\d])(?:t\\d{1,2}|[SENW][crl][1-8]|[a-m]\\d{1,2}[-x][a-m]\\d{1,2}"
            + "|@[a-e]\\d|\\d{1,3}-\\d{1,3}|[1256]:[A-Za-z]\\w*|pass(?= ·|$))(?![A-Za-z\\d])");
    /** Ludo's home column (h1..h5), yard (y) and home (H): Bao la Kimasai's holes h1..h4 are on its board. */
    private static final Pattern LUDO_NOTATION = Pattern.compile("(?<![A-Za-z\\d])(?:h[1-5]|y|H)(?![A-Za-z\\d])");
    /** A count with nothing counted: "captured 1!", "Score: 1". */
    private static final Pattern BARE_COUNT = Pattern.compile("(?i)\\b(?:captured|score:?) [\\d\\p{Nd}]+(?=\\s*(?:[!.·]|$))");

    /** The player's name: a name, not an English word, wherever it stands. */
    private static final String NAME = "Asha";
    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    @ParameterizedTest(name = "{0}, starting in {1}")
    @CsvSource({"kasimala,en,25", "kimasai,ne,12", "pasa,en,25", "kauda,ne,2", "baghchal,ne,6", "shologuti,ne,9", "ludo,ne,7", "snakes,en,5", "chess,ne,8", "checkers,en,6", "tictactoe,ne,2", "dots,en,7", "chinesecheckers,ne,15", "byapar,ne,9"})
    @DisplayName("a whole game against the computer, the language switched every few actions: every sentence filled, no key names, "
            + "'you' agreeing, Nepali postpositions joined and no English left in Nepali")
    void everySentenceOfAWholeGame(String game, String firstLang, int switchEvery) throws Exception {
        Rng rng = new Rng(game.hashCode());
        try (BrowserContext context = tables.newContext()) {
            Page page = open(context, game, firstLang);
            Map<String, Set<String>> seen = Map.of("en", new LinkedHashSet<>(), "ne", new LinkedHashSet<>());
            int actions = 0;
            while (true) {
                String turn = awaitTurn(page);
                read(page, seen);
                assertThat(devanagariInAnotherFont(page)).as("board text in Nepali drawn in a font without Devanagari (boxes)").isEmpty();
                if (turn.equals("over")) {
                    break;
                }
                play(page, game, turn, rng);
                actions++;
                assertThat(actions).as("actions before the game ended").isLessThan(2000);
                if (actions % switchEvery == 0) {
                    switchLanguage(page);
                }
            }
            page.locator("#result[open]").waitFor();
            read(page, seen);
            switchLanguage(page);
            read(page, seen);
            keep(game, seen);
            System.out.printf("%s: %d actions, %d English and %d Nepali sentences read%n", game, actions,
                    seen.get("en").size(), seen.get("ne").size());
            for (String lang : seen.keySet()) {
                assertThat(seen.get(lang)).as("sentences read in %s", lang).isNotEmpty();
                assertThat(problems(seen.get(lang), lang, game)).as("sentences of %s in %s", game, lang).isEmpty();
            }
            assertThat(page.locator("#moves li").count()).as("move list entries").isPositive();
            if (game.equals("kasimala") || game.equals("kimasai") || game.equals("baghchal")) {
                assertThat(page.locator("#result .reason").count()).as("the results screen says who ran out, or why").isPositive();
            }
            tables.assertNoPageErrors();
        }
    }

    /** The sentences read, for a person to look over: target/sentences/<game>-<lang>.txt. */
    private static void keep(String game, Map<String, Set<String>> seen) throws Exception {
        Path out = Path.of("target", "sentences");
        Files.createDirectories(out);
        for (var e : seen.entrySet()) {
            Files.write(out.resolve(game + "-" + e.getKey() + ".txt"), e.getValue());
        }
    }

    private static void switchLanguage(Page page) {
        String now = (String) page.evaluate("() => document.documentElement.lang");
        String next = now.equals("en") ? "ne" : "en";
        page.locator("#lang-btn").dispatchEvent("click"); // the results screen is modal: no pointer reaches the header
        page.waitForFunction("l => document.documentElement.lang === l", next);
    }

    private static Page open(BrowserContext context, String game, String lang) {
        Page page = context.newPage();
        page.navigate("/new?game=" + game + "&lang=" + lang);
        page.locator("input[name=mode][value=computer]").waitFor();
        page.locator("input[name=mode][value=computer]").check();
        if (game.equals("kauda")) {
            page.locator("input[name=opt-rounds][value='3']").check();
        } else if (game.equals("byapar")) {
            page.locator("input[name=opt-rounds][value='20']").check();
        }
        page.locator("#name").fill(NAME);
        page.locator("#create").click();
        page.waitForURL(Pattern.compile(".*/table/[^/]+$"));
        DiceTables.awaitSettled(page);
        assertThat(page.evaluate("() => document.documentElement.lang")).isEqualTo(lang);
        return page;
    }

    private static void play(Page page, String game, String turn, Rng rng) {
        if (turn.equals("throw")) {
            page.locator("#throw-btn").click();
        } else if (game.equals("pasa")) {
            DiceTables.playPasaMove(page, rng, false);
        } else if (game.equals("kauda")) {
            DiceTables.stake(page, rng, false);
        } else if (game.equals("chinesecheckers")) {
            ChineseCheckersBrowserTest.playForward(page, 2, 1, rng);
        } else if (game.equals("byapar")) {
            ByaparBrowserTest.play(page, rng);
        } else {
            TablePages.playMove(page, rng, false);
        }
    }

    /** The board's SVG texts holding Devanagari whose font is not the page's Devanagari one: they show as boxes where the system has none. */
    @SuppressWarnings("unchecked")
    private static List<String> devanagariInAnotherFont(Page page) {
        return (List<String>) page.evaluate("""
                () => [...document.querySelectorAll('#board svg text')]
                  .filter(t => /[\u0900-\u097F]/.test(t.textContent) && !getComputedStyle(t).fontFamily.includes('Noto Sans Devanagari'))
                  .map(t => t.getAttribute('class') + ': ' + t.textContent)""");
    }

    /** Adds the page's sentences now to those read in its language. */
    @SuppressWarnings("unchecked")
    private static void read(Page page, Map<String, Set<String>> seen) {
        List<String> now = (List<String>) page.evaluate(SENTENCES);
        seen.get(now.get(0)).addAll(now.subList(1, now.size()));
    }

    /** Each faulty sentence with what is wrong with it. */
    static List<String> problems(Set<String> sentences, String lang) {
        return problems(sentences, lang, "");
    }

    /** Each faulty sentence of a game with what is wrong with it. */
    static List<String> problems(Set<String> sentences, String lang, String game) {
        List<String> out = new ArrayList<>();
        for (String sentence : sentences) {
            String s = sentence.replace(NAME, "");
            flag(out, s, PLACEHOLDER, "unfilled placeholder");
            flag(out, s, KEY_NAME, "message key");
            flag(out, s, NOTATION, "notation");
            flag(out, s, BARE_COUNT, "a count of nothing");
            if (game.equals("ludo")) {
                flag(out, s, LUDO_NOTATION, "notation");
            }
            if (lang.equals("en")) {
                flag(out, s, YOU_AGREEMENT, "'you' with a third-person verb");
                flag(out, s, BARE_COMPUTER, "a computer seat not named by its colour");
                flag(out, s, DEVANAGARI, "Nepali word");
            } else {
                flag(out, s, SPLIT_POSTPOSITION, "postposition apart from its noun");
                flag(out, s, LATIN_WORD, "English word");
                flag(out, s, LATIN_NUMBER, "number not in Devanagari digits");
            }
        }
        return out;
    }

    private static void flag(List<String> out, String sentence, Pattern p, String what) {
        Matcher m = p.matcher(sentence);
        if (m.find()) {
            out.add(what + " \"" + m.group() + "\" in: " + sentence);
        }
    }
}
