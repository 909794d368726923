package chautari.cli.load;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(name = "load", sortOptions = false, mixinStandardHelpOptions = true,
        description = {"Drives N tables over WebSockets at a paced rate of moves.",
            "Each friends table has one socket a seat. Prints moves/s, the latency",
            "from a move to its event at the other seat and at the mover's own",
            "socket, open sockets, live tables and the server's memory. By default",
            "it starts the server itself (server/target/chautari-server.jar)."})
public final class LoadCommand implements Callable<Integer> {
    @Option(names = "--tables", paramLabel = "N", defaultValue = "200", description = "Tables, two sockets each (default ${DEFAULT-VALUE}).")
    int tables;

    @Option(names = "--rate", paramLabel = "R", defaultValue = "200", description = "Moves a second over all tables (default ${DEFAULT-VALUE}).")
    double rate;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "30", description = "Seconds measured (default ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--warmup", paramLabel = "S", defaultValue = "10", description = "Seconds at the rate before measuring (default ${DEFAULT-VALUE}).")
    double warmup;

    @Option(names = "--game", defaultValue = "kimasai", description = "A game whose seats only move (default ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--url", description = "A server already running, e.g. http://127.0.0.1:8080 (then memory only with --pid);"
            + " repeat it for the nodes of one cluster.")
    List<URI> urls = new ArrayList<>();

    @Option(names = "--pid", description = "The process id of the server at --url, for its memory (repeatable).")
    List<Long> pids = new ArrayList<>();

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "1", description = "Server nodes to start, all on the"
            + " --server-arg --db=jdbc:postgresql://... given (default ${DEFAULT-VALUE}). Each table is made on one node,"
            + " seat 1's socket there, seat 2's on the next node.")
    int nodes;

    @Option(names = "--server-jar", defaultValue = "server/target/chautari-server.jar", description = "The server jar to start (default ${DEFAULT-VALUE}).")
    Path serverJar;

    @Option(names = "--server-arg", paramLabel = "X", description = "One more argument for the server started (repeatable).")
    List<String> serverArgs = new ArrayList<>();

    @Option(names = "--server-java-opt", paramLabel = "X", description = "One more option for the server's JVM, e.g. -Xmx2g (repeatable).")
    List<String> serverJavaOptions = new ArrayList<>();

    @Option(names = "--parallel", defaultValue = "32", description = "Tables being opened at once (default ${DEFAULT-VALUE}).")
    int parallel;

    @Option(names = "--clients", defaultValue = "2", description = "HTTP clients the sockets are spread over (default ${DEFAULT-VALUE}).")
    int clients;

    @Option(names = "--threads", defaultValue = "4", description = "Threads that take the sockets' messages (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--every", paramLabel = "S", defaultValue = "10",
            description = "Seconds between progress lines while measuring (default ${DEFAULT-VALUE}).")
    double every;

    @Option(names = "--seed", defaultValue = "1", description = "Seeds the moves chosen (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--fault", paramLabel = "F", description = {"A fault injected while measuring, again and again:"
            + " pg-restart (pg_ctlcluster restart of --pg-cluster), pg-kill (kill -9 of its postmaster, then start),"
            + " partition (one node at a time cut off from PostgreSQL for --fault-for seconds, each node's --db through"
            + " a proxy of this tool) or rolling (one node at a time stopped by SIGTERM and started again).",
            "Sockets then reconnect and moves refused with a retryable error are sent again; at the end every table is"
            + " read back: acked, lost, duplicated, refused, records verified."})
    String fault;

    @Option(names = "--fault-every", paramLabel = "S", defaultValue = "30", description = "Seconds between faults (default ${DEFAULT-VALUE}).")
    double faultEvery;

    @Option(names = "--fault-for", paramLabel = "S", defaultValue = "5", description = "Seconds a partition lasts (default ${DEFAULT-VALUE}).")
    double faultFor;

    @Option(names = "--pg-cluster", paramLabel = "V/NAME", description = "The PostgreSQL cluster pg-restart and pg-kill"
            + " restart or kill, e.g. 15/chaos (its data in /var/lib/postgresql/V/NAME unless --pg-data).")
    String pgCluster;

    @Option(names = "--pg-data", paramLabel = "DIR", description = "The cluster's data directory (postmaster.pid's).")
    Path pgData;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (tables < 1 || !(rate > 0) || !(seconds > 0) || warmup < 0 || !(every > 0) || parallel < 1 || clients < 1 || threads < 1) {
            throw new ParameterException(spec.commandLine(), "--tables, --rate, --seconds, --every, --parallel, --clients and"
                    + " --threads must be more than 0, and --warmup 0 or more");
        }
        FaultInjector.Kind kind = null;
        if (fault != null) {
            try {
                kind = FaultInjector.Kind.of(fault);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
            if (!urls.isEmpty() || !(faultEvery > 0) || !(faultFor > 0)) {
                throw new ParameterException(spec.commandLine(), "--fault needs the nodes started by this tool (no --url),"
                        + " and --fault-every and --fault-for more than 0");
            }
            if ((kind == FaultInjector.Kind.PG_RESTART || kind == FaultInjector.Kind.PG_KILL) && (pgCluster == null
                    || !pgCluster.matches("[0-9]+/[A-Za-z0-9_-]+"))) {
                throw new ParameterException(spec.commandLine(), "--fault " + fault + " needs --pg-cluster VERSION/NAME,"
                        + " the cluster the nodes' --db is on");
            }
            if (kind == FaultInjector.Kind.PARTITION && (nodes < 2 || dbArg() == null)) {
                throw new ParameterException(spec.commandLine(), "--fault partition needs --nodes 2 or more on"
                        + " --server-arg --db=jdbc:postgresql://...");
            }
        }
        if (!urls.isEmpty()) {
            return run(urls, new ServerFigures(pids), null);
        }
        if (nodes < 1 || nodes > 1 && serverArgs.stream().noneMatch(a -> a.startsWith("--db=jdbc:postgresql:"))) {
            throw new ParameterException(spec.commandLine(), "--nodes must be 1 or more; several need"
                    + " --server-arg --db=jdbc:postgresql://... (one PostgreSQL for all of them)");
        }
        List<ServerProcess> started = new ArrayList<>();
        List<TcpProxy> proxies = new ArrayList<>();
        try {
            for (int i = 1; i <= nodes; i++) {
                List<String> args = new ArrayList<>(serverArgs);
                if (kind == FaultInjector.Kind.PARTITION) {
                    TcpProxy proxy = TcpProxy.before(dbArg());
                    proxies.add(proxy);
                    args.replaceAll(a -> a.startsWith("--db=") ? "--db=" + proxy.url(dbArg()) : a);
                }
                if (nodes > 1) {
                    args.addAll(List.of("--node", "load-" + i));
                }
                ServerProcess server = ServerProcess.start(serverJar, serverJavaOptions, args, Duration.ofSeconds(60));
                started.add(server);
                System.out.println("Server pid " + server.pid() + " at " + server.url + " (log " + server.log() + ")");
            }
            FaultInjector faults = kind == null ? null : new FaultInjector(kind, seconds(faultEvery), seconds(faultFor),
                    pgCluster, pgData, started, proxies);
            ServerFigures figures = new ServerFigures(kind == FaultInjector.Kind.ROLLING ? List.of()
                    : started.stream().map(ServerProcess::pid).toList());
            return run(started.stream().map(s -> s.url).toList(), figures, faults);
        } finally {
            started.forEach(ServerProcess::close);
            proxies.forEach(TcpProxy::close);
        }
    }

    private String dbArg() {
        return serverArgs.stream().filter(a -> a.startsWith("--db=jdbc:postgresql:")).map(a -> a.substring("--db=".length()))
                .reduce((a, b) -> b).orElse(null);
    }

    private static Duration seconds(double s) {
        return Duration.ofMillis((long) (s * 1000));
    }

    /** Waits out the measured window, printing the moves/s and latency of each stretch of --every seconds. */
    private void progress(LoadCounts c, ServerFigures servers) throws InterruptedException {
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long last = start;
        long lastSeen = c.seenByOther.sum();
        c.recentToOther.reset();
        while (true) {
            long now = System.nanoTime();
            long next = Math.min(end, last + (long) (every * 1e9));
            if (next > now) {
                Thread.sleep((next - now) / 1_000_000, (int) ((next - now) % 1_000_000));
            }
            now = System.nanoTime();
            long seen = c.seenByOther.sum();
            LoadReport.Latency recent = LoadReport.Latency.of(c.recentToOther);
            c.recentToOther.reset();
            System.out.printf(Locale.ROOT, "  at %3.0f s: %,7.1f moves/s, to the other seat %s%s%n", (now - start) / 1e9,
                    (seen - lastSeen) * 1e9 / (now - last), recent.text(),
                    !servers.known() ? "" : String.format(Locale.ROOT, "; server RSS %,d MiB",
                            servers.statusKiB("VmRSS") / 1024));
            last = now;
            lastSeen = seen;
            if (now >= end) {
                return;
            }
        }
    }

    private int run(List<URI> bases, ServerFigures servers, FaultInjector faults) throws Exception {
        try (LoadDriver driver = new LoadDriver(bases, game, seed, clients, threads)) {
            if (faults != null) {
                driver.expectFaults();
            }
            long opening = System.nanoTime();
            driver.open(tables, parallel, Duration.ofMinutes(10));
            double openSeconds = (System.nanoTime() - opening) / 1e9;
            System.out.printf("Opened %,d tables, %,d sockets, in %.1f s; warming up %.0f s%n", tables,
                    driver.counts.socketsOpen.sum(), openSeconds, warmup);
            Pacer pacer = new Pacer(driver, rate, Long.MAX_VALUE);
            Thread pacing = Thread.ofPlatform().name("pacer").start(pacer);
            Thread.sleep((long) (warmup * 1000));
            LoadCounts c = driver.counts;
            c.toOther.reset();
            c.toSelf.reset();
            c.atOwnerNode.reset();
            c.atOtherNode.reset();
            pacer.lateness().reset();
            long sent0 = c.movesSent.sum(), other0 = c.seenByOther.sum(), self0 = c.seenBySelf.sum(), idle0 = c.idleTicks.sum();
            long ownPid = ProcessHandle.current().pid();
            long serverCpu0 = servers.cpuMillis(), ownCpu0 = ProcessFigures.cpuMillis(ownPid);
            Thread faulting = faults == null ? null : Thread.ofPlatform().name("faults").start(faults);
            progress(c, servers);
            if (faulting != null) {
                faults.stop();
                faulting.join();
            }
            double serverCpu = !servers.known() ? -1 : (servers.cpuMillis() - serverCpu0) / (seconds * 10);
            double ownCpu = (ProcessFigures.cpuMillis(ownPid) - ownCpu0) / (seconds * 10);
            String loadAverage = ProcessFigures.loadAverage();
            long sent = c.movesSent.sum() - sent0, other = c.seenByOther.sum() - other0, self = c.seenBySelf.sum() - self0;
            long idle = c.idleTicks.sum() - idle0;
            LoadReport.Latency toOther = LoadReport.Latency.of(c.toOther), toSelf = LoadReport.Latency.of(c.toSelf);
            LoadReport.Latency lateness = LoadReport.Latency.of(pacer.lateness());
            long rss = servers.statusKiB("VmRSS");
            long peak = servers.statusKiB("VmHWM");
            long files = servers.openFiles();
            long sockets = c.socketsOpen.sum();
            int playing = driver.playingTables();
            int serverTables = driver.serverTables();
            pacer.stop();
            pacing.join();
            driver.drain(Duration.ofSeconds(faults == null ? 10 : 30));
            long heap = servers.heapUsedKiB(false);
            long heapAfterGc = servers.heapUsedKiB(true);
            LoadReport report = new LoadReport(tables, game, rate, warmup, seconds, openSeconds, sent, other, self, idle,
                    toOther, toSelf, bases.size(), LoadReport.Latency.of(c.atOwnerNode), LoadReport.Latency.of(c.atOtherNode), lateness, sockets, playing, serverTables, c.gamesFinished.sum(), c.unmatched.sum(),
                    rss, peak, heap, heapAfterGc, files, serverCpu, ownCpu, loadAverage, c.errors());
            report.print(System.out);
            if (faults != null) {
                FaultCheck check = FaultCheck.of(driver);
                check.print(System.out, fault, faults.faults(), c);
                return check.clean() ? 0 : 1;
            }
            return report.clean() ? 0 : 1;
        }
    }
}
