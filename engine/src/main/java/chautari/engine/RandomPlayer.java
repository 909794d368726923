package chautari.engine;

/**
 * Plays uniformly random legal moves and seeded throws: for benchmarks, property tests and
 * playouts. Counts what it did.
 */
public final class RandomPlayer {
    private final Rng rng;
    private int[] buffer = new int[0];
    private long moves;
    private long throwsMade;

    public RandomPlayer(Rng rng) {
        this.rng = rng;
    }

    /** One step: a throw, a move, or in a stake round a stake for every seat still to stake. */
    public void step(GameState state) {
        if (buffer.length < state.maxMoves()) {
            buffer = new int[state.maxMoves()];
        }
        switch (state.phase()) {
            case THROW -> {
                state.applyChance(state.sampleChance(rng));
                throwsMade++;
            }
            case MOVE -> {
                int seat = state.toMove();
                state.playLegal(seat, state.randomMove(seat, rng, buffer));
                moves++;
            }
            case STAKE -> {
                for (int seat = 1; seat <= state.players(); seat++) {
                    if (state.awaits(seat)) {
                        state.playLegal(seat, state.randomMove(seat, rng, buffer));
                        moves++;
                    }
                }
            }
            case OVER -> throw new IllegalStateException("the game is over");
        }
    }

    public void playOut(GameState state) {
        while (!state.isOver()) {
            step(state);
        }
    }

    public long moves() {
        return moves;
    }

    public long throwsMade() {
        return throwsMade;
    }
}
