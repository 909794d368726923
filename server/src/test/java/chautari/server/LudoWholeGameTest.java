package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Games;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Whole Ludo games over the wire with 2, 3 and 4 seats in every mode, and with people and computer seats mixed at
 * friends and pass-and-play tables: each plays to its end, replays from its record, and ends as docs/rules/ludo.md
 * rule 7 says (one winner, its four tokens home, every other seat short of four; the throws counted).
 */
class LudoWholeGameTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.start("jdbc:sqlite:" + dir.resolve("ludo.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @ParameterizedTest(name = "{0} players, {1}, computer seats [{2}]")
    @CsvSource({"2, computer, ''", "2, friends, ''", "2, pass, ''", "3, computer, ''", "3, friends, ''", "3, pass, ''",
        "4, computer, ''", "4, friends, ''", "4, pass, ''", "4, friends, 3 4", "4, pass, 2 4", "3, pass, 3", "3, friends, 2"})
    void ludoRule7WholeGame(int players, String mode, String computers) throws Exception {
        List<Integer> seats = computers.isBlank() ? List.of() : Arrays.stream(computers.split(" ")).map(Integer::valueOf).toList();
        long seed = 1500L + players * 97L + mode.hashCode() + computers.hashCode();
        WholeGameTest.Played played = WholeGameTest.play(server, Games.byName("ludo"), mode, seed, players, seats);
        WholeGameTest.assertReplaysToTheEnd(server, played, seed);
        JsonNode result = played.finalState().get("result");
        assertThat(result.get("winners")).as("one winner").hasSize(1);
        int winner = result.get("winners").get(0).asInt();
        JsonNode tokens = played.finalState().get("board").get("tokens");
        assertThat(tokens.size()).isEqualTo(players);
        IntStream.rangeClosed(1, players).forEach(s -> {
            long home = StreamSupport.stream(tokens.get(String.valueOf(s)).spliterator(), false).filter(t -> t.asText().equals("H")).count();
            if (s == winner) {
                assertThat(home).as("the winner's tokens home").isEqualTo(4);
            } else {
                assertThat(home).as("seat %d's tokens home, the winner %d", s, winner).isLessThan(4);
            }
        });
        long thrown = played.events().stream().filter(e -> e.get("kind").asText().equals("throw")).count();
        assertThat(result.get("throws").asLong()).as("rule 8: every throw counted, lost ones too").isEqualTo(thrown);
        JsonNode view = server.table(played.id());
        List<String> kinds = view.get("seats").findValuesAsText("kind");
        for (int s = 1; s <= players; s++) {
            boolean computer = mode.equals("computer") ? s != 1 : seats.contains(s);
            assertThat(kinds.get(s - 1)).as("seat %d", s).isEqualTo(computer ? "computer" : "human");
        }
    }
}
