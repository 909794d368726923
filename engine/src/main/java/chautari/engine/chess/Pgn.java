package chautari.engine.chess;

import chautari.engine.GameException;
import chautari.engine.Result;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Portable Game Notation out and in: the seven tag roster (Event, Site, Date, Round, White,
 * Black, Result, in that order, {@code ?} for what is not known), {@code SetUp} and {@code FEN}
 * for a game that did not start from the usual position, then the moves in SAN with their
 * numbers, ending with the result ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}).
 * Reading skips comments, variations and annotation glyphs.
 *
 * @param tags  the tags in order, the seven first
 * @param fen   the starting position
 * @param moves the moves as the engine codes them (UCI texts via {@link Move#text})
 */
public record Pgn(Map<String, String> tags, String fen, List<Integer> moves) {
    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    private static final Pattern TAG = Pattern.compile("\\[\\s*(\\w+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*]");
    private static final Pattern COMMENT = Pattern.compile("\\{[^}]*}|;[^\\n]*");
    private static final Pattern NUMBER_OR_GLYPH = Pattern.compile("\\$\\d+|\\d+\\.(\\.\\.)?");
    private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");
    private static final int LINE = 79;

    public Pgn {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
    }

    /** The PGN result of a game's result: {@code *} while it goes on. */
    public static String resultText(Result result) {
        if (result == null) {
            return "*";
        }
        return result.draw() ? "1/2-1/2" : result.winners().contains(1) ? "1-0" : "0-1";
    }

    /**
     * What a review says of one move: its annotation glyph as a NAG number (0 for none; 6 {@code ?!}, 2 {@code ?},
     * 4 {@code ??}), a comment, and a better move ({@link #NO_MOVE} for none), written in SAN at the comment's end.
     */
    public record Note(int nag, String comment, int better) {
        public static final int NO_MOVE = -1;
    }

    /** A game's PGN from its tags (the roster's missing ones written {@code ?}), starting position, moves and result. */
    public static String write(Map<String, String> given, String fen, List<Integer> moves, String result) {
        return write(given, fen, moves, result, i -> null);
    }

    /** The PGN with each move's note after it ({@code noteAfter} of the move's index, 0 first; null for none). */
    public static String write(Map<String, String> given, String fen, List<Integer> moves, String result, IntFunction<Note> noteAfter) {
        if (!RESULTS.contains(result)) {
            throw new IllegalArgumentException("a PGN result is one of " + RESULTS + ", not " + result);
        }
        StringBuilder pgn = new StringBuilder();
        for (String name : ROSTER) {
            String value = name.equals("Result") ? result : given.getOrDefault(name, name.equals("Date") ? "????.??.??" : "?");
            tag(pgn, name, value);
        }
        boolean setUp = !fen.equals(Fen.START);
        if (setUp) {
            tag(pgn, "SetUp", "1");
            tag(pgn, "FEN", fen);
        }
        given.forEach((name, value) -> {
            if (!ROSTER.contains(name) && !(setUp && (name.equals("SetUp") || name.equals("FEN")))) {
                tag(pgn, name, value);
            }
        });
        pgn.append('\n');
        Position position = Fen.read(fen);
        StringBuilder line = new StringBuilder();
        boolean noted = false;
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            String number = position.sideToMove() == Position.WHITE ? position.fullmoves + ". "
                    : i == 0 || noted ? position.fullmoves + "... " : "";
            line = word(pgn, line, number + San.write(position, move));
            Note note = noteAfter.apply(i);
            noted = note != null;
            if (noted) {
                line = writeNote(pgn, line, note, position);
            }
            position.make(move);
        }
        word(pgn, line, result);
        return pgn.append(line).append('\n').toString();
    }

    /** The note's glyph and comment, its words wrapped like the moves'; {@code before} is the position the move was chosen in. */
    private static StringBuilder writeNote(StringBuilder pgn, StringBuilder line, Note note, Position before) {
        if (note.nag() > 0) {
            line = word(pgn, line, "$" + note.nag());
        }
        String text = note.better() == Note.NO_MOVE ? note.comment() : note.comment() + " Better: " + San.write(before, note.better());
        String[] words = ("{" + text.replace("}", ")") + "}").split(" ");
        for (String w : words) {
            line = word(pgn, line, w);
        }
        return line;
    }

    private static void tag(StringBuilder pgn, String name, String value) {
        pgn.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    /** Adds a word to the line, starting a new line first when it would pass the width. */
    private static StringBuilder word(StringBuilder pgn, StringBuilder line, String word) {
        if (!line.isEmpty() && line.length() + 1 + word.length() > LINE) {
            pgn.append(line).append('\n');
            line.setLength(0);
        }
        return line.append(line.isEmpty() ? "" : " ").append(word);
    }

    /** Reads one game; a tag, move or position that cannot be read is a {@link GameException} saying which. */
    public static Pgn read(String text) {
        Map<String, String> tags = new LinkedHashMap<>();
        Matcher tag = TAG.matcher(text);
        int end = 0;
        while (tag.find() && text.substring(end, tag.start()).isBlank()) {
            tags.put(tag.group(1), tag.group(2).replaceAll("\\\\(.)", "$1"));
            end = tag.end();
        }
        String fen = tags.getOrDefault("FEN", Fen.START);
        Position position = Fen.read(fen);
        List<Integer> moves = new ArrayList<>();
        String movetext = withoutVariations(COMMENT.matcher(text.substring(end)).replaceAll(" "));
        for (String word : NUMBER_OR_GLYPH.matcher(movetext).replaceAll(" ").trim().split("\\s+")) {
            if (word.isEmpty() || RESULTS.contains(word)) {
                continue;
            }
            int move;
            try {
                move = San.read(position, word);
            } catch (GameException e) {
                throw new GameException("PGN move " + (moves.size() + 1) + ": " + e.getMessage());
            }
            moves.add(move);
            position.make(move);
        }
        return new Pgn(tags, fen, moves);
    }

    /** The text with every parenthesised variation (nested ones too) taken out. */
    private static String withoutVariations(String text) {
        StringBuilder kept = new StringBuilder();
        int depth = 0;
        for (char c : text.toCharArray()) {
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0) {
                kept.append(c);
            }
        }
        return kept.toString();
    }
}
