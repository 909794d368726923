package chautari.engine.snakes;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The board of docs/rules/snakes.md: squares 1..100, 0 for a token not yet on it, and where a token that
 * ends a throw on a square finally stands once it has climbed a ladder or slid down a snake.
 */
public final class SnakesBoard {
    public static final int START = 0;
    public static final int LAST = 100;

    /** Each ladder as foot, top. */
    static final int[][] LADDERS = {{1, 38}, {4, 14}, {9, 31}, {21, 42}, {28, 84}, {36, 44}, {51, 67}, {71, 91},
        {80, 100}};
    /** Each snake as head, tail. */
    static final int[][] SNAKES = {{16, 6}, {47, 26}, {49, 11}, {56, 53}, {62, 19}, {64, 60}, {87, 24}, {93, 73},
        {95, 75}, {98, 78}};

    private static final int[] SETTLED = settled();

    private SnakesBoard() {
    }

    private static int[] settled() {
        int[] to = new int[LAST + 1];
        for (int square = 0; square <= LAST; square++) {
            to[square] = square;
        }
        for (int[] ladder : LADDERS) {
            to[ladder[0]] = ladder[1];
        }
        for (int[] snake : SNAKES) {
            to[snake[0]] = snake[1];
        }
        return to;
    }

    /** The board as its descriptor tells it: {@code last}, {@code ladders} foot to top, {@code snakes} head to tail. */
    static Map<String, Object> constants() {
        return Map.of("last", LAST, "ladders", byStart(LADDERS), "snakes", byStart(SNAKES));
    }

    private static Map<Integer, Integer> byStart(int[][] pairs) {
        Map<Integer, Integer> ends = new TreeMap<>();
        for (int[] pair : pairs) {
            ends.put(pair[0], pair[1]);
        }
        return Collections.unmodifiableMap(ends);
    }

    /** Where a throw of {@code die} takes a token from {@code square}, or -1 when it would pass 100 and is lost. */
    public static int landing(int square, int die) {
        int reached = square + die;
        return reached > LAST ? -1 : SETTLED[reached];
    }

    /** Where a token that ends a throw on the square stands: a ladder's top, a snake's tail, or the square itself. */
    public static int settle(int square) {
        return SETTLED[square];
    }
}
