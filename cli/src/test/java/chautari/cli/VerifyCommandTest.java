package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.FairPlay;
import chautari.engine.FairThrows;
import chautari.engine.Fairness;
import chautari.engine.Game;
import chautari.engine.GameRecord;
import chautari.engine.Games;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

class VerifyCommandTest {
    private static final byte[] SECRET = new byte[FairThrows.SECRET_BYTES];

    static {
        for (int i = 0; i < SECRET.length; i++) {
            SECRET[i] = (byte) (i * 7 + 3);
        }
    }

    @TempDir
    Path dir;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int verify(String file, String stdin) {
        CommandLine command = new CommandLine(new VerifyCommand(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
        command.setErr(new PrintWriter(new StringWriter(), true));
        return command.execute(file);
    }

    private String output() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private static GameRecord fairGame(String game) {
        Game g = Games.byName(game);
        int players = game.equals("kauda") ? 3 : 2;
        List<String> seeds = players == 3 ? List.of("x1", "y-2", "z_3") : List.of("x1", "y-2");
        return FairPlay.randomGame(g, players, g.options(Map.of()), 21, SECRET, "tbl" + game, seeds);
    }

    @ParameterizedTest
    @ValueSource(strings = {"kasimala", "pasa", "kauda"})
    void aFairGameVerifies(String game) throws Exception {
        GameRecord record = fairGame(game);
        assertThat(GameRecord.parse(record.toText())).isEqualTo(record);
        Path file = dir.resolve(game + ".txt");
        Files.writeString(file, record.toText());
        assertThat(verify(file.toString(), "")).as(output()).isEqualTo(VerifyCommand.MATCHES);
        List<GameRecord.Event> throwEvents = record.events().stream().filter(e -> e.kind() == GameRecord.Kind.THROW).toList();
        GameRecord.Event firstThrow = throwEvents.get(0);
        long throwCount = throwEvents.size();
        assertThat(output()).startsWith("commitment " + FairThrows.commitment(SECRET) + "\n")
                .contains("compare it with the one the table showed before the first throw")
                .contains("throw 1 seat 1 recorded " + firstThrow.text() + " derived " + firstThrow.text() + " ok")
                .doesNotContain("MISMATCH")
                .endsWith("verdict: all " + throwCount + " throws match the sealed secret and the record replays\n");
        assertThat(output().lines().filter(l -> l.startsWith("throw ")).count()).isEqualTo(throwCount);
    }

    @Test
    void standardInputWorksAndATamperedThrowIsAMismatch() {
        GameRecord record = fairGame("pasa");
        List<GameRecord.Event> events = new java.util.ArrayList<>(record.events());
        GameRecord.Event first = events.get(0);
        String other = first.text().equals("111") ? "222" : "111";
        events.set(0, new GameRecord.Event(first.kind(), first.seat(), other));
        String tampered = new GameRecord(record.game(), record.players(), record.options(), record.seed(), events,
                record.fairness()).toText();
        assertThat(verify("-", tampered)).isEqualTo(VerifyCommand.MISMATCH);
        assertThat(output()).contains("throw 1 seat 1 recorded " + other + " derived " + first.text() + " MISMATCH")
                .contains("verdict: NOT VERIFIED");
    }

    @Test
    void aChangedSecretOrSeatSeedIsAProblem() {
        GameRecord record = fairGame("kasimala");
        Fairness f = record.fairness();
        String secret = (f.secret().charAt(0) == '0' ? "1" : "0") + f.secret().substring(1);
        assertThat(verify("-", record.withFairness(new Fairness(f.tableId(), f.commitment(), secret, f.seatSeeds())).toText()))
                .isEqualTo(VerifyCommand.MISMATCH);
        assertThat(output()).contains("problem: the secret does not match the commitment");
        out.reset();
        assertThat(verify("-", record.withFairness(new Fairness(f.tableId(), f.commitment(), f.secret(),
                List.of("changed", f.seatSeeds().get(1)))).toText())).isEqualTo(VerifyCommand.MISMATCH);
        assertThat(output()).contains("MISMATCH");
    }

    @Test
    void aRecordWithoutFairnessIsNotVerified() {
        assertThat(verify("-", "game kasimala\nplayers 2\noptions cells=17\nseed 1\nthrow 1 1000\n")).isEqualTo(VerifyCommand.MISMATCH);
        assertThat(output()).contains("problem: the record has no fairness lines");
    }

    @Test
    void theLauncherKnowsVerify() throws Exception {
        Path file = dir.resolve("pasa.txt");
        Files.writeString(file, fairGame("pasa").toText());
        CommandLine main = new CommandLine(new Main());
        main.setErr(new PrintWriter(new StringWriter(), true));
        assertThat(main.execute("verify", file.toString())).isEqualTo(VerifyCommand.MATCHES);
        assertThat(main.execute("verify", dir.resolve("none.txt").toString())).isEqualTo(VerifyCommand.UNREADABLE);
    }

    @Test
    void anUnreadableFileOrRecordIsExitTwo() {
        assertThat(verify(dir.resolve("missing.txt").toString(), "")).isEqualTo(VerifyCommand.UNREADABLE);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("cannot read").contains("no such file");
        assertThat(verify("-", "game xiangqi\n")).isEqualTo(VerifyCommand.UNREADABLE);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("is not a game record");
        assertThat(verify("-", "game kasimala\nplayers 2\noptions cells=17\nseed 1\ntable T\nthrow 1 1000\n"))
                .isEqualTo(VerifyCommand.UNREADABLE);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("commitment");
    }
}
