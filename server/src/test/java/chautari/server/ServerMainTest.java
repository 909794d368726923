package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code chautari serve} refuses a bad --public-url or --host with a message, before it starts anything. */
class ServerMainTest {
    @TempDir
    Path dir;

    @Test
    void serveRefusesABadPublicUrlBeforeItStarts() {
        StringWriter err = new StringWriter();
        int code = new CommandLine(new ServerMain()).setErr(new PrintWriter(err)).execute("--port", "0",
                "--db", "jdbc:sqlite:" + dir.resolve("never.db"), "--public-url", "https://chautari.example/play");
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).contains("public URL").contains("no path");
        assertThat(dir.resolve("never.db")).doesNotExist();
    }

    @Test
    void serveRefusesAHostThatIsNotThisMachines() {
        for (String host : new String[] {"no-such-host.invalid", "192.0.2.1"}) {
            StringWriter err = new StringWriter();
            int code = new CommandLine(new ServerMain()).setErr(new PrintWriter(err)).execute("--port", "0",
                    "--db", "jdbc:sqlite:" + dir.resolve("never.db"), "--host", host);
            assertThat(code).as(host).isEqualTo(2);
            assertThat(err.toString()).as(host).contains("--host " + host);
        }
        assertThat(dir.resolve("never.db")).doesNotExist();
    }
}
