package chautari.server;

import chautari.server.store.Backup;
import chautari.server.store.Database;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ./chautari backup FILE}: a consistent copy of the SQLite store, while the server runs on it. */
@Command(name = "chautari backup", mixinStandardHelpOptions = true,
        description = "Copy the SQLite store to FILE, consistently, while a server runs on it (PostgreSQL: pg_dump).")
public final class BackupMain implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--db", description = "The store: jdbc:sqlite:FILE (default: CHAUTARI_DB, else " + Database.DEFAULT_URL + ").")
    String db;

    @Parameters(paramLabel = "FILE", description = "The copy to make; it must not exist yet.")
    Path target;

    public static void main(String[] args) {
        System.exit(new CommandLine(new BackupMain()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        String url = db != null ? db : System.getenv().getOrDefault("CHAUTARI_DB", Database.DEFAULT_URL);
        try {
            Backup.sqlite(url, target);
        } catch (FileAlreadyExistsException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), target + " exists already; back up to a new file");
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        spec.commandLine().getOut().println("Backed up " + Database.sqliteFile(url) + " to " + target);
        return 0;
    }
}
