package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The engine protocol speaking Kauda: stake rounds with seats, sixteen-shell throws, whole games. */
class KaudaProtocolTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final EngineProtocol engine = new EngineProtocol();

    private JsonNode ask(String line) {
        try {
            return JSON.readTree(engine.answer(line));
        } catch (Exception e) {
            throw new AssertionError("the answer to " + line + " is not JSON", e);
        }
    }

    private JsonNode state() {
        return ask("{\"cmd\":\"state\"}");
    }

    /** The command is refused with a message, and the state stays as it was. */
    private void refused(String line) {
        JsonNode before = state();
        JsonNode answer = ask(line);
        assertThat(answer.has("error")).as("%s is refused: %s", line, answer).isTrue();
        assertThat(answer.get("error").asText()).isNotBlank();
        assertThat(state()).as("state after %s", line).isEqualTo(before);
    }

    private static String stake(int seat, String move) {
        return "{\"cmd\":\"play\",\"seat\":" + seat + ",\"move\":\"" + move + "\"}";
    }

    @Test
    @DisplayName("Kauda protocol: a stake round, its limits, hidden stakes, a strike and the next round")
    void aStakeRoundAndAStrike() {
        JsonNode start = ask("{\"cmd\":\"new\",\"game\":\"kauda\",\"players\":3,\"seed\":7}");
        assertThat(start.get("toMove").isNull()).isTrue();
        assertThat(start.get("awaiting").asText()).isEqualTo("stake");
        assertThat(start.get("board")).isEqualTo(JSON.valueToTree(Map.of(
                "chips", Map.of("1", 100, "2", 100, "3", 100),
                "holder", 1, "streak", 0, "round", 1, "staked", List.of(), "stakes", Map.of())));

        JsonNode legal = ask("{\"cmd\":\"legal\"}");
        assertThat(legal.get("moves")).isEmpty();
        assertThat(legal.get("stakes").toString()).isEqualTo(
                "{\"2\":{\"khals\":[\"chauka\",\"chhakka\",\"panja\"],\"least\":5,\"greatest\":50},"
                        + "\"3\":{\"khals\":[\"chauka\",\"chhakka\",\"panja\"],\"least\":5,\"greatest\":50}}");

        refused("{\"cmd\":\"play\",\"move\":\"panja:10\"}");
        refused(stake(1, "panja:10"));
        refused(stake(4, "panja:10"));
        refused(stake(2, "tiya:10"));
        refused(stake(2, "panja:4"));
        refused(stake(2, "panja:51"));
        refused(stake(2, "panja:010"));
        refused(stake(2, "panja"));
        refused(stake(2, "pass"));
        refused("{\"cmd\":\"throw\"}");

        JsonNode staked = ask(stake(2, "panja:10"));
        assertThat(staked.get("awaiting").asText()).isEqualTo("stake");
        assertThat(staked.get("board").get("staked").toString()).isEqualTo("[2]");
        assertThat(staked.get("board").get("stakes").size()).isZero();
        assertThat(staked.toString()).doesNotContain("panja");
        refused(stake(2, "panja:11"));
        assertThat(ask("{\"cmd\":\"legal\"}").get("stakes").fieldNames()).toIterable().containsExactly("3");

        JsonNode ready = ask(stake(3, "chauka:20"));
        assertThat(ready.get("awaiting").asText()).isEqualTo("throw");
        assertThat(ready.get("toMove").asInt()).isEqualTo(1);
        assertThat(ready.toString()).doesNotContain("panja").doesNotContain("chauka");
        assertThat(ask("{\"cmd\":\"legal\"}").toString()).isEqualTo("{\"moves\":[]}");
        refused(stake(3, "chauka:20"));
        refused("{\"cmd\":\"throw\",\"outcome\":\"10110000111100001\"}");
        refused("{\"cmd\":\"throw\",\"outcome\":\"1011000011110002\"}");

        JsonNode thrown = ask("{\"cmd\":\"throw\",\"outcome\":\"1011000011110000\"}");
        assertThat(thrown.get("outcome").asText()).isEqualTo("1011000011110000");
        JsonNode board = thrown.get("board");
        assertThat(board.get("chips").toString()).isEqualTo("{\"1\":130,\"2\":90,\"3\":80}");
        assertThat(board.get("stakes").toString()).isEqualTo("{\"2\":\"panja:10\",\"3\":\"chauka:20\"}");
        assertThat(board.get("holder").asInt()).isEqualTo(1);
        assertThat(board.get("streak").asInt()).isEqualTo(1);
        assertThat(board.get("staked")).isEmpty();
        assertThat(thrown.get("awaiting").asText()).isEqualTo("stake");
        JsonNode next = ask("{\"cmd\":\"legal\"}").get("stakes");
        assertThat(next.get("2").get("least").asInt()).isEqualTo(10);
        assertThat(next.get("2").get("greatest").asInt()).isEqualTo(65);
    }

    @Test
    @DisplayName("Kauda protocol: options are checked and a throw draws sixteen shells")
    void optionsAndDrawnThrows() {
        assertThat(ask("{\"cmd\":\"new\",\"game\":\"kauda\",\"players\":7}").has("error")).isTrue();
        assertThat(ask("{\"cmd\":\"new\",\"game\":\"kauda\",\"players\":2,\"options\":{\"rounds\":4}}").has("error")).isTrue();
        assertThat(ask("{\"cmd\":\"new\",\"game\":\"kauda\",\"players\":2,\"options\":{\"doubling\":\"no\"}}").has("error")).isTrue();
        JsonNode start = ask("{\"cmd\":\"new\",\"game\":\"kauda\",\"players\":2,\"seed\":1,"
                + "\"options\":{\"rounds\":3,\"doubling\":false}}");
        assertThat(start.get("awaiting").asText()).isEqualTo("stake");
        ask(stake(2, "chhakka:5"));
        JsonNode thrown = ask("{\"cmd\":\"throw\"}");
        assertThat(thrown.get("outcome").asText()).matches("[01]{16}");
    }

    @Test
    @DisplayName("Kauda protocol: whole games for 2 to 6 players, stakes chosen from legal, until the result")
    void wholeGames() {
        for (int players = 2; players <= 6; players++) {
            for (long seed = 0; seed < 5; seed++) {
                String game = players + " players, seed " + seed;
                Rng rng = new Rng(seed * 31 + players);
                JsonNode state = ask("{\"cmd\":\"new\",\"game\":\"kauda\",\"players\":" + players
                        + ",\"seed\":" + seed + ",\"options\":{\"rounds\":3}}");
                int steps = 0;
                while (!state.get("awaiting").asText().equals("over")) {
                    assertThat(++steps).as(game).isLessThan(10_000);
                    if (state.get("awaiting").asText().equals("throw")) {
                        state = ask("{\"cmd\":\"throw\"}");
                        continue;
                    }
                    JsonNode stakes = ask("{\"cmd\":\"legal\"}").get("stakes");
                    assertThat(stakes.size()).as(game).isPositive();
                    List<String> seats = new ArrayList<>();
                    stakes.fieldNames().forEachRemaining(seats::add);
                    for (String seat : seats) {
                        JsonNode limits = stakes.get(seat);
                        String khal = limits.get("khals").get(rng.nextInt(3)).asText();
                        int least = limits.get("least").asInt();
                        int amount = least + rng.nextInt(limits.get("greatest").asInt() - least + 1);
                        state = ask(stake(Integer.parseInt(seat), khal + ":" + amount));
                        assertThat(state.has("error")).as("%s: %s", game, state).isFalse();
                    }
                }
                JsonNode result = state.get("result");
                assertThat(result.get("draw").isBoolean()).as(game).isTrue();
                assertThat(result.get("winners").isArray()).as(game).isTrue();
                int total = 0;
                for (int seat = 1; seat <= players; seat++) {
                    total += result.get("chips").get(String.valueOf(seat)).asInt();
                }
                assertThat(total).as(game).isEqualTo(100 * players);
                assertThat(state.get("toMove").isNull()).as(game).isTrue();
                refused("{\"cmd\":\"throw\"}");
                refused(stake(1, "panja:5"));
            }
        }
    }
}
