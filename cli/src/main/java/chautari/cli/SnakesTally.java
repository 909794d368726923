package chautari.cli;

import chautari.engine.GameState;
import chautari.engine.snakes.SnakesChain;
import chautari.engine.snakes.SnakesState;
import java.util.Locale;

/**
 * Snakes and Ladders' own figures: the sampled throws a game with its standard error, next to
 * the exact expectation of the Markov chain for as many players and for one token alone.
 */
final class SnakesTally implements Tally {
    private final double exact;
    private final double oneToken;
    private long games;
    private double sum;
    private double squares;

    SnakesTally(int players) {
        exact = SnakesChain.expectedThrows(players);
        oneToken = SnakesChain.expectedThrows(1);
    }

    @Override
    public void add(GameState end) {
        double throwsMade = ((SnakesState) end).throwsMade();
        games++;
        sum += throwsMade;
        squares += throwsMade * throwsMade;
    }

    @Override
    public String[] headers() {
        return new String[] {"throws/g ± se", "exact", "one token exact"};
    }

    @Override
    public String[] values() {
        double mean = sum / games;
        double se = Math.sqrt((squares / games - mean * mean) / (games - 1));
        return new String[] {
            String.format(Locale.ROOT, "%.4f ± %.4f", mean, se),
            String.format(Locale.ROOT, "%.4f", exact),
            String.format(Locale.ROOT, "%.4f", oneToken)};
    }
}
