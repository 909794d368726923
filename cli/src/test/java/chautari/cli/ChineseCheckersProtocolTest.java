package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The engine protocol speaking Chinese Checkers (RULINGS "Chinese Checkers", NOTATION's move and board). */
class ChineseCheckersProtocolTest {
    private static final Map<String, String> POINTS = Map.of(
            "S", "a1 b1 b2 c1 c2 c3 d1 d2 d3 d4",
            "SE", "e10 e11 e12 e13 f10 f11 f12 g10 g11 h10",
            "NE", "m10 m11 m12 m13 l10 l11 l12 k10 k11 j10",
            "N", "n1 n2 n3 n4 o1 o2 o3 p1 p2 q1",
            "NW", "m1 m2 m3 m4 l1 l2 l3 k1 k2 j1",
            "SW", "e1 e2 e3 e4 f1 f2 f3 g1 g2 h1");
    private final ProtocolSession session = new ProtocolSession();

    private JsonNode start(int players) {
        return session.ask("{\"cmd\":\"new\",\"game\":\"chinesecheckers\",\"players\":" + players + ",\"seed\":1}");
    }

    @ParameterizedTest(name = "{0} players: {1}")
    @CsvSource({"2, S N", "3, S NE NW", "4, S SE N NW", "6, S SE NE N NW SW"})
    @DisplayName("Chinese Checkers ruling 1 over the protocol: each seat's ten marbles fill its point, in turn order, seat 1 to move")
    void seatsAndPoints(int players, String points) {
        JsonNode state = start(players);
        Map<String, Integer> holes = new TreeMap<>();
        String[] seats = points.split(" ");
        for (int seat = 1; seat <= seats.length; seat++) {
            for (String hole : POINTS.get(seats[seat - 1]).split(" ")) {
                holes.put(hole, seat);
            }
        }
        assertThat(state.get("toMove").asInt()).isEqualTo(1);
        assertThat(state.get("awaiting").asText()).isEqualTo("move");
        assertThat(state.get("board")).isEqualTo(ProtocolSession.json("{\"holes\":" + ProtocolSession.json(
                holes.entrySet().stream().map(e -> "\"" + e.getKey() + "\":" + e.getValue())
                        .reduce((a, b) -> a + "," + b).map(s -> "{" + s + "}").orElseThrow()) + "}"));
    }

    @Test
    @DisplayName("Chinese Checkers over the protocol: 5 players are refused and the game kept; perft counts 14, 196, 4,928 from the start")
    void fiveRefusedAndPerft() {
        JsonNode state = start(2);
        assertThat(session.ask("{\"cmd\":\"new\",\"game\":\"chinesecheckers\",\"players\":5}").has("error")).isTrue();
        assertThat(session.ask("{\"cmd\":\"state\"}")).isEqualTo(state);
        for (int[] depthNodes : new int[][] {{1, 14}, {2, 196}, {3, 4_928}}) {
            assertThat(session.ask("{\"cmd\":\"perft\",\"depth\":" + depthNodes[0] + "}").get("nodes").asInt())
                    .isEqualTo(depthNodes[1]);
        }
        assertThat(session.ask("{\"cmd\":\"state\"}")).isEqualTo(state);
    }

    @Test
    @DisplayName("Chinese Checkers ruling 2 over the protocol: legal lists steps and every landing of each chain, sorted; "
            + "a chain landing twice, a step then a hop, or a pass while a move exists is an error that changes nothing")
    void chainsListedAndBadMovesRefused() {
        start(2);
        List<String> opening = session.legal();
        assertThat(opening).hasSize(14).isSortedAccordingTo(Comparator.naturalOrder())
                .startsWith("c1-e5", "c1-e7", "c2-e6").contains("d1-e5", "d4-e9");
        session.play("d1-e5");
        session.play("n1-m5");
        assertThat(session.legal()).hasSize(23).contains("b1-d1", "b1-d1-f4", "c2-e6-e4", "d2-d1", "d3-d1-f4", "e5-d1");
        JsonNode before = session.ask("{\"cmd\":\"state\"}");
        for (String bad : List.of("c2-e6-e4-e6", "c2-e6-c2", "d2-d1-f4", "pass", "c1-e5", "n2-m6")) {
            assertThat(session.play(bad).has("error")).as(bad).isTrue();
            assertThat(session.ask("{\"cmd\":\"state\"}")).as(bad).isEqualTo(before);
        }
    }
}
