package chautari.server;

import chautari.server.store.Database;
import chautari.server.web.Origins;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * {@code ./chautari serve}: the server, on --host (or CHAUTARI_HOST) and --port (or PORT), over
 * --db (or CHAUTARI_DB), reached at --public-url (or CHAUTARI_PUBLIC_URL).
 */
@Command(name = "chautari serve", mixinStandardHelpOptions = true,
        description = "Serve Chautari over HTTP and WebSocket.")
public final class ServerMain implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--port", description = "The port (default: PORT, else 8080).")
    Integer port;

    @Option(names = "--db", description = "A JDBC URL: jdbc:sqlite:FILE or jdbc:postgresql://... (default: CHAUTARI_DB, else "
            + Database.DEFAULT_URL + ").")
    String db;

    @Option(names = "--host", description = "The address to listen on (default: CHAUTARI_HOST, else "
            + ChautariServer.DEFAULT_HOST + ", this machine alone; 0.0.0.0 for every interface).")
    String host;

    @Option(names = "--public-url", description = "The address people reach the server at, such as https://chautari.example"
            + " (default: CHAUTARI_PUBLIC_URL, else http://localhost:PORT): table links use it, and browsers' WebSockets"
            + " must come from its pages.")
    String publicUrl;

    @Option(names = "--node", description = "This node's name, in its logs and /health; several nodes on one PostgreSQL"
            + " need different names (default: CHAUTARI_NODE, else the host's name and the process id).")
    String node;

    @Option(names = "--computer-pause-ms", description = "Milliseconds a computer seat waits before it acts (default ${DEFAULT-VALUE}).",
            defaultValue = "700")
    long pauseMillis;

    @Option(names = "--sockets-per-address", paramLabel = "N",
            description = "WebSocket connections one client address may hold open (default ${DEFAULT-VALUE}; 0: no cap).",
            defaultValue = "" + Limits.SOCKETS_PER_ADDRESS)
    int socketsPerAddress;

    @Option(names = "--tables-per-address-per-minute", paramLabel = "N",
            description = "Tables (and joins) one client address may make: N at once, then N a minute (default ${DEFAULT-VALUE}; 0: no cap).",
            defaultValue = "" + Limits.TABLES_PER_ADDRESS_PER_MINUTE)
    int tablesPerAddressPerMinute;

    @Option(names = "--tables-per-minute", paramLabel = "N",
            description = "Tables every address together may make: N at once, then N a minute (default ${DEFAULT-VALUE}; 0: no cap).",
            defaultValue = "" + Limits.TABLES_PER_MINUTE)
    int tablesPerMinute;

    @Option(names = "--idle-minutes", paramLabel = "N",
            description = "Minutes a table with no one connected and nothing to play waits before it leaves memory (default ${DEFAULT-VALUE}).",
            defaultValue = "" + Limits.IDLE_MINUTES)
    long idleMinutes;

    @Option(names = "--max-live-tables", paramLabel = "N",
            description = "Tables held in memory at most; a new one beyond that is a 503 (default ${DEFAULT-VALUE}; 0: no cap).",
            defaultValue = "" + Limits.MAX_LIVE_TABLES)
    int maxLiveTables;

    @Option(names = "--metrics-port", paramLabel = "P",
            description = "Serve /metrics (Prometheus's text) on port P of the same host, and nothing else there (default: no such port).")
    Integer metricsPort;

    @Option(names = "--metrics-token", paramLabel = "T",
            description = "Serve /metrics on the public port too, to requests with Authorization: Bearer T (default: CHAUTARI_METRICS_TOKEN,"
                    + " else not at all; prefer the variable: a command line shows in the process list).")
    String metricsToken;

    public static void main(String[] args) {
        System.exit(new CommandLine(new ServerMain()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        int chosenPort = port != null ? port : envPort();
        String url = db != null ? db : System.getenv().getOrDefault("CHAUTARI_DB", Database.DEFAULT_URL);
        String chosenHost = host != null ? host : env("CHAUTARI_HOST");
        if (chosenHost != null) {
            checkHost(chosenHost);
        }
        String chosenUrl = publicUrl != null ? publicUrl : env("CHAUTARI_PUBLIC_URL");
        if (chosenUrl != null) {
            try {
                Origins.checkPublicUrl(chosenUrl);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
            }
        }
        ChautariServer.Config config = ChautariServer.Config.defaults(chosenPort, url)
                .withPause(Duration.ofMillis(pauseMillis)).withHost(chosenHost).withPublicUrl(chosenUrl).withLimits(limits())
                .withMetrics(metricsAccess());
        if (node != null) {
            try {
                config = config.withNode(node);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--node: " + e.getMessage());
            }
        }
        ChautariServer server = ChautariServer.start(config);
        System.err.println("Chautari is serving at " + server.baseUrl() + "/ (listening on "
                + (chosenHost != null ? chosenHost : ChautariServer.DEFAULT_HOST) + ":" + server.port() + ")");
        CountDownLatch stopped = new CountDownLatch(1);
        // SIGTERM (and Ctrl-C): the graceful stop, so a restart loses no move and the clients connect again at once.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop();
            stopped.countDown();
        }));
        stopped.await();
        return 0;
    }

    /** Jetty's own failure to bind such a host reads "port already in use"; this says what is wrong. */
    private void checkHost(String name) {
        String problem;
        try {
            InetAddress address = InetAddress.getByName(name);
            problem = address.isAnyLocalAddress() || NetworkInterface.getByInetAddress(address) != null ? null
                    : "is not an address of this machine";
        } catch (UnknownHostException e) {
            problem = "is not a known host name or address";
        } catch (SocketException e) {
            problem = "cannot be checked: " + e.getMessage();
        }
        if (problem != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--host " + name + " " + problem
                    + " (use 127.0.0.1 for this machine alone, 0.0.0.0 for every interface)");
        }
    }

    /** The variable's value, or null when it is unset or blank. */
    private static String env(String name) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? null : value.strip();
    }

    private ChautariServer.MetricsAccess metricsAccess() {
        if (metricsPort != null && (metricsPort < 1 || metricsPort > 65535)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--metrics-port must be 1 to 65535, not " + metricsPort);
        }
        String token = metricsToken != null ? metricsToken : env("CHAUTARI_METRICS_TOKEN");
        if (token != null && (token.length() < 16 || !token.matches("[\\x21-\\x7e]+"))) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "the metrics token must be 16 or more printable characters without spaces (openssl rand -hex 16 makes one)");
        }
        return new ChautariServer.MetricsAccess(metricsPort, token);
    }

    private Limits limits() {
        atLeastZero("--sockets-per-address", socketsPerAddress);
        atLeastZero("--tables-per-address-per-minute", tablesPerAddressPerMinute);
        atLeastZero("--tables-per-minute", tablesPerMinute);
        atLeastZero("--idle-minutes", idleMinutes);
        atLeastZero("--max-live-tables", maxLiveTables);
        return Limits.defaults().withSocketsPerAddress(socketsPerAddress)
                .withTableRates(tablesPerAddressPerMinute, tablesPerMinute)
                .withIdleAfter(Duration.ofMinutes(idleMinutes))
                .withMaxLiveTables(maxLiveTables);
    }

    private void atLeastZero(String flag, long n) {
        if (n < 0) {
            throw new CommandLine.ParameterException(new CommandLine(this), flag + " must be 0 or more, not " + n);
        }
    }

    private static int envPort() {
        String value = System.getenv("PORT");
        if (value == null || value.isBlank()) {
            return 8080;
        }
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new CommandLine.ParameterException(new CommandLine(new ServerMain()), "PORT is not a number: " + value);
        }
    }
}
