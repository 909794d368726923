package chautari.server.web;

import static org.assertj.core.api.Assertions.assertThat;

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
        assertThat(LanguageBrowserTest.problems(Set.of("सेतो कम्प्युटरले m10बाट m12मा सार्‍यो · १ खायो",
                "तपाईंले ५ चलाउनुभयो: Sc1बाट Sc6मा", "रातो · Asha (तपाईं)जोडिएको१६ गोटी"), "ne")).isEmpty();
    }
}
