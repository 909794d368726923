package chautari.engine;

/** One fair six-sided die, as Ludo and Snakes and Ladders throw it: outcome k is the face k + 1, each 1/6. */
public record Die() implements Chance {
    public static final int FACES = 6;
    public static final Die SIX = new Die();

    @Override
    public String kind() {
        return "die";
    }

    @Override
    public int count() {
        return 1;
    }

    @Override
    public String faces() {
        return "123456";
    }

    @Override
    public int outcomeCount() {
        return FACES;
    }

    /** The outcome's text (docs/notation.md): the face, {@code 1} to {@code 6}. */
    @Override
    public String text(int outcome) {
        return String.valueOf(outcome + 1);
    }

    @Override
    public int parse(String text) {
        if (text.length() != 1 || text.charAt(0) < '1' || text.charAt(0) > '6') {
            throw new GameException("'" + text + "' is not a throw: write the die's face, 1 to 6, as 6");
        }
        return text.charAt(0) - '1';
    }
}
