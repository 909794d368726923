package chautari.bots.chinesecheckers;

import chautari.engine.chinesecheckers.ChineseCheckersState;

/**
 * Among three or more players, a seat's chance of winning after one of its moves, as strong's own search sees the race
 * (the others standing still): every seat still racing gets its way to go over strong's number of own moves ahead
 * ({@link RaceSearch#wayAhead}), the moving seat's starting with the move, and the chance is the seat's share of
 * e^(-way / {@link #SCALE}) among them. The other seats' ways are taken once, before the move; so a move's chance
 * rises exactly as strong's own reckoning of it does.
 */
final class RaceChances {
    /**
     * The difference of ways to go that makes one seat e (about 2.7) times as likely to win as another: fitted by
     * likelihood to positions of seeded games among beginner, good and strong, every third move of 30 games among
     * three (1,111 positions; best near 20) and every fifth of 30 among six (1,124; best near 30, and 20 within 1%).
     */
    static final double SCALE = 20;

    private final ChineseCheckersState before;
    private final int seat;
    private final int depth;
    private final Marbles marbles;
    private final RaceSearch search;
    private final double[] others;

    /** Takes the other seats' ways to go; throws {@link RaceSearch.OutOfBudget} when the budget runs out. */
    RaceChances(ChineseCheckersState before, int seat, long positions, long deadline) {
        this.before = before;
        this.seat = seat;
        this.depth = ChineseCheckersBot.strongOwnDepth(before.players());
        this.marbles = Marbles.of(before);
        this.search = new RaceSearch(marbles, positions, deadline, ChineseCheckersBot.strongSums(before.players()));
        others = new double[before.players() - 1];
        int i = 0;
        for (int other = 1; other <= before.players(); other++) {
            if (other != seat) {
                others[i++] = search.wayAhead(other, depth, -1);
            }
        }
    }

    /** The seat's chance after the move; throws {@link RaceSearch.OutOfBudget} when the budget runs out. */
    double after(int move) {
        ChineseCheckersState after = before.copy();
        after.playLegal(seat, move);
        if (after.isOver()) {
            return after.result().draw() ? 1.0 / before.players() : after.result().winners().contains(seat) ? 1 : 0;
        }
        int own = Marbles.parse(before.moveText(move));
        int undo = marbles.make(own);
        try {
            return share(search.wayAhead(seat, depth - 1, Evaluation.cost(marbles, seat)), others, SCALE);
        } finally {
            marbles.unmake(own, undo);
        }
    }

    /** The share of e^(-way / scale) of the seat whose way to go is {@code way} among it and the others'. */
    static double share(double way, double[] others, double scale) {
        double sum = 1;
        for (double other : others) {
            sum += Math.exp((way - other) / scale);
        }
        return 1 / sum;
    }
}
