package chautari.engine.kimasai;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * Searches every position with the given stone counts for a cycle of moves that capture
 * nothing: the only way a position could occur twice (ruling 5).
 */
final class RepetitionSearch {
    private static final int OPEN = 1;
    private static final int DONE = 2;

    private RepetitionSearch() {
    }

    /** A position on a capture-free cycle, or null when there is none. */
    static KimasaiState findCycle(int firstStones, int secondStones) {
        Map<Long, Integer> colour = new HashMap<>();
        int[] moves = new int[Circuit.SIZE];
        for (int first : masksWith(firstStones)) {
            for (int second : masksWith(secondStones)) {
                for (int side = 0; side < 2; side++) {
                    KimasaiState start = KimasaiState.of(first, second, side);
                    if (colour.containsKey(start.positionKey())) {
                        continue;
                    }
                    KimasaiState cycle = search(start, colour, moves);
                    if (cycle != null) {
                        return cycle;
                    }
                }
            }
        }
        return null;
    }

    private static int[] masksWith(int stones) {
        return java.util.stream.IntStream.rangeClosed(0, Circuit.FULL)
                .filter(mask -> Integer.bitCount(mask) == stones).toArray();
    }

    private record Frame(KimasaiState state, int[] moves, int count, int next) {
    }

    private static KimasaiState search(KimasaiState start, Map<Long, Integer> colour, int[] buffer) {
        Deque<Frame> stack = new ArrayDeque<>();
        colour.put(start.positionKey(), OPEN);
        stack.push(frame(start, buffer, 0));
        while (!stack.isEmpty()) {
            Frame top = stack.pop();
            if (top.next() == top.count()) {
                colour.put(top.state().positionKey(), DONE);
                continue;
            }
            stack.push(new Frame(top.state(), top.moves(), top.count(), top.next() + 1));
            KimasaiState child = top.state().copy();
            child.play(child.toMove(), top.moves()[top.next()]);
            if (child.isOver() && child.result().draw()) {
                return child;
            }
            if (child.stoneCount() < top.state().stoneCount() || child.isOver()) {
                continue;
            }
            Integer seen = colour.get(child.positionKey());
            if (seen == null) {
                colour.put(child.positionKey(), OPEN);
                stack.push(frame(child, buffer, 0));
            } else if (seen == OPEN) {
                return child;
            }
        }
        return null;
    }

    private static Frame frame(KimasaiState state, int[] buffer, int next) {
        int count = state.isOver() ? 0 : state.legalMoves(buffer);
        return new Frame(state, Arrays.copyOf(buffer, count), count, next);
    }
}
