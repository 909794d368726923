package chautari.bots;

import java.util.List;

/**
 * The computer players by level. {@code simple} is the one-ply baseline the arena
 * measures against; a table offers {@link #TABLE_LEVELS}.
 */
public final class Bots {
    /** The levels a table offers, weakest first. */
    public static final List<Level> TABLE_LEVELS = List.of(Level.BEGINNER, Level.GOOD, Level.STRONG);
    /** Every level, weakest first: the arena's ladder. */
    public static final List<Level> LADDER = List.of(Level.values());
    /** The level of a computer seat when none is given. */
    public static final Level DEFAULT = Level.GOOD;
    /** The level whose move a hint shows. */
    public static final Level HINT = Level.GOOD;

    private Bots() {
    }

    public static Bot byLevel(Level level) {
        return switch (level) {
            case SIMPLE -> new SimpleBot();
            case BEGINNER, GOOD, STRONG -> new SearchBot(level);
        };
    }
}
