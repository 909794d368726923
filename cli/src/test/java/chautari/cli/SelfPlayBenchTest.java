package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SelfPlayBenchTest {
    @Test
    @DisplayName("the bench plays every registered game's cases and prints a row for each, with its game's own tally")
    void everyCaseHasARow() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new SelfPlayBench(0.01, new PrintStream(bytes, true, StandardCharsets.UTF_8)).run(null);
        String table = bytes.toString(StandardCharsets.UTF_8);
        for (SelfPlayBench.Case c : SelfPlayBench.cases()) {
            assertThat(table).contains("## " + c.game().id() + "\n").containsPattern("(?m)^" + Pattern.quote(c.label()) + " +[0-9,]+ ");
        }
        assertThat(table).contains("checkmate", "stalemate", "fifty");
    }
}
