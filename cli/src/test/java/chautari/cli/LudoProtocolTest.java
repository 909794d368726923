package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The engine protocol speaks Ludo: one-digit throws, from-to moves, each seat's squares and the sixes in a row. */
class LudoProtocolTest {
    private static final String SQUARE = "(y|H|h[1-5]|t([1-9]|[1-4][0-9]|5[0-2]))";
    private final ProtocolSession protocol = new ProtocolSession();

    @Test
    @DisplayName("Ludo protocol: a new game of four awaits red's throw, every token in its yard")
    void aNewGame() {
        JsonNode state = protocol.ask("{\"cmd\":\"new\",\"game\":\"ludo\",\"players\":4,\"options\":{},\"seed\":1}");
        assertThat(state.get("toMove").asInt()).isEqualTo(1);
        assertThat(state.get("awaiting").asText()).isEqualTo("throw");
        assertThat(state.get("board")).isEqualTo(ProtocolSession.json("{\"tokens\":{\"1\":[\"y\",\"y\",\"y\",\"y\"],"
                + "\"2\":[\"y\",\"y\",\"y\",\"y\"],\"3\":[\"y\",\"y\",\"y\",\"y\"],\"4\":[\"y\",\"y\",\"y\",\"y\"]},\"sixes\":0}"));
        assertThat(state.has("result")).isFalse();
        assertThat(protocol.legal()).isEmpty();
        assertThat(protocol.ask("{\"cmd\":\"new\",\"game\":\"ludo\"}").get("board").get("tokens").size())
                .as("two players by default").isEqualTo(2);
    }

    @Test
    @DisplayName("Ludo protocol: a 6 brings a token out and earns a throw; squares are the track's own, the home column the mover's")
    void throwsAndMoves() {
        protocol.ask("{\"cmd\":\"new\",\"game\":\"ludo\",\"players\":2,\"seed\":1}");
        JsonNode thrown = protocol.throwOutcome(String.valueOf(6));
        assertThat(thrown.get("outcome").asText()).isEqualTo("6");
        assertThat(thrown.get("awaiting").asText()).isEqualTo("move");
        assertThat(thrown.get("board").get("sixes").asInt()).isEqualTo(1);
        assertThat(protocol.legal()).containsExactly("y-t1");
        JsonNode moved = protocol.play("y-t1");
        assertThat(moved.get("toMove").asInt()).isEqualTo(1);
        assertThat(moved.get("awaiting").asText()).isEqualTo("throw");
        assertThat(moved.get("board")).isEqualTo(ProtocolSession.json(
                "{\"tokens\":{\"1\":[\"t1\",\"y\",\"y\",\"y\"],\"2\":[\"y\",\"y\",\"y\",\"y\"]},\"sixes\":1}"));
        protocol.throwOutcome(String.valueOf(4));
        assertThat(protocol.legal()).containsExactly("t1-t5");
        JsonNode turnOver = protocol.ask("{\"cmd\":\"play\",\"move\":\"t1-t5\",\"seat\":1}");
        assertThat(turnOver.get("toMove").asInt()).isEqualTo(2);
        assertThat(turnOver.get("board").get("sixes").asInt()).isZero();
        protocol.throwOutcome(String.valueOf(6));
        assertThat(protocol.legal()).as("yellow, seat 2 of two, starts on t27").containsExactly("y-t27");
        protocol.play("y-t27");
        protocol.throwOutcome(String.valueOf(3));
        assertThat(protocol.legal()).containsExactly("t27-t30");
        assertThat(protocol.ask("{\"cmd\":\"throw\"}").has("error")).isTrue();
        protocol.play("t27-t30");
        assertThat(protocol.ask("{\"cmd\":\"throw\"}").get("outcome").asText()).matches("[1-6]");
    }

    @Test
    @DisplayName("Ludo protocol: a throw no token can use is lost with pass, and the third 6 in a row too")
    void passes() {
        protocol.ask("{\"cmd\":\"new\",\"game\":\"ludo\",\"players\":3,\"seed\":2}");
        protocol.throwOutcome(String.valueOf(5));
        assertThat(protocol.legal()).containsExactly("pass");
        assertThat(protocol.play("pass").get("toMove").asInt()).isEqualTo(2);
        protocol.throwOutcome(String.valueOf(6));
        assertThat(protocol.legal()).containsExactly("y-t14");
        protocol.play("y-t14");
        protocol.throwOutcome(String.valueOf(6));
        assertThat(protocol.legal()).containsExactly("t14-t20", "y-t14");
        protocol.play("t14-t20");
        JsonNode third = protocol.throwOutcome(String.valueOf(6));
        assertThat(third.get("board").get("sixes").asInt()).isEqualTo(3);
        assertThat(protocol.legal()).containsExactly("pass");
        assertThat(protocol.play("y-t14").has("error")).isTrue();
        JsonNode after = protocol.play("pass");
        assertThat(after.get("toMove").asInt()).isEqualTo(3);
        assertThat(after.get("board").get("tokens").get("2")).isEqualTo(ProtocolSession.json("[\"t20\",\"y\",\"y\",\"y\"]"));
    }

