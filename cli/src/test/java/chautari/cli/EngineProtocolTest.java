package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class EngineProtocolTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final EngineProtocol engine = new EngineProtocol();

    private JsonNode ask(String line) throws Exception {
        return JSON.readTree(engine.answer(line));
    }

    @Test
    void newGameAnswersTheOpeningState() throws Exception {
        JsonNode state = ask("{\"cmd\":\"new\",\"game\":\"kimasai\",\"players\":2,\"options\":{},\"seed\":3}");
        assertThat(state.toString()).isEqualTo("{\"toMove\":1,\"awaiting\":\"move\",\"board\":{\"1\":\"111111111111\","
                + "\"2\":\"011111111111\",\"3\":\"111111111110\",\"4\":\"111111111111\"}}");
        assertThat(ask("{\"cmd\":\"legal\"}").toString()).isEqualTo("{\"moves\":[\"b2-a2\"]}");
    }

    @Test
    @DisplayName("perft counts move sequences in a game without chance and changes nothing; a game with throws or a bad depth is refused")
    void perft() throws Exception {
        JsonNode start = ask("{\"cmd\":\"new\",\"game\":\"baghchal\",\"seed\":1}");
        assertThat(ask("{\"cmd\":\"perft\",\"depth\":1}").toString()).isEqualTo("{\"nodes\":21}");
        assertThat(ask("{\"cmd\":\"perft\",\"depth\":2}").toString()).isEqualTo("{\"nodes\":252}");
        assertThat(ask("{\"cmd\":\"state\"}")).isEqualTo(start);
        for (String bad : List.of("{\"cmd\":\"perft\"}", "{\"cmd\":\"perft\",\"depth\":-1}",
                "{\"cmd\":\"perft\",\"depth\":11}", "{\"cmd\":\"perft\",\"depth\":\"2\"}")) {
            assertThat(ask(bad).get("error").asText()).as(bad).contains("depth");
        }
        ask("{\"cmd\":\"new\",\"game\":\"checkers\"}");
        assertThat(ask("{\"cmd\":\"perft\",\"depth\":6}").toString()).as("Aart Bik's count").isEqualTo("{\"nodes\":36768}");
        ask("{\"cmd\":\"new\",\"game\":\"tictactoe\"}");
        assertThat(ask("{\"cmd\":\"perft\",\"depth\":9}").toString()).as("3x3 games of nine moves").isEqualTo("{\"nodes\":127872}");
        ask("{\"cmd\":\"new\",\"game\":\"dots\",\"options\":{\"size\":3}}");
        assertThat(ask("{\"cmd\":\"perft\",\"depth\":2}").toString()).as("24 lines, then 23").isEqualTo("{\"nodes\":552}");
        ask("{\"cmd\":\"new\",\"game\":\"kasimala\",\"seed\":1}");
        assertThat(ask("{\"cmd\":\"perft\",\"depth\":1}").get("error").asText()).contains("without chance");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "not json",
        "[1,2]",
        "{\"cmd\":\"fly\"}",
        "{\"move\":\"b2-a2\"}",
        "{\"cmd\":\"new\",\"game\":\"xiangqi\"}",
        "{\"cmd\":\"new\",\"game\":\"kimasai\",\"players\":3}",
        "{\"cmd\":\"new\",\"game\":\"kimasai\",\"options\":{\"cells\":17}}",
        "{\"cmd\":\"new\",\"game\":\"kasimala\",\"options\":{\"cells\":null}}",
        "{\"cmd\":\"new\",\"game\":\"pasa\",\"options\":{\"partners\":null}}",
        "{\"cmd\":\"new\",\"game\":\"kimasai\",\"seed\":\"x\"}",
        "{\"cmd\":\"play\",\"move\":\"a1-b1\"}",
        "{\"cmd\":\"play\",\"move\":\"b2-a2\",\"seat\":2}",
        "{\"cmd\":\"play\",\"move\":\"nonsense\"}",
        "{\"cmd\":\"play\",\"move\":7}",
        "{\"cmd\":\"play\"}",
        "{\"cmd\":\"throw\"}",
        "{\"cmd\":\"throw\",\"outcome\":\"1011\"}",
        "{\"cmd\":\"throw\",\"outcome\":5}",
    })
    void badInputGetsAnErrorAndChangesNothing(String line) throws Exception {
        ask("{\"cmd\":\"new\",\"game\":\"kimasai\",\"seed\":1}");
        JsonNode before = ask("{\"cmd\":\"state\"}");
        JsonNode answer = ask(line);
        assertThat(answer.fieldNames()).toIterable().containsExactly("error");
        assertThat(answer.get("error").asText()).isNotBlank();
        assertThat(ask("{\"cmd\":\"state\"}")).isEqualTo(before);
    }

    @Test
    void commandsBeforeAnyGameAreErrors() throws Exception {
        assertThat(ask("{\"cmd\":\"state\"}").get("error").asText()).contains("no game yet");
        assertThat(ask("{\"cmd\":\"legal\"}").has("error")).isTrue();
    }

    @Test
    void theProgramPlaysAWholeGameOverItsStreamsAndEndsAtEndOfInput() throws Exception {
        List<String> lines = new ArrayList<>();
        lines.add("{\"cmd\":\"new\",\"game\":\"kimasai\",\"seed\":11}");
        lines.add("");
        EngineProtocol driver = new EngineProtocol();
        JsonNode state = JSON.readTree(driver.answer(lines.get(0)));
        int turn = 0;
        while (!state.get("awaiting").asText().equals("over")) {
            JsonNode moves = JSON.readTree(driver.answer("{\"cmd\":\"legal\"}")).get("moves");
            String move = moves.get(turn++ % moves.size()).asText();
            String play = "{\"cmd\":\"play\",\"move\":\"" + move + "\"}";
            lines.add(play);
            state = JSON.readTree(driver.answer(play));
        }
        lines.add("{\"cmd\":\"state\"}");

        var out = new ByteArrayOutputStream();
        new EngineProtocol().run(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")),
                new PrintStream(out, true, StandardCharsets.UTF_8));
        String[] answers = out.toString(StandardCharsets.UTF_8).split("\n");
        assertThat(answers).hasSize(lines.size() - 1);
        JsonNode last = JSON.readTree(answers[answers.length - 1]);
        assertThat(last.get("awaiting").asText()).isEqualTo("over");
        assertThat(last.get("toMove").isNull()).isTrue();
        assertThat(last.get("result").get("draw").asBoolean()).isFalse();
        assertThat(last.get("result").get("winners")).hasSize(1);
        assertThat(last).isEqualTo(state);
    }
}
