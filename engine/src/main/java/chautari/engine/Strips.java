package chautari.engine;

/**
 * Flat throwing strips, each falling face up or face down, as Kasimala throws four. Bit
 * {@code count - 1 - i} of an outcome is strip i, set when it fell face up, so the text
 * {@code "1011"} (strip 0 first) is outcome 11. The groups are the number face up, one to
 * all of them, then none: Kasimala's kasi, dwadi, sudi, chya, then ngha.
 */
public record Strips(int count) implements Chance {
    public static final Strips FOUR = new Strips(4);

    public Strips {
        if (count < 1 || count > 16) {
            throw new IllegalArgumentException("a throw is 1 to 16 strips, not " + count);
        }
    }

    @Override
    public String kind() {
        return "strips";
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
        char[] strips = new char[count];
        for (int i = 0; i < count; i++) {
            strips[i] = (outcome >> (count - 1 - i) & 1) == 1 ? '1' : '0';
        }
        return new String(strips);
    }

    @Override
    public int parse(String text) {
        if (text.length() != count || !text.chars().allMatch(c -> c == '0' || c == '1')) {
            throw new GameException("'" + text + "' is not a throw: write the " + Chance.countWord(count)
                    + " strips as 1 (face up) or 0 (face down), such as " + text(outcomeCount() * 11 / 16));
        }
        return Integer.parseInt(text, 2);
    }

    @Override
    public int groupCount() {
        return count + 1;
    }

    /** The group's strips face up are the first ones. */
    @Override
    public int groupOutcome(int group) {
        int up = faceUp(group);
        return ((1 << up) - 1) << (count - up);
    }

    @Override
    public double groupProbability(int group) {
        int up = faceUp(group);
        long ways = 1;
        for (int i = 0; i < up; i++) {
            ways = ways * (count - i) / (i + 1);
        }
        return ways / (double) outcomeCount();
    }

    private int faceUp(int group) {
        return (group + 1) % (count + 1);
    }
}
