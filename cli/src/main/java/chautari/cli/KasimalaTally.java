package chautari.cli;

import chautari.engine.GameState;
import chautari.engine.kasimala.KasimalaState;
import java.util.Locale;

/**
 * Kasimala's own figures: mean and median throws a game, the share of games ended by the
 * 2000-throw limit, the share won by a gulmasi.
 */
final class KasimalaTally implements Tally {
    private final long[] gamesByThrows = new long[KasimalaState.THROW_LIMIT + 1];
    private long games;
    private long throwsMade;
    private long atLimit;
    private long gulmasi;

    @Override
    public void add(GameState end) {
        KasimalaState state = (KasimalaState) end;
        games++;
        throwsMade += state.throwsMade();
        gamesByThrows[state.throwsMade()]++;
        if (state.endedByLimit()) {
            atLimit++;
        }
        if (state.isGulmasi()) {
            gulmasi++;
        }
    }

    @Override
    public String[] headers() {
        return new String[] {"mean throws", "median throws", "  at limit", "   gulmasi"};
    }

    @Override
    public String[] values() {
        return new String[] {
            String.format(Locale.ROOT, "%11.1f", (double) throwsMade / games),
            String.format(Locale.ROOT, "%13d", median()),
            String.format(Locale.ROOT, "%9.4f%%", 100.0 * atLimit / games),
            String.format(Locale.ROOT, "%9.4f%%", 100.0 * gulmasi / games)};
    }

    /** The lower median of the throws a game. */
    private int median() {
        long seen = 0;
        for (int throwsInGame = 0; throwsInGame < gamesByThrows.length; throwsInGame++) {
            seen += gamesByThrows[throwsInGame];
            if (2 * seen >= games) {
                return throwsInGame;
            }
        }
        return gamesByThrows.length - 1;
    }
}
