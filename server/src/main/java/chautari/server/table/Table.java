package chautari.server.table;

import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.GameRecord;
import chautari.engine.Match;
import chautari.engine.Options;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.StateView;
import chautari.engine.chess.ChessState;
import chautari.engine.chess.Pgn;
import chautari.server.metrics.ServerMetrics;
import chautari.server.store.Store;
import com.fasterxml.jackson.databind.JsonNode;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One table: its {@link Seats}, its game ({@link Play}) and its ordered events. Every action
 * takes the table's lock, so one table's events are applied strictly in order while tables run
 * in parallel. An event is committed to the store before anyone is told of it ({@link Ledger}).
 * The throws and moves are {@link Turns}'; what viewers are sent is {@link TableViews}'; what the
 * table plays by itself is {@link AutoPlay}'; hints are {@link Hints}'; resigning and draws are
 * {@link PlayersEnd}'s; the rematch is {@link Rematch}'s; joining and takeovers are
 * {@link SeatChanges}'; quick reactions are {@link Reactions}'; taking back a move is {@link Takebacks}';
 * a table of two may have {@link Clocks}, whose flags are {@link Flags}'. A computer seat thinks without the lock.
 */
public final class Table {
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);
    private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

    public final String id;
    public final Game game;
    private final Options options;
    private final Mode mode;
    private final long seed;
    private final SealedThrows sealed;
    private final String previousId;
    private final TableContext ctx;
    private final ReentrantLock lock = new ReentrantLock();
    private final Seats seats;
    private final EventLog log = new EventLog();
    private final Play play;
    private final TableViews views;
    private final Turns turns;
    private final AutoPlay autoPlay;
    private final ActionChecks checks;
    private final Hints hints;
    private final PlayersEnd endings;
    private final Ledger ledger;
    private final Rematch rematch;
    private final SeatChanges seatChanges;
    private final Reactions reactions;
    private final Takebacks takebacks;
    private final Clocks clocks;
    private final Flags flags;
    private final Set<Viewer> viewers = new LinkedHashSet<>();
    private GameReview review;

    private Table(TableContext ctx, Store.TableRow row, List<Store.SeatRow> seatRows) {
        this.ctx = ctx;
        this.id = row.id();
        this.game = ctx.games().apply(row.game());
        this.options = Options.parse(game.id(), game.options(), row.options());
        this.mode = Wire.stored(Mode.class, row.mode());
        this.seed = row.seed();
        this.sealed = SealedThrows.of(id, row.secret());
        this.previousId = row.previousId();
        this.seats = new Seats(row.players(), seatRows, ctx.clock().millis());
        Offers offers = new Offers();
        this.play = new Play(Match.start(game, row.players(), options, seed), offers,
                Wire.stored(Status.class, row.status()), row.nextId());
        boolean drawAllowed = row.players() == 2 && game.drawOffers();
        this.clocks = new Clocks(TimeControl.stored(row.timeControl()), play.state().toMove());
        this.views = new TableViews(play, seats, offers, log, clocks, drawAllowed, ctx);
        this.ledger = new Ledger(id, ctx, log, views, () -> ctx.tables().lose(this));
        this.turns = new Turns(id, play, seats, sealed, offers, ledger, clocks);
        this.checks = new ActionChecks(play, seats, log);
        this.endings = new PlayersEnd(id, play, seats, offers, checks, ledger, views, clocks, drawAllowed);
        this.flags = new Flags(play, clocks, endings, ctx, this::checkFlag);
        this.autoPlay = new AutoPlay(id, play, seats, turns, ledger, views, clocks, flags, lock, ctx);
        this.hints = new Hints(id, mode, play, seats, log, lock, ctx);
        this.rematch = new Rematch(row, seats, play, offers, ledger, views, ctx);
        this.seatChanges = new SeatChanges(id, mode, seats, checks, ledger, views, autoPlay, ctx);
        this.reactions = new Reactions(mode, checks, log, ledger, ctx);
        this.takebacks = new Takebacks(mode, play, seats, offers, log, checks, turns, ledger, clocks,
                () -> Match.start(game, row.players(), options, seed));
    }

    /** The server's measures, for what happens at this table. */
    ServerMetrics metrics() {
        return ctx.metrics();
    }

    /** A new table, already written to the store; the first computer moves are scheduled. */
    static Table open(TableContext ctx, Store.TableRow row, List<Store.SeatRow> seatRows) {
        Table table = new Table(ctx, row, seatRows);
        LOG.info("event=table.created table={} game={} players={} mode={} options={} levels={} previous={}",
                row.id(), row.game(), row.players(), row.mode(), row.options(), table.seats.levels(), row.previousId());
        table.locked(() -> {
            table.autoPlay.advance();
            return null;
        });
        return table;
    }

    /**
     * A table rebuilt from its stored events; an unfinished one plays on, its clocks worked out from the events'
     * times (a flag that fell while no node held the table falls at once). A seat no one was
     * connected to keeps the time it was left ({@code awaySince}), so its takeover clock goes on.
     */
    static Table restore(TableContext ctx, Store.TableRow row, List<Store.SeatRow> seatRows,
                         List<Store.EventRow> rows, Map<Integer, Long> awaySince) {
        Table table = new Table(ctx, row, seatRows);
        awaySince.forEach((seat, since) -> {
            if (seat >= 1 && seat <= table.seats.players()) {
                Seat s = table.seats.get(seat);
                s.absentSince = Math.min(since, s.absentSince);
            }
        });
        table.locked(() -> {
            for (Store.EventRow e : rows) {
                TableEvent event = TableEvent.of(e, table.play.state().phase() == Phase.STAKE);
                if (event.kind() == TableEvent.Kind.TAKEBACK) {
                    table.log.add(event);
                    table.play.absorb(event.kind(), event.seat(), event.text());
                    table.takebacks.replayStanding();
                    table.clocks.take(event, table.play.state(), false);
                    continue;
                }
                table.turns.replay(event);
                table.play.absorb(event.kind(), event.seat(), event.text());
                boolean over = table.play.ending() != null || table.play.state().isOver();
                table.clocks.take(event, table.play.state(), over);
                table.log.add(event.isGameEvent() ? event.told(table.play.match().lastFacts()) : event);
            }
            if (table.play.isPlaying()) {
                LOG.info("event=table.restored table={} game={} seq={}", table.id, table.game.id(), table.log.seq());
                table.autoPlay.advance();
            }
            return null;
        });
        return table;
    }

    // ---- who is at the table ----------------------------------------------------------

    /** Seats a token holds at this table; empty for a stranger. */
    Set<Integer> seatsOf(String tokenHash) {
        return locked(() -> seats.heldBy(tokenHash));
    }

    /** The seats a token's hash holds (none for a spectator, whose hash is null); a hash holding none is a 403. */
    public Set<Integer> seatsFor(String hash) {
        if (hash == null) {
            return Set.of();
        }
        Set<Integer> held = hash.isEmpty() ? Set.of() : seatsOf(hash);
        if (held.isEmpty()) {
            throw ApiError.forbidden("this token holds no seat at table " + id + "; connect without a token to watch");
        }
        return held;
    }

    public record Joined(int seat, String token) {
    }

    /** Seats the joiner at the first open seat, with its seed (null: the server draws one). */
    public Joined join(String name, String seatSeed) {
        return locked(() -> seatChanges.join(name, seatSeed));
    }

    public void connect(Viewer viewer) {
        locked(() -> {
            viewers.add(viewer);
            for (int s : viewer.seats()) {
                if (seats.get(s).connections++ == 0) {
                    storeAway(s, null);
                }
            }
            if (!viewer.seats().isEmpty()) {
                views.sendPresence();
            }
            return null;
        });
    }

    public void disconnect(Viewer viewer) {
        locked(() -> {
            if (!viewers.remove(viewer)) {
                return null;
            }
            views.unsubscribe(viewer);
            long now = ctx.clock().millis();
            for (int s : viewer.seats()) {
                Seat seat = seats.get(s);
                if (--seat.connections == 0) {
                    seat.absentSince = now;
                    storeAway(s, now);
                }
            }
            if (!viewer.seats().isEmpty()) {
                views.sendPresence();
            }
            return null;
        });
    }

    /**
     * The table leaves this node: nothing more is played here, and every viewer is told to
     * connect again (it finds the table on the node that takes it). Under the lock.
     */
    void moveAway() {
        play.moveAway();
        for (Viewer v : List.copyOf(viewers)) {
            v.moved();
        }
        viewers.clear();
    }

    /** Presence is kept for the takeover clock only: a failure to store it is logged and play goes on. */
    private void storeAway(int seat, Long since) {
        try {
            ctx.store().markAway(id, seat, since);
        } catch (SQLException e) {
            LOG.warn("event=table.presence-not-stored table={} seat={} reason={}", id, seat, e.getMessage());
        }
    }

    /** Does {@code work} under the table's lock. */
    <T> T locked(Supplier<T> work) {
        lock.lock();
        try {
            return work.get();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Since when the table has had nothing to do: the time of its last event or of the last
     * person leaving. Empty while anyone is connected, a computer seat is to act (its turn is
     * planned), a hint is being worked out or a clock runs (its flag's timer is set): such a table must stay in memory.
     */
    OptionalLong quietSince() {
        return locked(() -> {
            if (!viewers.isEmpty() || hints.pending() || play.isPlaying() && clocks.running() != 0
                    || play.isPlaying() && seats.computerToAct(play.state(), turns.throwsWait())) {
                return OptionalLong.empty();
            }
            return OptionalLong.of(Math.max(log.lastAt(), seats.lastLeft()));
        });
    }

    // ---- what clients ask -------------------------------------------------------------

    /**
     * One message from a connected viewer; bad input is an {@link ApiError} or {@link GameException}
     * and changes nothing. {@code ref} is the client's own mark, echoed in a hint's answer.
     */
    void handle(Viewer viewer, ClientMessage message, JsonNode ref) {
        locked(() -> {
            if (play.isAway()) {
                throw ApiError.moved(id);
            }
            switch (message) {
                case ClientMessage.Hello hello -> hello(viewer, hello.since());
                case ClientMessage.Throw t -> throwShells(viewer, t);
                case ClientMessage.Move move -> move(viewer, move);
                case ClientMessage.Takeover takeover -> seatChanges.takeover(viewer, takeover.seat());
                case ClientMessage.Resign resign -> endings.resign(viewer, resign);
                case ClientMessage.Draw draw -> endings.draw(viewer, draw);
                case ClientMessage.Rematch r -> rematch.agree(viewer);
                case ClientMessage.Hint hint -> hints.ask(viewer, hint, ref);
                case ClientMessage.React react -> reactions.react(viewer, react);
                case ClientMessage.Takeback takeback -> {
                    takebacks.takeBack(viewer, takeback);
                    autoPlay.afterAction();
                }
            }
            return null;
        });
    }

    private void hello(Viewer viewer, int from) {
        if (from < 0 || from > log.seq()) {
            throw ApiError.bad("\"since\" must be between 0 and " + log.seq() + ", the table's last seq");
        }
        views.subscribe(viewer, from);
    }

    /**
     * The flag timer's action ({@link Flags}): the flag falls if the running clock has reached zero, else the timer
     * is set again. Tests call it after moving the server's clock.
     */
    public void checkFlag() {
        locked(() -> {
            if (!flags.fell()) {
                flags.arm();
            }
            return null;
        });
    }

    /** A throw or move that comes after the mover's time is gone is refused, and the flag falls instead. */
    private void requireTimeLeft() {
        if (flags.fell()) {
            throw ApiError.conflict("time-out", "the time ran out before that came: the game is over");
        }
    }

    private void throwShells(Viewer viewer, ClientMessage.Throw message) {
        checks.requireCurrent(viewer, message.seq());
        requireTimeLeft();
        var state = play.state();
        if (state.phase() != Phase.THROW) {
            throw ApiError.conflict("no-throw", "no throw is awaited now (awaiting " + state.phase().wire() + ")");
        }
        int thrower = state.toMove();
        if (!viewer.seats().contains(thrower)) {
            throw ApiError.conflict("not-your-turn", "it is seat " + thrower + "'s throw");
        }
        checks.requireHuman(thrower);
        if (turns.throwsWait()) {
            throw ApiError.conflict("awaiting-players", "the throws start once every seat is taken");
        }
        turns.throwShells(Actor.SEAT);
        autoPlay.afterAction();
    }

    private void move(Viewer viewer, ClientMessage.Move message) {
        checks.requireCurrent(viewer, message.seq());
        requireTimeLeft();
        int seat = message.seat() != null ? message.seat() : checks.awaitedSeatOf(viewer);
        if (!viewer.seats().contains(seat)) {
            throw ApiError.forbidden("your token does not hold seat " + seat);
        }
        checks.requireHuman(seat);
        turns.move(seat, message.move(), Actor.SEAT);
        autoPlay.afterAction();
    }

    // ---- the public face ---------------------------------------------------------------

    public Map<String, Object> publicView() {
        return locked(() -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", id);
            m.put("game", game.id());
            m.put("players", seats.players());
            m.put("options", options.asMap());
            m.put("mode", mode.wire());
            m.put("status", play.status().wire());
            m.put("seq", log.seq());
            m.put("previous", previousId);
            m.put("next", play.nextId());
            m.put("seats", seats.view());
            m.put("time", clocks.name());
            m.put("clock", clocks.view(ctx.clock().millis()));
            if (sealed != null) {
                m.put("fairness", sealed.view(seats.seeds(), play.status() == Status.FINISHED));
            }
            StateView.putPosition(m, play.state(), play.ending());
            views.putOffers(m);
            return m;
        });
    }

    /** The table in brief, for its plain page: game, status, seats and the throws' commitment. */
    public Map<String, Object> summary() {
        return locked(() -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("game", game.id());
            m.put("status", play.status().wire());
            m.put("seats", seats.view());
            m.put("commitment", sealed == null ? null : sealed.commitment());
            return m;
        });
    }

    /** The game record of docs/notation.md, seed and sealed secret included: only once the game is over. */
    public GameRecord record() {
        return locked(() -> {
            requireOver("the record is given once the game is over");
            GameRecord r = play.match().record();
            return sealed == null ? r : new GameRecord(r.game(), r.players(), r.options(), r.seed(), r.events(),
                    sealed.fairness(seats.seeds()));
        });
    }

    /** The record with the finished review's judgement as comments, once the review is ready. */
    public String reviewedRecord() {
        GameRecord record = record();
        return readyReview().annotate(record, standingEvents());
    }

    /** The game events that stand (none taken back), in the record's order. */
    private List<TableEvent> standingEvents() {
        return EventLog.standing(locked(() -> log.after(0)));
    }

    private GameReview readyReview() {
        return locked(() -> {
            if (review == null) {
                throw GameReview.notReviewed();
            }
            return review;
        });
    }

    /**
     * The position at the start and after each game event, for stepping through the game: while it goes on too,
     * unless a move of it was hidden (a stake), which only the end shows.
     */
    public List<Map<String, Object>> positions() {
        List<TableEvent> events = new ArrayList<>();
        Result ended = locked(() -> {
            events.addAll(log.after(0));
            if (events.stream().anyMatch(TableEvent::hidden)) {
                requireOver("a game with hidden stakes gives its positions once it is over");
            }
            return play.ending();
        });
        return Positions.replay(game, seats.players(), options, seed, events, ended);
    }

    /** The finished game's review (docs/API.md): judging starts at the first ask and is kept with the table. */
    public Map<String, Object> review() {
        GameReview started = locked(() -> {
            requireOver("a game is reviewed once it is over");
            if (review == null) {
                review = GameReview.start(game, seats.players(), options, seed, log.after(0), ctx.bots());
            }
            return review;
        });
        return started.view();
    }

    /**
     * The chess game so far in PGN: the seats' names as White and Black, the table's link as its Site; {@code reviewed}:
     * with the finished review's glyphs, chances and better moves after the moves judged.
     */
    public String pgn(String site, boolean reviewed) {
        Map<Integer, Pgn.Note> notes = reviewed ? readyReview().pgnNotes(standingEvents()) : Map.of();
        return locked(() -> {
            if (!(play.state() instanceof ChessState chess)) {
                throw ApiError.notFound("only a chess table has a PGN");
            }
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Event", "Chautari");
            tags.put("Site", site);
            tags.put("Date", PGN_DATE.format(Instant.ofEpochMilli(log.after(0).get(0).at())));
            tags.put("White", Objects.requireNonNullElse(seats.get(1).name, "?"));
            tags.put("Black", Objects.requireNonNullElse(seats.get(2).name, "?"));
            return chess.pgn(tags, play.ending() != null ? play.ending() : chess.result(), notes::get);
        });
    }

    private void requireOver(String message) {
        if (play.status() != Status.FINISHED) {
            throw ApiError.conflict("not-over", message);
        }
    }
}
