package chautari.bots;

import chautari.engine.GameException;
import java.util.List;

/**
 * The computer players by level name. {@code simple} is the one-ply baseline the arena
 * measures against; a table offers {@link #TABLE_LEVELS}.
 */
public final class Bots {
    public static final String SIMPLE = "simple";
    public static final String BEGINNER = "beginner";
    public static final String GOOD = "good";
    public static final String STRONG = "strong";
    /** The levels a table offers, weakest first. */
    public static final List<String> TABLE_LEVELS = List.of(BEGINNER, GOOD, STRONG);
    /** Every level, weakest first: the arena's ladder. */
    public static final List<String> LADDER = List.of(SIMPLE, BEGINNER, GOOD, STRONG);
    /** The level of a computer seat when none is given. */
    public static final String DEFAULT = GOOD;
    /** The level whose move a hint shows. */
    public static final String HINT = GOOD;

    private Bots() {
    }

    public static Bot byLevel(String level) {
        if (level == null) {
            return byLevel(DEFAULT);
        }
        return switch (level) {
            case SIMPLE -> new SimpleBot();
            case BEGINNER, GOOD, STRONG -> new SearchBot(level);
            default -> throw new GameException("unknown level '" + level + "'; the levels are " + LADDER);
        };
    }
}
