package chautari.engine;

import java.util.List;

/**
 * One card drawn from the cards that can come up now, each equally likely (Byapar's decks,
 * docs/rules/byapar.md rule 8): outcome k is the k-th of {@code possible}, written as its id
 * ({@code L7}, {@code C13}). A card that cannot come up now is an error to parse.
 * {@link #faces()} gives a letter per possible card only to fill the shape of {@link Chance}:
 * a card's outcome text is its id, not that letter.
 */
public record CardDraw(List<String> possible) implements Chance {
    private static final String LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

    public CardDraw {
        possible = List.copyOf(possible);
        if (possible.isEmpty() || possible.size() > LETTERS.length()) {
            throw new IllegalArgumentException("a draw is from 1 to " + LETTERS.length() + " cards");
        }
    }

    @Override
    public String kind() {
        return "card";
    }

    @Override
    public int count() {
        return 1;
    }

    @Override
    public String faces() {
        return LETTERS.substring(0, possible.size());
    }

    @Override
    public int outcomeCount() {
        return possible.size();
    }

    @Override
    public String text(int outcome) {
        return possible.get(outcome);
    }

    @Override
    public String textOfFaces(String faces) {
        return possible.get(LETTERS.indexOf(faces));
    }

    @Override
    public int parse(String text) {
        int outcome = possible.indexOf(text);
        if (outcome < 0) {
            throw new GameException("'" + text + "' is not a card that can be drawn now: "
                    + (possible.size() == 1 ? "only " + possible.get(0) + " can" : "one of " + possible + " can"));
        }
        return outcome;
    }
}
