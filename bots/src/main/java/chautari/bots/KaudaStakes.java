package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.kauda.KaudaState;
import chautari.engine.kauda.Khal;
import java.time.Duration;
import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * The Kauda levels. A stake is the only choice in Kauda, and every khal a backer may choose
 * wins about as often as the thrower strikes, so the edge is tiny and the game is won by
 * managing variance: a seat ahead stakes the least, a seat behind stakes enough to catch the
 * leader, and more. It reads only what the seat may know: the chips, the holder, the round,
 * and its own limits; never another seat's stake.
 *
 * <p>{@code beginner} backs a mostly random khal with noisy sizes; {@code good} backs the most
 * likely khal sized by {@link #standingsAmount}; {@code strong} chooses among a few amounts by
 * {@link KaudaPlayouts}.
 */
public final class KaudaStakes implements Bot {
    /** Strong: common futures per choice, cut by time in play for the long 6-player games. */
    static final Budget STRONG_BUDGET = new Budget(2000, Duration.ofMillis(25).toNanos());
    private static final int CATCH_UP_MARGIN = 10;
    private static final int CATCH_UP_FACTOR = 2;
    private static final Khal[] KHALS = Khal.values();

    private final Level level;

    public KaudaStakes(Level level) {
        if (!Bots.TABLE_LEVELS.contains(level)) {
            throw new IllegalArgumentException("no Kauda level '" + level + "'; the levels are " + Bots.TABLE_LEVELS);
        }
        this.level = level;
    }

    @Override
    public Budget playBudget() {
        return level == Level.STRONG ? STRONG_BUDGET : Budget.iterations(1);
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        if (!(state instanceof KaudaState kauda) || !state.awaits(seat)) {
            throw new IllegalArgumentException("seat " + seat + " has no Kauda stake to make now");
        }
        // Given the full state, the playouts would meet the other seats' stakes already made.
        KaudaState view = kauda.viewFor(seat);
        return switch (level) {
            case BEGINNER -> KaudaState.stake(beginnerKhal(view, rng), beginnerAmount(view, seat, rng));
            case GOOD -> KaudaState.stake(bestKhal(view), standingsAmount(view, seat));
            default -> KaudaPlayouts.bestStake(view, seat, candidates(view, seat), rng, budget);
        };
    }

    /** The khal most likely to fall among those the seat may back: chauka, else tiya. */
    static Khal bestKhal(KaudaState state) {
        Khal thrower = Khal.ofSeat(state.holder());
        Khal best = null;
        for (Khal khal : KHALS) {
            if (khal != thrower && (best == null || khal.probability() > best.probability())) {
                best = khal;
            }
        }
        return best;
    }

    /**
     * The least stake when ahead. Otherwise twice what would put the seat {@link #CATCH_UP_MARGIN}
     * chips past the leader if the khal falls (half as much when the thrower is that leader,
     * whose loss counts twice), within the limits: the rule the playouts also follow.
     */
    static int standingsAmount(KaudaState state, int seat) {
        int lead = lead(state, seat);
        if (lead > 0) {
            return state.least(seat);
        }
        int needed = CATCH_UP_MARGIN - lead;
        if (state.chips(state.holder()) == state.chips(seat) - lead) {
            needed = (needed + 1) / 2;
        }
        return clamp(state, seat, CATCH_UP_FACTOR * needed);
    }

    /** The seat's chips less the most chips any other seat has. */
    static int lead(KaudaState state, int seat) {
        int most = 0;
        for (int other = 1; other <= state.players(); other++) {
            if (other != seat) {
                most = Math.max(most, state.chips(other));
            }
        }
        return state.chips(seat) - most;
    }

    /**
     * The stakes strong weighs: each khal the seat may back, the likeliest first, with the
     * limits, the rule's amount, and points between.
     */
    static int[] candidates(KaudaState state, int seat) {
        int least = state.least(seat);
        int greatest = state.greatest(seat);
        int span = greatest - least;
        int[] amounts = Arrays.stream(new int[] {least, least + span / 4, least + span / 2, greatest - span / 4,
            greatest, standingsAmount(state, seat)}).distinct().sorted().toArray();
        Khal best = bestKhal(state);
        Khal thrower = Khal.ofSeat(state.holder());
        IntStream.Builder stakes = IntStream.builder();
        for (int amount : amounts) {
            stakes.add(KaudaState.stake(best, amount));
        }
        for (Khal khal : KHALS) {
            if (khal != best && khal != thrower) {
                for (int amount : amounts) {
                    stakes.add(KaudaState.stake(khal, amount));
                }
            }
        }
        return stakes.build().toArray();
    }

    /** Half the time the best khal, else any khal the seat may back: the best two times in three. */
    private static Khal beginnerKhal(KaudaState state, Rng rng) {
        if (rng.nextInt(2) == 0) {
            return bestKhal(state);
        }
        int thrower = Khal.ofSeat(state.holder()).ordinal();
        int khal = rng.nextInt(3);
        return KHALS[khal >= thrower ? khal + 1 : khal];
    }

    /** Ahead, a little above the least; otherwise anywhere from the middle of the range to the top. */
    private static int beginnerAmount(KaudaState state, int seat, Rng rng) {
        int least = state.least(seat);
        int greatest = state.greatest(seat);
        int span = greatest - least;
        if (lead(state, seat) > 0) {
            return least + rng.nextInt(span / 4 + 1);
        }
        return least + span / 2 + rng.nextInt(span - span / 2 + 1);
    }

    @Override
    public String toString() {
        return "kauda " + level;
    }

    private static int clamp(KaudaState state, int seat, int amount) {
        return Math.max(state.least(seat), Math.min(state.greatest(seat), amount));
    }
}
