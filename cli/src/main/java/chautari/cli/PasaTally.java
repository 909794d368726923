package chautari.cli;

import chautari.engine.GameState;
import chautari.engine.pasa.PasaState;
import java.util.Locale;

/** Pasa's own figures: turns (throws) and captures a game. */
final class PasaTally implements Tally {
    private long games;
    private long turns;
    private long captures;

    @Override
    public void add(GameState end) {
        PasaState state = (PasaState) end;
        games++;
        turns += state.throwsMade();
        captures += state.captures();
    }

    @Override
    public String[] headers() {
        return new String[] {"turns/g", "captures/g"};
    }

    @Override
    public String[] values() {
        return new String[] {
            String.format(Locale.ROOT, "%7.1f", (double) turns / games),
            String.format(Locale.ROOT, "%10.1f", (double) captures / games)};
    }
}
