package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The engine protocol speaks Pasa: three-digit throws, die:from-to moves, progress numbers and dice. */
class PasaProtocolTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SQUARE = "(H|[SENW][crl][1-8])";
    private final EngineProtocol protocol = new EngineProtocol();

    private JsonNode ask(String line) {
        try {
            return JSON.readTree(protocol.answer(line));
        } catch (Exception e) {
            throw new AssertionError("not JSON: " + line, e);
        }
    }

    private List<String> legal() {
        List<String> moves = new ArrayList<>();
        ask("{\"cmd\":\"legal\"}").get("moves").forEach(m -> moves.add(m.asText()));
        return moves;
    }

    @Test
    @DisplayName("Pasa protocol: a new game shows every seat's progress numbers and no dice")
    void aNewGameShowsProgressNumbersAndNoDice() throws Exception {
        JsonNode state = ask("{\"cmd\":\"new\",\"game\":\"pasa\",\"players\":4,\"seed\":1}");
        assertThat(state.get("toMove").asInt()).isEqualTo(1);
        assertThat(state.get("awaiting").asText()).isEqualTo("throw");
        assertThat(state.get("board")).isEqualTo(JSON.readTree(
                "{\"pieces\":{\"1\":[0,0,0,0],\"2\":[0,0,0,0],\"3\":[0,0,0,0],\"4\":[0,0,0,0]},\"dice\":[]}"));
        assertThat(state.has("result")).isFalse();
        assertThat(legal()).isEmpty();
    }

    @Test
    @DisplayName("Pasa protocol: a throw is three digits in throw order, a move is die:from-to")
    void throwsAndMoves() throws Exception {
        ask("{\"cmd\":\"new\",\"game\":\"pasa\",\"players\":2,\"seed\":1}");
        JsonNode thrown = ask("{\"cmd\":\"throw\",\"outcome\":\"512\"}");
        assertThat(thrown.get("outcome").asText()).isEqualTo("512");
        assertThat(thrown.get("awaiting").asText()).isEqualTo("move");
        assertThat(thrown.get("board").get("dice")).isEqualTo(JSON.readTree("[1,2,5]"));
        assertThat(legal()).containsExactly("1:H-Sc1", "2:H-Sc2", "5:H-Sc5");
        JsonNode moved = ask("{\"cmd\":\"play\",\"move\":\"5:H-Sc5\"}");
        assertThat(moved.get("board")).isEqualTo(JSON.readTree(
                "{\"pieces\":{\"1\":[0,0,0,5],\"2\":[0,0,0,0]},\"dice\":[1,2]}"));
        ask("{\"cmd\":\"play\",\"move\":\"2:Sc5-Sc7\"}");
        JsonNode turnOver = ask("{\"cmd\":\"play\",\"move\":\"1:Sc7-Sc8\",\"seat\":1}");
        assertThat(turnOver.get("toMove").asInt()).isEqualTo(2);
        assertThat(turnOver.get("awaiting").asText()).isEqualTo("throw");
        assertThat(ask("{\"cmd\":\"throw\"}").get("outcome").asText()).matches("[1256]{3}");
        assertThat(legal()).allMatch(m -> m.matches("[1256]:H-Nc[1256]"));
    }

    @Test
    @DisplayName("Pasa protocol: every error is reported and leaves the game as it was")
    void errorsChangeNothing() {
        ask("{\"cmd\":\"new\",\"game\":\"pasa\",\"players\":4,\"seed\":3}");
        String before = protocol.answer("{\"cmd\":\"state\"}");
        for (String bad : List.of("{\"cmd\":\"play\",\"move\":\"5:H-Sc5\"}",
                "{\"cmd\":\"throw\",\"outcome\":\"153\"}", "{\"cmd\":\"throw\",\"outcome\":\"15\"}",
                "{\"cmd\":\"throw\",\"outcome\":152}")) {
            assertThat(ask(bad).has("error")).as(bad).isTrue();
            assertThat(protocol.answer("{\"cmd\":\"state\"}")).as(bad).isEqualTo(before);
        }
        ask("{\"cmd\":\"throw\",\"outcome\":\"255\"}");
        before = protocol.answer("{\"cmd\":\"state\"}");
        List<String> legalBefore = legal();
        for (String move : List.of("7:H-Sc7", "6:H-Sc6", "1:H-Sc1", "5:H-Sc6", "5:H-Nc5", "5:Sc1-Sc6", "pass",
                "5:H-Xc5", "5-H-Sc5", "5:HSc5", "")) {
            JsonNode answer = ask("{\"cmd\":\"play\",\"move\":\"" + move + "\"}");
            assertThat(answer.has("error")).as(move).isTrue();
            assertThat(protocol.answer("{\"cmd\":\"state\"}")).as(move).isEqualTo(before);
            assertThat(legal()).isEqualTo(legalBefore);
        }
        assertThat(ask("{\"cmd\":\"play\",\"move\":\"5:H-Sc5\",\"seat\":2}").has("error")).isTrue();
        assertThat(ask("{\"cmd\":\"throw\"}").has("error")).isTrue();
        assertThat(protocol.answer("{\"cmd\":\"state\"}")).isEqualTo(before);
    }

    @Test
    @DisplayName("Pasa protocol: players and options are checked")
    void playersAndOptionsAreChecked() {
        for (String bad : List.of("\"players\":1", "\"players\":5", "\"options\":{\"partners\":\"yes\"}",
                "\"options\":{\"cells\":17}", "\"options\":{\"captureBonus\":1}")) {
            assertThat(ask("{\"cmd\":\"new\",\"game\":\"pasa\"," + bad + "}").has("error")).as(bad).isTrue();
        }
        JsonNode ok = ask("{\"cmd\":\"new\",\"game\":\"pasa\",\"players\":3,"
                + "\"options\":{\"partners\":false,\"captureBonus\":true}}");
        assertThat(ok.get("board").get("pieces").size()).isEqualTo(3);
    }

    @ParameterizedTest(name = "{0} players, partners={1}, captureBonus={2}")
    @CsvSource({"2,true,false", "3,true,true", "4,true,false", "4,false,false", "4,true,true", "2,false,true"})
    @DisplayName("Pasa protocol: whole games from the first throw to the result")
    void wholeGames(int players, boolean partners, boolean bonus) {
        for (long seed = 1; seed <= 3; seed++) {
            JsonNode state = ask("{\"cmd\":\"new\",\"game\":\"pasa\",\"players\":" + players + ",\"options\":"
                    + "{\"partners\":" + partners + ",\"captureBonus\":" + bonus + "},\"seed\":" + seed + "}");
            Rng choices = new Rng(seed);
            int throwsMade = 0;
            int steps = 0;
            while (!state.get("awaiting").asText().equals("over")) {
                assertThat(steps++).as("seed %d ends", seed).isLessThan(20_000);
                if (state.get("awaiting").asText().equals("throw")) {
                    state = ask("{\"cmd\":\"throw\"}");
                    assertThat(state.get("outcome").asText()).matches("[1256]{3}");
                    throwsMade++;
                    continue;
                }
                List<String> moves = legal();
                assertThat(moves).isSorted().doesNotHaveDuplicates().isNotEmpty();
                assertThat(moves).allMatch(m -> m.equals("pass") || m.matches("[1256]:" + SQUARE + "-" + SQUARE));
                state = ask("{\"cmd\":\"play\",\"move\":\"" + moves.get(choices.nextInt(moves.size())) + "\"}");
                assertThat(state.has("error")).as("seed %d: %s", seed, state).isFalse();
                JsonNode pieces = state.get("board").get("pieces");
                assertThat(pieces.size()).isEqualTo(players);
                pieces.forEach(seat -> assertThat(seat.size()).isEqualTo(4));
            }
            JsonNode result = state.get("result");
            assertThat(state.get("toMove").isNull()).isTrue();
            assertThat(result.get("draw").asBoolean()).isFalse();
            assertThat(result.get("throws").asInt()).isEqualTo(throwsMade);
            assertThat(result.get("winners").size()).isEqualTo(players == 4 && partners ? 2 : 1);
            for (JsonNode winner : result.get("winners")) {
                assertThat(state.get("board").get("pieces").get(winner.asText()).toString()).isEqualTo("[84,84,84,84]");
            }
            assertThat(legal()).isEmpty();
        }
    }
}
