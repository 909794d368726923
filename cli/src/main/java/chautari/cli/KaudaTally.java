package chautari.cli;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.kauda.Kauda;
import chautari.engine.kauda.KaudaState;
import chautari.engine.kauda.Khal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Kauda's own figures: how often a game ends early (one player left with chips), how often
 * the win is shared or the game drawn, and where {@value #SAMPLE} seeded throws fell, each
 * khal's share seen beside its exact chance.
 */
final class KaudaTally implements Tally {
    static final int SAMPLE = 1_000_000;
    private static final int SHARE_WIDTH = 11;
    private static final int KHAL_WIDTH = 18;

    private final long seed;
    private long games;
    private long early;
    private long shared;
    private long draws;

    KaudaTally(long seed) {
        this.seed = seed;
    }

    @Override
    public void add(GameState end) {
        KaudaState state = (KaudaState) end;
        games++;
        if (state.playersIn() == 1) {
            early++;
        }
        var result = state.result();
        if (result.draw()) {
            draws++;
        } else if (result.winners().size() > 1) {
            shared++;
        }
    }

    @Override
    public String[] headers() {
        List<String> headers = new ArrayList<>();
        for (String share : List.of("ended early", "shared", "drawn")) {
            headers.add(pad(share, SHARE_WIDTH));
        }
        for (Khal khal : Khal.values()) {
            headers.add(pad(khal.wire() + " seen/exact", KHAL_WIDTH));
        }
        return headers.toArray(String[]::new);
    }

    @Override
    public String[] values() {
        List<String> values = new ArrayList<>();
        for (long count : new long[] {early, shared, draws}) {
            values.add(pad(String.format(Locale.ROOT, "%.2f%%", 100.0 * count / games), SHARE_WIDTH));
        }
        long[] seen = khalCounts(new Rng(seed), SAMPLE);
        for (Khal khal : Khal.values()) {
            values.add(pad(String.format(Locale.ROOT, "%.5f/%.5f",
                    (double) seen[khal.ordinal()] / SAMPLE, khal.probability()), KHAL_WIDTH));
        }
        return values.toArray(String[]::new);
    }

    /** Where {@code count} throws, drawn as the engine draws them, fell: throws per khal. */
    static long[] khalCounts(Rng rng, int count) {
        Game kauda = Kauda.GAME;
        KaudaState state = (KaudaState) kauda.start(2, kauda.options(Map.of()));
        long[] seen = new long[Khal.values().length];
        for (int i = 0; i < count; i++) {
            seen[Khal.ofOutcome(state.sampleChance(rng)).ordinal()]++;
        }
        return seen;
    }

    private static String pad(String text, int width) {
        return " ".repeat(Math.max(0, width - text.length())) + text;
    }
}
