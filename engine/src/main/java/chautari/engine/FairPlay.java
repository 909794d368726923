package chautari.engine;

import java.util.List;

/** A whole game of random legal moves whose every throw is {@link FairThrows#outcome}: for tests, demos and checks of the derivation. */
public final class FairPlay {
    private FairPlay() {
    }

    /** Plays the game out (moves drawn from {@code seed}) and returns its record with its fairness lines, secret revealed. */
    public static GameRecord randomGame(Game game, int players, Options options, long seed,
                                        byte[] secret, String tableId, List<String> seatSeeds) {
        Match match = Match.start(game, players, options, seed);
        Rng rng = new Rng(seed);
        int[] buffer = new int[match.state().maxMoves()];
        int n = 0;
        while (!match.state().isOver()) {
            GameState state = match.state(); // the match may take a new state at every step
            switch (state.phase()) {
                case THROW -> match.throwWith(FairThrows.outcome(secret, tableId, seatSeeds, ++n, state.chance()));
                case MOVE -> play(match, state.toMove(), rng, buffer);
                case STAKE -> {
                    for (int seat = 1; seat <= players; seat++) {
                        if (match.state().awaits(seat)) {
                            play(match, seat, rng, buffer);
                        }
                    }
                }
                case OVER -> throw new IllegalStateException("unreachable");
            }
        }
        return match.record().withFairness(new Fairness(tableId, FairThrows.commitment(secret), FairThrows.hex(secret), seatSeeds));
    }

    private static void play(Match match, int seat, Rng rng, int[] buffer) {
        match.play(seat, match.state().moveText(match.state().randomMove(seat, rng, buffer)));
    }
}
