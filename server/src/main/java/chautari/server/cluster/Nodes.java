package chautari.server.cluster;

import ch.qos.logback.classic.LoggerContext;
import java.util.Locale;
import org.slf4j.LoggerFactory;

/** A node's name: what it is called in its logs, its health and its locks. */
public final class Nodes {
    private static final String NAME = "[a-z0-9][a-z0-9-]{0,39}";

    private Nodes() {
    }

    /** CHAUTARI_NODE, else the host's name and the process id. */
    public static String defaultName() {
        String given = System.getenv("CHAUTARI_NODE");
        if (given != null && !given.isBlank()) {
            return checkName(given.strip());
        }
        String host = System.getenv().getOrDefault("HOSTNAME", "node").toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9-]", "-").replaceAll("^-+", "");
        String name = (host.isEmpty() ? "node" : host) + "-" + ProcessHandle.current().pid();
        return name.length() > 40 ? name.substring(name.length() - 40).replaceAll("^-+", "n") : name;
    }

    public static String checkName(String name) {
        if (name == null || !name.matches(NAME)) {
            throw new IllegalArgumentException("a node's name is 1 to 40 lower-case letters, digits and '-', starting"
                    + " with a letter or digit, not \"" + name + "\"");
        }
        return name;
    }

    /** Every log line says which node wrote it ({@code node=} in logback.xml). */
    public static void nameTheLogs(String name) {
        if (LoggerFactory.getILoggerFactory() instanceof LoggerContext logs) {
            logs.putProperty("node", name);
        }
    }
}
