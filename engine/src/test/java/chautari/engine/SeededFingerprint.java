package chautari.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.TreeMap;

/**
 * A hash of everything seeded random games show, step by step: the sorted legal move texts, the
 * listed move codes, the move {@code randomMove} draws, the throws drawn, the chosen move's facts,
 * the board and the position hash, and at the end the result and the returns. At each move it
 * also checks that {@code playRandomMove} leads where {@code randomMove} then {@code playLegal}
 * do, with the same draws. Pinned to the engine before its speed work, it shows that a faster
 * engine plays exactly as before.
 */
public final class SeededFingerprint {
    private SeededFingerprint() {
    }

    /** The fingerprint of games from seeds 1 .. games, each from a copy of {@code start}. */
    public static long of(GameState start, int games) {
        int[] buffer = new int[start.maxMoves()];
        long hash = 0;
        for (long seed = 1; seed <= games; seed++) {
            Rng rng = new Rng(seed);
            GameState state = start.copy();
            while (!state.isOver()) {
                if (state.phase() == Phase.THROW) {
                    int outcome = state.sampleChance(rng);
                    hash = mix(hash, state.outcomeText(outcome) + state.throwFacts(outcome));
                    state.applyChance(outcome);
                    hash = mix(hash, state.board().toString() + state.positionHash());
                    continue;
                }
                int seat = state.toMove();
                String[] texts = state.legalMoveTexts(seat);
                int n = state.legalMoves(seat, buffer);
                assertThat(n).as("seed %d", seed).isEqualTo(texts.length);
                hash = mix(hash, Arrays.toString(texts));
                hash = mix(hash, Arrays.toString(Arrays.copyOf(buffer, n)));
                GameState randomPlayed = state.copy();
                Rng randomRng = rng.copy();
                randomPlayed.playRandomMove(seat, randomRng, buffer);
                int drawn = state.randomMove(seat, rng, buffer);
                assertThat(state.moveText(drawn)).as("seed %d", seed).isIn((Object[]) texts);
                hash = mix(hash, state.moveText(drawn));
                GameState drawnPlayed = state.copy();
                drawnPlayed.playLegal(seat, drawn);
                assertThat(randomPlayed.positionHash()).as("seed %d: playRandomMove as randomMove", seed)
                        .isEqualTo(drawnPlayed.positionHash());
                assertThat(randomPlayed.board()).as("seed %d", seed).isEqualTo(drawnPlayed.board());
                assertThat(randomRng.nextLong()).as("seed %d: the same draws", seed).isEqualTo(rng.copy().nextLong());
                int move = rng.nextInt(2) == 0 ? drawn : state.parseMove(texts[rng.nextInt(texts.length)]);
                hash = mix(hash, state.moveFacts(seat, move).toString());
                state.play(seat, move);
                hash = mix(hash, state.board().toString() + state.positionHash());
            }
            Result result = state.result();
            hash = mix(hash, result.winners() + " " + result.draw() + " " + new TreeMap<>(result.details())
                    + Arrays.toString(state.returns()));
        }
        return hash;
    }

    private static long mix(long hash, String text) {
        return (hash ^ text.hashCode()) * 0x9E3779B97F4A7C15L + text.length();
    }
}
