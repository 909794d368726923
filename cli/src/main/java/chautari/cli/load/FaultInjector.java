package chautari.cli.load;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The faults of {@code ./chautari load --fault}, one every {@code --fault-every} seconds while the load is measured:
 * PostgreSQL restarted ({@code pg_ctlcluster V NAME restart}) or its postmaster killed with SIGKILL and started again,
 * one node at a time cut off from PostgreSQL (its proxy cuts every connection and refuses new ones for
 * {@code --fault-for} seconds), or one node at a time stopped with SIGTERM and started again (a rolling restart).
 */
final class FaultInjector implements Runnable {
    enum Kind {
        PG_RESTART("pg-restart"), PG_KILL("pg-kill"), PARTITION("partition"), ROLLING("rolling");

        final String option;

        Kind(String option) {
            this.option = option;
        }

        static Kind of(String option) {
            for (Kind k : values()) {
                if (k.option.equals(option)) {
                    return k;
                }
            }
            throw new IllegalArgumentException("--fault is one of pg-restart, pg-kill, partition, rolling, not " + option);
        }
    }

    private final Kind kind;
    private final Duration every;
    private final Duration cutFor;
    private final String pgVersion;
    private final String pgCluster;
    private final Path pgData;
    private final List<ServerProcess> nodes;
    private final List<TcpProxy> proxies;
    private volatile boolean stopped;
    private int done;

    /** {@code pgCluster}: "VERSION/NAME" of the cluster to restart or kill; {@code proxies}: one a node (partition). */
    FaultInjector(Kind kind, Duration every, Duration cutFor, String pgCluster, Path pgData, List<ServerProcess> nodes,
                  List<TcpProxy> proxies) {
        this.kind = kind;
        this.every = every;
        this.cutFor = cutFor;
        String[] vn = pgCluster == null ? new String[] {null, null} : pgCluster.split("/", 2);
        this.pgVersion = vn[0];
        this.pgCluster = vn.length > 1 ? vn[1] : null;
        this.pgData = pgData != null || pgCluster == null ? pgData
                : Path.of("/var/lib/postgresql", pgVersion, this.pgCluster);
        this.nodes = nodes;
        this.proxies = proxies;
    }

    /** Stops after the fault under way, once it is healed. */
    void stop() {
        stopped = true;
    }

    int faults() {
        return done;
    }

    @Override
    public void run() {
        long start = System.nanoTime();
        for (int n = 1; !stopped; n++) {
            long due = start + n * every.toNanos();
            while (!stopped && System.nanoTime() < due) {
                try {
                    Thread.sleep(Math.max(1, Math.min(200, (due - System.nanoTime()) / 1_000_000)));
                } catch (InterruptedException e) {
                    return;
                }
            }
            if (stopped) {
                return;
            }
            long at = System.nanoTime();
            try {
                String what = inject(n - 1);
                done++;
                System.out.printf(Locale.ROOT, "  fault %d at %3.0f s: %s (%.1f s)%n", n, (at - start) / 1e9, what,
                        (System.nanoTime() - at) / 1e9);
            } catch (Exception e) {
                System.out.println("  fault " + n + " failed: " + e.getMessage());
            }
        }
    }

    private String inject(int n) throws Exception {
        return switch (kind) {
            case PG_RESTART -> {
                run("pg_ctlcluster", pgVersion, pgCluster, "restart");
                yield "pg_ctlcluster " + pgVersion + " " + pgCluster + " restart";
            }
            case PG_KILL -> {
                long pid = Long.parseLong(Files.readAllLines(pgData.resolve("postmaster.pid")).getFirst().strip());
                ProcessHandle postmaster = ProcessHandle.of(pid).orElseThrow(() -> new IllegalStateException("no postmaster " + pid));
                postmaster.destroyForcibly();
                postmaster.onExit().get(30, TimeUnit.SECONDS);
                long killed = System.nanoTime();
                startPostgres(Duration.ofSeconds(60));
                yield String.format(Locale.ROOT, "kill -9 of postmaster %d, started again after %.1f s", pid,
                        (System.nanoTime() - killed) / 1e9);
            }
            case PARTITION -> {
                int node = n % proxies.size();
                TcpProxy proxy = proxies.get(node);
                proxy.refuse(true);
                proxy.cut();
                Thread.sleep(cutFor.toMillis());
                proxy.refuse(false);
                yield "node " + (node + 1) + " cut off from PostgreSQL for " + cutFor.toSeconds() + " s";
            }
            case ROLLING -> {
                int node = n % nodes.size();
                Duration stopping = nodes.get(node).stopGracefully(Duration.ofSeconds(60));
                nodes.get(node).startAgain(Duration.ofSeconds(90));
                yield String.format(Locale.ROOT, "node %d stopped by SIGTERM in %.1f s, started again", node + 1,
                        stopping.toMillis() / 1000.0);
            }
        };
    }

    /** A postmaster killed leaves its backends for a moment: starting fails until they are gone, so it is tried again. */
    private void startPostgres(Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            try {
                run("pg_ctlcluster", pgVersion, pgCluster, "start");
                return;
            } catch (IllegalStateException notYet) {
                if (System.nanoTime() > deadline) {
                    throw notYet;
                }
                Thread.sleep(200);
            }
        }
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed: " + out.strip());
        }
    }
}
