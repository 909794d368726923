package chautari.engine.kasimala;

/**
 * What a throw of the four strips ({@link chautari.engine.Strips#FOUR}) is worth: the count
 * face up, or 5 (ngha) when none is, and its name.
 */
final class StripValues {
    static final int KASI = 1;
    static final int CHYA = 4;
    static final int NGHA = 5;

    private static final String[] NAMES = {null, "kasi", "dwadi", "sudi", "chya", "ngha"};

    private StripValues() {
    }

    static int value(int outcome) {
        int up = Integer.bitCount(outcome);
        return up == 0 ? NGHA : up;
    }

    /** The name of a throw of this value 1..5. */
    static String name(int value) {
        return NAMES[value];
    }

    /** Whether a throw of this value earns one more throw (a chya or a ngha). */
    static boolean throwsAgain(int value) {
        return value >= CHYA;
    }
}
