package chautari.server;

/** Display names: trimmed, 1 to 40 characters, no control characters. No sign-up, no password. */
final class Names {
    static final int MAX = 40;

    private Names() {
    }

    static String clean(String given) {
        if (given == null) {
            throw ApiError.bad("a display name is needed: \"name\"");
        }
        String name = given.strip().replaceAll("\\s+", " ");
        if (name.isEmpty()) {
            throw ApiError.bad("the display name is empty");
        }
        if (name.codePointCount(0, name.length()) > MAX) {
            throw ApiError.bad("the display name is longer than " + MAX + " characters");
        }
        if (name.codePoints().anyMatch(cp -> Character.isISOControl(cp) || Character.getType(cp) == Character.FORMAT)) {
            throw ApiError.bad("the display name holds control characters");
        }
        return name;
    }
}
