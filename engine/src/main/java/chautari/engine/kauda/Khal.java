package chautari.engine.kauda;

import chautari.engine.GameException;

/**
 * The four places round the mat, each named after a number, and how a throw of sixteen
 * shells falls on them: a count of n mouths up falls on tiya if n mod 4 = 3, chauka if 0,
 * panja if 1, chhakka if 2.
 */
public enum Khal {
    TIYA("tiya"), CHAUKA("chauka"), PANJA("panja"), CHHAKKA("chhakka");

    public static final int SHELLS = 16;
    /** Every way sixteen shells can fall, each equally likely. */
    public static final int OUTCOMES = 1 << SHELLS;

    private static final Khal[] ALL = values();
    private static final Khal[] BY_COUNT = new Khal[SHELLS + 1];
    private static final int[] WAYS = new int[ALL.length];

    static {
        for (int n = 0; n <= SHELLS; n++) {
            BY_COUNT[n] = switch (n % 4) {
                case 3 -> TIYA;
                case 0 -> CHAUKA;
                case 1 -> PANJA;
                default -> CHHAKKA;
            };
        }
        for (int outcome = 0; outcome < OUTCOMES; outcome++) {
            WAYS[ofOutcome(outcome).ordinal()]++;
        }
    }

    private final String wire;

    Khal(String wire) {
        this.wire = wire;
    }

    /** The name in docs/notation.md. */
    public String wire() {
        return wire;
    }

    /** The khal a seat sits at: tiya, chauka, panja, chhakka, then tiya and chauka again. */
    public static Khal ofSeat(int seat) {
        return ALL[(seat - 1) % 4];
    }

    public static Khal ofCount(int mouthsUp) {
        return BY_COUNT[mouthsUp];
    }

    /** The khal an outcome falls on: bit i of the outcome is shell i, set when it lies mouth up. */
    public static Khal ofOutcome(int outcome) {
        return BY_COUNT[Integer.bitCount(outcome)];
    }

    /** How many of the {@link #OUTCOMES} equally likely throws fall here, counted one by one. */
    public int ways() {
        return WAYS[ordinal()];
    }

    /** The exact chance of a throw falling here: {@link #ways()} / {@link #OUTCOMES}, a binary fraction. */
    public double probability() {
        return (double) ways() / OUTCOMES;
    }

    /** The throw with the fewest shells mouth up that falls here. */
    int someOutcome() {
        return (1 << (ordinal() == 0 ? 3 : ordinal() - 1)) - 1;
    }

    static Khal byIndex(int index) {
        return ALL[index];
    }

    public static Khal parse(String name) {
        for (Khal k : ALL) {
            if (k.wire.equals(name)) {
                return k;
            }
        }
        throw new GameException("'" + name + "' is not a khal: the khals are tiya, chauka, panja and chhakka");
    }
}
