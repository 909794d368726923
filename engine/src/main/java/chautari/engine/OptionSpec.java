package chautari.engine;

import java.util.List;

/**
 * One option a game takes: its name, the values it allows and its default, and the one player
 * count it applies to when it applies to only one (else null). A flag allows {@code true} and
 * {@code false}; a choice allows a few whole numbers; a text allows any string (no list of
 * values), which the game's starter checks.
 */
public record OptionSpec(String name, List<Object> allowed, Object defaultValue, Integer onlyPlayers) {
    public OptionSpec {
        allowed = List.copyOf(allowed);
        if (!(defaultValue instanceof String) && !allowed.contains(defaultValue)) {
            throw new IllegalArgumentException("default " + defaultValue + " of " + name + " is not allowed");
        }
    }

    public static OptionSpec flag(String name, boolean defaultValue) {
        return new OptionSpec(name, List.of(true, false), defaultValue, null);
    }

    public static OptionSpec choice(String name, int defaultValue, Integer... allowed) {
        return new OptionSpec(name, List.of((Object[]) allowed), defaultValue, null);
    }

    /** A free text, such as chess's starting position as FEN: the game's starter refuses what it cannot read. */
    public static OptionSpec text(String name, String defaultValue) {
        return new OptionSpec(name, List.of(), defaultValue, null);
    }

    /** The same option, meaningful only with this many players. */
    public OptionSpec onlyWith(int players) {
        return new OptionSpec(name, allowed, defaultValue, players);
    }

    public boolean isFlag() {
        return defaultValue instanceof Boolean;
    }

    public boolean isText() {
        return defaultValue instanceof String;
    }

    /** Whether the value is one this option takes (any string for a text). */
    public boolean allows(Object value) {
        return isText() ? value instanceof String : allowed.contains(value);
    }

    /** What the option takes, as a message words it: {@code text}, or {@code one of [...]}. */
    String takes() {
        return isText() ? "text" : "one of " + allowed;
    }

    /** Whether the option means anything with this many players. */
    public boolean appliesTo(int players) {
        return onlyPlayers == null || onlyPlayers == players;
    }

    /** Reads a value written as text (a game record's header). */
    Object parseText(String text) {
        if (isText()) {
            return text;
        }
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
