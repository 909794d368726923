package chautari.bots.dots;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Boxes not yet closed joined by lines not yet drawn, with those lines: a chain, a loop, or something branched. */
record Component(List<Integer> boxes, Set<Integer> lines, DotsBoard board) {
    /** The component of the box, marking its boxes seen. */
    static Component of(DotsBoard board, int box, boolean[] seen) {
        List<Integer> boxes = new ArrayList<>();
        Set<Integer> lines = new LinkedHashSet<>();
        Deque<Integer> todo = new ArrayDeque<>(List.of(box));
        seen[box] = true;
        while (!todo.isEmpty()) {
            int at = todo.pop();
            boxes.add(at);
            for (int line : board.open(at)) {
                lines.add(line);
                int next = board.across(line, at);
                if (next >= 0 && !seen[next]) {
                    seen[next] = true;
                    todo.push(next);
                }
            }
        }
        return new Component(boxes, lines, board);
    }

    /**
     * Where to open it: a loop at any line, a chain at its end and a chain of two also in the middle
     * (the hard-hearted handout); anything branched at every line.
     */
    List<Integer> openings() {
        if (!boxes.stream().allMatch(box -> board.sides(box) == 2)) {
            return List.copyOf(lines);
        }
        List<Integer> edge = lines.stream().filter(board::onEdge).toList();
        if (edge.isEmpty()) {
            return List.of(lines.iterator().next());
        }
        List<Integer> openings = new ArrayList<>(List.of(edge.getFirst()));
        if (boxes.size() == 2) {
            lines.stream().filter(line -> !board.onEdge(line)).forEach(openings::add);
        }
        return openings;
    }
}
