package chautari.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OptionsTest {
    private static final List<OptionSpec> SPECS = List.of(
            OptionSpec.choice("cells", 17, 17, 25), OptionSpec.flag("partners", true));

    @Test
    void missingOptionsTakeTheirDefaults() {
        Options options = Options.of("g", SPECS, Map.of());
        assertThat(options.number("cells")).isEqualTo(17);
        assertThat(options.flag("partners")).isTrue();
    }

    @Test
    void givenValuesAreKept() {
        Options options = Options.of("g", SPECS, Map.of("cells", 25, "partners", false));
        assertThat(options.number("cells")).isEqualTo(25);
        assertThat(options.flag("partners")).isFalse();
    }

    @Test
    void anUnknownOptionIsAClearError() {
        assertThatThrownBy(() -> Options.of("g", SPECS, Map.of("colour", 1)))
                .isInstanceOf(GameException.class)
                .hasMessageContaining("unknown option 'colour'").hasMessageContaining("cells");
    }

    @Test
    void aValueNotAllowedIsAClearError() {
        assertThatThrownBy(() -> Options.of("g", SPECS, Map.of("cells", 19)))
                .isInstanceOf(GameException.class).hasMessageContaining("[17, 25]").hasMessageContaining("19");
        assertThatThrownBy(() -> Options.of("g", SPECS, Map.of("cells", "25")))
                .isInstanceOf(GameException.class).hasMessageContaining("\"25\"");
        assertThatThrownBy(() -> Options.of("g", SPECS, Map.of("partners", 1)))
                .isInstanceOf(GameException.class);
    }

    @Test
    void aNullValueIsAClearError() {
        Map<String, Object> given = new java.util.HashMap<>();
        given.put("cells", null);
        assertThatThrownBy(() -> Options.of("g", SPECS, given))
                .isInstanceOf(GameException.class).hasMessageContaining("cells").hasMessageContaining("null");
        given.clear();
        given.put("partners", null);
        assertThatThrownBy(() -> Options.of("g", SPECS, given)).isInstanceOf(GameException.class);
    }

    @Test
    void theTextFormReadsBack() {
        Options options = Options.of("g", SPECS, Map.of("cells", 25));
        assertThat(options.toString()).isEqualTo("cells=25,partners=true");
        assertThat(Options.parse("g", SPECS, options.toString())).isEqualTo(options);
        assertThat(Options.parse("g", List.of(), "")).isEqualTo(Options.of("g", List.of(), Map.of()));
        assertThatThrownBy(() -> Options.parse("g", SPECS, "cells=big")).isInstanceOf(GameException.class);
    }
}
