package chautari.cli;

import chautari.engine.FairThrows;
import chautari.engine.GameException;
import chautari.engine.GameRecord;
import chautari.engine.Verification;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"Recomputes every throw of a finished table's record from its revealed secret and seat seeds,"
            + " and replays its moves.",
            "Exit 0 when every throw matches and the record replays, 1 when not, 2 when the record cannot be read."})
final class VerifyCommand implements Callable<Integer> {
    static final int MATCHES = 0;
    static final int MISMATCH = 1;
    static final int UNREADABLE = 2;

    @Parameters(paramLabel = "FILE", description = "The record file (as GET /api/tables/{id}/record gives it), or - for standard input.")
    String file;

    private final InputStream in;
    private final PrintStream out;
    private final PrintStream err;

    VerifyCommand() {
        this(System.in, System.out, System.err);
    }

    VerifyCommand(InputStream in, PrintStream out, PrintStream err) {
        this.in = in;
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        GameRecord record;
        try {
            String text = file.equals("-") ? new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    : Files.readString(Path.of(file), StandardCharsets.UTF_8);
            record = GameRecord.parse(text);
        } catch (NoSuchFileException e) {
            err.println("chautari verify: cannot read " + file + ": no such file");
            return UNREADABLE;
        } catch (IOException e) {
            err.println("chautari verify: cannot read " + file + ": " + e.getMessage());
            return UNREADABLE;
        } catch (GameException e) {
            err.println("chautari verify: " + file + " is not a game record: " + e.getMessage());
            return UNREADABLE;
        }
        Verification verification = FairThrows.verify(record);
        if (verification.commitment() != null) {
            out.println("commitment " + verification.commitment());
            out.println("  (compare it with the one the table showed before the first throw)");
        }
        for (Verification.ThrowCheck check : verification.checks()) {
            out.printf("throw %d seat %d recorded %s derived %s %s%n", check.n(), check.seat(), check.recorded(),
                    check.derived(), check.ok() ? "ok" : "MISMATCH");
        }
        for (String problem : verification.problems()) {
            out.println("problem: " + problem);
        }
        out.println(verification.ok()
                ? "verdict: all " + verification.checks().size() + " throws match the sealed secret and the record replays"
                : "verdict: NOT VERIFIED, " + verification.problems().size() + " problem(s)");
        return verification.ok() ? MATCHES : MISMATCH;
    }
}
