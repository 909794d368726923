package chautari.bots;

import java.util.Arrays;
import java.util.List;

/**
 * A board's points and straight lines as docs/rules/baghchal.md and docs/rules/shologuti.md draws them, for evaluations that count
 * steps and jumps on sets of points (bit {@code p} for point {@code p}): a step joins two
 * points next to each other on a line, a jump passes over the next point to the one beyond.
 */
final class Lines {
    /** The points joined to each point. */
    final long[] neighbours;
    /** For each point, its jumps: the point passed over and the point landed on, in pairs. */
    final int[][] over;
    final int[][] landing;
    /** The points no jump can pass over. */
    final long unjumpable;

    /** @param names the points' names, in the order of their bits; @param lines each straight line, point names in order */
    Lines(List<String> names, String[][] lines) {
        int count = names.size();
        neighbours = new long[count];
        int[][] overs = new int[count][8];
        int[][] landings = new int[count][8];
        int[] found = new int[count];
        long jumpable = 0;
        for (String[] line : lines) {
            int[] points = new int[line.length];
            for (int i = 0; i < line.length; i++) {
                points[i] = names.indexOf(line[i]);
                if (points[i] < 0) {
                    throw new IllegalArgumentException("no point " + line[i]);
                }
            }
            for (int i = 0; i + 1 < points.length; i++) {
                neighbours[points[i]] |= 1L << points[i + 1];
                neighbours[points[i + 1]] |= 1L << points[i];
            }
            for (int i = 0; i + 2 < points.length; i++) {
                for (int[] jump : new int[][] {{points[i], points[i + 1], points[i + 2]}, {points[i + 2], points[i + 1], points[i]}}) {
                    int from = jump[0];
                    overs[from][found[from]] = jump[1];
                    landings[from][found[from]++] = jump[2];
                    jumpable |= 1L << jump[1];
                }
            }
        }
        over = new int[count][];
        landing = new int[count][];
        for (int p = 0; p < count; p++) {
            over[p] = Arrays.copyOf(overs[p], found[p]);
            landing[p] = Arrays.copyOf(landings[p], found[p]);
        }
        unjumpable = ((1L << count) - 1) & ~jumpable;
    }

    int points() {
        return neighbours.length;
    }

    boolean joined(int a, int b) {
        return (neighbours[a] & 1L << b) != 0;
    }

    /** The pieces of {@code victims} that a piece of {@code jumpers} can jump now, landing on an empty point. */
    long enPrise(long jumpers, long victims, long empty) {
        long taken = 0;
        for (long rest = jumpers; rest != 0; rest &= rest - 1) {
            int from = Long.numberOfTrailingZeros(rest);
            int[] passed = over[from];
            for (int j = 0; j < passed.length; j++) {
                if ((victims & 1L << passed[j]) != 0 && (empty & 1L << landing[from][j]) != 0) {
                    taken |= 1L << passed[j];
                }
            }
        }
        return taken;
    }

    /** The moves of the piece on {@code from}: steps to an empty neighbour and single jumps over a victim. */
    int moves(int from, long victims, long empty) {
        int moves = Long.bitCount(neighbours[from] & empty);
        int[] passed = over[from];
        for (int j = 0; j < passed.length; j++) {
            if ((victims & 1L << passed[j]) != 0 && (empty & 1L << landing[from][j]) != 0) {
                moves++;
            }
        }
        return moves;
    }
}
