package chautari.bots.dots;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Plays a Dots and Boxes position out in thought, every seat taking the most boxes it can for
 * itself (max-n, so for 2 to 4 players), over the moves that matter: a box there to take is taken,
 * except the last two of a chain or four of a loop, which may be declined with the double-dealing
 * line; with no box to take, any safe line; with none safe, one opening of each chain or loop (both
 * handouts of a chain of two) and every line of anything else. Positions met again are remembered.
 * Throws {@link OutOfBudget} past its count of positions or its deadline.
 */
final class DotsSolver {
    private final Map<DotsBoard.Key, int[]> known = new HashMap<>();
    private final long maxPositions;
    private final long deadline;
    private long positions;

    /** The line to draw and what each seat gains from here with it, seat k at index k - 1. */
    record Plan(int line, int[] gains) {
    }

    static final class OutOfBudget extends RuntimeException {
        OutOfBudget() {
            super("the search ran out of its budget", null, false, false);
        }
    }

    /** @param deadline a {@link System#nanoTime} past which to stop, or {@link Long#MAX_VALUE} for none */
    DotsSolver(long maxPositions, long deadline) {
        this.maxPositions = maxPositions;
        this.deadline = deadline;
    }

    /** The best line for the mover of a position not over. */
    Plan best(DotsBoard board) {
        int box = board.capturable();
        if (box >= 0) {
            return capture(board, box);
        }
        int[] safe = board.safeLines();
        return bestOf(board, safe.length > 0 ? safe : openings(board));
    }

    private int[] value(DotsBoard board) {
        if (board.over()) {
            return new int[board.players];
        }
        if (++positions > maxPositions || (positions & 255) == 0 && System.nanoTime() > deadline) {
            throw new OutOfBudget();
        }
        DotsBoard.Key key = board.key();
        int[] value = known.get(key);
        if (value == null) {
            value = best(board).gains();
            known.put(key, value);
        }
        return value;
    }

    private Plan bestOf(DotsBoard board, int[] lines) {
        Plan best = null;
        int seat = board.mover() - 1;
        int[] before = board.gained();
        for (int line : lines) {
            DotsBoard child = board.copy();
            child.play(line);
            int[] gains = value(child);
            int[] after = child.gained();
            int[] total = new int[board.players];
            for (int s = 0; s < total.length; s++) {
                total[s] = gains[s] + after[s] - before[s];
            }
            if (best == null || total[seat] > best.gains()[seat]) {
                best = new Plan(line, total);
            }
        }
        return best;
    }

    /**
     * Takes a box, keeping for last a group that ends two short of a chain or four of a loop, and
     * there, with no safe line left, weighs taking it against double-dealing.
     */
    private Plan capture(DotsBoard board, int box) {
        Chain first = Chain.from(board, box);
        if (first.deal() < 0) {
            return bestOf(board, new int[] {first.take()});
        }
        Chain last = first;
        for (int other = 0; other < board.boxes; other++) {
            if (board.sides(other) == 3 && !first.boxes().contains(other)) {
                Chain chain = Chain.from(board, other);
                if (chain.deal() < 0 || chain.boxes().size() > last.boxes().size()) {
                    return bestOf(board, new int[] {chain.take()});
                }
                return bestOf(board, new int[] {last.take()});
            }
        }
        if (board.safeLines().length > 0) {
            return bestOf(board, new int[] {last.take()});
        }
        return bestOf(board, new int[] {last.take(), last.deal()});
    }

    /** With no box to take and no safe line: the lines worth trying, as the class comment says. */
    private static int[] openings(DotsBoard board) {
        List<Integer> lines = new ArrayList<>();
        boolean[] seen = new boolean[board.boxes];
        for (int box = 0; box < board.boxes; box++) {
            if (!seen[box] && board.sides(box) < 4) {
                lines.addAll(Component.of(board, box, seen).openings());
            }
        }
        return lines.stream().mapToInt(Integer::intValue).toArray();
    }
}
