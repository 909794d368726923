package chautari.cli;

import chautari.engine.GameState;
import chautari.engine.ludo.LudoState;
import java.util.Locale;

/** Ludo's own figures: tokens sent back to their yards a game, and how often the first seat (red) won. */
final class LudoTally implements Tally {
    private long games;
    private long captures;
    private long redWins;

    @Override
    public void add(GameState end) {
        LudoState state = (LudoState) end;
        games++;
        captures += state.captures();
        redWins += state.result().winners().get(0) == 1 ? 1 : 0;
    }

    @Override
    public String[] headers() {
        return new String[] {"captures/g", "red won"};
    }

    @Override
    public String[] values() {
        return new String[] {
            String.format(Locale.ROOT, "%10.1f", (double) captures / games),
            String.format(Locale.ROOT, "%.2f%%", 100.0 * redWins / games)};
    }
}
