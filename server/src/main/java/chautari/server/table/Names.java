package chautari.server.table;

import java.text.Normalizer;

/**
 * Display names: NFC, trimmed, 1 to 40 characters, no control or format characters (bidi
 * overrides, for one) but the joiners Nepali spelling uses between letters, and no broken UTF-16.
 * No sign-up, no password.
 */
public final class Names {
    static final int MAX = 40;
    private static final int ZWNJ = 0x200C;
    private static final int ZWJ = 0x200D;

    private Names() {
    }

    public static String clean(String given) {
        if (given == null) {
            throw ApiError.bad("a display name is needed: \"name\"");
        }
        if (given.codePoints().anyMatch(cp -> Character.getType(cp) == Character.SURROGATE)) {
            throw ApiError.bad("the display name holds a broken character (a lone UTF-16 surrogate)");
        }
        String name = Normalizer.normalize(given.strip().replaceAll("\\s+", " "), Normalizer.Form.NFC);
        if (name.isEmpty()) {
            throw ApiError.bad("the display name is empty");
        }
        int[] cps = name.codePoints().toArray();
        if (cps.length > MAX) {
            throw ApiError.bad("the display name is longer than " + MAX + " characters");
        }
        for (int i = 0; i < cps.length; i++) {
            if (isJoiner(cps[i])) {
                if (i == 0 || i == cps.length - 1 || !letterOrMark(cps[i - 1]) || !letterOrMark(cps[i + 1])) {
                    throw ApiError.bad("a zero-width joiner or non-joiner may stand only between letters of the name");
                }
            } else if (Character.isISOControl(cps[i]) || Character.getType(cps[i]) == Character.FORMAT) {
                throw ApiError.bad("the display name holds control characters");
            }
        }
        return name;
    }

    private static boolean isJoiner(int cp) {
        return cp == ZWJ || cp == ZWNJ;
    }

    private static boolean letterOrMark(int cp) {
        int type = Character.getType(cp);
        return Character.isLetter(cp) || type == Character.NON_SPACING_MARK
                || type == Character.COMBINING_SPACING_MARK || type == Character.ENCLOSING_MARK;
    }
}
