package chautari.server.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class OriginsTest {
    @ParameterizedTest
    @CsvSource({
        "https://chautari.example, https://chautari.example",
        "https://Chautari.Example/, https://chautari.example",
        "https://chautari.example:443, https://chautari.example",
        "http://chautari.example:80/, http://chautari.example",
        "http://192.168.1.5:8080, http://192.168.1.5:8080",
        "https://[2001:db8::1]:8443, https://[2001:db8::1]:8443",
    })
    void aPublicUrlIsItsOrigin(String url, String origin) {
        assertThat(Origins.checkPublicUrl(url)).isEqualTo(origin);
        assertThat(new Origins(url, () -> 1).base()).isEqualTo(origin);
        assertThat(new Origins(url, () -> 1).allows(origin)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"chautari.example", "ftp://chautari.example", "https://chautari.example/play",
        "https://chautari.example/?x=1", "https://chautari.example/#top", "https://user@chautari.example", "https://",
        "https://exa mple.org", "javascript:alert(1)"})
    void aBadPublicUrlIsAClearError(String url) {
        assertThatThrownBy(() -> Origins.checkPublicUrl(url)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("public URL");
    }

    @Test
    void withoutAPublicUrlTheLoopbackOriginsOfThePortAreOurs() {
        Origins origins = new Origins(null, () -> 8080);
        assertThat(origins.base()).isEqualTo("http://localhost:8080");
        assertThat(origins.accepted()).containsExactly("http://localhost:8080", "http://127.0.0.1:8080", "http://[::1]:8080");
        assertThat(origins.allows(null)).isTrue();
        assertThat(origins.allows("http://localhost:8081")).isFalse();
    }
}
