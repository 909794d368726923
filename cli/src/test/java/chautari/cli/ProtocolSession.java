package chautari.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;

/** One engine-protocol session for a test: each command a line in, its answer as JSON out. */
final class ProtocolSession {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final EngineProtocol protocol = new EngineProtocol();

    /** The answer as the protocol writes it. */
    String answer(String line) {
        return protocol.answer(line);
    }

    JsonNode ask(String line) {
        try {
            return JSON.readTree(protocol.answer(line));
        } catch (Exception e) {
            throw new AssertionError("not JSON: " + line, e);
        }
    }

    static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    List<String> legal() {
        List<String> moves = new ArrayList<>();
        ask("{\"cmd\":\"legal\"}").get("moves").forEach(m -> moves.add(m.asText()));
        return moves;
    }

    JsonNode throwOutcome(String outcome) {
        return ask("{\"cmd\":\"throw\",\"outcome\":\"" + outcome + "\"}");
    }

    JsonNode play(String move) {
        return ask("{\"cmd\":\"play\",\"move\":\"" + move + "\"}");
    }
}
