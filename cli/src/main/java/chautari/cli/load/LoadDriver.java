package chautari.cli.load;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Drives friends tables of one game on a server over real WebSockets: creates each table, joins
 * its second seat, connects one socket a seat, and lets a {@link Pacer} send the moves. A table
 * whose game is over is replaced by a new one, so the count holds.
 */
final class LoadDriver implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration HTTP_TIMEOUT = Duration.ofSeconds(30);

    final LoadCounts counts = new LoadCounts();
    /** The nodes: a table is made on one (its owner), with seat 2's socket on the next. */
    private final List<URI> bases;
    private final String game;
    private final AtomicLong seeds;
    private final ExecutorService executor;
    private final ScheduledExecutorService timers;
    private final List<HttpClient> clients = new ArrayList<>();
    private final Set<LoadTable> playing = ConcurrentHashMap.newKeySet();
    /** Finished tables whose sockets are not closed yet: their last moves may still be on their way. */
    private final Set<LoadTable> retiring = ConcurrentHashMap.newKeySet();
    private final ConcurrentLinkedQueue<LoadTable> readyQueue = new ConcurrentLinkedQueue<>();
    private final AtomicLong made = new AtomicLong();
    private final AtomicLong opening = new AtomicLong();
    private final AtomicLong refs = new AtomicLong();
    /** Every table made, finished ones too, to check against the store at the end (with a fault only). */
    private final List<LoadTable> everyTable = new java.util.concurrent.CopyOnWriteArrayList<>();
    private volatile boolean faulty;

    LoadDriver(URI base, String game, long seed, int clients, int threads) {
        this(List.of(base), game, seed, clients, threads);
    }

    /** {@code clients}: HTTP clients to spread the sockets over (each has one selector thread). */
    LoadDriver(List<URI> bases, String game, long seed, int clients, int threads) {
        this.bases = List.copyOf(bases);
        this.game = game;
        this.seeds = new AtomicLong(seed);
        this.executor = Executors.newFixedThreadPool(threads, Thread.ofPlatform().name("load-", 0).daemon().factory());
        this.timers = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("load-timer").daemon().factory());
        for (int i = 0; i < clients; i++) {
            this.clients.add(HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).executor(executor)
                    .connectTimeout(HTTP_TIMEOUT).build());
        }
    }

    /**
     * Under faults: sockets the server closes or that drop are counted as such, not as errors; a refusal of a
     * connection with a retryable code is one too; every table is kept for {@link FaultCheck}.
     */
    void expectFaults() {
        faulty = true;
    }

    boolean faulty() {
        return faulty;
    }

    List<LoadTable> everyTable() {
        return List.copyOf(everyTable);
    }

    List<URI> nodes() {
        return bases;
    }

    HttpClient http() {
        return clients.get(0);
    }

    String nextRef() {
        return "m" + refs.incrementAndGet();
    }

    int nextNode(int node) {
        return (node + 1) % bases.size();
    }

    void closedBy(int code, String reason) {
        if (faulty) {
            counts.closed(code < 0 ? reason : "closed " + code);
        } else {
            counts.error(code < 0 ? "socket error: " + reason : "closed " + code + " " + reason);
        }
    }

    /** Connects the seat's socket again, to its {@code node}, after the delay; saying hello with the table's last seq. */
    void reconnect(SeatSocket seat, long delayMillis) {
        timers.schedule(() -> {
            HttpClient client = clients.get(Math.floorMod(seat.table.id.hashCode(), clients.size()));
            socket(client, bases.get(seat.node), seat.table.id, seat.token, seat).whenComplete((ws, e) -> {
                if (e != null) {
                    seat.failedToConnect();
                } else {
                    seat.send("{\"type\":\"hello\",\"since\":" + seat.table.lastSeq() + "}");
                }
            });
        }, delayMillis, TimeUnit.MILLISECONDS);
    }

    /** Opens {@code tables} tables, {@code parallel} at a time, and waits until every socket is open. */
    void open(int tables, int parallel, Duration timeout) throws Exception {
        Semaphore slots = new Semaphore(parallel);
        List<CompletableFuture<LoadTable>> opening = new ArrayList<>(tables);
        long deadline = System.nanoTime() + timeout.toNanos();
        for (int i = 0; i < tables; i++) {
            if (!slots.tryAcquire(deadline - System.nanoTime(), TimeUnit.NANOSECONDS)) {
                throw new TimeoutException("opened " + i + " of " + tables + " tables in " + timeout);
            }
            opening.add(newTable().whenComplete((t, e) -> slots.release()));
        }
        CompletableFuture.allOf(opening.toArray(CompletableFuture[]::new))
                .get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
    }

    /** Sends a move at the table ready longest; false when none is ready. */
    boolean moveOne() {
        LoadTable table;
        while ((table = readyQueue.poll()) != null) {
            if (table.moveNow()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Waits until every move sent has reached both sockets and every new table is open, or the time is up;
     * answers the moves still on their way and the tables still opening.
     */
    long drain(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        long left;
        while ((left = outstanding() + opening.get()) > 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        return left;
    }

    int playingTables() {
        return playing.size();
    }

    long tablesMade() {
        return made.get();
    }

    /** The nodes' {@code /health}: their {@code tables} counts summed, or -1 when one does not answer. */
    int serverTables() {
        int total = 0;
        for (URI base : bases) {
            try {
                HttpResponse<String> r = clients.get(0).send(HttpRequest.newBuilder(base.resolve("/health"))
                        .timeout(HTTP_TIMEOUT).build(), HttpResponse.BodyHandlers.ofString());
                int tables = JSON.readTree(r.body()).path("tables").asInt(-1);
                if (tables < 0) {
                    return -1;
                }
                total += tables;
            } catch (Exception e) {
                return -1;
            }
        }
        return total;
    }

    private int outstanding() {
        int n = 0;
        for (LoadTable t : playing) {
            n += t.outstanding();
        }
        for (LoadTable t : retiring) {
            n += t.outstanding();
        }
        return n;
    }

    void ready(LoadTable table) {
        readyQueue.add(table);
    }

    /** A finished table leaves play; a new one takes its place, and the old sockets close once quiet. */
    void replace(LoadTable old) {
        retiring.add(old);
        playing.remove(old);
        newTable().whenComplete((t, e) -> closeWhenQuiet(old, 50));
    }

    private void closeWhenQuiet(LoadTable old, int triesLeft) {
        if (old.outstanding() == 0 || triesLeft == 0) {
            old.close();
            retiring.remove(old);
        } else {
            timers.schedule(() -> closeWhenQuiet(old, triesLeft - 1), 100, TimeUnit.MILLISECONDS);
        }
    }

    JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (JacksonException e) {
            counts.error("unreadable message from the server");
            return null;
        }
    }

    private CompletableFuture<LoadTable> newTable() {
        long n = made.getAndIncrement();
        opening.incrementAndGet();
        return newTable(n, faulty ? 30 : 0).whenComplete((t, e) -> {
            opening.decrementAndGet();
            if (e != null) {
                counts.error("opening a table: " + rootMessage(e));
            }
        });
    }

    /** Makes table number {@code n}; under faults, a node that fails to make it is left for the next, a second later. */
    private CompletableFuture<LoadTable> newTable(long n, int triesLeft) {
        HttpClient client = clients.get((int) (n % clients.size()));
        int owner = (int) (n % bases.size());
        int other = (int) ((n + 1) % bases.size());
        CompletableFuture<LoadTable> table = post(client, bases.get(owner), "/api/tables",
                Map.of("game", game, "mode", "friends", "name", "Load"))
                .thenCompose(created -> post(client, bases.get(other), "/api/tables/" + created.path("id").asText() + "/join",
                        Map.of("name", "Load"))
                        .thenCompose(joined -> connect(client, owner, other, created.path("id").asText(),
                                created.path("token").asText(), joined.path("token").asText())));
        if (triesLeft == 0) {
            return table;
        }
        return table.handle((t, e) -> e == null ? CompletableFuture.completedFuture(t)
                        : CompletableFuture.supplyAsync(() -> null, CompletableFuture.delayedExecutor(1, TimeUnit.SECONDS))
                        .thenCompose(x -> {
                            counts.closed("a table's opening tried again");
                            return newTable(n + 1, triesLeft - 1);
                        }))
                .thenCompose(f -> f);
    }

    private CompletableFuture<LoadTable> connect(HttpClient client, int owner, int other, String id, String token1,
                                                 String token2) {
        LoadTable table = new LoadTable(this, id, seeds.getAndIncrement(), token1, owner, token2, other);
        if (faulty) {
            everyTable.add(table);
        }
        CompletableFuture<?> one = socket(client, bases.get(owner), id, token1, table.seats[0]);
        CompletableFuture<?> two = socket(client, bases.get(other), id, token2, table.seats[1]);
        return CompletableFuture.allOf(one, two).thenApply(x -> {
            playing.add(table);
            table.seats[0].send("{\"type\":\"hello\",\"since\":0}");
            table.seats[1].send("{\"type\":\"hello\",\"since\":0}");
            return table;
        });
    }

    private CompletableFuture<?> socket(HttpClient client, URI base, String id, String token, SeatSocket seat) {
        URI uri = URI.create(base.toString().replaceFirst("^http", "ws") + "/ws/tables/" + id + "?token="
                + URLEncoder.encode(token, StandardCharsets.UTF_8));
        // A browser's page on the server sends its own origin; so does this, for a server that checks it.
        return client.newWebSocketBuilder().connectTimeout(HTTP_TIMEOUT).header("Origin", origin(base)).buildAsync(uri, seat);
    }

    private static String origin(URI base) {
        return base.getScheme() + "://" + base.getAuthority();
    }

    private CompletableFuture<JsonNode> post(HttpClient client, URI base, String path, Map<String, String> body) {
        HttpRequest request;
        try {
            request = HttpRequest.newBuilder(base.resolve(path)).timeout(HTTP_TIMEOUT)
                    .header("Content-Type", "application/json").header("Origin", origin(base))
                    .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build();
        } catch (JacksonException e) {
            return CompletableFuture.failedFuture(e);
        }
        return client.sendAsync(request, HttpResponse.BodyHandlers.ofString()).thenApply(r -> {
            if (r.statusCode() / 100 != 2) {
                throw new IllegalStateException("POST " + path.replaceAll("/[A-Za-z0-9_-]{6,}/", "/{id}/") + " answered "
                        + r.statusCode() + " " + r.body());
            }
            try {
                return JSON.readTree(r.body());
            } catch (JacksonException e) {
                throw new IllegalStateException("POST " + path + " answered no JSON: " + r.body());
            }
        });
    }

    private static String rootMessage(Throwable e) {
        while (e.getCause() != null) {
            e = e.getCause();
        }
        return e.getClass().getSimpleName() + ": " + e.getMessage();
    }

    @Override
    public void close() {
        for (LoadTable t : playing) {
            t.close();
        }
        for (LoadTable t : retiring) {
            t.close();
        }
        timers.shutdownNow();
        executor.shutdownNow();
        for (HttpClient c : clients) {
            c.shutdownNow(); // close() would wait for a socket still connecting again, and may never return
        }
    }
}
