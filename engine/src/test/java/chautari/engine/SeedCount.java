package chautari.engine;

/**
 * How many seeded games a long test plays: a smaller count in a plain build, today's full count
 * under {@code -Pthorough} (which sets {@code chautari.thorough}).
 */
public final class SeedCount {
    private SeedCount() {
    }

    public static int of(int plain, int thorough) {
        return Boolean.getBoolean("chautari.thorough") ? thorough : plain;
    }
}
