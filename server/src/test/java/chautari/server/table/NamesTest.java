package chautari.server.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NamesTest {
    @Test
    void namesAreTrimmedCollapsedAndNfc() {
        assertThat(Names.clean("  Asha   Rai ")).isEqualTo("Asha Rai");
        assertThat(Names.clean("Rene\u0301")).isEqualTo("Ren\u00E9");
        assertThat(Names.clean("\u0915\u093C")).isEqualTo("\u0915\u093C"); // NFC keeps ka + nukta apart (composition exclusion)
        assertThat(Names.clean("😀 Bikram")).isEqualTo("😀 Bikram");
    }

    @ParameterizedTest
    @ValueSource(strings = {"\u0915\u094D\u200D\u0937", "\u0930\u094D\u200C\u092F", "\u0915\u094D\u200D\u0937\u0947\u0924\u094D\u0930\u0940"})
    void joinersBetweenLettersAndMarksAreKept(String name) {
        assertThat(Names.clean(name)).isEqualTo(name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"\u200D", "\u200C\u200D", "\u200DAsha", "Asha\u200C", "A \u200D B", "A\u200D\u200DB", "1\u200D2"})
    void strayJoinersAreRefused(String name) {
        assertThatThrownBy(() -> Names.clean(name)).isInstanceOf(ApiError.class).hasMessageContaining("joiner");
    }

    @ParameterizedTest
    @ValueSource(strings = {"A\uD800B", "\uDC00", "A\uD83D", "\uDE00B"})
    void loneSurrogatesAreRefused(String name) {
        assertThatThrownBy(() -> Names.clean(name)).isInstanceOf(ApiError.class).hasMessageContaining("surrogate");
    }

    @ParameterizedTest
    @ValueSource(strings = {"A\u202EB", "A\u0007", "A\u2066B", "\uFEFFAsha"})
    void controlAndFormatCharactersAreRefused(String name) {
        assertThatThrownBy(() -> Names.clean(name)).isInstanceOf(ApiError.class).hasMessageContaining("control");
    }

    @Test
    void lengthIsCountedInCharactersAfterNormalising() {
        assertThat(Names.clean("e\u0301".repeat(40))).hasSize(40);
        assertThatThrownBy(() -> Names.clean("x".repeat(41))).isInstanceOf(ApiError.class).hasMessageContaining("longer");
        assertThatThrownBy(() -> Names.clean("   ")).isInstanceOf(ApiError.class).hasMessageContaining("empty");
    }
}
