package chautari.server;

import chautari.bots.Bots;
import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.GameRecord;
import chautari.engine.GameState;
import chautari.engine.Match;
import chautari.engine.Options;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.StateView;
import com.fasterxml.jackson.databind.JsonNode;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One table: a {@link Match}, its seats and its ordered events. Every action takes the
 * table's lock, so one table's events are applied strictly in order while tables run in
 * parallel. An event is committed to the store before anyone is told of it. What viewers
 * are sent is {@link TableViews}'s; what the table plays by itself is {@link AutoPlay}'s; hints
 * are {@link Hints}'. A computer seat thinks without the lock, on the {@link BotPool}.
 */
final class Table {
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);

    final String id;
    final Game game;
    final int players;
    final Options options;
    final Mode mode;
    private final long seed;
    private final SealedThrows sealed;
    private final String previousId;
    private final TableContext ctx;
    private final ReentrantLock lock = new ReentrantLock();
    private final Seat[] seats;
    private final EventLog log = new EventLog();
    private final TableViews views;
    private final AutoPlay autoPlay;
    private final ActionChecks checks;
    private final Hints hints;
    private final PlayersEnd endings;
    private final Set<Viewer> viewers = new LinkedHashSet<>();
    private final Offers offers = new Offers();
    private final Match match;
    private Result ending;
    private boolean movedAway;
    private Status status;
    private String nextId;

    private Table(TableContext ctx, Store.TableRow row, List<Store.SeatRow> seatRows) {
        this.ctx = ctx;
        this.id = row.id();
        this.game = ctx.games().apply(row.game());
        this.players = row.players();
        this.options = Options.parse(game.name(), game.optionSpecs(), row.options());
        this.mode = Wire.stored(Mode.class, row.mode());
        this.seed = row.seed();
        this.sealed = SealedThrows.of(id, row.secret());
        this.previousId = row.previousId();
        this.status = Wire.stored(Status.class, row.status());
        this.nextId = row.nextId();
        this.seats = new Seat[players + 1];
        long now = ctx.clock().millis();
        for (Store.SeatRow s : seatRows) {
            seats[s.seat()] = new Seat(s, now);
        }
        this.match = Match.start(game, players, options, seed);
        this.views = new TableViews(this, log, ctx);
        this.autoPlay = new AutoPlay(this, lock, ctx);
        this.checks = new ActionChecks(this, log);
        this.hints = new Hints(this, lock, ctx);
        this.endings = new PlayersEnd(this, checks, offers);
    }

    /** A new table, already written to the store; the first computer moves are scheduled. */
    static Table open(TableContext ctx, Store.TableRow row, List<Store.SeatRow> seatRows) {
        Table table = new Table(ctx, row, seatRows);
        LOG.info("event=table.created table={} game={} players={} mode={} options={} levels={} previous={}",
                row.id(), row.game(), row.players(), row.mode(), row.options(), table.views.levels(), row.previousId());
        table.lock.lock();
        try {
            table.autoPlay.advance();
        } finally {
            table.lock.unlock();
        }
        return table;
    }

    /**
     * A table rebuilt from its stored events; an unfinished one plays on. A seat no one was
     * connected to keeps the time it was left ({@code awaySince}), so its takeover clock goes on.
     */
    static Table restore(TableContext ctx, Store.TableRow row, List<Store.SeatRow> seatRows,
                         List<Store.EventRow> rows, Map<Integer, Long> awaySince) {
        Table table = new Table(ctx, row, seatRows);
        awaySince.forEach((seat, since) -> {
            if (seat >= 1 && seat <= table.players) {
                table.seats[seat].absentSince = Math.min(since, table.seats[seat].absentSince);
            }
        });
        table.lock.lock();
        try {
            for (Store.EventRow e : rows) {
                TableEvent event = TableEvent.of(e, table.match.state().phase() == Phase.STAKE);
                table.replay(event.kind(), event.seat(), event.text());
                table.absorb(event.kind(), event.seat(), event.text());
                table.log.add(event.isGameEvent() ? event.told(table.match.lastFacts()) : event);
            }
            if (table.isPlaying()) {
                LOG.info("event=table.restored table={} game={} seq={}", table.id, table.game.name(), table.seq());
                table.autoPlay.advance();
            }
        } finally {
            table.lock.unlock();
        }
        return table;
    }

    // ---- what clients ask -------------------------------------------------------------

    /** Seats a token holds at this table; empty for a stranger. */
    Set<Integer> seatsOf(String tokenHash) {
        Set<Integer> held = new TreeSet<>();
        lock.lock();
        try {
            for (int s = 1; s <= players; s++) {
                if (tokenHash.equals(seats[s].tokenHash)) {
                    held.add(s);
                }
            }
        } finally {
            lock.unlock();
        }
        return held;
    }

    record Joined(int seat, String token) {
    }

    /** Seats the joiner at the first open seat, with its seed (null: the server draws one). */
    Joined join(String name, String seatSeed) {
        lock.lock();
        try {
            if (mode != Mode.FRIENDS) {
                throw ApiError.conflict("no-open-seat", "this table has no seats to join (mode " + mode.wire()
                        + "); open its link to watch");
            }
            for (int s = 1; s <= players; s++) {
                if (seats[s].kind == SeatKind.OPEN) {
                    String token = Tokens.seatToken();
                    Store.SeatRow changed = new Store.SeatRow(s, SeatKind.HUMAN.wire(), name, Tokens.hash(token), seats[s].level,
                            SeatSeeds.given(seatSeed));
                    commit(List.of(newEvent(TableEvent.Kind.JOIN, s, name, Actor.SEAT, false)),
                            List.of(changed), null, null);
                    seats[s].kind = SeatKind.HUMAN;
                    seats[s].name = name;
                    seats[s].tokenHash = changed.tokenHash();
                    seats[s].seatSeed = changed.seatSeed();
                    seats[s].absentSince = ctx.clock().millis();
                    LOG.info("event=table.joined table={} seat={}", id, s);
                    views.sendPresence();
                    afterAction();
                    return new Joined(s, token);
                }
            }
            throw ApiError.conflict("table-full", "every seat is taken; open the link to watch");
        } finally {
            lock.unlock();
        }
    }

    void connect(Viewer viewer) {
        lock.lock();
        try {
            viewers.add(viewer);
            for (int s : viewer.seats()) {
                if (seats[s].connections++ == 0) {
                    storeAway(s, null);
                }
            }
            if (!viewer.seats().isEmpty()) {
                views.sendPresence();
            }
        } finally {
            lock.unlock();
        }
    }

    void disconnect(Viewer viewer) {
        lock.lock();
        try {
            if (!viewers.remove(viewer)) {
                return;
            }
            views.unsubscribe(viewer);
            long now = ctx.clock().millis();
            for (int s : viewer.seats()) {
                if (--seats[s].connections == 0) {
                    seats[s].absentSince = now;
                    storeAway(s, now);
                }
            }
            if (!viewer.seats().isEmpty()) {
                views.sendPresence();
            }
        } finally {
            lock.unlock();
        }
    }

    /**
     * The table leaves this node: nothing more is played here, and every viewer is told to
     * connect again (it finds the table on the node that takes it). Under the lock.
     */
    void moveAway() {
        movedAway = true;
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
     * planned) or a hint is being worked out: such a table must stay in memory.
     */
    OptionalLong quietSince() {
        lock.lock();
        try {
            if (!viewers.isEmpty() || hints.pending() || isPlaying() && computerToAct()) {
                return OptionalLong.empty();
            }
            long since = log.lastAt();
            for (int s = 1; s <= players; s++) {
                since = Math.max(since, seats[s].absentSince);
            }
            return OptionalLong.of(since);
        } finally {
            lock.unlock();
        }
    }

    private boolean computerToAct() {
        GameState state = match.state();
        if (state.phase() == Phase.THROW) {
            return seats[state.toMove()].isComputer() && !awaitsSeats();
        }
        for (int s = 1; s <= players; s++) {
            if (state.awaits(s) && seats[s].isComputer()) {
                return true;
            }
        }
        return false;
    }

    /**
     * One message from a connected viewer; bad input is an {@link ApiError} or {@link GameException}
     * and changes nothing. {@code ref} is the client's own mark, echoed in a hint's answer.
     */
    void handle(Viewer viewer, ClientMessage message, JsonNode ref) {
        lock.lock();
        try {
            if (movedAway) {
                throw ApiError.conflict(TableCalls.MOVED, "table " + id + " has moved to another node; connect again");
            }
            switch (message) {
                case ClientMessage.Hello hello -> hello(viewer, hello.since());
                case ClientMessage.Throw t -> throwShells(viewer, t);
                case ClientMessage.Move move -> move(viewer, move);
                case ClientMessage.Takeover takeover -> takeover(viewer, takeover.seat());
                case ClientMessage.Resign resign -> endings.resign(viewer, resign);
                case ClientMessage.Draw draw -> endings.draw(viewer, draw);
                case ClientMessage.Rematch rematch -> rematch(viewer);
                case ClientMessage.Hint hint -> hints.ask(viewer, hint, ref);
            }
        } finally {
            lock.unlock();
        }
    }

    private void hello(Viewer viewer, int from) {
        if (from < 0 || from > seq()) {
            throw ApiError.bad("\"since\" must be between 0 and " + seq() + ", the table's last seq");
        }
        views.subscribe(viewer, from);
    }

    private void throwShells(Viewer viewer, ClientMessage.Throw message) {
        checks.requireCurrent(viewer, message.seq());
        GameState state = match.state();
        if (state.phase() != Phase.THROW) {
            throw ApiError.conflict("no-throw", "no throw is awaited now (awaiting " + state.phase().wire() + ")");
        }
        int thrower = state.toMove();
        if (!viewer.seats().contains(thrower)) {
            throw ApiError.conflict("not-your-turn", "it is seat " + thrower + "'s throw");
        }
        checks.requireHuman(thrower);
        if (awaitsSeats()) {
            throw ApiError.conflict("awaiting-players", "the throws start once every seat is taken");
        }
        throwEvent(Actor.SEAT);
        afterAction();
    }

    private void move(Viewer viewer, ClientMessage.Move message) {
        checks.requireCurrent(viewer, message.seq());
        int seat = message.seat() != null ? message.seat() : checks.awaitedSeatOf(viewer);
        if (!viewer.seats().contains(seat)) {
            throw ApiError.forbidden("your token does not hold seat " + seat);
        }
        checks.requireHuman(seat);
        moveEvent(seat, message.move(), Actor.SEAT);
        afterAction();
    }

    private void takeover(Viewer viewer, int seat) {
        checks.requirePlaying();
        ActionChecks.requireSeated(viewer);
        if (seat < 1 || seat > players) {
            throw ApiError.bad("\"seat\" must be a seat of this table, 1 to " + players);
        }
        Seat s = seats[seat];
        if (viewer.seats().contains(seat)) {
            throw ApiError.conflict("own-seat", "seat " + seat + " is your own");
        }
        if (s.isComputer()) {
            throw ApiError.conflict("already-computer", "the computer already plays seat " + seat);
        }
        if (s.connections > 0) {
            throw ApiError.conflict("seat-present", "seat " + seat + "'s player is connected");
        }
        long away = ctx.clock().millis() - s.absentSince;
        if (away < ctx.takeoverAfter().toMillis()) {
            throw ApiError.conflict("not-away-long-enough", "seat " + seat + "'s player has been gone "
                    + away / 1000 + " s; the computer may take the seat after "
                    + ctx.takeoverAfter().toSeconds() + " s");
        }
        Store.SeatRow changed = new Store.SeatRow(seat, SeatKind.COMPUTER.wire(), s.name, s.tokenHash, Bots.DEFAULT,
                s.seatSeed != null ? s.seatSeed : Tokens.seatSeed());
        commit(List.of(newEvent(TableEvent.Kind.TAKEOVER, seat, "computer", Actor.SEAT, false)),
                List.of(changed), null, null);
        s.kind = SeatKind.COMPUTER;
        s.level = Bots.DEFAULT;
        s.seatSeed = changed.seatSeed();
        LOG.info("event=table.takeover table={} seat={}", id, seat);
        views.sendPresence();
        afterAction();
    }

    /**
     * Agrees to a rematch for every seat the viewer holds (pass-and-play: all of them at once).
     * Once every person's seat has agreed (a computer seat always does) the new table is made,
     * in the same transaction as the last agreement.
     */
    private void rematch(Viewer viewer) {
        ActionChecks.requireSeated(viewer);
        if (status != Status.FINISHED) {
            throw ApiError.conflict("not-over", "a rematch is offered once the game is over");
        }
        if (nextId != null) {
            throw ApiError.conflict("rematch-exists", "the rematch is table " + nextId);
        }
        List<TableEvent> agreeing = new ArrayList<>();
        for (int s : viewer.seats()) {
            if (!offers.agreedRematch(s)) {
                agreeing.add(new TableEvent(seq() + 1 + agreeing.size(), TableEvent.Kind.REMATCH_AGREE, s,
                        TableEvent.Kind.REMATCH_AGREE.wire(), Actor.SEAT, ctx.clock().millis(), false));
            }
        }
        if (agreeing.isEmpty()) {
            throw ApiError.conflict("already-agreed", "you have agreed to the rematch; waiting for seats "
                    + rematchWaiting());
        }
        List<Integer> stillWaiting = new ArrayList<>(rematchWaiting());
        agreeing.forEach(e -> stillWaiting.remove(Integer.valueOf(e.seat())));
        if (stillWaiting.isEmpty()) {
            createRematch(agreeing);
        } else {
            commit(agreeing, List.of(), null, null);
        }
        agreeing.forEach(e -> absorb(e.kind(), e.seat(), e.text()));
        views.sendState();
    }

    /** The people's seats that have not agreed to the rematch yet. */
    List<Integer> rematchWaiting() {
        List<Integer> waiting = new ArrayList<>();
        for (int s = 1; s <= players; s++) {
            if (seats[s].kind == SeatKind.HUMAN && !offers.agreedRematch(s)) {
                waiting.add(s);
            }
        }
        return waiting;
    }

    List<Integer> rematchAgreed() {
        return offers.rematchAgreed();
    }

    Integer drawOfferedBy() {
        return isPlaying() ? offers.drawOfferedBy() : null;
    }

    /**
     * The new table seats everyone one seat on, so that whoever sat second moves first (every
     * game starts with seat 1): seat k moves to seat k - 1 and seat 1 to the last. Partners stay
     * partners, and every seat keeps its seed; the table has a secret of its own. The event's text
     * is the new table's id and each old seat's new number. The new table and this table's event
     * are stored in one transaction.
     */
    private void createRematch(List<TableEvent> agreeing) {
        String next = Tokens.tableId();
        List<Store.SeatRow> rows = new ArrayList<>();
        List<String> moved = new ArrayList<>();
        for (int s = 1; s <= players; s++) {
            Seat seat = seats[s % players + 1];
            // A person whose seat the computer took over gets it back at the rematch; a computer seat keeps its level.
            boolean tookOver = seat.isComputer() && seat.tokenHash != null;
            rows.add(new Store.SeatRow(s, (tookOver ? SeatKind.HUMAN : seat.kind).wire(), seat.name, seat.tokenHash,
                    tookOver ? Bots.DEFAULT : seat.level, seat.seatSeed));
            moved.add(String.valueOf(s == 1 ? players : s - 1));
        }
        Store.TableRow row = new Store.TableRow(next, game.name(), players, options.toString(), mode.wire(),
                Tokens.seed(), Status.PLAYING.wire(), id, null, ctx.clock().millis(), Tokens.throwSecret());
        List<TableEvent> events = new ArrayList<>(agreeing);
        events.add(new TableEvent(seq() + 1 + agreeing.size(), TableEvent.Kind.REMATCH, agreeing.get(0).seat(),
                next + " " + String.join(",", moved), Actor.SEAT, ctx.clock().millis(), false));
        try {
            ctx.store().insertRematch(id, new Store.Change(events.stream().map(TableEvent::row).toList(), List.of(),
                    null, next, ctx.clock().millis()), row, rows);
        } catch (SQLException e) {
            throw storeFailed(e);
        }
        events.forEach(this::publish);
        nextId = next;
        ctx.tables().opened(row, rows);
    }

    // ---- the public face ---------------------------------------------------------------

    Map<String, Object> publicView() {
        lock.lock();
        try {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", id);
            m.put("game", game.name());
            m.put("players", players);
            m.put("options", options.asMap());
            m.put("mode", mode.wire());
            m.put("status", status.wire());
            m.put("seq", seq());
            m.put("previous", previousId);
            m.put("next", nextId);
            m.put("seats", seatList());
            if (sealed != null) {
                m.put("fairness", sealed.view(seats, status == Status.FINISHED));
            }
            StateView.putPosition(m, match.state(), ending);
            views.putOffers(m);
            return m;
        } finally {
            lock.unlock();
        }
    }

    /** The game record of NOTATION.md, seed and sealed secret included: only once the game is over. */
    GameRecord record() {
        lock.lock();
        try {
            if (status != Status.FINISHED) {
                throw ApiError.conflict("not-over", "the record is given once the game is over");
            }
            GameRecord r = match.record();
            return sealed == null ? r : new GameRecord(r.game(), r.players(), r.options(), r.seed(), r.events(),
                    sealed.fairness(seats));
        } finally {
            lock.unlock();
        }
    }

    /** The position at the start and after each game event, for stepping through the game: only once it is over. */
    List<Map<String, Object>> positions() {
        List<TableEvent> events;
        Result ended;
        lock.lock();
        try {
            if (status != Status.FINISHED) {
                throw ApiError.conflict("not-over", "the positions are given once the game is over");
            }
            events = log.after(0);
            ended = ending;
        } finally {
            lock.unlock();
        }
        return Positions.replay(game, players, options, seed, events, ended);
    }

    /** The SHA-256 of the table's throw secret; null for a table from before fair throws. */
    String commitment() {
        return sealed == null ? null : sealed.commitment();
    }

    List<Map<String, Object>> seatList() {
        return views.seatList();
    }

    Status status() {
        return status;
    }

    /** Whether the table has left this node ({@link #moveAway}). */
    boolean isAway() {
        return movedAway;
    }

    boolean isPlaying() {
        return status == Status.PLAYING;
    }

    String nextId() {
        return nextId;
    }

    GameState state() {
        return match.state();
    }

    /** How a game ended by resignation or agreement ended; null otherwise. */
    Result ending() {
        return ending;
    }

    Seat seat(int number) {
        return seats[number];
    }

    // ---- playing ----------------------------------------------------------------------

    int seq() {
        return log.seq();
    }

    /**
     * The thrower's throw: derived from the sealed secret (a table from before fair throws draws
     * it from its seed). Under the lock, as are moveEvent and afterAction.
     */
    void throwEvent(Actor actor) {
        int thrower = match.state().toMove();
        Match.Step step = sealed == null ? match.prepareRandomThrow()
                : match.prepareThrow(sealed.outcome(match.throwsMade() + 1, match.state(), seats));
        stepTaken(step, newEvent(TableEvent.Kind.THROW, thrower, step.text(), actor, false).told(step.facts()));
    }

    void moveEvent(int seat, String text, Actor actor) {
        boolean hidden = match.state().phase() == Phase.STAKE;
        Match.Step step = match.preparePlay(seat, text);
        stepTaken(step, newEvent(TableEvent.Kind.MOVE, seat, step.text(), actor, hidden).told(step.facts()));
        offers.moved(seat);
    }

    /** Whether throws wait for an open seat to be taken: every seat's seed goes into every throw. */
    boolean awaitsSeats() {
        if (sealed == null) {
            return false;
        }
        for (int s = 1; s <= players; s++) {
            if (seats[s].kind == SeatKind.OPEN) {
                return true;
            }
        }
        return false;
    }

    /** A step checked on a copy: stored first; only then does the match take it and everyone hear of it. */
    private void stepTaken(Match.Step step, TableEvent event) {
        Status newStatus = step.after().isOver() ? Status.FINISHED : null;
        try {
            ctx.store().commit(id, new Store.Change(List.of(event.row()), List.of(), wire(newStatus), null, event.at()));
        } catch (SQLException e) {
            throw storeFailed(e);
        }
        match.commit(step);
        publish(event);
        if (newStatus != null) {
            status = newStatus;
            Result result = match.state().result();
            LOG.info("event=table.finished table={} game={} seq={} winners={} draw={}", id, game.name(), event.seq(),
                    result.winners(), result.draw());
        }
    }

    private void commit(List<TableEvent> newEvents, List<Store.SeatRow> seatRows, Status newStatus, String next) {
        List<Store.EventRow> rows = newEvents.stream().map(TableEvent::row).toList();
        try {
            ctx.store().commit(id, new Store.Change(rows, seatRows, wire(newStatus), next, ctx.clock().millis()));
        } catch (SQLException e) {
            throw storeFailed(e);
        }
        newEvents.forEach(this::publish);
    }

    boolean drawAllowed() {
        return players == 2 && !game.hasChance();
    }

    /** Commits the table's own events (not throws or moves), takes them in and tells everyone the state. */
    void tableEvents(List<TableEvent> newEvents, Status newStatus) {
        commit(newEvents, List.of(), newStatus, null);
        newEvents.forEach(e -> absorb(e.kind(), e.seat(), e.text()));
        if (newStatus != null) {
            status = newStatus;
            LOG.info("event=table.finished table={} game={} seq={} winners={} draw={} reason={}", id, game.name(),
                    seq(), ending.winners(), ending.draw(), ending.details().get("reason"));
        }
        views.sendState();
    }

    /** What a stored or new event changes beyond the match: offers, and a game ended by its players. */
    private void absorb(TableEvent.Kind kind, int seat, String text) {
        switch (kind) {
            case MOVE -> offers.moved(seat);
            case RESIGN -> ending = Endings.resigned(match.state(), seat);
            case DRAW -> {
                DrawAction action = DrawAction.of(text);
                offers.draw(seat, action);
                if (action == DrawAction.ACCEPT) {
                    ending = Endings.agreedDraw();
                }
            }
            case REMATCH_AGREE -> offers.agreeRematch(seat);
            default -> {
            }
        }
    }

    private void publish(TableEvent event) {
        log.add(event);
        views.sendEvent(event);
    }

    TableEvent newEvent(TableEvent.Kind kind, int seat, String text, Actor actor, boolean hidden) {
        return new TableEvent(seq() + 1, kind, seat, text, actor, ctx.clock().millis(), hidden);
    }

    /** Applies a stored event to the match again; the secret (or the seed) must give the throw the store holds. */
    private void replay(TableEvent.Kind kind, int seat, String text) {
        if (kind == TableEvent.Kind.THROW) {
            String drawn = sealed == null ? match.throwRandom()
                    : match.throwWith(sealed.outcome(match.throwsMade() + 1, match.state(), seats));
            if (!drawn.equals(text)) {
                throw new IllegalStateException("table " + id + ": the throw is " + drawn + " where the store holds "
                        + text);
            }
        } else if (kind == TableEvent.Kind.MOVE) {
            match.play(seat, text);
        }
    }

    private static String wire(Status status) {
        return status == null ? null : status.wire();
    }

    private ApiError storeFailed(SQLException e) {
        if (e instanceof Cluster.OwnershipLost) {
            LOG.warn("event=table.moved table={} seq={}", id, seq());
            ctx.tables().lose(this);
            return ApiError.conflict(TableCalls.MOVED, "table " + id + " has moved to another node; connect again");
        }
        LOG.error("event=table.store-failed table={} seq={}", id, seq(), e);
        return new ApiError(503, "store-failed", "the table could not save that; nothing changed, try again");
    }

    /** Plays on by itself as far as it can, then sends everyone the state. */
    void afterAction() {
        autoPlay.advance();
        views.sendState();
    }
}
