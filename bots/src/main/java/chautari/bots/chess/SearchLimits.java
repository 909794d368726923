package chautari.bots.chess;

/**
 * When a search stops: at a depth, after a number of positions, or at a time, whichever comes
 * first. {@code nanos} is a hard limit; a new iteration is not begun once half of it is spent.
 */
public record SearchLimits(int maxDepth, long maxNodes, long nanos) {
    public static final long UNLIMITED = Long.MAX_VALUE;

    public SearchLimits {
        if (maxDepth < 1 || maxNodes < 1 || nanos < 1) {
            throw new IllegalArgumentException("a search needs a depth, positions and time of at least 1");
        }
    }
}
