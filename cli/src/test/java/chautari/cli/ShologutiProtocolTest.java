package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The engine protocol speaking Sholo Guti, whole games through {@link EngineProtocol}. */
class ShologutiProtocolTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> REASONS = Set.of("captures", "blocked", "repetition", "quiet");
    private final EngineProtocol protocol = new EngineProtocol();

    private JsonNode ask(String line) {
        try {
            return JSON.readTree(protocol.answer(line));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private JsonNode state() {
        return ask("{\"cmd\":\"state\"}");
    }

    private JsonNode play(String move) {
        return ask("{\"cmd\":\"play\",\"move\":\"" + move + "\"}");
    }

    private List<String> legal() {
        List<String> moves = new ArrayList<>();
        ask("{\"cmd\":\"legal\"}").get("moves").forEach(m -> moves.add(m.asText()));
        return moves;
    }

    private JsonNode start(long seed) {
        return ask("{\"cmd\":\"new\",\"game\":\"shologuti\",\"players\":2,\"options\":{},\"seed\":" + seed + "}");
    }

    @Test
    @DisplayName("Sholo Guti protocol: new gives the start, seat 1 to move, board points as docs/notation.md says")
    void newGivesTheStart() {
        JsonNode state = start(1);
        assertThat(state.get("toMove").asInt()).isEqualTo(1);
        assertThat(state.get("awaiting").asText()).isEqualTo("move");
        assertThat(state.has("result")).isFalse();
        JsonNode points = state.get("board").get("points");
        assertThat(points.size()).isEqualTo(32);
        assertThat(points.get("a1").asInt()).isEqualTo(1);
        assertThat(points.get("e4").asInt()).isEqualTo(1);
        assertThat(points.get("a6").asInt()).isEqualTo(2);
        assertThat(points.get("e9").asInt()).isEqualTo(2);
        assertThat(points.has("c5")).isFalse();
        assertThat(state().get("board")).isEqualTo(state.get("board"));
        assertThat(ask("{\"cmd\":\"new\",\"game\":\"shologuti\",\"players\":3}").has("error")).isTrue();
        assertThat(ask("{\"cmd\":\"new\",\"game\":\"shologuti\",\"options\":{\"size\":5}}").has("error")).isTrue();
    }

    @Test
    @DisplayName("Sholo Guti protocol: legal lists the start's steps in String.compareTo order; play moves a piece")
    void legalAndPlay() {
        start(1);
        List<String> moves = legal();
        assertThat(moves).isSortedAccordingTo(String::compareTo).doesNotHaveDuplicates()
                .contains("a4-a5", "c4-c5", "b4-c5", "e4-e5").noneMatch(m -> m.contains("x"));
        JsonNode after = play("c4-c5");
        assertThat(after.get("toMove").asInt()).isEqualTo(2);
        JsonNode points = after.get("board").get("points");
        assertThat(points.get("c5").asInt()).isEqualTo(1);
        assertThat(points.has("c4")).isFalse();
        assertThat(legal()).isSortedAccordingTo(String::compareTo).contains("c6xc4", "d6-d5");
    }

    @Test
    @DisplayName("Sholo Guti protocol: illegal and malformed moves are errors and change nothing")
    void refusedMovesChangeNothing() {
        start(2);
        play("c4-c5");
        String before = protocol.answer("{\"cmd\":\"state\"}");
        for (String bad : List.of(
                "{\"cmd\":\"play\",\"move\":\"c5-c6\"}",
                "{\"cmd\":\"play\",\"move\":\"b6-b5\",\"seat\":1}",
                "{\"cmd\":\"play\",\"move\":\"b6-b4\"}",
                "{\"cmd\":\"play\",\"move\":\"d6xb4\"}",
                "{\"cmd\":\"play\",\"move\":\"b6xd4xd2\"}",
                "{\"cmd\":\"play\",\"move\":\"b3-b2\"}",
                "{\"cmd\":\"play\",\"move\":\"f6-f5\"}",
                "{\"cmd\":\"play\",\"move\":\"b6b5\"}",
                "{\"cmd\":\"play\",\"move\":\"b6-b5-b4\"}",
                "{\"cmd\":\"play\",\"move\":\"b6-x\"}",
                "{\"cmd\":\"play\",\"move\":\"\"}",
                "{\"cmd\":\"play\",\"move\":\"pass\"}")) {
            assertThat(ask(bad).has("error")).as(bad).isTrue();
            assertThat(protocol.answer("{\"cmd\":\"state\"}")).as(bad).isEqualTo(before);
        }
    }

    @Test
    @DisplayName("Sholo Guti protocol: a chain of two captures is one move that takes both pieces (rule 3)")
    void aChainMove() {
        start(3);
        Rng choices = new Rng(7);
        String chain = null;
        for (int ply = 0; ply < 2000 && chain == null; ply++) {
            List<String> moves = legal();
            chain = moves.stream().filter(m -> m.chars().filter(c -> c == 'x').count() == 2).findFirst().orElse(null);
            if (chain == null) {
                assertThat(play(moves.get(choices.nextInt(moves.size()))).has("error")).isFalse();
                assertThat(state().get("awaiting").asText()).as("a seeded game offers a chain before it ends").isEqualTo("move");
            }
        }
        assertThat(chain).as("a chain of two jumps").isNotNull();
        JsonNode before = state();
        int mover = before.get("toMove").asInt();
        String[] points = chain.split("x");
        assertThat(legal()).as("the chain's prefix is a move too").contains(points[0] + "x" + points[1]);
        JsonNode after = play(chain);
        assertThat(after.has("error")).isFalse();
        JsonNode board = after.get("board").get("points");
        assertThat(board.size()).isEqualTo(before.get("board").get("points").size() - 2);
        assertThat(board.get(points[2]).asInt()).isEqualTo(mover);
        assertThat(board.has(points[0])).isFalse();
    }

    @Test
    @DisplayName("Sholo Guti protocol: whole games end with winners, draw and a reason of docs/notation.md")
    void wholeGamesEndWithAReason() {
        Set<String> reasons = new HashSet<>();
        for (long seed = 1; seed <= 6; seed++) {
            JsonNode state = start(seed);
            Rng choices = new Rng(seed * 31);
            while (!state.get("awaiting").asText().equals("over")) {
                List<String> moves = legal();
                assertThat(moves).isSortedAccordingTo(String::compareTo).doesNotHaveDuplicates().isNotEmpty();
                String move = moves.get(choices.nextInt(moves.size()));
                state = play(move);
                assertThat(state.has("error")).as(move).isFalse();
            }
            JsonNode result = state.get("result");
            assertThat(state.get("toMove").isNull()).isTrue();
            assertThat(result.get("winners").isArray()).isTrue();
            assertThat(result.get("draw").asBoolean()).isEqualTo(result.get("winners").isEmpty());
            String reason = result.get("reason").asText();
            assertThat(reason).isIn(REASONS);
            assertThat(result.get("draw").asBoolean()).isEqualTo(reason.equals("repetition") || reason.equals("quiet"));
            reasons.add(reason);
            assertThat(legal()).isEmpty();
            assertThat(play("c4-c5").get("error").asText()).isEqualTo("the game is over");
        }
        assertThat(reasons).isNotEmpty();
    }
}