    @Test
    @DisplayName("Ludo protocol: every error is reported and leaves the game as it was")
    void errorsChangeNothing() {
        protocol.ask("{\"cmd\":\"new\",\"game\":\"ludo\",\"players\":4,\"seed\":3}");
        String before = protocol.answer("{\"cmd\":\"state\"}");
        for (String bad : List.of("{\"cmd\":\"play\",\"move\":\"y-t1\"}", "{\"cmd\":\"play\",\"move\":\"pass\"}",
                "{\"cmd\":\"throw\",\"outcome\":\"7\"}", "{\"cmd\":\"throw\",\"outcome\":\"0\"}",
                "{\"cmd\":\"throw\",\"outcome\":\"66\"}", "{\"cmd\":\"throw\",\"outcome\":6}",
                "{\"cmd\":\"throw\",\"outcome\":\"\"}")) {
            assertThat(protocol.ask(bad).has("error")).as(bad).isTrue();
            assertThat(protocol.answer("{\"cmd\":\"state\"}")).as(bad).isEqualTo(before);
        }
        protocol.throwOutcome(String.valueOf(6));
        before = protocol.answer("{\"cmd\":\"state\"}");
        for (String move : List.of("y-t14", "y-t2", "t1-t7", "pass", "y-H", "y-h1", "t0-t1", "t53-t1", "t01-t7",
                "x-t1", "y", "y-t1-t2", "yt1", "", "Y-T1", "t52-t1")) {
            JsonNode answer = protocol.play(move);
            assertThat(answer.has("error")).as(move).isTrue();
            assertThat(protocol.answer("{\"cmd\":\"state\"}")).as(move).isEqualTo(before);
        }
        assertThat(protocol.legal()).containsExactly("y-t1");
        assertThat(protocol.ask("{\"cmd\":\"play\",\"move\":\"y-t1\",\"seat\":2}").has("error")).isTrue();
        assertThat(protocol.ask("{\"cmd\":\"throw\"}").has("error")).isTrue();
        assertThat(protocol.answer("{\"cmd\":\"state\"}")).isEqualTo(before);
    }

    @Test
    @DisplayName("Ludo protocol: players are 2 to 4 and there are no options")
    void playersAndOptionsAreChecked() {
        for (String bad : List.of("\"players\":1", "\"players\":5", "\"players\":6", "\"options\":{\"partners\":true}",
                "\"options\":{\"captureBonus\":false}", "\"options\":{\"x\":1}")) {
            JsonNode answer = protocol.ask("{\"cmd\":\"new\",\"game\":\"ludo\"," + bad + "}");
            assertThat(answer.has("error")).as(bad).isTrue();
        }
        assertThat(protocol.ask("{\"cmd\":\"new\",\"game\":\"ludo\",\"players\":5}").get("error").asText()).contains("2 to 4");
        JsonNode ok = protocol.ask("{\"cmd\":\"new\",\"game\":\"ludo\",\"players\":3,\"options\":{}}");
        assertThat(ok.get("board").get("tokens").size()).isEqualTo(3);
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    @DisplayName("Ludo protocol: whole games from the first throw to the result")
    void wholeGames(int players) {
        for (long seed = 1; seed <= 3; seed++) {
            JsonNode state = protocol.ask("{\"cmd\":\"new\",\"game\":\"ludo\",\"players\":" + players + ",\"seed\":" + seed + "}");
            Rng choices = new Rng(seed);
            int throwsMade = 0;
            int steps = 0;
            while (!state.get("awaiting").asText().equals("over")) {
                assertThat(steps++).as("seed %d ends", seed).isLessThan(50_000);
                if (state.get("awaiting").asText().equals("throw")) {
                    state = protocol.ask("{\"cmd\":\"throw\"}");
                    assertThat(state.get("outcome").asText()).matches("[1-6]");
                    throwsMade++;
                    continue;
                }
                List<String> moves = protocol.legal();
                assertThat(moves).isSorted().doesNotHaveDuplicates().isNotEmpty();
                assertThat(moves).allMatch(m -> m.equals("pass") || m.matches(SQUARE + "-" + SQUARE));
                state = protocol.play(moves.get(choices.nextInt(moves.size())));
                assertThat(state.has("error")).as("seed %d: %s", seed, state).isFalse();
                JsonNode tokens = state.get("board").get("tokens");
                assertThat(tokens.size()).isEqualTo(players);
                tokens.forEach(seat -> assertThat(seat.size()).isEqualTo(4));
            }
            JsonNode result = state.get("result");
            assertThat(state.get("toMove").isNull()).isTrue();
            assertThat(result.get("draw").asBoolean()).isFalse();
            assertThat(result.get("throws").asInt()).isEqualTo(throwsMade);
            assertThat(result.get("winners").size()).isEqualTo(1);
            String winner = result.get("winners").get(0).asText();
            assertThat(state.get("board").get("tokens").get(winner)).isEqualTo(ProtocolSession.json("[\"H\",\"H\",\"H\",\"H\"]"));
            assertThat(protocol.legal()).isEmpty();
        }
    }
}
