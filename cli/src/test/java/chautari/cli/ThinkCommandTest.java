package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Bots;
import chautari.bots.Level;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ThinkCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode ask(EngineProtocol protocol, String line) throws Exception {
        return JSON.readTree(protocol.answer(line));
    }

    private static List<String> legal(EngineProtocol protocol) throws Exception {
        List<String> legal = new ArrayList<>();
        ask(protocol, "{\"cmd\":\"legal\"}").get("moves").forEach(m -> legal.add(m.asText()));
        return legal;
    }

    /** A Kasimala game after its first throw, where the mover has a real choice to make. */
    private static EngineProtocol kasimalaWithAChoice() throws Exception {
        EngineProtocol protocol = new EngineProtocol();
        ask(protocol, "{\"cmd\":\"new\",\"game\":\"kasimala\",\"seed\":5}");
        for (int i = 0; i < 200 && legal(protocol).size() < 2; i++) {
            JsonNode state = ask(protocol, "{\"cmd\":\"state\"}");
            String next = state.get("awaiting").asText().equals("throw") ? "{\"cmd\":\"throw\"}"
                    : "{\"cmd\":\"play\",\"move\":\"" + legal(protocol).get(0) + "\"}";
            ask(protocol, next);
        }
        assertThat(legal(protocol)).hasSizeGreaterThan(1);
        return protocol;
    }

    @Test
    @DisplayName("think answers a legal move and changes nothing; a game played by think alone ends")
    void thinkPlaysAWholeGame() throws Exception {
        EngineProtocol protocol = new EngineProtocol();
        ask(protocol, "{\"cmd\":\"new\",\"game\":\"kimasai\",\"seed\":3}");
        int plies = 0;
        while (!ask(protocol, "{\"cmd\":\"state\"}").get("awaiting").asText().equals("over")) {
            String before = protocol.answer("{\"cmd\":\"state\"}");
            JsonNode thought = ask(protocol, "{\"cmd\":\"think\",\"iterations\":50}");
            assertThat(protocol.answer("{\"cmd\":\"state\"}")).as("think changes nothing").isEqualTo(before);
            assertThat(legal(protocol)).contains(thought.get("move").asText());
            JsonNode after = ask(protocol, "{\"cmd\":\"play\",\"move\":\"" + thought.get("move").asText() + "\"}");
            assertThat(after.has("error")).as(after.toString()).isFalse();
            assertThat(++plies).isLessThan(10_000);
        }
    }

    @Test
    @DisplayName("every level answers a legal move, within seconds, iterations or both")
    void everyLevelAnswersWithEveryKindOfBudget() throws Exception {
        EngineProtocol protocol = kasimalaWithAChoice();
        for (Level level : Bots.LADDER) {
            for (String budget : List.of("\"iterations\":20", "\"seconds\":0.05", "\"seconds\":0.05,\"iterations\":20")) {
                JsonNode thought = ask(protocol, "{\"cmd\":\"think\",\"level\":\"" + level + "\"," + budget + "}");
                assertThat(thought.has("move")).as(level.wire() + " " + budget + ": " + thought).isTrue();
                assertThat(legal(protocol)).contains(thought.get("move").asText());
            }
        }
        JsonNode atPlayBudget = ask(protocol, "{\"cmd\":\"think\",\"level\":\"simple\"}");
        assertThat(legal(protocol)).contains(atPlayBudget.get("move").asText());
    }

    @Test
    @DisplayName("with iterations, the same game and the same commands give the same answers")
    void iterationsMakeThinkDeterministic() throws Exception {
        for (Level level : Bots.LADDER) {
            String think = "{\"cmd\":\"think\",\"level\":\"" + level + "\",\"iterations\":30}";
            List<String> first = new ArrayList<>();
            List<String> second = new ArrayList<>();
            for (List<String> answers : List.of(first, second)) {
                EngineProtocol protocol = kasimalaWithAChoice();
                for (int i = 0; i < 3; i++) {
                    answers.add(protocol.answer(think));
                }
            }
            assertThat(second).as(level.wire()).isEqualTo(first);
        }
    }

    @Test
    @DisplayName("think with nothing to think about is an error")
    void thinkErrors() throws Exception {
        EngineProtocol protocol = new EngineProtocol();
        assertThat(ask(protocol, "{\"cmd\":\"think\",\"seconds\":1}").has("error")).isTrue();
        ask(protocol, "{\"cmd\":\"new\",\"game\":\"kimasai\",\"seed\":3}");
        assertThat(ask(protocol, "{\"cmd\":\"think\",\"seat\":2}").get("error").asText()).contains("no move");
        assertThat(ask(protocol, "{\"cmd\":\"think\",\"level\":\"grandmaster\"}").get("error").asText()).contains("unknown level");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "\"seconds\":\"soon\"",
        "\"seconds\":0",
        "\"seconds\":-1",
        "\"seconds\":61",
        "\"seconds\":1e400",
        "\"seconds\":true",
        "\"iterations\":0",
        "\"iterations\":-5",
        "\"iterations\":2.5",
        "\"iterations\":\"ten\"",
        "\"iterations\":100000000000000000000000",
        "\"level\":\"grandmaster\"",
        "\"level\":3",
        "\"level\":\"strong\",\"seconds\":0",
    })
    @DisplayName("a bad level, seconds or iterations is an error that changes nothing, not even the next think")
    void badThinkInputIsAnErrorThatChangesNothing(String fields) throws Exception {
        EngineProtocol clean = kasimalaWithAChoice();
        EngineProtocol troubled = kasimalaWithAChoice();
        String before = troubled.answer("{\"cmd\":\"state\"}");
        JsonNode answer = ask(troubled, "{\"cmd\":\"think\"," + fields + "}");
        assertThat(answer.fieldNames()).toIterable().containsExactly("error");
        assertThat(answer.get("error").asText()).isNotBlank();
        assertThat(troubled.answer("{\"cmd\":\"state\"}")).isEqualTo(before);
        String think = "{\"cmd\":\"think\",\"level\":\"simple\",\"iterations\":1}";
        assertThat(troubled.answer(think)).isEqualTo(clean.answer(think));
    }
}
