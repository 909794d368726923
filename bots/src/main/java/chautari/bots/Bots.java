package chautari.bots;

/** The computer players by level name. Only the simple level exists so far. */
public final class Bots {
    public static final String SIMPLE = "simple";

    private Bots() {
    }

    public static Bot byLevel(String level) {
        if (level == null || level.equals(SIMPLE)) {
            return new SimpleBot();
        }
        throw new chautari.engine.GameException("unknown level '" + level + "'; the levels are [" + SIMPLE + "]");
    }
}
