package chautari.engine;

import java.util.Arrays;
import java.util.Map;

/**
 * A position of a game, shaped like OpenSpiel's State: who acts, the legal moves, the chance
 * outcomes and their probabilities, applying either, the end and its result.
 *
 * <p>Moves and chance outcomes are ints of the game's own coding, so search and random play
 * allocate nothing; {@link #moveText} and {@link #parseMove} (and their outcome twins) give
 * them their NOTATION.md strings. States are mutable; {@link #copy} is cheap.
 */
public abstract class GameState {

    public abstract int players();

    public abstract Phase phase();

    /** The thrower or mover awaited; 0 when several seats act at once or the game is over. */
    public abstract int toMove();

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

    /** Plays a legal move of the seat; callers check with {@link #isLegal} first. */
    public abstract void play(int seat, int move);

    /** How many chance outcomes a throw has; outcomes are 0 .. count-1. */
    public abstract int chanceOutcomeCount();

    /** Every outcome is a set of fair physical objects, so all are equally likely unless a game says otherwise. */
    public double chanceProbability(int outcome) {
        return 1.0 / chanceOutcomeCount();
    }

    /** Draws an outcome; uses exactly the same draws of {@code rng} for the same state. */
    public int sampleChance(Rng rng) {
        return rng.nextInt(chanceOutcomeCount());
    }

    /** Applies a throw's outcome while a throw is awaited. */
    public abstract void applyChance(int outcome);

    public abstract String moveText(int move);

    /** Reads a move string; a string that is not a well-formed move is a {@link GameException}. */
    public abstract int parseMove(String text);

    public abstract String outcomeText(int outcome);

    /** Reads an outcome string; a malformed one is a {@link GameException}. */
    public abstract int parseOutcome(String text);

    public final boolean isOver() {
        return phase() == Phase.OVER;
    }

    /** The result once over, else null. */
    public abstract Result result();

    /** The board as plain maps, lists, strings and numbers, shaped as NOTATION.md's {@code board}. */
    public abstract Map<String, Object> board();

    public abstract GameState copy();

    /** A copy holding only what this seat may know: what a computer player thinks from. */
    public GameState viewFor(int seat) {
        return copy();
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
