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
        ensureBuffer(state);
        Phase phase = state.phase();
        if (phase == Phase.OVER) {
            throw new IllegalStateException("the game is over");
        }
        step(state, phase);
    }

    /** Plays to the end: runs of moves in the game's own loop ({@link GameState#playRandomMoves}), and the move buffer sized once. */
    public void playOut(GameState state) {
        ensureBuffer(state);
        for (Phase phase = state.phase(); phase != Phase.OVER; phase = state.phase()) {
            if (phase == Phase.MOVE) {
                moves += state.playRandomMoves(rng, buffer);
            } else {
                step(state, phase);
            }
        }
    }

    private void ensureBuffer(GameState state) {
        if (buffer.length < state.maxMoves()) {
            buffer = new int[state.maxMoves()];
        }
    }

    /** A move or a throw in a few bytecodes, so that the play-out loop takes it in whole; a stake round apart. */
    private void step(GameState state, Phase phase) {
        if (phase == Phase.MOVE) {
            state.playRandomMove(state.toMove(), rng, buffer);
            moves++;
        } else if (phase == Phase.THROW) {
            state.applyOutcome(state.sampleChance(rng));
            throwsMade++;
        } else {
            stakes(state);
        }
    }

    /** A stake for every seat still to stake. */
    private void stakes(GameState state) {
        for (int seat = 1; seat <= state.players(); seat++) {
            if (state.awaits(seat)) {
                state.playLegal(seat, state.randomMove(seat, rng, buffer));
                moves++;
            }
        }
    }

    public long moves() {
        return moves;
    }

    public long throwsMade() {
        return throwsMade;
    }
}
