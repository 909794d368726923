package chautari.server.store;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import org.sqlite.SQLiteConfig;

/**
 * A consistent copy of a SQLite store, taken while a server writes to it: SQLite's {@code VACUUM INTO}
 * reads one snapshot (under WAL a reader never waits for the writer), into a file beside the target that
 * is renamed to it once whole, so the target is never a half-written copy.
 */
public final class Backup {
    private Backup() {
    }

    /** Copies the store at {@code dbUrl} (a jdbc:sqlite: URL) to {@code target}, which must not exist yet. */
    public static void sqlite(String dbUrl, Path target) throws IOException, SQLException {
        Path source = Database.sqliteFile(dbUrl);
        if (source == null) {
            throw new IllegalArgumentException(dbUrl.startsWith("jdbc:postgresql:")
                    ? "a PostgreSQL store is backed up with pg_dump (README, Operating Chautari), not by chautari backup"
                    : "chautari backup copies a SQLite file store (jdbc:sqlite:FILE), not " + dbUrl);
        }
        if (!Files.isRegularFile(source)) {
            throw new IllegalArgumentException("there is no store at " + source);
        }
        if (Files.exists(target)) {
            throw new FileAlreadyExistsException(target.toString(), null, "the backup file exists already; give a new name");
        }
        Path folder = target.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        Path partial = folder.resolve(target.getFileName() + ".partial");
        Files.deleteIfExists(partial);
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        try (Connection c = config.createConnection("jdbc:sqlite:" + source);
             PreparedStatement s = c.prepareStatement("VACUUM INTO ?")) {
            s.setString(1, partial.toString());
            s.executeUpdate();
            Files.move(partial, target);
        } finally {
            Files.deleteIfExists(partial);
        }
    }
}
