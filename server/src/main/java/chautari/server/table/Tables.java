package chautari.server.table;

import chautari.bots.Bots;
import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.Options;
import chautari.server.metrics.ServerMetrics;
import chautari.server.store.Store;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every table: the live ones in memory, any other loaded from the store on demand. A live table
 * with no one connected and nothing to play by itself ({@link Table#quietSince}) leaves memory
 * once it has been quiet and unasked for {@code idleAfter}; it is loaded again when asked
 * for. A table is dropped under its lock, and whatever attaches to a table or changes it from
 * outside ({@link #withTable}) does so under that lock only while the table is still the live
 * one, so no table is ever live twice. With several nodes a table is live on its owner alone
 * ({@link Owners#claim}); asking for one another node owns is {@link Elsewhere}.
 */
public final class Tables {
    private static final Logger LOG = LoggerFactory.getLogger(Tables.class);

    private final Map<String, Held> live = new ConcurrentHashMap<>();
    private final Object loading = new Object();
    private final TableContext ctx;
    private final Duration idleAfter;
    private final int maxLiveTables;
    private final Owners owners;
    private volatile long lastFullSweep = Long.MIN_VALUE / 2;
    private volatile boolean stopping;

    /** A live table and when it was last asked for. */
    private static final class Held {
        final Table table;
        volatile long touched;

        Held(Table table, long touched) {
            this.table = table;
            this.touched = touched;
        }
    }

    public Tables(Store store, Clock clock, ScheduledExecutorService scheduler, BotPool bots, Duration computerPause,
           Duration takeoverAfter, Function<String, Game> games, Duration idleAfter, int maxLiveTables, Owners owners,
           Draws draws, ServerMetrics metrics) {
        this.ctx = new TableContext(store, clock, scheduler, bots, computerPause, takeoverAfter, games, this, draws, metrics);
        this.idleAfter = idleAfter;
        this.maxLiveTables = maxLiveTables;
        this.owners = owners;
    }

    /** The table is another node's: {@code owner} is the instance to ask. */
    public static final class Elsewhere extends RuntimeException {
        public final String owner;

        Elsewhere(String id, String owner) {
            super("table " + id + " is held by " + owner, null, false, false);
            this.owner = owner;
        }
    }

    public record Created(Table table, int seat, String token) {
    }

    /**
     * A new table for the creator: checks the game, players, options, mode, levels and time control ({@code time}:
     * "3+2", or null or "none" for no clocks; only at a table of two); bad ones are a 400.
     */
    public Created create(String gameName, Integer players, Map<String, Object> givenOptions, Mode mode, String name,
                   List<String> names, Integer creatorSeat, Levels levels, String seatSeed, ComputerSeats computers,
                   String time) {
        if (stopping) {
            throw ApiError.restarting();
        }
        Game game = ctx.games().apply(gameName);
        int count = players == null ? game.minPlayers() : players;
        Options options = game.options(givenOptions);
        game.start(count, options);
        TimeControl timeControl = TimeControl.read(time);
        if (timeControl != null && count != 2) {
            throw ApiError.bad("\"time\" is for tables of two players; this one has " + count);
        }
        if (names != null && names.size() > count) {
            throw ApiError.bad("\"names\" gives " + names.size() + " names; this table has " + count + " seats");
        }
        int mine = creatorSeat == null ? 1 : creatorSeat;
        if (mine < 1 || mine > count) {
            throw ApiError.bad("\"seat\" must be 1 to " + count);
        }
        if (mine != 1 && mode != Mode.COMPUTER) {
            throw ApiError.bad("\"seat\" can be chosen only against the computer");
        }
        computers.check(count, mode);
        levels.checkSeats(count, s -> mode == Mode.COMPUTER ? s != mine : computers.has(s), mode);
        String mySeed = ctx.draws().seatSeed(seatSeed);
        String token = Tokens.seatToken();
        String hash = Tokens.hash(token);
        List<Store.SeatRow> seats = new ArrayList<>();
        for (int s = 1; s <= count; s++) {
            String human = SeatKind.HUMAN.wire();
            String computer = SeatKind.COMPUTER.wire();
            seats.add(computers.has(s) ? new Store.SeatRow(s, computer, "Computer", null, levels.of(s).wire(), ctx.draws().seatSeed())
                    : switch (mode) {
                case COMPUTER -> s == mine ? new Store.SeatRow(s, human, name, hash, Bots.DEFAULT.wire(), mySeed)
                        : new Store.SeatRow(s, computer, "Computer", null, levels.of(s).wire(), ctx.draws().seatSeed());
                case FRIENDS -> s == 1 ? new Store.SeatRow(s, human, name, hash, Bots.DEFAULT.wire(), mySeed)
                        : new Store.SeatRow(s, SeatKind.OPEN.wire(), null, null, Bots.DEFAULT.wire(), null);
                case PASS -> new Store.SeatRow(s, human, s == 1 ? name : passName(names, s), hash, Bots.DEFAULT.wire(),
                        s == 1 ? mySeed : ctx.draws().seatSeed());
            });
        }
        makeRoom();
        String id = Tokens.tableId();
        Table table = add(new Store.TableRow(id, game.id(), count, options.toString(), mode.wire(), ctx.draws().tableSeed(),
                Status.PLAYING.wire(), null, null, ctx.clock().millis(), ctx.draws().throwSecret(),
                timeControl == null ? null : timeControl.name()), seats);
        return new Created(table, mine, token);
    }

    private static String passName(List<String> names, int seat) {
        if (names != null && names.size() >= seat) {
            return Names.clean(names.get(seat - 1));
        }
        return "Player " + seat;
    }

    private Table add(Store.TableRow row, List<Store.SeatRow> seats) {
        try {
            ctx.store().insertTable(row, seats);
        } catch (SQLException e) {
            LOG.error("event=table.create-failed table={}", row.id(), e);
            throw new ApiError(503, "store-failed", "the table could not be saved; try again");
        }
        return opened(row, seats);
    }

    /** A table just written to the store (alone, or with the rematch that made it) starts to play, owned here. */
    Table opened(Store.TableRow row, List<Store.SeatRow> seats) {
        claimNew(row.id());
        Table table = Table.open(ctx, row, seats);
        live.put(table.id, new Held(table, ctx.clock().millis()));
        return table;
    }

    private void claimNew(String id) {
        try {
            if (!owners.claim(id)) {
                throw new ApiError(503, "store-failed", "table " + id + " is held elsewhere; open its link");
            }
        } catch (SQLException e) {
            LOG.error("event=table.claim-failed table={}", id, e);
            throw new ApiError(503, "store-failed", "the table could not be taken; try again");
        }
    }

    public Optional<Table> find(String id) {
        if (id == null || !id.matches("[A-Za-z0-9_-]{1,32}")) {
            return Optional.empty();
        }
        Held held = live.get(id);
        if (held == null) {
            makeRoom();
            synchronized (loading) {
                held = live.get(id);
                if (held == null) {
                    if (stopping) {
                        throw ApiError.restarting();
                    }
                    Table table = load(id);
                    if (table == null) {
                        return Optional.empty();
                    }
                    held = new Held(table, ctx.clock().millis());
                    live.put(id, held);
                    ctx.metrics().tableLoaded();
                }
            }
        }
        held.touched = ctx.clock().millis();
        return Optional.of(held.table);
    }

    public Table require(String id) {
        return find(id).orElseThrow(() -> ApiError.notFound("there is no table " + id));
    }

    /**
     * Does {@code work} with the table under its lock, loading it if need be, while it is the live
     * one: what attaches to a table (a connection) or changes it from outside (a join) goes
     * through here, so it never reaches a table that has just left memory.
     */
    public <T> T withTable(String id, Function<Table, T> work) {
        for (int attempt = 0; attempt < 100; attempt++) {
            Table table = require(id);
            Optional<T> done = table.locked(() -> isLive(table) ? Optional.ofNullable(work.apply(table)) : null);
            if (done != null) {
                return done.orElse(null);
            }
        }
        throw new ApiError(503, "busy", "table " + id + " is being reloaded; try again");
    }

    private boolean isLive(Table table) {
        Held held = live.get(table.id);
        return held != null && held.table == table;
    }

    /** How many unfinished tables the store holds: they are loaded when first asked for, and play on. */
    public int countUnfinished() throws SQLException {
        return ctx.store().countWithStatus(Status.PLAYING.wire());
    }

    public int liveCount() {
        return live.size();
    }

    /**
     * Drops from memory every table quiet and unasked for {@code idleAfter}; answers how
     * many. The store holds all of each; the next ask loads it again.
     */
    public int dropIdle() {
        long now = ctx.clock().millis();
        long idle = idleAfter.toMillis();
        int dropped = 0;
        for (Map.Entry<String, Held> entry : live.entrySet()) {
            Held held = entry.getValue();
            if (now - held.touched < idle) {
                continue;
            }
            boolean gone = held.table.locked(() -> {
                OptionalLong quiet = held.table.quietSince();
                return quiet.isPresent() && now - Math.max(quiet.getAsLong(), held.touched) >= idle
                        && live.remove(entry.getKey(), held);
            });
            if (gone) {
                owners.release(entry.getKey());
                dropped++;
            }
        }
        if (dropped > 0) {
            LOG.info("event=tables.dropped count={} live={}", dropped, live.size());
        }
        return dropped;
    }

    /**
     * Every table leaves memory, its viewers told to connect again: this node no longer owns them
     * (its connections to the store broke). Each is rebuilt from its events by whichever node asks next.
     */
    public void dropAll() {
        int dropped = 0;
        for (Held held : List.copyOf(live.values())) {
            if (lose(held.table)) {
                dropped++;
            }
        }
        LOG.warn("event=tables.lost count={}", dropped);
    }

    /**
     * The graceful stop: no table is loaded or made here from now on ({@link ApiError#RESTARTING}), and each live
     * one leaves memory under its lock, so a move in flight is stored and told first; its viewers are told to
     * connect again and its ownership is given up, for another node (or the next start) to take.
     */
    public void giveUpAll() {
        stopping = true;
        synchronized (loading) {
            // a table being loaded is in memory once this is passed; no other is loaded after
        }
        int given = 0;
        while (!live.isEmpty()) { // a rematch made while the others went may have opened one more
            for (Held held : List.copyOf(live.values())) {
                if (lose(held.table)) {
                    given++;
                }
            }
        }
        LOG.info("event=tables.given-up count={}", given);
    }

    public boolean isStopping() {
        return stopping;
    }

    /** One table leaves memory because another node has taken it (or may); its viewers connect again. */
    public boolean lose(Table table) {
        return table.locked(() -> {
            Held held = live.get(table.id);
            if (held == null || held.table != table) {
                return false;
            }
            live.remove(table.id, held);
            table.moveAway();
            owners.release(table.id);
            return true;
        });
    }

    /** Before a table comes into memory: at {@code maxLiveTables}, the idle ones go; if none can, a 503. */
    private void makeRoom() {
        int max = maxLiveTables;
        if (max == 0 || live.size() < max) {
            return;
        }
        long now = ctx.clock().millis();
        if (now - lastFullSweep >= 1000) {
            lastFullSweep = now;
            dropIdle();
        }
        if (live.size() >= max) {
            LOG.warn("event=tables.full live={}", live.size());
            throw new ApiError(503, "server-full", "the server has as many tables open as it can hold; try again later");
        }
    }

    /** Takes the table, or throws {@link Elsewhere} naming the instance that holds it. */
    private void claimOrDefer(String id) throws SQLException {
        for (int attempt = 0; attempt < 3; attempt++) {
            if (owners.claim(id)) {
                return;
            }
            Optional<String> owner = owners.ownerOf(id);
            if (owner.isPresent()) {
                throw new Elsewhere(id, owner.get());
            }
        }
        throw new ApiError(503, "busy", "table " + id + " is changing nodes; try again");
    }

    private Table load(String id) {
        try {
            if (ctx.store().table(id).isEmpty()) {
                return null;
            }
            claimOrDefer(id);
            try {
                // read again once taken: until then the last owner may still have been writing
                Store.TableRow row = ctx.store().table(id).orElseThrow();
                return Table.restore(ctx, row, ctx.store().seats(id), ctx.store().events(id), ctx.store().awaySince(id));
            } catch (SQLException | RuntimeException e) {
                owners.release(id);
                throw e;
            }
        } catch (SQLException e) {
            LOG.error("event=table.load-failed table={}", id, e);
            throw new ApiError(503, "store-failed", "the table could not be read; try again");
        } catch (GameException | IllegalStateException e) {
            LOG.error("event=table.load-failed table={} reason={}", id, e.getMessage());
            throw new ApiError(500, "corrupt", "table " + id + " cannot be rebuilt from its events");
        }
    }
}
