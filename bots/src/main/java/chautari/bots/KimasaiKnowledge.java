package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.kimasai.KimasaiState;

/**
 * What a search knows of Bao la Kimasai. Each player's stones are a 24-bit mask along its
 * circuit (bits 12..23 the front row), read from {@link KimasaiState#positionKey}: bits 0..23
 * the first player's, 24..47 the second's, bit 48 the side to move. A stone landing on front
 * bit {@code q} faces the opponent's front bit {@code 35 - q} and takes it, and with it the
 * opponent's back bit {@code q - 12}.
 */
public final class KimasaiKnowledge implements Knowledge {
    private static final int SIZE = 24;
    private static final int FULL = (1 << SIZE) - 1;
    private static final int FRONT = FULL & ~0xFFF;

    /** Weights of the features, in stones. */
    record Weights(double material, double captureNow, double threats, double mobility, double exposed,
            double scale) {
    }

    static final Weights DEFAULT = new Weights(1.0, 0.8, 0.25, 0.05, -0.05, 6.0);

    private final Weights weights;

    public KimasaiKnowledge() {
        this(DEFAULT);
    }

    KimasaiKnowledge(Weights weights) {
        this.weights = weights;
    }

    @Override
    public void evaluate(GameState state, double[] out) {
        long key = ((KimasaiState) state).positionKey();
        int first = first(key);
        int second = second(key);
        int mover = sideToMove(key);
        double edge = standing(first, second, mover == 0) - standing(second, first, mover == 1);
        double firstShare = 1 / (1 + Math.exp(-edge / weights.scale()));
        out[0] = firstShare;
        out[1] = 1 - firstShare;
    }

    /** One side's features against the other, in stones. */
    private double standing(int mine, int theirs, boolean toMove) {
        int captures = captureLandings(mine, theirs);
        int doubles = captures & (theirs << 12);
        double standing = weights.material() * Integer.bitCount(mine)
                + weights.threats() * (Integer.bitCount(captures) + Integer.bitCount(doubles))
                + weights.mobility() * Integer.bitCount(movable(mine))
                + weights.exposed() * Integer.bitCount(mine & FRONT & ~facing(theirs));
        if (toMove && captures != 0) {
            standing += weights.captureNow() * (doubles != 0 ? 2 : 1);
        }
        return standing;
    }

    /**
     * Captures first, the more stones the sooner; then quiet moves, those that leave the
     * opponent no capture before those that do.
     */
    @Override
    public double moveScore(GameState state, int seat, int move) {
        long key = ((KimasaiState) state).positionKey();
        int mine = seat == 1 ? first(key) : second(key);
        int theirs = seat == 1 ? second(key) : first(key);
        int from = move % SIZE;
        int to = next(from);
        int landing = 1 << to;
        if ((landing & captureLandings(mine, theirs)) != 0) {
            return (theirs & (landing >>> 12)) != 0 ? 3 : 2;
        }
        int after = mine ^ (1 << from) ^ landing;
        return captureLandings(theirs, after) == 0 ? 0 : -1;
    }

    /** The front holes where one of my stones can land now and take the stone facing it. */
    static int captureLandings(int mine, int theirs) {
        return landings(mine) & facing(theirs);
    }

    /** The holes my movable stones step to. */
    static int landings(int mine) {
        return rotateLeft(movable(mine));
    }

    /** My stones whose next hole is empty. */
    static int movable(int mine) {
        return mine & ~rotateRight(mine);
    }

    /** The opponent's front stones, as the bits of my front holes facing them. */
    static int facing(int theirs) {
        return (Integer.reverse((theirs >>> 12) & 0xFFF) >>> 20) << 12;
    }

    private static int rotateLeft(int mask) {
        return ((mask << 1) | (mask >>> (SIZE - 1))) & FULL;
    }

    private static int rotateRight(int mask) {
        return ((mask >>> 1) | (mask << (SIZE - 1))) & FULL;
    }

    private static int next(int position) {
        return position == SIZE - 1 ? 0 : position + 1;
    }

    private static int first(long key) {
        return (int) (key & FULL);
    }

    private static int second(long key) {
        return (int) ((key >>> SIZE) & FULL);
    }

    private static int sideToMove(long key) {
        return (int) (key >>> (2 * SIZE)) & 1;
    }
}
