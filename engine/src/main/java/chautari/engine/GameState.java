package chautari.engine;

import java.util.Arrays;
import java.util.Map;

/**
 * A position of a game, shaped like OpenSpiel's State: who acts, the legal moves, the chance
 * outcomes and their probabilities, applying either, the end and its result.
 *
 * <p>Moves and chance outcomes are ints of the game's own coding, so search and random play
 * allocate nothing; {@link #moveText} and {@link #parseMove} (and their outcome twins) give
 * them their docs/notation.md strings. States are mutable; {@link #copy} is cheap.
 */
public abstract class GameState {
    private static final String NO_THROWS = "this game has no throws";

    public abstract int players();

    public abstract Phase phase();

    /** The thrower or mover awaited; 0 when several seats act at once or the game is over. */
    public abstract int toMove();

    /** The side a seat plays for, numbered by its first seat: the seat itself unless partners share a side. */
    public int sideOf(int seat) {
        return seat;
    }

    /** Whether the seat could still win if the other side's time ran out: false only where no play could ever give it the win. */
    public boolean canWinOnTime(int seat) {
        return true;
    }

    /** Whether this seat has a move to make now (the mover, or a seat still to stake). */
    public boolean awaits(int seat) {
        return phase() == Phase.MOVE && seat == toMove();
    }

    /** An upper bound on how many legal moves a seat can ever have: the size for buffers. */
    public abstract int maxMoves();

    /** Writes the seat's legal moves into {@code out} and returns how many; 0 when it has none now. */
    public abstract int legalMoves(int seat, int[] out);

    public final int legalMoves(int[] out) {
        return legalMoves(toMove(), out);
    }

