package chautari.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;

/** The connection pool over a JDBC URL (a SQLite file or PostgreSQL), with the schema migrated. */
public final class Database implements AutoCloseable {
    public static final String DEFAULT_URL = "jdbc:sqlite:data/chautari.db";

    private final HikariDataSource pool;
    private final boolean sqlite;

    public Database(String url) {
        this.sqlite = url.startsWith("jdbc:sqlite:");
        if (sqlite) {
            createParentFolder(url);
        } else if (!url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("the database URL must start with jdbc:sqlite: or jdbc:postgresql:, not " + url);
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setPoolName("chautari");
        if (sqlite) {
            // One writer at a time is SQLite's way; a single connection keeps it simple and safe.
            config.setMaximumPoolSize(1);
            config.setConnectionInitSql("PRAGMA journal_mode=WAL");
            // Under WAL, NORMAL syncs the disk at checkpoints, not at every commit: a committed
            // event survives the process being killed, only the last ones may not survive a power cut.
            // A URL that names its own (?synchronous=FULL) keeps it.
            if (!url.contains("synchronous=")) {
                config.addDataSourceProperty("synchronous", "NORMAL");
            }
        } else {
            config.setMaximumPoolSize(8);
            // While PostgreSQL is away (a restart, a partition) a write waits this long for a connection, not
            // Hikari's 30 s, before it is refused (store-failed) and the node's tables can be given up.
            config.setConnectionTimeout(3000);
        }
        this.pool = new HikariDataSource(config);
        Flyway.configure().dataSource(pool).locations("classpath:db/migration").load().migrate();
    }

    public boolean isSqlite() {
        return sqlite;
    }

    public DataSource dataSource() {
        return pool;
    }

    @Override
    public void close() {
        pool.close();
    }

    private static void createParentFolder(String url) {
        Path file = sqliteFile(url);
        if (file == null) {
            return;
        }
        Path parent = file.toAbsolutePath().getParent();
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the database folder " + parent, e);
        }
    }

    /** The file of a jdbc:sqlite: URL; null for an in-memory one, a file: URI or a URL of another database. */
    public static Path sqliteFile(String url) {
        if (!url.startsWith("jdbc:sqlite:")) {
            return null;
        }
        String file = url.substring("jdbc:sqlite:".length());
        int query = file.indexOf('?');
        if (query >= 0) {
            file = file.substring(0, query);
        }
        if (file.isEmpty() || file.startsWith(":memory:") || file.startsWith("file:")) {
            return null;
        }
        return Path.of(file);
    }
}
