package chautari.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqliteSettingsTest {
    @TempDir
    Path folder;

    @Test
    void aSqliteStoreWritesAheadAndSyncsAtCheckpointsOnly() throws Exception {
        try (Database db = new Database("jdbc:sqlite:" + folder.resolve("t.db"));
             Connection c = db.dataSource().getConnection(); Statement s = c.createStatement()) {
            assertThat(pragma(s, "journal_mode")).isEqualTo("wal");
            assertThat(pragma(s, "synchronous")).isEqualTo("1"); // NORMAL
        }
    }

    @Test
    void aUrlThatNamesItsOwnSynchronousKeepsIt() throws Exception {
        try (Database db = new Database("jdbc:sqlite:" + folder.resolve("full.db") + "?synchronous=FULL");
             Connection c = db.dataSource().getConnection(); Statement s = c.createStatement()) {
            assertThat(pragma(s, "synchronous")).isEqualTo("2"); // FULL
        }
    }

    private static String pragma(Statement s, String name) throws Exception {
        try (ResultSet r = s.executeQuery("PRAGMA " + name)) {
            r.next();
            return r.getString(1);
        }
    }
}
