package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.GameRecord;
import chautari.engine.Games;
import chautari.engine.Match;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

class ReviewCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final StringWriter err = new StringWriter();

    private int review(String... args) {
        CommandLine command = new CommandLine(new ReviewCommand(new PrintStream(out, true, StandardCharsets.UTF_8)));
        command.setErr(new PrintWriter(err, true));
        return command.execute(args);
    }

    @Test
    @DisplayName("a record with a planted blunder: each seat's accuracy, and the blunder with the move preferred")
    void aRecordsBlunderIsListed(@TempDir Path dir) throws Exception {
        Game game = Games.byName("tictactoe");
        Match match = Match.start(game, 2, game.options(Map.of()), 1);
        for (String move : new String[] {"a1", "b2", "a2", "c3", "a3"}) {
            match.play(match.state().toMove(), move);
        }
        GameRecord record = match.record();
        Path file = dir.resolve("game.txt");
        Files.writeString(file, record.toText());

        assertThat(review(file.toString(), "--threads", "1")).as(err.toString()).isZero();
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed).startsWith("review of tictactoe (2 players), 5 events: 5 decisions judged in ")
                .contains("| 2 | 2 | ", " | 0 | 0 | 1 |")
                .contains("| 4 | 2 | c3 | blunder | 0.000 | 0.500 | a3 |");
    }

    @Test
    @DisplayName("a Kauda game two beginners stake through: every stake is judged")
    void kaudaStakesAreJudged() {
        assertThat(review("--game", "kauda", "--seed", "1", "--threads", "1")).as(err.toString()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("review of kauda (2 players), 20 events: 10 decisions judged in ")
                .contains("| 1 | 5 | ", "| 2 | 5 | ");
    }

    @Test
    @DisplayName("Chinese Checkers among three: the moves of a game three beginners play are judged, each seat's")
    void chineseCheckersAmongThreeIsJudged() {
        assertThat(review("--game", "chinesecheckers", "--players", "3", "--seed", "1", "--threads", "1")).as(err.toString()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("review of chinesecheckers (3 players), 168 events: ")
                .containsPattern("(?m)^\\| 1 \\| [4-9][0-9] \\|").containsPattern("(?m)^\\| 2 \\| [4-9][0-9] \\|")
                .containsPattern("(?m)^\\| 3 \\| [4-9][0-9] \\|");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "--game tictactoe game.txt", "--game tictactoe --players 3", "--game xiangqi", "--game tictactoe --threads 0"})
    @DisplayName("a record or a game, not both nor neither; a bad game or thread count is a usage error")
    void badInputIsAClearError(String args) {
        assertThat(review(args.isEmpty() ? new String[0] : args.split(" "))).isEqualTo(2);
        assertThat(out.size()).isZero();
    }
}
