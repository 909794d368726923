package chautari.engine;

/**
 * What a throw is made of: the fair physical objects thrown, their outcomes, each outcome's
 * chance and its text in docs/notation.md. An outcome is an int 0 .. {@link #outcomeCount()} - 1.
 */
public sealed interface Chance permits Die, Strips, Shells, DiceSet, CardDraw {
    /** What the objects are, as /api/games names them: {@code die}, {@code strips}, {@code shells}, {@code dice} or {@code card}. */
    String kind();

    /** How many objects one throw is. */
    int count();

    /** The faces each object can show, one character each, in the order the outcome text writes them. */
    String faces();

    int outcomeCount();

    /** Every outcome is a set of fair objects, so all are equally likely. */
    default double probability(int outcome) {
        return 1.0 / outcomeCount();
    }

    /** Draws an outcome; the same generator state always makes the same draws. */
    default int sample(Rng rng) {
        return rng.nextInt(outcomeCount());
    }

    /** The outcome's text: one face for each object, in throw order. */
    String text(int outcome);

    /** The outcome text of the faces fair throws read (docs/fair-throws.md): the faces themselves, but for a card drawn. */
    default String textOfFaces(String faces) {
        return faces;
    }

    /** The outcome a text names; a malformed text is a {@link GameException}. */
    int parse(String text);

    /**
     * How many groups the outcomes fall into, where every outcome of a group counts alike
     * (the strips face up, the dice of a throw in any order): what a search branches on.
     * Without a grouping each outcome is its own group.
     */
    default int groupCount() {
        return outcomeCount();
    }

    /** One outcome of the group, standing for all of them. */
    default int groupOutcome(int group) {
        return group;
    }

    /** The chance of the group: the sum of its outcomes' chances. */
    default double groupProbability(int group) {
        return probability(group);
    }

    /** The English word for a small count, as the parse errors write it. */
    static String countWord(int n) {
        String[] words = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"};
        return n < words.length ? words[n] : String.valueOf(n);
    }
}
