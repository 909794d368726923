package chautari.engine.byapar;

import java.util.HashMap;
import java.util.Map;

/**
 * Codes for offers outside {@link OfferCodes}' family, which no int can hold whole: an offer read
 * from text in a position gets {@code PARSED + index}, and the code stands for that offer in that
 * position only (positions told apart by {@link ByaparState#positionHash}). The table is shared
 * and bounded: reading an offer changes no state, from any thread, and an index is reused only
 * after {@link #SLOTS} other offers have been read since.
 */
final class ParsedOffers {
    static final int SLOTS = 1 << 16;
    /** Indexes run 0 .. SPAN - 1 and wrap: {@code PARSED + SPAN} stays below {@code Integer.MAX_VALUE}. */
    private static final int SPAN = 1 << 30;

    private record Key(long position, Offer offer) {
    }

    private static final Key[] KEYS = new Key[SLOTS];
    private static final int[] INDEXES = new int[SLOTS];
    private static final Map<Key, Integer> CODES = new HashMap<>();
    private static int next;

    private ParsedOffers() {
    }

    /** The code of the offer read in the position of this hash. */
    static synchronized int code(long position, Offer offer) {
        Key key = new Key(position, offer);
        Integer known = CODES.get(key);
        if (known != null) {
            return known;
        }
        int index = next;
        next = (next + 1) % SPAN;
        int slot = index % SLOTS;
        if (KEYS[slot] != null) {
            CODES.remove(KEYS[slot]);
        }
        KEYS[slot] = key;
        INDEXES[slot] = index;
        int code = OfferCodes.PARSED + index;
        CODES.put(key, code);
        return code;
    }

    /** The offer a code from {@link #code} stands for in the position of this hash, or null. */
    static synchronized Offer offer(int code, long position) {
        int index = code - OfferCodes.PARSED;
        if (index < 0 || index >= SPAN) {
            return null;
        }
        int slot = index % SLOTS;
        Key key = KEYS[slot];
        return key != null && INDEXES[slot] == index && key.position() == position ? key.offer() : null;
    }
}
