package chautari.server;

import chautari.bots.Bots;
import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.Options;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Every table: the live ones in memory, any other loaded from the store on demand. */
final class Tables {
    private static final Logger LOG = LoggerFactory.getLogger(Tables.class);

    private final Map<String, Table> live = new ConcurrentHashMap<>();
    private final TableContext ctx;

    Tables(Store store, Clock clock, ScheduledExecutorService scheduler, BotPool bots, Duration computerPause,
           Duration takeoverAfter, Function<String, Game> games) {
        this.ctx = new TableContext(store, clock, scheduler, bots, computerPause, takeoverAfter, games, this);
    }

    record Created(Table table, int seat, String token) {
    }

    /** A new table for the creator: checks the game, players, options, mode and levels; bad ones are a 400. */
    Created create(String gameName, Integer players, Map<String, Object> givenOptions, String mode, String name,
                   List<String> names, Integer creatorSeat, Levels levels, String seatSeed) {
        Game game = ctx.games().apply(gameName);
        int count = players == null ? game.minPlayers() : players;
        Options options = game.options(givenOptions);
        game.start(count, options);
        if (!Modes.ALL.contains(mode)) {
            throw ApiError.bad("\"mode\" must be one of " + Modes.ALL + ", not \"" + mode + "\"");
        }
        int mine = creatorSeat == null ? 1 : creatorSeat;
        if (mine < 1 || mine > count) {
            throw ApiError.bad("\"seat\" must be 1 to " + count);
        }
        if (mine != 1 && !mode.equals(Modes.COMPUTER)) {
            throw ApiError.bad("\"seat\" can be chosen only against the computer");
        }
        levels.checkSeats(count, s -> mode.equals(Modes.COMPUTER) && s != mine, mode);
        String mySeed = SeatSeeds.given(seatSeed);
        String token = Tokens.seatToken();
        String hash = Tokens.hash(token);
        List<Store.SeatRow> seats = new ArrayList<>();
        for (int s = 1; s <= count; s++) {
            seats.add(switch (mode) {
                case Modes.COMPUTER -> s == mine ? new Store.SeatRow(s, Seat.HUMAN, name, hash, Bots.DEFAULT, mySeed)
                        : new Store.SeatRow(s, Seat.COMPUTER, "Computer", null, levels.of(s), Tokens.seatSeed());
                case Modes.FRIENDS -> s == 1 ? new Store.SeatRow(s, Seat.HUMAN, name, hash, Bots.DEFAULT, mySeed)
                        : new Store.SeatRow(s, Seat.OPEN, null, null, Bots.DEFAULT, null);
                default -> new Store.SeatRow(s, Seat.HUMAN, s == 1 ? name : passName(names, s), hash, Bots.DEFAULT,
                        s == 1 ? mySeed : Tokens.seatSeed());
            });
        }
        String id = Tokens.tableId();
        Table table = add(new Store.TableRow(id, game.name(), count, options.toString(), mode, Tokens.seed(),
                Table.PLAYING, null, null, ctx.clock().millis(), Tokens.throwSecret()), seats);
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

    /** A table just written to the store (alone, or with the rematch that made it) starts to play. */
    Table opened(Store.TableRow row, List<Store.SeatRow> seats) {
        Table table = Table.open(ctx, row, seats);
        live.put(table.id, table);
        return table;
    }

    Optional<Table> find(String id) {
        if (id == null || !id.matches("[A-Za-z0-9_-]{1,32}")) {
            return Optional.empty();
        }
        Table table = live.get(id);
        if (table != null) {
            return Optional.of(table);
        }
        synchronized (this) {
            table = live.get(id);
            if (table == null) {
                table = load(id);
                if (table != null) {
                    live.put(id, table);
                }
            }
        }
        return Optional.ofNullable(table);
    }

    Table require(String id) {
        return find(id).orElseThrow(() -> ApiError.notFound("there is no table " + id));
    }

    /** On start: every unfinished table is rebuilt from its events and play continues. */
    int restoreUnfinished() throws SQLException {
        int n = 0;
        for (String id : ctx.store().unfinishedTableIds()) {
            if (find(id).isPresent()) {
                n++;
            }
        }
        return n;
    }

    int liveCount() {
        return live.size();
    }

    private Table load(String id) {
        try {
            Optional<Store.TableRow> row = ctx.store().table(id);
            if (row.isEmpty()) {
                return null;
            }
            return Table.restore(ctx, row.get(), ctx.store().seats(id), ctx.store().events(id));
        } catch (SQLException e) {
            LOG.error("event=table.load-failed table={}", id, e);
            throw new ApiError(503, "store-failed", "the table could not be read; try again");
        } catch (GameException | IllegalStateException e) {
            LOG.error("event=table.load-failed table={} reason={}", id, e.getMessage());
            throw new ApiError(500, "corrupt", "table " + id + " cannot be rebuilt from its events");
        }
    }
}
