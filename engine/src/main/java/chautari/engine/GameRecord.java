package chautari.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A game written down: the header (game, players, options, seed) and every event in order.
 * Its text form is one line a field, then one line an event:
 * <pre>
 * game kasimala
 * players 2
 * options cells=17
 * seed 42
 * table T1
 * commitment 5c3e…
 * secret 0f1e…
 * seatseed 1 a
 * seatseed 2 b
 * throw 1 1011
 * move 1 a17-m17
 * </pre>
 * The table, commitment, secret and seatseed lines (one a seat, in order) are the record's
 * {@link Fairness}: all of them or none. Among the events, a line starting with {@code #} is a comment (a review's
 * judgement) and reading skips it.
 */
public record GameRecord(String game, int players, Options options, long seed, List<Event> events, Fairness fairness) {

    public enum Kind { THROW, MOVE }

    /** A throw's outcome (the seat is the thrower) or a seat's move, in docs/notation.md text. */
    public record Event(Kind kind, int seat, String text) {
        @Override
        public String toString() {
            return kind.name().toLowerCase() + " " + seat + " " + text;
        }
    }

    public GameRecord {
        events = List.copyOf(events);
    }

    /** A record without fairness lines. */
    public GameRecord(String game, int players, Options options, long seed, List<Event> events) {
        this(game, players, options, seed, events, null);
    }

    /** This record with the fairness lines given. */
    public GameRecord withFairness(Fairness fairness) {
        return new GameRecord(game, players, options, seed, events, fairness);
    }

    public String toText() {
        return toText(i -> null);
    }

    /** The text with comment lines: {@code commentAfter} gives the comment after event i (0 first), or null for none. */
    public String toText(IntFunction<String> commentAfter) {
        StringBuilder text = new StringBuilder()
                .append("game ").append(game).append('\n')
                .append("players ").append(players).append('\n')
                .append("options ").append(options).append('\n')
                .append("seed ").append(seed).append('\n');
        if (fairness != null) {
            text.append("table ").append(fairness.tableId()).append('\n')
                    .append("commitment ").append(fairness.commitment()).append('\n')
                    .append("secret ").append(fairness.secret()).append('\n');
            for (int seat = 1; seat <= fairness.seatSeeds().size(); seat++) {
                text.append("seatseed ").append(seat).append(' ').append(fairness.seatSeeds().get(seat - 1)).append('\n');
            }
        }
        for (int i = 0; i < events.size(); i++) {
            text.append(events.get(i)).append('\n');
            String comment = commentAfter.apply(i);
            if (comment != null) {
                text.append("# ").append(comment).append('\n');
            }
        }
        return text.toString();
    }

    public static GameRecord parse(String text) {
        String[] lines = text.strip().split("\\R");
        if (lines.length < 4) {
            throw new GameException("a game record starts with the lines game, players, options and seed");
        }
        Game game = Games.byName(field(lines[0], "game"));
        int players = parseInt(field(lines[1], "players"), "players");
        Options options = Options.parse(game.id(), game.options(), field(lines[2], "options"));
        long seed;
        try {
            seed = Long.parseLong(field(lines[3], "seed"));
        } catch (NumberFormatException e) {
            throw new GameException("the seed is not a whole number: " + lines[3]);
        }
        int first = 4;
        while (first < lines.length && FairnessLines.isOne(lines[first])) {
            first++;
        }
        Fairness fairness = FairnessLines.read(List.of(lines).subList(4, first), players);
        List<Event> events = new ArrayList<>();
        for (int i = first; i < lines.length; i++) {
            if (lines[i].isBlank() || lines[i].strip().startsWith("#")) {
                continue;
            }
            String[] parts = lines[i].strip().split(" ");
            if (parts.length != 3 || !(parts[0].equals("throw") || parts[0].equals("move"))) {
                throw new GameException("line " + (i + 1) + " is not an event: " + lines[i]);
            }
            events.add(new Event(Kind.valueOf(parts[0].toUpperCase()), parseInt(parts[1], "seat"), parts[2]));
        }
        return new GameRecord(game.id(), players, options, seed, events, fairness);
    }

    private static String field(String line, String name) {
        if (line.equals(name)) {
            return "";
        }
        if (!line.startsWith(name + " ")) {
            throw new GameException("expected the record's " + name + " line, found: " + line);
        }
        return line.substring(name.length() + 1).strip();
    }

    private static int parseInt(String text, String what) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new GameException(what + " is not a whole number: " + text);
        }
    }
}
