package chautari.server.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * What a server measures, in Prometheus's text at {@code /metrics} ({@link #scrape}): its tables, sockets, moves,
 * how long a move takes to reach the table's sockets, a store commit and a computer's think, the refusals for
 * going too fast, and the JVM's memory, collections, threads and CPU. Each server has its own registry.
 */
public final class ServerMetrics implements AutoCloseable {
    /** Prometheus's text format, the one every scraper reads. */
    public static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final JvmGcMetrics gc = new JvmGcMetrics();
    private final Counter moves;
    private final Counter throwsMade;
    private final Counter tablesLoaded;
    private final Counter messagesRefused;
    private final Counter tablesRefused;
    private final Timer moveToBroadcast;
    private final Timer storeCommit;
    private final Timer think;

    public ServerMetrics() {
        new JvmMemoryMetrics().bindTo(registry);
        gc.bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        moves = Counter.builder("chautari.moves").tag("kind", "move").description("Moves played and stored").register(registry);
        throwsMade = Counter.builder("chautari.moves").tag("kind", "throw").description("Moves played and stored")
                .register(registry);
        tablesLoaded = Counter.builder("chautari.tables.loaded")
                .description("Tables rebuilt from the store into memory (after a restart, an idle drop or another node)")
                .register(registry);
        messagesRefused = refusals("message");
        tablesRefused = refusals("table");
        moveToBroadcast = latency("chautari.move.broadcast",
                "From a move's message to its event sent to every socket of the table, the store's commit included");
        storeCommit = latency("chautari.store.commit", "One commit of a table's change to the store");
        think = latency("chautari.computer.think", "One think of a computer seat or a hint, queue wait excluded");
    }

    private Counter refusals(String what) {
        return Counter.builder("chautari.rate.limited").tag("what", what)
                .description("Requests refused as rate-limited: WebSocket messages, or tables and joins").register(registry);
    }

    private Timer latency(String name, String description) {
        return Timer.builder(name).description(description).publishPercentileHistogram()
                .minimumExpectedValue(Duration.ofMillis(1)).maximumExpectedValue(Duration.ofSeconds(30)).register(registry);
    }

    /** The gauges a server reads when scraped: its tables in memory and its open sockets. */
    public void watch(Supplier<Number> liveTables, Supplier<Number> openSockets) {
        Gauge.builder("chautari.tables.live", liveTables).description("Tables in memory on this node").register(registry);
        Gauge.builder("chautari.sockets.open", openSockets).description("WebSocket connections open on this node")
                .register(registry);
    }

    public void moved(boolean isThrow) {
        (isThrow ? throwsMade : moves).increment();
    }

    public void tableLoaded() {
        tablesLoaded.increment();
    }

    public void messageRefused() {
        messagesRefused.increment();
    }

    public void tableRefused() {
        tablesRefused.increment();
    }

    public void moveBroadcast(long nanos) {
        moveToBroadcast.record(Duration.ofNanos(nanos));
    }

    public void storeCommitted(long nanos) {
        storeCommit.record(Duration.ofNanos(nanos));
    }

    public void thought(long nanos) {
        think.record(Duration.ofNanos(nanos));
    }

    public MeterRegistry registry() {
        return registry;
    }

    /** Every series, in Prometheus's text ({@link #CONTENT_TYPE}). */
    public String scrape() {
        return registry.scrape();
    }

    @Override
    public void close() {
        gc.close();
        registry.close();
    }
}
