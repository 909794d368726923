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

    /**
     * Weights of the features, in stones: the stones each side has; its front stones facing an
     * empty hole, which the opponent may step in front of; the stones the mover would gain by
     * the captures at hand; and the edge, in stones, at which a side's share is about 73%.
     * Tuned by seeded self-play ({@code KimasaiMatches}); mobility, threats not at hand, safe
     * moves and front stones backed in their column only lost games, with either sign.
     */
    record Weights(double material, double exposed, double exchange, double scale) {
    }

    static final Weights DEFAULT = new Weights(1.0, -0.2, 1.0, 6.0);
    /** How many captures in a row the exchange at a leaf follows. */
    private static final int EXCHANGE_PLIES = 6;
    /** The exchange's value of taking the last stones: more than any count of stones. */
    private static final int ALL_TAKEN = 100;

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
        int gain = sideToMove(key) == 0 ? exchange(first, second, EXCHANGE_PLIES) : -exchange(second, first, EXCHANGE_PLIES);
        double edge = standing(first, second) - standing(second, first)
                + weights.exchange() * Math.clamp(gain, -ALL_TAKEN / 4, ALL_TAKEN / 4);
        double firstShare = 1 / (1 + Math.exp(-edge / weights.scale()));
        out[0] = firstShare;
        out[1] = 1 - firstShare;
    }

    /** One side's stones, weighed. */
    private double standing(int mine, int theirs) {
        return weights.material() * Integer.bitCount(mine)
                + weights.exposed() * Integer.bitCount(mine & FRONT & ~facing(theirs));
    }

    /**
     * The stones the mover gains, less those it loses, if both sides go on capturing while it
     * pays them, each free to stop: the leaf's unresolved captures, in stones.
     */
    static int exchange(int mover, int other, int plies) {
        int best = 0;
        if (plies == 0) {
            return best;
        }
        for (int landings = captureLandings(mover, other); landings != 0; landings &= landings - 1) {
            int to = Integer.numberOfTrailingZeros(landings);
            int taken = (1 << (35 - to)) | (1 << (to - 12));
            int left = other & ~taken;
            if (left == 0) {
                return ALL_TAKEN;
            }
            int gain = Integer.bitCount(other & taken) - exchange(left, mover ^ (3 << (to - 1)), plies - 1);
            best = Math.max(best, gain);
        }
        return best;
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
