package chautari.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Several dice thrown together, each showing one of its faces, as Pasa throws three long dice
 * marked 1, 2, 5, 6. An outcome writes each die's face index as a digit in base
 * {@code faces().length()}, the first die most significant (for four faces, {@code a << 4 | b << 2 | c}).
 * The groups are the sets the throws make, the order of the dice aside.
 */
public final class DiceSet implements Chance {
    public static final DiceSet LONG_DICE = new DiceSet(3, "1256");

    private final int count;
    private final String faces;
    private final int outcomes;
    private final int[] groupOutcomes;
    private final int[] groupWays;

    public DiceSet(int count, String faces) {
        if (count < 1 || faces.length() < 2 || Math.pow(faces.length(), count) > 1 << 20) {
            throw new IllegalArgumentException("a throw is at least one die of at least two faces, and not too many");
        }
        this.count = count;
        this.faces = faces;
        this.outcomes = (int) Math.pow(faces.length(), count);
        List<Integer> sets = new ArrayList<>();
        int[] ways = new int[outcomes];
        for (int outcome = 0; outcome < outcomes; outcome++) {
            int set = sorted(outcome);
            if (set == outcome) {
                sets.add(outcome);
            }
            ways[set]++;
        }
        this.groupOutcomes = sets.stream().mapToInt(Integer::intValue).toArray();
        this.groupWays = Arrays.stream(groupOutcomes).map(set -> ways[set]).toArray();
    }

    /** The outcome of the same dice written in order, least face first. */
    private int sorted(int outcome) {
        int[] digits = new int[count];
        for (int i = count - 1, rest = outcome; i >= 0; i--, rest /= faces.length()) {
            digits[i] = rest % faces.length();
        }
        Arrays.sort(digits);
        int set = 0;
        for (int digit : digits) {
            set = set * faces.length() + digit;
        }
        return set;
    }

    @Override
    public String kind() {
        return "dice";
    }

    @Override
    public int count() {
        return count;
    }

    @Override
    public String faces() {
        return faces;
    }

    @Override
    public int outcomeCount() {
        return outcomes;
    }

    @Override
    public String text(int outcome) {
        char[] dice = new char[count];
        for (int i = count - 1, rest = outcome; i >= 0; i--, rest /= faces.length()) {
            dice[i] = faces.charAt(rest % faces.length());
        }
        return new String(dice);
    }

    @Override
    public int parse(String text) {
        if (text.length() != count) {
            throw new GameException("'" + text + "' is not a throw: write the " + Chance.countWord(count)
                    + " dice in throw order, as " + example());
        }
        int outcome = 0;
        for (int i = 0; i < count; i++) {
            int face = faces.indexOf(text.charAt(i));
            if (face < 0) {
                throw new GameException("'" + text.charAt(i) + "' is not a die: the dice show " + faceList());
            }
            outcome = outcome * faces.length() + face;
        }
        return outcome;
    }

    /** A throw of mixed faces to show how one is written: 152 for three long dice. */
    private String example() {
        StringBuilder dice = new StringBuilder();
        for (int i = 0; i < count; i++) {
            dice.append(faces.charAt(i * 2 % (faces.length() - 1)));
        }
        return dice.toString();
    }

    private String faceList() {
        String listed = String.join(", ", faces.substring(0, faces.length() - 1).split(""));
        return listed + " or " + faces.charAt(faces.length() - 1);
    }

    @Override
    public int groupCount() {
        return groupOutcomes.length;
    }

    @Override
    public int groupOutcome(int group) {
        return groupOutcomes[group];
    }

    @Override
    public double groupProbability(int group) {
        return groupWays[group] / (double) outcomes;
    }
}
