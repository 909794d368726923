package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ThinkCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode ask(EngineProtocol protocol, String line) throws Exception {
        return JSON.readTree(protocol.answer(line));
    }

    @Test
    @DisplayName("think answers a legal move and changes nothing; a game played by think alone ends")
    void thinkPlaysAWholeGame() throws Exception {
        EngineProtocol protocol = new EngineProtocol();
        ask(protocol, "{\"cmd\":\"new\",\"game\":\"kimasai\",\"seed\":3}");
        int plies = 0;
        while (!ask(protocol, "{\"cmd\":\"state\"}").get("awaiting").asText().equals("over")) {
            String before = protocol.answer("{\"cmd\":\"state\"}");
            JsonNode thought = ask(protocol, "{\"cmd\":\"think\",\"seconds\":0.1}");
            assertThat(protocol.answer("{\"cmd\":\"state\"}")).as("think changes nothing").isEqualTo(before);
            List<String> legal = new ArrayList<>();
            ask(protocol, "{\"cmd\":\"legal\"}").get("moves").forEach(m -> legal.add(m.asText()));
            assertThat(legal).contains(thought.get("move").asText());
            JsonNode after = ask(protocol, "{\"cmd\":\"play\",\"move\":\"" + thought.get("move").asText() + "\"}");
            assertThat(after.has("error")).as(after.toString()).isFalse();
            assertThat(++plies).isLessThan(10_000);
        }
    }

    @Test
    @DisplayName("think with nothing to think about is an error")
    void thinkErrors() throws Exception {
        EngineProtocol protocol = new EngineProtocol();
        assertThat(ask(protocol, "{\"cmd\":\"think\",\"seconds\":1}").has("error")).isTrue();
        ask(protocol, "{\"cmd\":\"new\",\"game\":\"kimasai\",\"seed\":3}");
        assertThat(ask(protocol, "{\"cmd\":\"think\",\"seconds\":\"soon\"}").has("error")).isTrue();
        assertThat(ask(protocol, "{\"cmd\":\"think\",\"seat\":2}").get("error").asText()).contains("no move");
        assertThat(ask(protocol, "{\"cmd\":\"think\",\"level\":\"grandmaster\"}").get("error").asText()).contains("unknown level");
    }
}
