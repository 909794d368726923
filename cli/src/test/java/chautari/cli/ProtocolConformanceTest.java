package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.Games;
import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine protocol speaks every registered game, at its fewest and most players: a whole
 * seeded game through new, state, legal, throw, play and think, bad commands refused without a
 * change, and the game replayed in a fresh session from its commands (its throws given their
 * outcomes) to the same end.
 */
class ProtocolConformanceTest {
    private static final int STEP_LIMIT = 200_000;

    static Stream<Arguments> tables() {
        return Games.all().stream().flatMap(game -> IntStream.of(game.minPlayers(), game.maxPlayers()).distinct()
                .mapToObj(players -> Arguments.of(Named.of(game.id(), game), players)));
    }

    @ParameterizedTest(name = "{0}, {1} players")
    @MethodSource("tables")
    @DisplayName("a whole game over the protocol answers every command, refuses bad ones unchanged, and replays from its commands")
    void aWholeGameAnswersEveryCommandAndReplays(Game game, int players) {
        ProtocolSession session = new ProtocolSession();
        String where = game.id() + ", " + players + " players";
        List<String> commands = new ArrayList<>();
        commands.add("{\"cmd\":\"new\",\"game\":\"" + game.id() + "\",\"players\":" + players + ",\"seed\":17}");
        JsonNode state = session.ask(commands.get(0));
        Rng rng = new Rng(players);
        List<String> awaited = new ArrayList<>();
        for (int steps = 0; !awaiting(state).equals("over"); steps++) {
            assertThat(steps).as(where + ": the game ends").isLessThan(STEP_LIMIT);
            assertThat(session.ask("{\"cmd\":\"state\"}")).as(where).isEqualTo(state);
            boolean first = !awaited.contains(awaiting(state));
            if (first) {
                awaited.add(awaiting(state));
                refusesBadCommands(session, where);
            }
            switch (awaiting(state)) {
                case "throw" -> {
                    assertThat(session.legal()).as(where + ": no moves while a throw is awaited").isEmpty();
                    JsonNode thrown = session.ask("{\"cmd\":\"throw\"}");
                    String outcome = thrown.get("outcome").asText();
                    commands.add("{\"cmd\":\"throw\",\"outcome\":\"" + outcome + "\"}");
                    state = withoutOutcome(thrown);
                }
                case "move" -> {
                    List<String> legal = session.legal();
                    assertThat(legal).as(where + ": a move awaited has moves").isNotEmpty();
                    String move = first ? thought(session, "", where) : legal.get(rng.nextInt(legal.size()));
                    assertThat(legal).as(where).contains(move);
                    commands.add("{\"cmd\":\"play\",\"move\":\"" + move + "\"}");
                    state = session.ask(commands.get(commands.size() - 1));
                }
                case "stake" -> {
                    JsonNode stakes = session.ask("{\"cmd\":\"legal\"}").get("stakes");
                    assertThat(stakes.size()).as(where + ": a stake round has seats to stake").isPositive();
                    int seat = Integer.parseInt(stakes.fieldNames().next());
                    String stake = thought(session, ",\"seat\":" + seat, where);
                    commands.add("{\"cmd\":\"play\",\"seat\":" + seat + ",\"move\":\"" + stake + "\"}");
                    state = session.ask(commands.get(commands.size() - 1));
                }
                default -> throw new AssertionError(where + ": awaiting " + awaiting(state));
            }
            assertThat(state.has("error")).as(where + ": %s", state).isFalse();
        }
        assertThat(state.get("toMove").isNull()).as(where).isTrue();
        assertThat(state.get("result").get("winners").isArray()).as(where).isTrue();
        assertThat(state.get("result").get("draw").isBoolean()).as(where).isTrue();
        assertThat(session.legal()).as(where + ": no moves once over").isEmpty();
        refusesBadCommands(session, where);
        assertThat(session.ask("{\"cmd\":\"think\",\"iterations\":1}").has("error")).as(where).isTrue();

        ProtocolSession replay = new ProtocolSession();
        commands.forEach(command -> assertThat(replay.ask(command).has("error")).as(where + ": %s", command).isFalse());
        assertThat(replay.ask("{\"cmd\":\"state\"}")).as(where + ": the replay ends alike").isEqualTo(state);
    }

    private static String awaiting(JsonNode state) {
        return state.get("awaiting").asText();
    }

    private static JsonNode withoutOutcome(JsonNode thrown) {
        ObjectNode state = thrown.deepCopy();
        state.remove("outcome");
        return state;
    }

    /** The computer's choice for the seat (fields such as {@code ,"seat":2}), with the least budget. */
    private static String thought(ProtocolSession session, String fields, String where) {
        JsonNode answer = session.ask("{\"cmd\":\"think\",\"iterations\":1" + fields + "}");
        assertThat(answer.has("move")).as(where + ": think answers %s", answer).isTrue();
        return answer.get("move").asText();
    }

    /** Malformed and untimely commands get an error alone and leave the game as it was. */
    private static void refusesBadCommands(ProtocolSession session, String where) {
        JsonNode before = session.ask("{\"cmd\":\"state\"}");
        for (String bad : List.of("{\"cmd\":\"play\",\"move\":\"no such move\"}", "{\"cmd\":\"play\",\"seat\":99,\"move\":\"x\"}",
                "{\"cmd\":\"throw\",\"outcome\":\"no such outcome\"}", "{\"cmd\":\"fly\"}", "not json")) {
            JsonNode answer = session.ask(bad);
            assertThat(answer.fieldNames()).toIterable().as(where + ": %s", bad).containsExactly("error");
            assertThat(session.ask("{\"cmd\":\"state\"}")).as(where + ": %s changes nothing", bad).isEqualTo(before);
        }
    }
}
