package chautari.engine;

import java.util.ArrayList;
import java.util.List;

/** Reads a record's fairness lines (table, commitment, secret, seatseed 1..P): all of them or none. */
final class FairnessLines {
    private static final List<String> NAMES = List.of("table", "commitment", "secret", "seatseed");

    private FairnessLines() {
    }

    static boolean isOne(String line) {
        String name = line.strip().split(" ", 2)[0];
        return NAMES.contains(name);
    }

    /** The fairness of these lines, null when there are none; lines missing, repeated or out of order are a {@link GameException}. */
    static Fairness read(List<String> lines, int players) {
        if (lines.isEmpty()) {
            return null;
        }
        String tableId = value(lines, 0, "table");
        String commitment = value(lines, 1, "commitment");
        String secret = value(lines, 2, "secret");
        if (lines.size() != 3 + players) {
            throw new GameException("the fairness lines are table, commitment, secret and one seatseed line a seat ("
                    + players + "), in that order; found " + lines.size() + " lines");
        }
        List<String> seeds = new ArrayList<>();
        for (int seat = 1; seat <= players; seat++) {
            String seed = value(lines, 2 + seat, "seatseed");
            String prefix = seat + " ";
            if (!seed.startsWith(prefix) && !seed.equals(String.valueOf(seat))) {
                throw new GameException("expected the seat seed of seat " + seat + " (seatseed " + seat
                        + " STRING), found: " + lines.get(2 + seat));
            }
            seeds.add(seed.length() > prefix.length() ? seed.substring(prefix.length()).strip() : "");
        }
        return new Fairness(tableId, commitment, secret, seeds);
    }

    private static String value(List<String> lines, int index, String name) {
        if (index >= lines.size()) {
            throw new GameException("the record's fairness lines stop before its " + name + " line: a record has"
                    + " table, commitment, secret and a seatseed line a seat, or none of them");
        }
        String line = lines.get(index).strip();
        if (!line.startsWith(name + " ") && !line.equals(name)) {
            throw new GameException("expected the record's " + name + " line, found: " + line
                    + " (the fairness lines are table, commitment, secret, then seatseed 1, 2, ...)");
        }
        return line.substring(name.length()).strip();
    }
}
