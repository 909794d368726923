package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The engine protocol speaks Snakes and Ladders: one-digit throws, from-to moves, each seat's square. */
class SnakesProtocolTest {
    private final ProtocolSession protocol = new ProtocolSession();

    @Test
    @DisplayName("Snakes and Ladders protocol: a new game has every token at 0 and seat 1 to throw; two players by default")
    void newGame() {
        JsonNode state = protocol.ask("{\"cmd\":\"new\",\"game\":\"snakes\",\"players\":3,\"options\":{},\"seed\":4}");
        assertThat(state.get("toMove").asInt()).isEqualTo(1);
        assertThat(state.get("awaiting").asText()).isEqualTo("throw");
        assertThat(state.get("board")).isEqualTo(ProtocolSession.json("{\"squares\":{\"1\":0,\"2\":0,\"3\":0}}"));
        assertThat(state.has("result")).isFalse();
        assertThat(protocol.legal()).isEmpty();
        assertThat(protocol.ask("{\"cmd\":\"new\",\"game\":\"snakes\"}").get("board"))
                .isEqualTo(ProtocolSession.json("{\"squares\":{\"1\":0,\"2\":0}}"));
    }

    @Test
    @DisplayName("Snakes and Ladders protocol: a throw is the die's face; the one legal move is from-to after the ladder, 0-38")
    void throwThenTheOneMove() {
        protocol.ask("{\"cmd\":\"new\",\"game\":\"snakes\",\"players\":2,\"seed\":1}");
        JsonNode thrown = protocol.throwOutcome("1");
        assertThat(thrown.get("outcome").asText()).isEqualTo("1");
        assertThat(thrown.get("awaiting").asText()).isEqualTo("move");
        assertThat(thrown.get("toMove").asInt()).isEqualTo(1);
        assertThat(protocol.legal()).containsExactly("0-38");
        JsonNode moved = protocol.play("0-38");
        assertThat(moved.get("board")).isEqualTo(ProtocolSession.json("{\"squares\":{\"1\":38,\"2\":0}}"));
        assertThat(moved.get("toMove").asInt()).isEqualTo(2);
        assertThat(moved.get("awaiting").asText()).isEqualTo("throw");
        protocol.throwOutcome("6");
        assertThat(protocol.legal()).as("rule 1: a 6 earns no extra throw").containsExactly("0-6");
        assertThat(protocol.play("0-6").get("toMove").asInt()).isEqualTo(1);
        JsonNode drawn = protocol.ask("{\"cmd\":\"throw\"}");
        assertThat(drawn.get("outcome").asText()).as("a throw drawn from the seed").matches("[1-6]");
    }

    /** Both seats of a two-player game throw the same faces in turn, each taking its one move. */
    private void bothWalk(String[][] path) {
        for (String[] step : path) {
            for (int seat = 1; seat <= 2; seat++) {
                protocol.throwOutcome(step[0]);
                assertThat(protocol.legal()).as("seat %d", seat).containsExactly(step[1]);
                assertThat(protocol.play(step[1]).has("error")).isFalse();
            }
        }
    }

    @Test
    @DisplayName("Snakes and Ladders protocol: rule 4, from 60 a 4 reaches the snake at 64: the only legal move is 60-60")
    void aMoveThatEndsWhereItBegan() {
        protocol.ask("{\"cmd\":\"new\",\"game\":\"snakes\",\"players\":2,\"seed\":1}");
        bothWalk(new String[][] {{"1", "0-38"}, {"4", "38-42"}, {"6", "42-48"}, {"6", "48-54"}, {"6", "54-60"}});
        protocol.throwOutcome("4");
        assertThat(protocol.legal()).containsExactly("60-60");
        assertThat(protocol.play("pass").get("error").asText()).contains("not a legal move");
        JsonNode back = protocol.play("60-60");
        assertThat(back.get("board")).isEqualTo(ProtocolSession.json("{\"squares\":{\"1\":60,\"2\":60}}"));
        assertThat(back.get("toMove").asInt()).isEqualTo(2);
        assertThat(back.get("awaiting").asText()).isEqualTo("throw");
    }

    @Test
    @DisplayName("Snakes and Ladders protocol: rule 3, a throw past 100 is lost: legal is [pass], and pass keeps the token")
    void aThrowPastHundredIsAPass() {
        protocol.ask("{\"cmd\":\"new\",\"game\":\"snakes\",\"players\":2,\"seed\":1}");
        bothWalk(new String[][] {{"1", "0-38"}, {"1", "38-39"}, {"6", "39-45"}, {"6", "45-67"}, {"4", "67-91"},
            {"3", "91-94"}, {"5", "94-99"}});
        for (String face : List.of("2", "3", "4", "5", "6")) {
            JsonNode thrown = protocol.throwOutcome(face);
            assertThat(thrown.get("awaiting").asText()).isEqualTo("move");
            assertThat(protocol.legal()).as("99 and a %s", face).containsExactly("pass");
            assertThat(protocol.play("99-99").get("error").asText()).contains("not a legal move");
            JsonNode passed = protocol.play("pass");
            assertThat(passed.get("board")).isEqualTo(ProtocolSession.json("{\"squares\":{\"1\":99,\"2\":99}}"));
            assertThat(passed.get("awaiting").asText()).isEqualTo("throw");
        }
        protocol.throwOutcome("1");
        assertThat(protocol.legal()).containsExactly("99-100");
        JsonNode won = protocol.play("99-100");
        assertThat(won.get("awaiting").asText()).isEqualTo("over");
        assertThat(won.get("toMove").isNull()).isTrue();
        assertThat(won.get("result")).isEqualTo(ProtocolSession.json("{\"winners\":[2],\"draw\":false,\"throws\":20}"));
    }

