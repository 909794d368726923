package chautari.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/** A game's options, every one present and valid: what was given, the defaults for the rest. */
public final class Options {
    private final Map<String, Object> values;

    private Options(Map<String, Object> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /**
     * Checks given values against the specs: an unknown name, a null value, a value of the wrong
     * type or one not allowed is a {@link GameException} naming what is allowed.
     */
    public static Options of(String game, List<OptionSpec> specs, Map<String, ?> given) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (OptionSpec spec : specs) {
            values.put(spec.name(), spec.defaultValue());
        }
        for (var entry : given.entrySet()) {
            OptionSpec spec = specs.stream().filter(s -> s.name().equals(entry.getKey())).findFirst()
                    .orElseThrow(() -> new GameException("unknown option '" + entry.getKey() + "' for " + game
                            + (specs.isEmpty() ? ", which takes no options"
                                    : "; it takes " + specs.stream().map(OptionSpec::name).toList())));
            Object value = entry.getValue();
            if (value == null) {
                throw new GameException("option " + spec.name() + " of " + game + " takes " + spec.takes()
                        + ", not null; leave it out for the default " + spec.defaultValue());
            }
            if (!spec.allows(value)) {
                throw new GameException("option " + spec.name() + " of " + game + " takes " + spec.takes()
                        + ", not " + (value instanceof String s ? "\"" + s + "\"" : value));
            }
            values.put(spec.name(), value);
        }
        return new Options(values);
    }

    /** Reads the text form {@code name=value,name=value} of {@link #toString()}. */
    public static Options parse(String game, List<OptionSpec> specs, String text) {
        Map<String, Object> given = new LinkedHashMap<>();
        if (!text.isBlank()) {
            for (String pair : text.split(",")) {
                int eq = pair.indexOf('=');
                if (eq < 0) {
                    throw new GameException("option '" + pair + "' is not written name=value");
                }
                String name = pair.substring(0, eq);
                OptionSpec spec = specs.stream().filter(s -> s.name().equals(name)).findFirst()
                        .orElseThrow(() -> new GameException("unknown option '" + name + "' for " + game));
                given.put(name, spec.parseText(pair.substring(eq + 1)));
            }
        }
        return of(game, specs, given);
    }

    public boolean flag(String name) {
        return (Boolean) require(name);
    }

    public int number(String name) {
        return (Integer) require(name);
    }

    public String text(String name) {
        return (String) require(name);
    }

    public Map<String, Object> asMap() {
        return values;
    }

    private Object require(String name) {
        Object v = values.get(name);
        if (v == null) {
            throw new IllegalArgumentException("no option " + name);
        }
        return v;
    }

    @Override
    public String toString() {
        StringJoiner text = new StringJoiner(",");
        values.forEach((k, v) -> text.add(k + "=" + v));
        return text.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Options other && values.equals(other.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }
}
