package chautari.bots;

import chautari.engine.GameException;
import java.util.Arrays;
import java.util.Locale;

/** A computer player's level, weakest first, by the name it has in requests, the store and reports. */
public enum Level {
    SIMPLE, BEGINNER, GOOD, STRONG;

    private final String wire = name().toLowerCase(Locale.ROOT);

    /** The level of this name; an unknown name is a {@link GameException}. */
    public static Level of(String name) {
        return Arrays.stream(values()).filter(l -> l.wire.equals(name)).findFirst()
                .orElseThrow(() -> new GameException("unknown level '" + name + "'; the levels are " + Bots.LADDER));
    }

    /** The name in requests, the store and reports: {@code simple}, {@code beginner}, {@code good}, {@code strong}. */
    public String wire() {
        return wire;
    }

    /** The wire name, so that a list of levels in a message reads {@code [beginner, good, strong]}. */
    @Override
    public String toString() {
        return wire;
    }
}
