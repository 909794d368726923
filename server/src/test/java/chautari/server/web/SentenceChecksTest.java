package chautari.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The checks {@link LanguageBrowserTest} runs on every sentence catch the faults issue 12 found, and pass good sentences. */
class SentenceChecksTest {
    @Test
    @DisplayName("English: 'You holds', 'You throws', a bare 'Computer', placeholders, key names and Nepali words are caught")
    void englishFaults() {
        assertThat(LanguageBrowserTest.problems(Set.of("You holds the shells (Tiya)"), "en")).hasSize(1);
        assertThat(LanguageBrowserTest.problems(Set.of("You threw Chya · You throws again"), "en")).hasSize(1);
        assertThat(LanguageBrowserTest.problems(Set.of("Computer (White) paid You 5"), "en")).hasSize(1);
        assertThat(LanguageBrowserTest.problems(Set.of("{name} wins"), "en")).hasSize(1);
        assertThat(LanguageBrowserTest.problems(Set.of("log.move"), "en")).hasSize(1);
        assertThat(LanguageBrowserTest.problems(Set.of("Red paid सेतो 5 chips"), "en")).hasSize(1);
        assertThat(LanguageBrowserTest.problems(Set.of("You threw Chya: 4 steps · You throw again", "White (computer) paid you 5 chips",
                "Lost throw: you could not use the Sudi", "White · ComputerLevel: Good16 pieces", "Pass the device if it is not you."),
                "en")).isEmpty();
    }

    @Test
    @DisplayName("Nepali: split postpositions, English words (also glued to a postposition) and Latin digits are caught; notation is not")
    void nepaliFaults() {
        assertThat(LanguageBrowserTest.problems(Set.of("कम्प्युटर को फाल्ने पालो"), "ne")).hasSize(1);
        assertThat(LanguageBrowserTest.problems(Set.of("तपाईं ले फाल्नुभयो"), "ne")).hasSize(1);
        assertThat(LanguageBrowserTest.problems(Set.of("Whiteले फाल्यो"), "ne")).hasSize(1);
        assertThat(LanguageBrowserTest.problems(Set.of("तपाईंले सुदी फाल्नुभयो: 3 कोठा"), "ne")).hasSize(1);
        assertThat(LanguageBrowserTest.problems(Set.of("सेतो कम्प्युटरले m10बाट m12मा सार्‍यो · १ गोटी खायो",
                "रातो · Asha (तपाईं)जोडिएको१६ गोटी"), "ne")).isEmpty();
    }

    @Test
    @DisplayName("notation no board shows is caught in a sentence (Ludo's t14 and h5, Pasa's Sc5, a move's code, 'pass'), "
            + "as are counts of nothing; the cells and points a board labels are not")
    void notationAndBareCounts() {
        for (String fault : List.of("Hint: move the token from t14 to t19", "Use the 5: from Charkoni to Sc5", "You played the 1: El3 to Er2",
                "तपाईंले ५ चलाउनुभयो: Sc1बाट Sc6मा", "Red played m9-m7", "Tigers (computer) played a1xa3", "White played pass",
                "Tigers (computer) captured 1!", "Score: 1", "You captured 2")) {
            assertThat(LanguageBrowserTest.problems(Set.of(fault), fault.matches(".*\\p{IsDevanagari}.*") ? "ne" : "en")).as(fault).hasSize(1);
        }
        assertThat(LanguageBrowserTest.problems(Set.of("Red (computer) brought a token home from h5"), "en", "ludo")).hasSize(1);
        assertThat(LanguageBrowserTest.problems(Set.of("You moved m9 to m7 (the only move, so the table played it) · captured 1 piece",
                "Tigers (computer) jumped from a1 over a2 to a3 · captured 1 goat", "White moved h3 to h4", "You placed a goat on c3",
                "The 6 of Red would pass 100: the token stays on 97", "You brought a token out of the yard · You go again",
                "You score 1 point for this win", "You played the 5: a piece out of the charkoni"), "en")).isEmpty();
    }
}
