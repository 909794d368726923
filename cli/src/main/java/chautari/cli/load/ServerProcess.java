package chautari.cli.load;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** The server under load, as a JVM of its own on a free loopback port over a fresh SQLite file, stopped on close. */
final class ServerProcess implements AutoCloseable {
    /**
     * The limits of {@code serve} that refuse a load from one address, raised when {@code serve --help}
     * lists them (a server without them gets nothing it would not understand).
     */
    static final Map<String, String> RAISED_LIMITS = limits();

    private volatile Process process;
    private final List<String> command;
    private final Path folder;
    private final Path log;
    final URI url;

    private static Map<String, String> limits() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("--host", "127.0.0.1");
        m.put("--sockets-per-address", "1000000");
        m.put("--tables-per-address-per-minute", "1000000");
        m.put("--tables-per-minute", "1000000");
        m.put("--max-live-tables", "1000000");
        return m;
    }

    private ServerProcess(Process process, List<String> command, Path folder, Path log, URI url) {
        this.process = process;
        this.command = command;
        this.folder = folder;
        this.log = log;
        this.url = url;
    }

    /** Starts {@code jar} with {@code javaOptions} for its JVM and {@code moreArgs} after the load's own arguments. */
    static ServerProcess start(Path jar, List<String> javaOptions, List<String> moreArgs, Duration timeout) throws Exception {
        if (!Files.isRegularFile(jar)) {
            throw new IllegalArgumentException("no server jar at " + jar.toAbsolutePath() + " (./chautari load builds it)");
        }
        Path folder = Files.createTempDirectory("chautari-load-");
        Path log = folder.resolve("server.log");
        int port = freePort();
        List<String> command = command(jar, javaOptions, port, folder.resolve("load.db"), serveHelp(jar), moreArgs);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        ServerProcess server = new ServerProcess(process, command, folder, log, URI.create("http://127.0.0.1:" + port));
        try {
            server.awaitHealthy(timeout);
        } catch (Exception e) {
            server.close();
            throw e;
        }
        return server;
    }

    /** The server's whole command line, in one place; a {@code --db} among {@code moreArgs} takes the fresh file's place. */
    static List<String> command(Path jar, List<String> javaOptions, int port, Path db, String help, List<String> moreArgs) {
        List<String> c = new ArrayList<>();
        c.add(javaExecutable());
        c.add("--enable-native-access=ALL-UNNAMED");
        c.addAll(launcherJvmOptions());
        c.addAll(javaOptions);
        c.addAll(List.of("-jar", jar.toString(), "--port", String.valueOf(port), "--computer-pause-ms", "0"));
        if (moreArgs.stream().noneMatch(a -> a.equals("--db") || a.startsWith("--db="))) {
            c.addAll(List.of("--db", "jdbc:sqlite:" + db));
        }
        RAISED_LIMITS.forEach((flag, value) -> {
            if (help.contains(flag + " ") || help.contains(flag + "=")) {
                c.add(flag);
                c.add(value);
            }
        });
        c.addAll(moreArgs);
        return c;
    }

    /** The JVM options ./chautari serve starts the server with (the launcher passes them on), so the load measures that server. */
    private static List<String> launcherJvmOptions() {
        String options = System.getenv("CHAUTARI_SERVER_JVM");
        return options == null || options.isBlank() ? List.of() : List.of(options.strip().split("\\s+"));
    }

    long pid() {
        return process.pid();
    }

    /** SIGTERM, as a deploy stops it, and waits until it has stopped; answers how long that took. */
    Duration stopGracefully(Duration timeout) throws InterruptedException {
        long start = System.nanoTime();
        process.destroy();
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new IllegalStateException("the server did not stop within " + timeout + " of SIGTERM:\n" + logTail());
        }
        return Duration.ofNanos(System.nanoTime() - start);
    }

    /** Starts it again, as it was (same port, same store), and waits until it answers /health. */
    void startAgain(Duration timeout) throws Exception {
        process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        awaitHealthy(timeout);
    }

    Path log() {
        return log;
    }

    private static String serveHelp(Path jar) throws IOException, InterruptedException {
        Process help = new ProcessBuilder(javaExecutable(), "--enable-native-access=ALL-UNNAMED", "-jar", jar.toString(), "--help")
                .redirectErrorStream(true).start();
        String text = new String(help.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        help.waitFor(30, TimeUnit.SECONDS);
        return text;
    }

    static String javaExecutable() {
        return ProcessHandle.current().info().command().orElse("java");
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private void awaitHealthy(Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        try (HttpClient client = HttpClient.newHttpClient()) {
            HttpRequest health = HttpRequest.newBuilder(url.resolve("/health")).timeout(Duration.ofSeconds(2)).build();
            while (System.nanoTime() < deadline) {
                if (!process.isAlive()) {
                    throw new IllegalStateException("the server stopped at start:\n" + logTail());
                }
                try {
                    if (client.send(health, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                        return;
                    }
                } catch (IOException notYet) {
                    // not listening yet
                }
                Thread.sleep(100);
            }
        }
        throw new IllegalStateException("the server did not answer /health within " + timeout + ":\n" + logTail());
    }

    String logTail() {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // a temporary folder left behind
        }
    }
}
