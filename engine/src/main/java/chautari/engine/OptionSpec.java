package chautari.engine;

import java.util.List;

/**
 * One option a game takes: its name, the values it allows and its default. A flag allows
 * {@code true} and {@code false}; a choice allows a few whole numbers.
 */
public record OptionSpec(String name, List<Object> allowed, Object defaultValue) {
    public OptionSpec {
        allowed = List.copyOf(allowed);
        if (!allowed.contains(defaultValue)) {
            throw new IllegalArgumentException("default " + defaultValue + " of " + name + " is not allowed");
        }
    }

    public static OptionSpec flag(String name, boolean defaultValue) {
        return new OptionSpec(name, List.of(true, false), defaultValue);
    }

    public static OptionSpec choice(String name, int defaultValue, Integer... allowed) {
        return new OptionSpec(name, List.of((Object[]) allowed), defaultValue);
    }

    public boolean isFlag() {
        return defaultValue instanceof Boolean;
    }

    /** Reads a value written as text (a game record's header). */
    Object parseText(String text) {
        if (isFlag()) {
            if (text.equals("true") || text.equals("false")) {
                return Boolean.parseBoolean(text);
            }
        } else if (text.matches("-?\\d{1,9}")) {
            return Integer.parseInt(text);
        }
        throw new GameException("option " + name + " takes one of " + allowed + ", not '" + text + "'");
    }
}
