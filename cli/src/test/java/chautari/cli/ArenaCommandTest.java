package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

class ArenaCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream progress = new ByteArrayOutputStream();
    private final StringWriter err = new StringWriter();

    private int arena(String args) {
        CommandLine command = new CommandLine(new ArenaCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(progress, true, StandardCharsets.UTF_8)));
        command.setErr(new PrintWriter(err, true));
        return command.execute(args.split(" "));
    }

    @Test
    @DisplayName("a tiny arena prints one markdown row and a progress line per pairing")
    void printsATable() {
        int exit = arena("--game kimasai --a simple --b simple --games 3 --iterations 1 --seed 9 --threads 1");
        String table = out.toString(StandardCharsets.UTF_8);
        assertThat(exit).as(err.toString()).isZero();
        assertThat(table).startsWith("Arena: seed 9, 1 iterations a think, threads: 1.")
                .contains("| game | players, options | A | B | games | A W/D/L | A score [95%] | Elo A-B [95%]")
                .contains("| kimasai | 2 players | simple | simple | 4 | ")
                .contains("| 0.500 [");
        assertThat(progress.toString(StandardCharsets.UTF_8)).contains("pairing 1 of 1 done: kimasai");
    }

    @Test
    @DisplayName("a time handicap: --a-seconds and --b-seconds set each side's think time in place of --seconds")
    void eachSideItsOwnThinkTime() {
        ArenaCommand command = new ArenaCommand();
        new CommandLine(command).parseArgs("--game", "kimasai", "--a", "strong", "--b", "good", "--games", "2",
                "--a-seconds", "0.1", "--seconds", "1");
        Pairing pairing = command.pairings().get(0);
        assertThat(pairing.a().budget().nanos()).isEqualTo(100_000_000L);
        assertThat(pairing.b().budget().nanos()).isEqualTo(1_000_000_000L);

        int exit = arena("--game kimasai --a simple --b simple --games 2 --a-seconds 0.01 --b-seconds 0.02 --seed 9 --threads 1");
        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("Arena: seed 9, A: 0.01 s a think; B: 0.02 s a think, threads: 1.");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--game xiangqi --a simple --b simple --games 2 | unknown game 'xiangqi'",
        "--game kimasai --a master --b simple --games 2 | unknown level 'master'",
        "--game kimasai --a simple --b simple --games 0 | --games must be 1 or more",
        "--game kimasai --a simple --b simple --games 2 --seconds 0 | seconds must be more than 0 and at most 60",
        "--game kimasai --a simple --b simple --games 2 --seconds 90 | seconds must be more than 0 and at most 60",
        "--game kimasai --a simple --b simple --games 2 --a-seconds 0 | seconds must be more than 0 and at most 60",
        "--game kimasai --a simple --b simple --games 2 --b-seconds 61 | seconds must be more than 0 and at most 60",
        "--ladder --game kimasai --b-seconds 1 | --ladder chooses its own levels",
        "--game kimasai --a simple --b simple --games 2 --iterations 0 | iterations must be a whole number, 1 or more",
        "--game kimasai --a simple --b simple --games 2 --threads 0 | --threads must be 1 or more",
        "--game kimasai --a simple --b simple --games 2 --players 3 | kimasai is played by 2 players, not 3",
        "--game kasimala --a simple --b simple --games 2 --options {cells:17} | --options must be a JSON object",
        "--game kasimala --a simple --b simple --games 2 --options [17] | --options must be a JSON object",
        "--game kasimala --a simple --b simple --games 2 --options {\"cells\":9} | option cells of kasimala takes one of",
        "--game kimasai --a simple --b simple | arena needs --game, --a, --b and --games",
        "--ladder --game kimasai --a good | --ladder chooses its own levels, players and options",
        "--ladder --game xiangqi | unknown game 'xiangqi'",
        "--game kimasai --a simple --b simple --games many | --games",
        "--game kimasai --a strong --b uci:/usr/games/stockfish --games 2 | an outside UCI engine (--b uci:COMMAND) plays chess only",
        "--game chess --a strong --b uci:/usr/games/stockfish --games 2 --b-options Threads | --b-options are NAME=VALUE pairs",
        "--game chess --a strong --b good --games 2 --b-options Threads=1 | options are for an outside engine",
        "--game chess --a strong --b uci: --games 2 | uci: needs the engine's command",
    })
    @DisplayName("every bad input is a usage error that says what is wrong, and plays nothing")
    void badInputIsAClearError(String args, String message) {
        assertThat(arena(args.strip())).isEqualTo(2);
        assertThat(err.toString()).contains(message);
        assertThat(out.size()).isZero();
        assertThat(progress.size()).isZero();
    }
}
