package chautari.cli;

import chautari.engine.GameState;
import java.util.Locale;

/** A benchmark row's own figures, gathered from each finished game. */
interface Tally {
    void add(GameState end);

    String[] headers();

    String[] values();

    interface Factory {
        Tally create();
    }

    Tally NONE = new Tally() {
        @Override
        public void add(GameState end) {
        }

        @Override
        public String[] headers() {
            return new String[0];
        }

        @Override
        public String[] values() {
            return new String[0];
        }
    };

    /** The share of games drawn. */
    final class Draws implements Tally {
        private long games;
        private long draws;

        @Override
        public void add(GameState end) {
            games++;
            if (end.result().draw()) {
                draws++;
            }
        }

        @Override
        public String[] headers() {
            return new String[] {"drawn"};
        }

        @Override
        public String[] values() {
            return new String[] {String.format(Locale.ROOT, "%.4f%%", 100.0 * draws / games)};
        }
    }
}
