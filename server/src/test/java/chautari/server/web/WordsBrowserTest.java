package chautari.server.web;

import static chautari.server.web.DiceTables.PHONE_H;
import static chautari.server.web.DiceTables.PHONE_W;
import static chautari.server.web.DiceTables.awaitSettled;
import static chautari.server.web.DiceTables.awaitTurn;
import static chautari.server.web.DiceTables.screenshot;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every word a player reads, on a 390x844 phone: squares named as the board shows them, counts of something, words matching the action. */
class WordsBrowserTest {
    /**
     * Every game's move-list sentences and hints for moves of each kind (with captures, an extra throw, a lost throw),
     * built by the game's module and js/words.js as the table builds them, in the page's language; by game.
     */
    private static final String SENTENCES = """
            async lang => {
              const i18n = await import('/js/i18n.js');
              await i18n.initI18n();
              await i18n.setLang(lang);
              const { words, withFacts } = await import('/js/words.js');
              const took = (cell, seat = 3) => ({ captured: [{ cell, seat, count: 1 }] });
              const cases = {
                kasimala: [['a17-m17', {}], ['m9-m7', took('m7')], ['pass', {}]],
                kimasai: [['b2-a2', { captured: [{ cell: 'a3', seat: 2, count: 3 }] }]],
                baghchal: [['@c3', {}], ['c3-c4', {}], ['a1xa3', took('a2')]],
                shologuti: [['c5-c6', {}], ['c4xc6xe6', { captured: [{ cell: 'c5', seat: 2, count: 2 }] }]],
                pasa: [['5:H-Sc5', {}], ['6:Sc8-Sr3', took('Sr3')], ['2:Sc2-H', {}], ['1:El3-Er2', {}], ['6:Sc3-Sc8', {}], ['pass', {}]],
                ludo: [['y-t1', { extraThrow: true }], ['t12-t17', took('t17')], ['t50-h3', {}], ['h2-h4', {}], ['h4-H', {}], ['pass', {}]],
                snakes: [['0-38', {}], ['58-19', {}], ['60-60', {}], ['throw:6', {}], ['pass', {}]],
                kauda: [['panja:10', {}]],
              };
              const out = {};
              for (const [game, moves] of Object.entries(cases)) {
                const mod = await import(`/js/games/${game}.js`);
                const w = words({ t: i18n.t, you: 1, nameOf: s => i18n.t('colour.' + s), takenKey: mod.takenKey });
                const list = out[game] = [];
                for (const [move, facts] of moves) {
                  if (move === 'pass') { if (mod.passLog) list.push(mod.passLog(2, w)); continue; }
                  if (move.startsWith('throw:')) { list.push(mod.throwLog(move.slice(6), 2, w, {})); continue; }
                  const parts = /^(?:[^:]+:)?([^-]+)-(.+)$/.exec(move);
                  for (const seat of [1, 2]) {
                    const base = mod.moveLog ? mod.moveLog(move, seat, w) : w.move(seat, parts[1], parts[2]);
                    list.push(withFacts(w, seat, base, facts, { sentBack: mod.capturesSendBack || false, payout: mod.payoutText }));
                  }
                  if (game === 'snakes') continue; // no choices, no hints
                  const hint = mod.hintText ? mod.hintText(move, i18n.t) : i18n.t('board.targetLabel', { from: parts[1], to: parts[2] });
                  list.push(i18n.t('table.hintShown', { move: hint }));
                }
              }
              return out;
            }""";

    @RegisterExtension
    static final DiceTables tables = DiceTables.perClass();

    private static Page phone(BrowserContext context, String path) {
        Page page = context.newPage();
        page.setViewportSize(PHONE_W, PHONE_H);
        page.navigate(path);
        return page;
    }

