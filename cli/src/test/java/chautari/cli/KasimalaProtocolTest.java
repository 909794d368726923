package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The engine protocol speaking Kasimala, whole games through {@link EngineProtocol}. */
class KasimalaProtocolTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final EngineProtocol protocol = new EngineProtocol();

    private JsonNode ask(String line) {
        try {
            return JSON.readTree(protocol.answer(line));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private JsonNode state() {
        return ask("{\"cmd\":\"state\"}");
    }

    private List<String> legal() {
        List<String> moves = new ArrayList<>();
        ask("{\"cmd\":\"legal\"}").get("moves").forEach(m -> moves.add(m.asText()));
        return moves;
    }

    @ParameterizedTest(name = "cells {0}")
    @ValueSource(ints = {17, 25})
    void newStartsAGameOnEitherBoard(int n) {
        JsonNode state = ask("{\"cmd\":\"new\",\"game\":\"kasimala\",\"players\":2,\"options\":{\"cells\":" + n
                + "},\"seed\":5}");
        assertThat(state.get("toMove").asInt()).isEqualTo(1);
        assertThat(state.get("awaiting").asText()).isEqualTo("throw");
        assertThat(state.get("board").size()).isEqualTo(2 * n);
        assertThat(state.get("board").get("a" + n)).isEqualTo(json("{\"seat\":1,\"count\":1,\"waiting\":true}"));
        assertThat(state.get("board").get("b1")).isEqualTo(json("{\"seat\":2,\"count\":1,\"waiting\":true}"));
        assertThat(state.has("result")).isFalse();
        assertThat(legal()).isEmpty();
    }

    @Test
    void theDefaultBoardHas17CellsAndOtherSizesAreRefused() {
        assertThat(ask("{\"cmd\":\"new\",\"game\":\"kasimala\",\"seed\":1}").get("board").size()).isEqualTo(34);
        String before = protocol.answer("{\"cmd\":\"state\"}");
        assertThat(ask("{\"cmd\":\"new\",\"game\":\"kasimala\",\"options\":{\"cells\":19}}").get("error").asText())
                .contains("cells");
        assertThat(ask("{\"cmd\":\"new\",\"game\":\"kasimala\",\"players\":3}").has("error")).isTrue();
        assertThat(protocol.answer("{\"cmd\":\"state\"}")).isEqualTo(before);
    }

    @Test
    void aThrowWithAGivenOutcomeThenLegalAndPlay() {
        ask("{\"cmd\":\"new\",\"game\":\"kasimala\",\"options\":{\"cells\":17},\"seed\":9}");
        JsonNode thrown = ask("{\"cmd\":\"throw\",\"outcome\":\"0100\"}");
        assertThat(thrown.get("outcome").asText()).isEqualTo("0100");
        assertThat(thrown.get("awaiting").asText()).isEqualTo("move");
        assertThat(legal()).containsExactly("a17-m17");
        JsonNode after = ask("{\"cmd\":\"play\",\"move\":\"a17-m17\"}");
        assertThat(after.get("board").get("m17")).isEqualTo(json("{\"seat\":1,\"count\":1,\"waiting\":false}"));
        assertThat(after.get("board").has("a17")).isFalse();
        assertThat(after.get("toMove").asInt()).isEqualTo(2);
        assertThat(after.get("awaiting").asText()).isEqualTo("throw");

        ask("{\"cmd\":\"throw\",\"outcome\":\"1111\"}");
        assertThat(legal()).containsExactly("pass");
        JsonNode again = ask("{\"cmd\":\"play\",\"move\":\"pass\",\"seat\":2}");
        assertThat(again.get("toMove").asInt()).as("a lost chya throws again").isEqualTo(2);
        assertThat(again.get("awaiting").asText()).isEqualTo("throw");
    }

    @Test
    void refusedCommandsChangeNothing() {
        ask("{\"cmd\":\"new\",\"game\":\"kasimala\",\"seed\":3}");
        String atThrow = protocol.answer("{\"cmd\":\"state\"}");
        for (String bad : List.of(
                "{\"cmd\":\"throw\",\"outcome\":\"10111\"}",
                "{\"cmd\":\"throw\",\"outcome\":\"1021\"}",
                "{\"cmd\":\"throw\",\"outcome\":1011}",
                "{\"cmd\":\"play\",\"move\":\"a17-m17\"}")) {
            assertThat(ask(bad).has("error")).as(bad).isTrue();
            assertThat(protocol.answer("{\"cmd\":\"state\"}")).as(bad).isEqualTo(atThrow);
        }
        ask("{\"cmd\":\"throw\",\"outcome\":\"1000\"}");
        String atMove = protocol.answer("{\"cmd\":\"state\"}");
        for (String bad : List.of(
                "{\"cmd\":\"throw\"}",
                "{\"cmd\":\"play\",\"move\":\"pass\"}",
                "{\"cmd\":\"play\",\"move\":\"a16-a17\"}",
                "{\"cmd\":\"play\",\"move\":\"a17-m16\"}",
                "{\"cmd\":\"play\",\"move\":\"a17-m17\",\"seat\":2}",
                "{\"cmd\":\"play\",\"move\":\"a18-m18\"}",
                "{\"cmd\":\"play\",\"move\":\"a17m17\"}")) {
            assertThat(ask(bad).has("error")).as(bad).isTrue();
            assertThat(protocol.answer("{\"cmd\":\"state\"}")).as(bad).isEqualTo(atMove);
        }
    }

    @ParameterizedTest(name = "cells {0}")
    @ValueSource(ints = {17, 25})
    void wholeGamesEndWithTheResultShapeOfNotation(int n) {
        for (long seed = 1; seed <= 4; seed++) {
            ask("{\"cmd\":\"new\",\"game\":\"kasimala\",\"options\":{\"cells\":" + n + "},\"seed\":" + seed + "}");
            Rng choices = new Rng(seed * 31);
            int throwsSeen = 0;
            JsonNode state = state();
            while (!state.get("awaiting").asText().equals("over")) {
                if (state.get("awaiting").asText().equals("throw")) {
                    state = ask("{\"cmd\":\"throw\"}");
                    assertThat(state.get("outcome").asText()).matches("[01]{4}");
                    throwsSeen++;
                } else {
                    List<String> moves = legal();
                    assertThat(moves).isSorted().doesNotHaveDuplicates().isNotEmpty();
                    assertThat(moves.contains("pass")).isEqualTo(moves.equals(List.of("pass")));
                    String move = moves.get(choices.nextInt(moves.size()));
                    state = ask("{\"cmd\":\"play\",\"move\":\"" + move + "\"}");
                    assertThat(state.has("error")).as(move).isFalse();
                }
            }
            JsonNode result = state.get("result");
            assertThat(state.get("toMove").isNull()).isTrue();
            assertThat(result.get("winners").isArray()).isTrue();
            assertThat(result.get("draw").isBoolean()).isTrue();
            assertThat(result.get("gulmasi").isBoolean()).isTrue();
            assertThat(result.get("throws").asInt()).isEqualTo(throwsSeen);
            assertThat(result.get("draw").asBoolean()).isEqualTo(result.get("winners").isEmpty());
            assertThat(legal()).isEmpty();
            assertThat(ask("{\"cmd\":\"throw\"}").get("error").asText()).contains("over");
        }
    }

    @Test
    void runAnswersEveryLineOfAStream() throws Exception {
        String input = String.join("\n",
                "{\"cmd\":\"new\",\"game\":\"kasimala\",\"options\":{\"cells\":25},\"seed\":1}",
                "{\"cmd\":\"throw\",\"outcome\":\"0010\"}",
                "{\"cmd\":\"legal\"}",
                "{\"cmd\":\"play\",\"move\":\"a25-m25\"}",
                "{\"cmd\":\"state\"}");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        protocol.run(new BufferedReader(new StringReader(input)), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String[] lines = bytes.toString(StandardCharsets.UTF_8).strip().split("\n");
        assertThat(lines).hasSize(5);
        assertThat(JSON.readTree(lines[2]).get("moves").toString()).isEqualTo("[\"a25-m25\"]");
        assertThat(JSON.readTree(lines[4]).get("board").get("m25").get("waiting").asBoolean()).isFalse();
    }
}
