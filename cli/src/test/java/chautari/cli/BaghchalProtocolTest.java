package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The engine protocol speaking Baghchal, whole games through {@link EngineProtocol}. */
class BaghchalProtocolTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String NEW = "{\"cmd\":\"new\",\"game\":\"baghchal\",\"players\":2,\"options\":{},\"seed\":7}";
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

    private JsonNode play(String move) {
        return ask("{\"cmd\":\"play\",\"move\":\"" + move + "\"}");
    }

    private List<String> legal() {
        List<String> moves = new ArrayList<>();
        ask("{\"cmd\":\"legal\"}").get("moves").forEach(m -> moves.add(m.asText()));
        return moves;
    }

    private static JsonNode board(String r5, String r4, String r3, String r2, String r1, int inHand, int captured) {
        return json("{\"rows\":{\"1\":\"" + r1 + "\",\"2\":\"" + r2 + "\",\"3\":\"" + r3 + "\",\"4\":\"" + r4
                + "\",\"5\":\"" + r5 + "\"},\"goatsInHand\":" + inHand + ",\"captured\":" + captured + "}");
    }

    @Test
    @DisplayName("Baghchal protocol: new answers the goats to move, the tigers in the corners and 20 goats in hand")
    void newAnswersTheOpening() {
        JsonNode state = ask(NEW);
        assertThat(state.get("toMove").asInt()).isEqualTo(1);
        assertThat(state.get("awaiting").asText()).isEqualTo("move");
        assertThat(state.get("board")).isEqualTo(board("T...T", ".....", ".....", ".....", "T...T", 20, 0));
        assertThat(state.has("result")).isFalse();
        assertThat(ask("{\"cmd\":\"state\"}")).isEqualTo(state);
        assertThat(ask("{\"cmd\":\"new\",\"game\":\"baghchal\"}")).as("two players and no options by default")
                .isEqualTo(state);
    }

    @Test
    @DisplayName("Baghchal protocol: legal lists the 21 placements of the opening, sorted by String.compareTo")
    void legalListsSortedPlacements() {
        ask(NEW);
        List<String> moves = legal();
        assertThat(moves).hasSize(21).doesNotContain("@a1", "@e1", "@a5", "@e5")
                .isSortedAccordingTo(Comparator.naturalOrder()).allMatch(m -> m.matches("@[a-e][1-5]"));
        assertThat(moves.get(0)).isEqualTo("@a2");
        assertThat(moves.get(20)).isEqualTo("@e4");
    }

    @Test
    @DisplayName("Baghchal protocol: a placement, then a tiger's capture, as the board and legal show them")
    void placeThenCapture() {
        ask(NEW);
        JsonNode placed = play("@a2");
        assertThat(placed.get("toMove").asInt()).isEqualTo(2);
        assertThat(placed.get("board")).isEqualTo(board("T...T", ".....", ".....", "G....", "T...T", 19, 0));
        List<String> moves = legal();
        assertThat(moves).isSortedAccordingTo(Comparator.naturalOrder())
                .containsExactly("a1-b1", "a1-b2", "a1xa3", "a5-a4", "a5-b4", "a5-b5",
                        "e1-d1", "e1-d2", "e1-e2", "e5-d4", "e5-d5", "e5-e4");
        JsonNode taken = play("a1xa3");
        assertThat(taken.get("toMove").asInt()).isEqualTo(1);
        assertThat(taken.get("board")).isEqualTo(board("T...T", ".....", "T....", ".....", "....T", 19, 1));
        assertThat(taken.has("result")).isFalse();
    }

    @Test
    @DisplayName("Baghchal protocol: illegal and malformed moves, and moves out of turn, are errors that change nothing")
    void refusedMovesChangeNothing() {
        ask(NEW);
        play("@c3");
        String before = protocol.answer("{\"cmd\":\"state\"}");
        List<String> legalBefore = legal();
        for (String bad : List.of(
                "{\"cmd\":\"play\",\"move\":\"@c4\"}",
                "{\"cmd\":\"play\",\"move\":\"a1-a3\"}",
                "{\"cmd\":\"play\",\"move\":\"a1xc3\"}",
                "{\"cmd\":\"play\",\"move\":\"c3-c4\"}",
                "{\"cmd\":\"play\",\"move\":\"a1-a2\",\"seat\":1}",
                "{\"cmd\":\"play\",\"move\":\"a1-a2\",\"seat\":3}",
                "{\"cmd\":\"play\",\"move\":\"a1a2\"}",
                "{\"cmd\":\"play\",\"move\":\"a1-f2\"}",
                "{\"cmd\":\"play\",\"move\":\"A1-A2\"}",
                "{\"cmd\":\"play\",\"move\":\"pass\"}",
                "{\"cmd\":\"play\",\"move\":\"\"}",
                "{\"cmd\":\"play\",\"move\":12}",
                "{\"cmd\":\"play\"}",
                "{\"cmd\":\"throw\"}",
                "{\"cmd\":\"throw\",\"outcome\":\"1\"}")) {
            assertThat(ask(bad).get("error").asText()).as(bad).isNotBlank();
            assertThat(protocol.answer("{\"cmd\":\"state\"}")).as(bad).isEqualTo(before);
        }
        assertThat(legal()).isEqualTo(legalBefore);
        assertThat(ask("{\"cmd\":\"new\",\"game\":\"baghchal\",\"players\":3}").has("error")).isTrue();
        assertThat(ask("{\"cmd\":\"new\",\"game\":\"baghchal\",\"options\":{\"goats\":21}}").has("error")).isTrue();
        assertThat(protocol.answer("{\"cmd\":\"state\"}")).isEqualTo(before);
    }

    @Test
    @DisplayName("Baghchal protocol: whole games end with winners, draw, captured and the reason, and nothing more to play")
    void wholeGamesEndWithTheResultOfNotation() {
        Map<String, Integer> reasons = new TreeMap<>();
        for (long seed = 1; seed <= 120; seed++) {
            ask("{\"cmd\":\"new\",\"game\":\"baghchal\",\"seed\":" + seed + "}");
            Rng choices = new Rng(seed * 31);
            JsonNode state = ask("{\"cmd\":\"state\"}");
            int lastMover = 0;
            while (!state.get("awaiting").asText().equals("over")) {
                assertThat(state.get("awaiting").asText()).isEqualTo("move");
                List<String> moves = legal();
                assertThat(moves).isNotEmpty().doesNotHaveDuplicates().isSortedAccordingTo(String::compareTo);
                List<String> steps = moves.stream().filter(m -> !m.contains("x")).toList();
                // Tigers that capture only now and then, so that games also go on to repetition.
                List<String> from = seed % 2 == 0 && !steps.isEmpty() ? steps : moves;
                lastMover = state.get("toMove").asInt();
                String move = from.get(choices.nextInt(from.size()));
                state = play(move);
                assertThat(state.has("error")).as(move).isFalse();
            }
            JsonNode result = state.get("result");
            String reason = result.get("reason").asText();
            reasons.merge(reason, 1, Integer::sum);
            assertThat(Set.of("captures", "blocked", "repetition", "quiet")).contains(reason);
            assertThat(state.get("toMove").isNull()).isTrue();
            assertThat(result.get("draw").isBoolean()).isTrue();
            assertThat(result.get("winners").isArray()).isTrue();
            assertThat(result.get("captured").asInt()).isEqualTo(state.get("board").get("captured").asInt());
            assertThat(result.get("draw").asBoolean()).isEqualTo(result.get("winners").isEmpty())
                    .isEqualTo(reason.equals("repetition") || reason.equals("quiet"));
            if (reason.equals("captures")) {
                assertThat(result.get("winners")).isEqualTo(json("[2]"));
                assertThat(result.get("captured").asInt()).isEqualTo(5);
            }
            if (reason.equals("blocked")) {
                assertThat(result.get("winners")).isEqualTo(json("[" + lastMover + "]"));
            }
            assertThat(legal()).isEmpty();
            String over = protocol.answer("{\"cmd\":\"state\"}");
            assertThat(ask("{\"cmd\":\"play\",\"move\":\"@c3\"}").get("error").asText()).contains("over");
            assertThat(play("@c3").has("error")).isTrue();
            assertThat(protocol.answer("{\"cmd\":\"state\"}")).isEqualTo(over);
        }
        assertThat(reasons.keySet()).as("%s", reasons).contains("captures", "blocked", "repetition");
    }
}
