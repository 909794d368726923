package chautari.bots.dots;

import chautari.bots.Judge;
import chautari.engine.dots.DotsState;

/**
 * The review's valuation of a Dots and Boxes line ({@link chautari.bots.Judge}), where strong plays by search: once
 * few safe lines are left, {@link DotsSolver} plays the rest out for the line it prefers and for the line chosen, and
 * each seat's boxes at the end give the mover's share of the win (1/k for a win shared by k seats). Earlier lines,
 * and positions too big for the budget, are not judged.
 */
public final class DotsJudge {
    private DotsJudge() {
    }

    /** The judgement of {@code chosen}, a legal line of {@code seat}; null when it is not judged. */
    public static Judge.Verdict judge(DotsState before, int seat, int chosen, long positions, long nanos) {
        DotsBoard board = DotsBoard.of(before);
        if (board.safeLines().length > DotsBot.SAFE_LINES_SEARCHED) {
            return null;
        }
        long deadline = nanos == Long.MAX_VALUE ? Long.MAX_VALUE : System.nanoTime() + nanos;
        DotsSolver solver = new DotsSolver(positions, deadline);
        try {
            int preferred = solver.best(board).line();
            return Judge.Verdict.valued(seat, chosen, preferred, line -> shareAfter(before, seat, line, solver));
        } catch (DotsSolver.OutOfBudget e) {
            return null;
        }
    }

    private static double shareAfter(DotsState before, int seat, int line, DotsSolver solver) {
        DotsState after = before.copy();
        after.playLegal(seat, line);
        int[] gains = after.isOver() ? new int[after.players()] : solver.best(DotsBoard.of(after)).gains();
        int most = -1;
        int top = 0;
        int mine = 0;
        for (int s = 1; s <= after.players(); s++) {
            int boxes = after.boxesOf(s) + gains[s - 1];
            if (s == seat) {
                mine = boxes;
            }
            if (boxes > most) {
                most = boxes;
                top = 1;
            } else if (boxes == most) {
                top++;
            }
        }
        return mine == most ? 1.0 / top : 0;
    }
}