    @ParameterizedTest(name = "in {0}")
    @ValueSource(strings = {"en", "ne"})
    @DisplayName("every game's move list and hints name squares as its board shows them (Ludo's and Pasa's squares by what the move does), "
            + "and a capture says what it took")
    @SuppressWarnings("unchecked")
    void sentencesNameSquaresAsTheBoardShowsThem(String lang) {
        try (BrowserContext context = tables.newContext()) {
            Page page = phone(context, "/table.html?preview=kimasai");
            awaitSettled(page);
            Map<String, List<String>> byGame = (Map<String, List<String>>) page.evaluate(SENTENCES, lang);
            assertThat(byGame).hasSize(8);
            List<String> faults = new ArrayList<>();
            byGame.forEach((game, sentences) -> {
                assertThat(sentences).as(game).isNotEmpty();
                faults.addAll(LanguageBrowserTest.problems(new LinkedHashSet<>(sentences), lang, game));
            });
            assertThat(faults).isEmpty();
            if (lang.equals("en")) {
                assertThat(byGame.get("ludo")).contains("You brought a token out of the yard · You go again",
                        "You moved a token 5 squares · Green's token went back to its yard", "Hint: move the marked token 5 squares");
                assertThat(byGame.get("pasa")).contains("You played the 5: a piece out of the charkoni",
                        "Hint: use the 6 to move the marked piece onto a castle");
                assertThat(byGame.get("baghchal")).contains("White jumped from a1 over a2 to a3 · captured 1 goat");
                assertThat(byGame.get("kimasai")).contains("You moved b2 to a2 · captured 3 stones");
            }
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("a move the table played, being the only one, says so right after the move, before what follows it")
    void theOnlyMoveIsSaidWithTheMove() {
        try (BrowserContext context = tables.newContext()) {
            Page page = phone(context, "/table.html?preview=kasimala");
            assertThat(awaitTurn(page)).isEqualTo("throw");
            page.locator("#throw-btn").click();
            Locator auto = page.locator("#moves li.auto[data-kind=move]:not(:has(code:text-is('pass'))) .words");
            assertThat(auto.first()).hasText("You moved a17 to m17 (the only move, so the table played it)");
            tables.assertNoPageErrors();
        }
    }

    @Test
    @DisplayName("the results screen says whose score it is and what it counts, not a bare 'Score: 1'")
    void scoreSaysWhoseAndWhat() {
        try (BrowserContext context = tables.newContext()) {
            Page page = phone(context, "/table.html?preview=winLimit");
            Locator score = page.locator("#result[open] #result-body .score");
            assertThat(score).hasText("You score 1 point for this win");
            screenshot(page, "words-score-" + PHONE_W);
        }
    }

    @Test
    @DisplayName("Kasimala's board has a key to its pieces: the pale dashed one waits to start, in English and in Nepali")
    void kasimalaKeyToItsPieces() {
        try (BrowserContext context = tables.newContext()) {
            Page page = phone(context, "/table.html?preview=kasimala");
            awaitSettled(page);
            Locator key = page.locator("#board .piece-key");
            assertThat(key).isVisible();
            assertThat(key.locator(".swatch.waiting .disc")).hasCount(1);
            assertThat(key.locator(".key-text").first()).hasText("waiting to start");
            screenshot(page, "words-kasimala-key-" + PHONE_W);
            page.locator("#lang-btn").click();
            page.waitForFunction("() => document.documentElement.lang === 'ne'");
            assertThat(key.locator(".key-text").first()).hasText("सुरु हुन पर्खिरहेको");
            screenshot(page, "words-kasimala-key-ne-" + PHONE_W);
        }
    }

    @Test
    @DisplayName("Snakes and Ladders: the computer's seat shows no level (it has no choices) and none is asked for; Ludo's still is")
    void noLevelWithoutChoices() {
        try (BrowserContext context = tables.newContext()) {
            Page form = phone(context, "/new?game=snakes");
            form.locator("input[name=mode][value=computer]").check();
            assertThat(form.locator("#level")).isHidden();
            Page ludo = phone(context, "/new?game=ludo");
            ludo.locator("input[name=mode][value=computer]").check();
            assertThat(ludo.locator("#level")).isVisible();
            Page page = DiceTables.openTable(context, "snakes", "computer", 2, Map.of(), null);
            page.setViewportSize(PHONE_W, PHONE_H);
            Locator computer = page.locator("#seats .seat[data-conn=bot]");
            assertThat(computer).hasCount(1);
            assertThat(computer).containsText("Computer");
            assertThat(computer).not().containsText("Level");
            screenshot(page, "words-snakes-seats-" + PHONE_W);
        }
    }

    @Test
    @DisplayName("at a dice game the status says the other player is to roll the die, as the Roll button says")
    void diceAreRolled() {
        try (BrowserContext context = tables.newContext(); BrowserContext other = tables.newContext()) {
            Page asha = DiceTables.openTable(context, "snakes", "friends", 2, Map.of(), null);
            asha.setViewportSize(PHONE_W, PHONE_H);
            String link = asha.locator("#invite-link").inputValue();
            Page bikram = other.newPage();
            bikram.navigate(link);
            bikram.locator("#join-name").fill("Bikram");
            bikram.locator("#join-btn").click();
            assertThat(awaitTurn(asha)).isEqualTo("throw");
            assertThat(asha.locator("#throw-btn")).hasText("Roll the die");
            asha.locator("#throw-btn").click();
            assertThat(asha.locator("#status")).hasText(Pattern.compile(".*Bikram.* to roll the die"));
            screenshot(asha, "words-snakes-their-roll-" + PHONE_W);
        }
    }

    @Test
    @DisplayName("the Nepali home page fetches the Nepali words only, not the English ones too")
    void nepaliHomeFetchesOnlyItsBundle() {
        try (BrowserContext context = tables.newContext()) {
            Page page = context.newPage();
            page.setViewportSize(PHONE_W, PHONE_H);
            List<String> bundles = new ArrayList<>();
            page.onRequest(r -> {
                if (r.url().matches(".*/i18n/[a-z]+\\.json.*")) {
                    bundles.add(r.url().replaceAll(".*/i18n/", ""));
                }
            });
            page.navigate("/?lang=ne");
            page.waitForFunction("() => document.documentElement.lang === 'ne' && document.querySelector('[data-i18n]')");
            page.waitForLoadState(com.microsoft.playwright.options.LoadState.NETWORKIDLE);
            assertThat(bundles).as("bundles fetched").isNotEmpty().allMatch(u -> u.startsWith("ne.json"));
            tables.assertNoPageErrors();
        }
    }
}