    public boolean isLegal(int seat, int move) {
        if (!awaits(seat)) {
            return false;
        }
        int[] moves = new int[maxMoves()];
        int n = legalMoves(seat, moves);
        for (int i = 0; i < n; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** A uniformly random legal move of the seat, which must have one; games may answer faster than by listing. */
    public int randomMove(int seat, Rng rng, int[] buffer) {
        int n = legalMoves(seat, buffer);
        return buffer[rng.nextInt(n)];
    }

    /**
     * Plays the move {@link #randomMove} would draw with the same generator, exactly as
     * {@code playLegal(seat, randomMove(seat, rng, buffer))} does (unchecked, for playouts): games may do it faster.
     */
    public void playRandomMove(int seat, Rng rng, int[] buffer) {
        playLegal(seat, randomMove(seat, rng, buffer));
    }

    /**
     * Plays a random move of the seat to move as {@link #playRandomMove} does, or several in a row
     * while the game still waits for a move; returns how many. Play-outs call it: a game whose
     * turns are all moves can play a whole play-out in a loop of its own.
     */
    public int playRandomMoves(Rng rng, int[] buffer) {
        playRandomMove(toMove(), rng, buffer);
        return 1;
    }

    /**
     * Plays a seat's move after checking it, the same way in every game: a move that is not
     * legal now is a {@link GameException} and changes nothing.
     */
    public final void play(int seat, int move) {
        requireTurn(seat);
        if (!isLegal(seat, move)) {
            throw new GameException("'" + safeMoveText(move) + "' is not a legal "
                    + (phase() == Phase.STAKE ? "stake" : "move") + " now");
        }
        apply(seat, move);
    }

    /** Plays a move just taken from {@link #legalMoves} or {@link #randomMove}: for search and playouts, unchecked. */
    public final void playLegal(int seat, int move) {
        apply(seat, move);
    }

    /** Plays a legal move of the seat. */
    protected abstract void apply(int seat, int move);

    /** Says why the seat may not act now, as a {@link GameException}, unless it may. */
    public final void requireTurn(int seat) {
        if (awaits(seat)) {
            return;
        }
        throw new GameException(switch (phase()) {
            case OVER -> "the game is over";
            case THROW -> "a throw is awaited, not a move";
            case STAKE -> "seat " + seat + " has no stake to make now";
            case MOVE -> "it is seat " + toMove() + "'s move, not seat " + seat + "'s";
        });
    }

    private String safeMoveText(int move) {
        try {
            return moveText(move);
        } catch (RuntimeException notAMove) {
            return "move " + move;
        }
    }

    /**
     * What a legal move of the seat does if played now: pieces taken, a piece home, a throw
     * earned, chips paid. This state is left as it was.
     */
    public Facts moveFacts(int seat, int move) {
        return Facts.NONE;
    }

    /** What a valid outcome is worth if thrown now (its value, steps, name, a throw earned, chips paid); this state unchanged. */
    public Facts throwFacts(int outcome) {
        return Facts.NONE;
    }

    /** Whether the seat throws next after this legal move: the move ended its turn with a throw earned. */
    protected final boolean throwsNextAfter(int seat, int move) {
        GameState after = copy();
        after.playLegal(seat, move);
        return after.phase() == Phase.THROW && after.toMove() == seat;
    }

    /** The objects a throw is made of; null for a game without chance. */
    public Chance chance() {
        return null;
    }

    /** How many chance outcomes a throw has, outcomes 0 .. count-1; none without chance. */
    public final int chanceOutcomeCount() {
        Chance chance = chance();
        return chance == null ? 0 : chance.outcomeCount();
    }

    public final double chanceProbability(int outcome) {
        return requireChance().probability(outcome);
    }

    /** Draws an outcome; uses exactly the same draws of {@code rng} for the same state. Games may draw faster. */
    public int sampleChance(Rng rng) {
        return requireChance().sample(rng);
    }

    /** Applies a throw's outcome, after checking that a throw is awaited and the outcome is one of this game's. */
    public final void applyChance(int outcome) {
        if (phase() != Phase.THROW) {
            throw new GameException(isOver() ? "the game is over" : "no throw is awaited now");
        }
        if (outcome < 0 || outcome >= chanceOutcomeCount()) {
            throw new GameException("a throw here is an outcome 0 .. " + (chanceOutcomeCount() - 1) + ", not " + outcome);
        }
        applyOutcome(outcome);
    }

    /** Applies a valid outcome while a throw is awaited: every game with chance has its own. */
    protected void applyOutcome(int outcome) {
        throw new GameException(NO_THROWS);
    }

    /**
     * How many groups the outcomes fall into, where every outcome of a group leads to the same
     * position (Kasimala's five values, Pasa's twenty sets of three dice, Kauda's four khals):
     * what a search branches on. The chance's own grouping unless a game groups further.
     */
    public int chanceGroupCount() {
        return requireChance().groupCount();
    }

    /** One outcome of the group, standing for all of them. */
    public int chanceGroupOutcome(int group) {
        return requireChance().groupOutcome(group);
    }

    /** The chance of the group: the sum of its outcomes' chances. */
    public double chanceGroupProbability(int group) {
        return requireChance().groupProbability(group);
    }

    public abstract String moveText(int move);

    /** Reads a move string; a string that is not a well-formed move is a {@link GameException}. */
    public abstract int parseMove(String text);

    public final String outcomeText(int outcome) {
        return requireChance().text(outcome);
    }

    /** Reads an outcome string; a malformed one is a {@link GameException}. */
    public final int parseOutcome(String text) {
        return requireChance().parse(text);
    }

    private Chance requireChance() {
        Chance chance = chance();
        if (chance == null) {
            throw new GameException(NO_THROWS);
        }
        return chance;
    }

    /** What the seat may stake now, when it has a hidden stake to make; null otherwise and in games without stakes. */
    public StakeLimits stakeLimits(int seat) {
        return null;
    }

    public final boolean isOver() {
        return phase() == Phase.OVER;
    }

    /** The result once over, else null. */
    public abstract Result result();

    /**
     * Each seat's score at the end, seat k at index k - 1, between {@link #minReturn} and
     * {@link #maxReturn}: by default 1 for a winner (partners share the win), -1 for the
     * others, 0 to everyone in a draw. Games with scores of their own override it.
     */
    public double[] returns() {
        Result result = result();
        if (result == null) {
            throw new IllegalStateException("the game is not over");
        }
        double[] returns = new double[players()];
        if (!result.draw()) {
            Arrays.fill(returns, -1);
            for (int winner : result.winners()) {
                returns[winner - 1] = 1;
            }
        }
        return returns;
    }

    public double minReturn() {
        return -1;
    }

    public double maxReturn() {
        return 1;
    }

    /**
     * A hash of the position: equal positions (the same board, the same seat to act, the
     * same throw in hand) hash alike. For transposition tables; collisions are possible.
     */
    public abstract long positionHash();

    /** Folds values into a hash (for {@link #positionHash}). */
    protected static long mix(long hash, long value) {
        long z = (hash ^ value) * 0x9E3779B97F4A7C15L;
        return z ^ (z >>> 29);
    }

    protected static long mix(long hash, int[] values) {
        for (int v : values) {
            hash = mix(hash, v);
        }
        return hash;
    }

    /** The board as plain maps, lists, strings and numbers, shaped as docs/notation.md's {@code board}. */
    public abstract Map<String, Object> board();

    public abstract GameState copy();

    /** A copy holding only what this seat may know: what a computer player thinks from. */
    public GameState viewFor(int seat) {
        return copy();
    }

    /** The moves the protocol lists for a seat: all its legal moves, unless a game has too many to list. */
    public String[] listedMoveTexts(int seat) {
        return legalMoveTexts(seat);
    }

    /** What the protocol shows a seat beside its listed moves, by name (Byapar's {@code trades}); empty in most games. */
    public Map<String, Object> moveExtras(int seat) {
        return Map.of();
    }

    /** The legal moves of a seat as sorted strings, as the protocol lists them. */
    public String[] legalMoveTexts(int seat) {
        int[] moves = new int[maxMoves()];
        int n = awaits(seat) ? legalMoves(seat, moves) : 0;
        String[] texts = new String[n];
        for (int i = 0; i < n; i++) {
            texts[i] = moveText(moves[i]);
        }
        Arrays.sort(texts);
        return texts;
    }
}
