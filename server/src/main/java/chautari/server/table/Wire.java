package chautari.server.table;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The wire names of the table's enums: the constant's name in lower case, '_' as '-' ({@code REMATCH_AGREE} is "rematch-agree"). */
final class Wire {
    private Wire() {
    }

    static String name(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static <E extends Enum<E>> Optional<E> parse(Class<E> type, String wire) {
        return Arrays.stream(type.getEnumConstants()).filter(e -> name(e).equals(wire)).findFirst();
    }

    /** A value read back from the store: one the server wrote, else the store is corrupt. */
    static <E extends Enum<E>> E stored(Class<E> type, String wire) {
        return parse(type, wire).orElseThrow(() -> new IllegalStateException("the store holds " + type.getSimpleName()
                + " \"" + wire + "\", which is none of " + names(type)));
    }

    static List<String> names(Class<? extends Enum<?>> type) {
        return Arrays.stream(type.getEnumConstants()).map(Wire::name).toList();
    }
}
