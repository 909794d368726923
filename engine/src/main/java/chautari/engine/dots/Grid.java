package chautari.engine.dots;

import chautari.engine.GameException;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The dots, lines and boxes of a board of {@code size} by {@code size} boxes, worked out once a
 * size. Dot (file f, rank r), both from 0, is named file letter and rank number ({@code a1}).
 * Lines are numbered across first, {@code r * size + f} from dot (f, r) to (f + 1, r), then
 * down, {@code size * (size + 1) + r * (size + 1) + f} from (f, r) to (f, r + 1). Box
 * {@code r * size + f} has its corner nearest a1 at dot (f, r). A set of lines is two words,
 * line i being bit {@code i & 63} of word {@code i >>> 6}: 24, 60 or 112 lines.
 */
final class Grid {
    private static final Map<Integer, Grid> BY_SIZE = Map.of(3, new Grid(3), 5, new Grid(5), 7, new Grid(7));

    final int size;
    final int lines;
    final int boxes;
    /** Every line of the board, in the first and second word. */
    final long all0;
    final long all1;
    /** The boxes each line is a side of, the second -1 for a line on the edge. */
    private final int[] firstBox;
    private final int[] secondBox;
    /** Each box's four sides, in the first and second word. */
    private final long[] sides0;
    private final long[] sides1;
    private final String[] lineNames;
    private final String[] boxNames;
    /** The lines and the boxes in plain string order of their names, as the board lists them. */
    final int[] linesInNameOrder;
    final int[] boxesInNameOrder;
    private final Map<String, Integer> lineNamed = new HashMap<>();

    private Grid(int size) {
        this.size = size;
        int across = size * (size + 1);
        lines = 2 * across;
        boxes = size * size;
        all0 = lines >= 64 ? -1L : (1L << lines) - 1;
        all1 = lines <= 64 ? 0 : (1L << (lines - 64)) - 1;
        firstBox = new int[lines];
        secondBox = new int[lines];
        sides0 = new long[boxes];
        sides1 = new long[boxes];
        lineNames = new String[lines];
        boxNames = new String[boxes];
        for (int r = 0; r <= size; r++) {
            for (int f = 0; f < size; f++) {
                int line = r * size + f;
                lineNames[line] = dotName(f, r) + "-" + dotName(f + 1, r);
                join(line, r < size ? box(f, r) : -1, r > 0 ? box(f, r - 1) : -1);
            }
        }
        for (int r = 0; r < size; r++) {
            for (int f = 0; f <= size; f++) {
                int line = across + r * (size + 1) + f;
                lineNames[line] = dotName(f, r) + "-" + dotName(f, r + 1);
                join(line, f < size ? box(f, r) : -1, f > 0 ? box(f - 1, r) : -1);
            }
        }
        for (int b = 0; b < boxes; b++) {
            boxNames[b] = dotName(b % size, b / size);
        }
        for (int line = 0; line < lines; line++) {
            lineNamed.put(lineNames[line], line);
        }
        linesInNameOrder = IntStream.range(0, lines).boxed().sorted(Comparator.comparing(l -> lineNames[l]))
                .mapToInt(Integer::intValue).toArray();
        boxesInNameOrder = IntStream.range(0, boxes).boxed().sorted(Comparator.comparing(b -> boxNames[b]))
                .mapToInt(Integer::intValue).toArray();
    }

    static Grid of(int size) {
        Grid grid = BY_SIZE.get(size);
        if (grid == null) {
            throw new IllegalArgumentException("a board is 3, 5 or 7 boxes a side, not " + size);
        }
        return grid;
    }

    private int box(int f, int r) {
        return r * size + f;
    }

    /** Records that the line is a side of the boxes given (-1 for none); a line on the edge has one. */
    private void join(int line, int box, int other) {
        firstBox[line] = box >= 0 ? box : other;
        secondBox[line] = box >= 0 ? other : -1;
        for (int b : new int[] {box, other}) {
            if (b >= 0) {
                if (line < 64) {
                    sides0[b] |= 1L << line;
                } else {
                    sides1[b] |= 1L << line;
                }
            }
        }
    }

    private static String dotName(int f, int r) {
        return "" + (char) ('a' + f) + (r + 1);
    }

    int firstBox(int line) {
        return firstBox[line];
    }

    int secondBox(int line) {
        return secondBox[line];
    }

    /** Whether the box is one (not -1) and every side of it is among the lines drawn. */
    boolean complete(int box, long drawn0, long drawn1) {
        return box >= 0 && (drawn0 & sides0[box]) == sides0[box] && (drawn1 & sides1[box]) == sides1[box];
    }

    String lineName(int line) {
        return lineNames[line];
    }

    String boxName(int box) {
        return boxNames[box];
    }

    /** The box named by its corner nearest a1, or -1 when there is no such box. */
    int boxNamed(String name) {
        return Arrays.asList(boxNames).indexOf(name);
    }

    /** Reads a line written as docs/notation.md#dots has it; anything else is refused with the reason. */
    int parseLine(String text) {
        Integer line = lineNamed.get(text);
        if (line != null) {
            return line;
        }
        int dash = text.indexOf('-');
        if (dash < 0 || !isDotName(text.substring(0, dash)) || !isDotName(text.substring(dash + 1))) {
            throw new GameException("'" + text + "' is not a move: a move is a line, written as its two dots"
                    + " with the one nearer a1 first, as a1-b1");
        }
        String from = text.substring(0, dash);
        String to = text.substring(dash + 1);
        for (String dot : new String[] {from, to}) {
            if (dot.charAt(0) - 'a' > size || dot.charAt(1) - '1' > size) {
                throw new GameException("'" + text + "' is not a move: " + dot + " is not a dot of this board, a1 .. "
                        + dotName(size, size));
            }
        }
        if (!lineNamed.containsKey(to + "-" + from)) {
            throw new GameException("'" + text + "' is not a move: a line joins two dots next to each other"
                    + " across or down, never diagonally");
        }
        throw new GameException("'" + text + "' is not a move: write the dot nearer a1 first, " + to + "-" + from);
    }

    private static boolean isDotName(String name) {
        return name.length() == 2 && name.charAt(0) >= 'a' && name.charAt(0) <= 'z' && name.charAt(1) >= '1' && name.charAt(1) <= '9';
    }
}
