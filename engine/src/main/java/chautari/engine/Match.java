package chautari.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * A game being played: its state, its seeded generator for throws, and its record. Every
 * input is checked; a bad one is a {@link GameException} and changes nothing.
 */
public final class Match {
    private final Game game;
    private final int players;
    private final Options options;
    private final long seed;
    private final List<GameRecord.Event> events = new ArrayList<>();
    private Rng rng;
    private GameState state;
    private int throwsMade;
    private Facts lastFacts = Facts.NONE;

    /**
     * A throw or move checked and made on a copy: the match is unchanged until it is
     * {@linkplain #commit committed}, so a caller can store the step first and drop it if that fails.
     */
    public static final class Step {
        private final GameRecord.Event event;
        private final Facts facts;
        private final GameState after;
        private final Rng rngAfter;
        private final Match from;
        private final int at;

        private Step(GameRecord.Event event, Facts facts, GameState after, Rng rngAfter, Match from) {
            this.event = event;
            this.facts = facts;
            this.after = after;
            this.rngAfter = rngAfter;
            this.from = from;
            this.at = from.events.size();
        }

        /** The throw's outcome or the move, as the record writes it. */
        public String text() {
            return event.text();
        }

        public Facts facts() {
            return facts;
        }

        /** The state the step leads to: read it, do not change it. */
        public GameState after() {
            return after;
        }
    }

    private Match(Game game, int players, Options options, long seed) {
        this.game = game;
        this.players = players;
        this.options = options;
        this.seed = seed;
        this.rng = new Rng(seed);
        this.state = game.start(players, options);
    }

    public static Match start(Game game, int players, Options options, long seed) {
        return new Match(game, players, options, seed);
    }

    /**
     * Replays a record event by event. Each recorded throw also takes its draw from the
     * generator, so a match played from the seed continues with the same draws after a replay.
     */
    public static Match replay(GameRecord record) {
        Match match = begin(record);
        for (GameRecord.Event event : record.events()) {
            match.replay(event);
        }
        return match;
    }

    /** The match of a record's header, before its first event: {@link #replay(GameRecord.Event)} plays its events. */
    public static Match begin(GameRecord record) {
        return new Match(Games.byName(record.game()), record.players(), record.options(), record.seed());
    }

    /** Plays one recorded event, checked; a throw also takes its draw from the generator. */
    public void replay(GameRecord.Event event) {
        requireSeat(event.seat());
        switch (event.kind()) {
            case THROW -> {
                if (event.seat() != state.toMove()) {
                    throw new GameException("seat " + event.seat() + " throws out of turn in the record");
                }
                state.sampleChance(rng);
                throwWith(event.text());
            }
            case MOVE -> play(event.seat(), event.text());
        }
    }

    public Game game() {
        return game;
    }

    /** The present state: read it, do not change it (a step replaces it with another). */
    public GameState state() {
        return state;
    }

    /** Throws with an outcome drawn from the seeded generator; returns its text. */
    public String throwRandom() {
        return commit(prepareRandomThrow());
    }

    /** Throws with a given outcome (tests, replays, outside programs); returns its text. */
    public String throwWith(String outcome) {
        return commit(prepareThrow(outcome));
    }

    /** Plays a seat's move given as text. */
    public void play(int seat, String moveText) {
        commit(preparePlay(seat, moveText));
    }

    /** The throw the seeded generator draws next, not yet made. */
    public Step prepareRandomThrow() {
        requireThrow();
        Rng drawing = rng.copy();
        return throwStep(state.sampleChance(drawing), drawing);
    }

    /** A throw with a given outcome, checked, not yet made. */
    public Step prepareThrow(String outcome) {
        requireThrow();
        return throwStep(state.parseOutcome(outcome), rng);
    }

    /** A seat's move, checked, not yet made. */
    public Step preparePlay(int seat, String moveText) {
        requireSeat(seat);
        state.requireTurn(seat);
        int move = state.parseMove(moveText);
        if (!state.isLegal(seat, move)) {
            throw new GameException("'" + moveText + "' is not a legal move now");
        }
        GameState after = state.copy();
        Facts told = state.moveFacts(seat, move);
        after.playLegal(seat, move);
        return new Step(new GameRecord.Event(GameRecord.Kind.MOVE, seat, state.moveText(move)), told, after, rng, this);
    }

    /** Makes a step prepared on this match at its present position; returns the step's text. */
    public String commit(Step step) {
        if (step.from != this || step.at != events.size()) {
            throw new IllegalStateException("a step prepared at event " + step.at + (step.from != this ? " of another match" : "")
                    + " cannot follow event " + events.size());
        }
        state = step.after;
        rng = step.rngAfter;
        events.add(step.event);
        lastFacts = step.facts;
        if (step.event.kind() == GameRecord.Kind.THROW) {
            throwsMade++;
        }
        return step.event.text();
    }

    /** How many throws the game has had. */
    public int throwsMade() {
        return throwsMade;
    }

    /** What the last throw or move did; {@link Facts#NONE} before any. */
    public Facts lastFacts() {
        return lastFacts;
    }

    public GameRecord record() {
        return new GameRecord(game.id(), players, options, seed, events);
    }

    private Step throwStep(int outcome, Rng rngAfter) {
        GameState after = state.copy();
        Facts told = state.throwFacts(outcome);
        after.applyChance(outcome);
        return new Step(new GameRecord.Event(GameRecord.Kind.THROW, state.toMove(), state.outcomeText(outcome)), told,
                after, rngAfter, this);
    }

    private void requireThrow() {
        if (state.phase() == Phase.OVER) {
            throw new GameException("the game is over");
        }
        if (state.phase() != Phase.THROW) {
            throw new GameException("no throw is awaited now");
        }
    }

    private void requireSeat(int seat) {
        if (seat < 1 || seat > players) {
            throw new GameException("there is no seat " + seat + " in a game of " + players);
        }
    }
}
