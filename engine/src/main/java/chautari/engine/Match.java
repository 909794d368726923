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
    private final Rng rng;
    private final GameState state;
    private final List<GameRecord.Event> events = new ArrayList<>();
    private Facts lastFacts = Facts.NONE;

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
        Match match = new Match(Games.byName(record.game()), record.players(), record.options(), record.seed());
        for (GameRecord.Event event : record.events()) {
            match.requireSeat(event.seat());
            switch (event.kind()) {
                case THROW -> {
                    if (event.seat() != match.state.toMove()) {
                        throw new GameException("seat " + event.seat() + " throws out of turn in the record");
                    }
                    match.state.sampleChance(match.rng);
                    match.throwWith(event.text());
                }
                case MOVE -> match.play(event.seat(), event.text());
            }
        }
        return match;
    }

    public Game game() {
        return game;
    }

    /** The live state: read it, do not change it. */
    public GameState state() {
        return state;
    }

    /** Throws with an outcome drawn from the seeded generator; returns its text. */
    public String throwRandom() {
        requireThrow();
        return apply(state.sampleChance(rng));
    }

    /** Throws with a given outcome (tests, replays, outside programs); returns its text. */
    public String throwWith(String outcome) {
        requireThrow();
        return apply(state.parseOutcome(outcome));
    }

    /** Plays a seat's move given as text. */
    public void play(int seat, String moveText) {
        requireSeat(seat);
        state.requireTurn(seat);
        int move = state.parseMove(moveText);
        if (!state.isLegal(seat, move)) {
            throw new GameException("'" + moveText + "' is not a legal move now");
        }
        String text = state.moveText(move);
        Facts told = state.moveFacts(seat, move);
        state.playLegal(seat, move);
        events.add(new GameRecord.Event(GameRecord.Kind.MOVE, seat, text));
        lastFacts = told;
    }

    /** What the last throw or move did; {@link Facts#NONE} before any. */
    public Facts lastFacts() {
        return lastFacts;
    }

    public GameRecord record() {
        return new GameRecord(game.name(), players, options, seed, events);
    }

    private String apply(int outcome) {
        int thrower = state.toMove();
        String text = state.outcomeText(outcome);
        Facts told = state.throwFacts(outcome);
        state.applyChance(outcome);
        events.add(new GameRecord.Event(GameRecord.Kind.THROW, thrower, text));
        lastFacts = told;
        return text;
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