    @Test
    @DisplayName("Snakes and Ladders protocol: bad throws, moves, seats, player counts and options are errors that change nothing")
    void refusedCommandsChangeNothing() {
        protocol.ask("{\"cmd\":\"new\",\"game\":\"snakes\",\"players\":2,\"seed\":1}");
        protocol.throwOutcome("2");
        String before = protocol.answer("{\"cmd\":\"state\"}");
        for (String bad : List.of(
                "{\"cmd\":\"throw\"}",
                "{\"cmd\":\"play\",\"move\":\"0-3\"}",
                "{\"cmd\":\"play\",\"move\":\"0-2\",\"seat\":2}",
                "{\"cmd\":\"play\",\"move\":\"0-2\",\"seat\":7}",
                "{\"cmd\":\"play\",\"move\":\"pass\"}",
                "{\"cmd\":\"play\",\"move\":\"0-101\"}",
                "{\"cmd\":\"play\",\"move\":\"00-2\"}",
                "{\"cmd\":\"play\",\"move\":\"0 - 2\"}",
                "{\"cmd\":\"play\",\"move\":\"2\"}",
                "{\"cmd\":\"play\",\"move\":2}",
                "{\"cmd\":\"play\"}")) {
            assertThat(protocol.ask(bad).get("error").asText()).as(bad).isNotBlank();
            assertThat(protocol.answer("{\"cmd\":\"state\"}")).as(bad).isEqualTo(before);
        }
        protocol.play("0-2");
        String thrower = protocol.answer("{\"cmd\":\"state\"}");
        for (String bad : List.of("0", "7", "66", "", "six", "1011")) {
            assertThat(protocol.throwOutcome(bad).get("error").asText()).as(bad).contains("not a throw");
        }
        assertThat(protocol.ask("{\"cmd\":\"throw\",\"outcome\":6}").has("error")).isTrue();
        assertThat(protocol.play("0-6").get("error").asText()).contains("throw is awaited");
        for (String bad : List.of(
                "{\"cmd\":\"new\",\"game\":\"snakes\",\"players\":1}",
                "{\"cmd\":\"new\",\"game\":\"snakes\",\"players\":7}",
                "{\"cmd\":\"new\",\"game\":\"snakes\",\"options\":{\"exact\":false}}")) {
            assertThat(protocol.ask(bad).get("error").asText()).as(bad).isNotBlank();
        }
        assertThat(protocol.answer("{\"cmd\":\"state\"}")).isEqualTo(thrower);
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 4, 6})
    @DisplayName("Snakes and Ladders protocol: whole seeded games end with the winner at 100, no draw, and the throws made")
    void wholeGames(int players) {
        for (long seed = 1; seed <= 30; seed++) {
            protocol.ask("{\"cmd\":\"new\",\"game\":\"snakes\",\"players\":" + players + ",\"seed\":" + seed + "}");
            Rng faces = new Rng(seed * 17 + players);
            JsonNode state = protocol.ask("{\"cmd\":\"state\"}");
            int throwsMade = 0;
            int expectedThrower = 1;
            int lastMover = 0;
            while (!state.get("awaiting").asText().equals("over")) {
                assertThat(state.get("awaiting").asText()).isEqualTo("throw");
                assertThat(state.get("toMove").asInt()).as("seats in order").isEqualTo(expectedThrower);
                JsonNode thrown = seed % 2 == 0 ? protocol.ask("{\"cmd\":\"throw\"}")
                        : protocol.throwOutcome(String.valueOf(1 + faces.nextInt(6)));
                throwsMade++;
                assertThat(thrown.get("outcome").asText()).matches("[1-6]");
                List<String> moves = protocol.legal();
                assertThat(moves).as("exactly one legal move a throw").hasSize(1);
                lastMover = thrown.get("toMove").asInt();
                state = protocol.play(moves.get(0));
                assertThat(state.has("error")).as(moves.get(0)).isFalse();
                expectedThrower = lastMover % players + 1;
            }
            assertThat(state.get("result")).isEqualTo(ProtocolSession.json(
                    "{\"winners\":[" + lastMover + "],\"draw\":false,\"throws\":" + throwsMade + "}"));
            assertThat(state.get("board").get("squares").get(String.valueOf(lastMover)).asInt()).isEqualTo(100);
            assertThat(protocol.legal()).isEmpty();
            assertThat(protocol.ask("{\"cmd\":\"throw\"}").get("error").asText()).contains("over");
        }
    }
}
