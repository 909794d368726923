package chautari.engine;

/**
 * Cowrie shells, each falling mouth up or mouth down, as Kauda throws sixteen. Bit i of an
 * outcome is shell i, set when it lies mouth up; the text writes shell 0 first.
 */
public record Shells(int count) implements Chance {
    public static final Shells SIXTEEN = new Shells(16);

    public Shells {
        if (count < 1 || count > 16) {
            throw new IllegalArgumentException("a throw is 1 to 16 shells, not " + count);
        }
    }

    @Override
    public String kind() {
        return "shells";
    }

    @Override
    public String faces() {
        return "01";
    }

    @Override
    public int outcomeCount() {
        return 1 << count;
    }

    @Override
    public String text(int outcome) {
        char[] shells = new char[count];
        for (int i = 0; i < count; i++) {
            shells[i] = (outcome >>> i & 1) == 1 ? '1' : '0';
        }
        return new String(shells);
    }

    @Override
    public int parse(String text) {
        if (text.length() != count) {
            throw new GameException("'" + text + "' is not a throw: write " + Chance.countWord(count)
                    + (count == 1 ? " shell" : " shells") + ", 1 mouth up and 0 mouth down");
        }
        int outcome = 0;
        for (int i = 0; i < count; i++) {
            char c = text.charAt(i);
            if (c != '0' && c != '1') {
                throw new GameException("'" + text + "' is not a throw: each shell is 1 (mouth up) or 0 (mouth down)");
            }
            outcome |= (c - '0') << i;
        }
        return outcome;
    }
}
