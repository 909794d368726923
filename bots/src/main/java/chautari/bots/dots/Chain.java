package chautari.bots.dots;

import java.util.ArrayList;
import java.util.List;

/**
 * The boxes to be taken from a box with three sides: it, then each box of two sides its open side
 * leads into, up to the edge, a box of fewer sides, or another box of three (an opened loop).
 *
 * @param take the line that takes the first box
 * @param deal the double-dealing line when the group is the last two boxes of a chain (the far
 *     side of the second) or the last four of a loop (the line between the middle two); -1 otherwise
 */
record Chain(List<Integer> boxes, int take, int deal) {
    static Chain from(DotsBoard board, int box) {
        List<Integer> boxes = new ArrayList<>(List.of(box));
        int take = board.open(box)[0];
        int line = take;
        int at = box;
        boolean twoEnded = false;
        while (true) {
            int next = board.across(line, at);
            if (next < 0 || board.sides(next) < 2) {
                break;
            }
            boxes.add(next);
            if (board.sides(next) == 3) {
                twoEnded = true;
                break;
            }
            int[] open = board.open(next);
            line = open[0] == line ? open[1] : open[0];
            at = next;
        }
        int deal = -1;
        if (!twoEnded && boxes.size() == 2) {
            deal = line;
        } else if (twoEnded && boxes.size() == 4) {
            deal = between(board, boxes.get(1), boxes.get(2));
        }
        return new Chain(boxes, take, deal);
    }

    private static int between(DotsBoard board, int one, int other) {
        for (int line : board.open(one)) {
            if (board.across(line, one) == other) {
                return line;
            }
        }
        throw new IllegalStateException("boxes " + one + " and " + other + " share no open side");
    }
}
