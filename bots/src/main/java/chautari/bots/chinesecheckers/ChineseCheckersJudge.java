package chautari.bots.chinesecheckers;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.bots.Judge;
import chautari.bots.Level;
import chautari.engine.Rng;
import chautari.engine.chinesecheckers.ChineseCheckersState;

/**
 * The review's judgement of a Chinese Checkers move ({@link Judge}): strong's choice, then the chance each move leaves the
 * seat. With two players, the position each move leaves is valued by alpha-beta of the same depth ({@link
 * RaceSearch#value}), the difference of the two ways still to go turned into a chance of winning by a logistic curve
 * ({@link #SCALE}); with more, by the race as strong's own search sees it ({@link RaceChances}).
 */
public final class ChineseCheckersJudge {
    /** The plies each move's position is searched with two players. */
    static final int DEPTH = 3;
    /**
     * The lead, in {@link Evaluation}'s units, that makes the winning chance 1/(1 + e^-1), about 0.73: the best fit (by
     * likelihood) to the 3,639 positions of 30 seeded games between good and beginner, valued at {@link #DEPTH} plies.
     */
    static final double SCALE = 12;

    private ChineseCheckersJudge() {
    }

    /** The judgement of {@code chosen}, a legal move of {@code seat}; null when the budget ran out. */
    public static Judge.Verdict judge(ChineseCheckersState before, int seat, int chosen, Rng rng, Budget budget,
                                      long positions) {
        Bot strong = new ChineseCheckersBot(Level.STRONG);
        int preferred = strong.choose(before, seat, rng, budget);
        long deadline = budget.timed() ? System.nanoTime() + budget.nanos() : Long.MAX_VALUE;
        try {
            if (before.players() > 2) {
                RaceChances race = new RaceChances(before, seat, positions, deadline);
                return Judge.Verdict.valued(seat, chosen, preferred, race::after);
            }
            return Judge.Verdict.valued(seat, chosen, preferred, move -> chanceAfter(before, move, positions, deadline));
        } catch (RaceSearch.OutOfBudget e) {
            return null;
        }
    }

    /** The mover's chance of winning after the move. */
    private static double chanceAfter(ChineseCheckersState before, int move, long positions, long deadline) {
        ChineseCheckersState after = before.copy();
        int seat = after.toMove();
        after.playLegal(seat, move);
        if (after.isOver()) {
            return after.result().draw() ? 0.5 : after.result().winners().contains(seat) ? 1 : 0;
        }
        int forOther = new RaceSearch(Marbles.of(after), positions, deadline, false).value(DEPTH);
        if (Math.abs(forOther) >= RaceSearch.WIN - 2 * RaceSearch.MAX_PLY) {
            return forOther > 0 ? 0 : 1;
        }
        return 1 / (1 + Math.exp(forOther / SCALE));
    }
}
