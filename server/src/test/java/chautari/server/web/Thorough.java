package chautari.server.web;

import org.junit.jupiter.api.Assumptions;

/**
 * What a plain build leaves to {@code -Pthorough}: the browser tests that repeat, at another size or with more
 * seats, what another test already plays in every build. Each caller says which test that is.
 */
final class Thorough {
    static final boolean ON = Boolean.getBoolean("chautari.thorough");

    private Thorough() {
    }

    /** Runs the rest of the test only under -Pthorough or when {@code plainToo} holds. */
    static void unless(boolean plainToo, String coveredBy) {
        Assumptions.assumeTrue(ON || plainToo, () -> "under -Pthorough; a plain build has " + coveredBy);
    }

    /** A whole game at 1280x800: a plain build plays every game whole at that size in LanguageBrowserTest. */
    static void wideGame(int width) {
        unless(width < 1000, "LanguageBrowserTest's whole game at 1280x800");
    }
}
