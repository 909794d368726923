package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Phase;
import chautari.engine.Rng;
import chautari.engine.kauda.KaudaState;
import chautari.engine.kauda.Khal;
import java.time.Duration;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class KaudaStakesTest {
    /** Few playouts, so whole games of the strong level stay quick; deterministic. */
    private static final Budget QUICK = Budget.iterations(5);

    static Stream<Level> levels() {
        return Bots.TABLE_LEVELS.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("levels")
    @DisplayName("every level makes only legal stakes through whole games of 2 to 6 players, with and without doubling")
    void legalStakesThroughWholeGames(Level level) {
        Bot bot = new KaudaStakes(level);
        for (int players = 2; players <= 6; players++) {
            for (boolean doubling : new boolean[] {true, false}) {
                for (long seed = 1; seed <= 8; seed++) {
                    playCheckingEveryStake(bot, players, doubling, seed);
                }
            }
        }
    }

    private static void playCheckingEveryStake(Bot bot, int players, boolean doubling, long seed) {
        int[] chips = new int[players];
        Arrays.fill(chips, KaudaState.STARTING_CHIPS);
        KaudaState state = KaudaState.of(5, doubling, 1, 1, 0, chips);
        Rng throwRng = new Rng(seed);
        Rng botRng = new Rng(seed * 31);
        int steps = 0;
        while (!state.isOver()) {
            assertThat(steps++).as("%d players, seed %d: game too long", players, seed).isLessThan(10_000);
            if (state.phase() == Phase.THROW) {
                state.applyChance(state.sampleChance(throwRng));
                continue;
            }
            for (int seat = 1; seat <= players; seat++) {
                if (state.awaits(seat)) {
                    int stake = bot.choose(state.viewFor(seat), seat, botRng, QUICK);
                    assertThat(state.isLegal(seat, stake)).as("%d players, seed %d, seat %d: %s",
                            players, seed, seat, state.moveText(stake)).isTrue();
                    state.play(seat, stake);
                }
            }
        }
        assertThat(state.result()).isNotNull();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("levels")
    @DisplayName("a level's stake is the same for the same seed and budget, and the state is left as it was")
    void deterministicAndPure(Level level) {
        KaudaState state = KaudaState.of(5, true, 3, 2, 1, 80, 140, 40, 40);
        String before = state.board().toString();
        Budget budget = Budget.iterations(200);
        for (long seed = 1; seed <= 5; seed++) {
            int first = new KaudaStakes(level).choose(state, 3, new Rng(seed), budget);
            int again = new KaudaStakes(level).choose(state, 3, new Rng(seed), budget);
            assertThat(again).as("seed %d", seed).isEqualTo(first);
        }
        assertThat(state.board().toString()).isEqualTo(before);
        assertThat(state.pendingStake(3)).isEqualTo(-1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("levels")
    @DisplayName("the stake does not depend on another seat's hidden stake, given the full state or the view")
    void ignoresHiddenStakes(Level level) {
        KaudaState open = KaudaState.of(5, true, 4, 1, 0, 90, 120, 95, 95);
        for (int planted : new int[] {KaudaState.stake(Khal.CHAUKA, 30), KaudaState.stake(Khal.CHHAKKA, 5)}) {
            KaudaState staked = open.copy();
            staked.play(3, planted);
            for (long seed = 1; seed <= 5; seed++) {
                Bot bot = new KaudaStakes(level);
                Budget budget = Budget.iterations(100);
                int withoutIt = bot.choose(open, 2, new Rng(seed), budget);
                assertThat(bot.choose(staked, 2, new Rng(seed), budget)).as("seed %d, full state", seed)
                        .isEqualTo(withoutIt);
                assertThat(bot.choose(staked.viewFor(2), 2, new Rng(seed), budget)).as("seed %d, view", seed)
                        .isEqualTo(withoutIt);
            }
        }
    }

    @Test
    @DisplayName("good backs chauka when it may, else tiya; never chhakka (strong chooses the khal by its playouts)")
    void goodBacksTheLikeliestKhal() {
        for (int holder = 1; holder <= 4; holder++) {
            KaudaState state = KaudaState.of(5, true, 1, holder, 0, 100, 100, 100, 100);
            int seat = holder % 4 + 1;
            Khal expected = holder == 2 ? Khal.TIYA : Khal.CHAUKA;
            int stake = new KaudaStakes(Level.GOOD).choose(state, seat, new Rng(holder), Budget.iterations(1));
            assertThat(KaudaState.khalOf(stake)).as("against seat %d", holder).isEqualTo(expected);
        }
    }

    @Test
    @DisplayName("strong, close behind the leader in the last throw, backs a khal other than the leader's; just ahead, the chaser's")
    void strongChoosesTheKhalByTheOthers() {
        Bot strong = new KaudaStakes(Level.STRONG);
        // Seat 2 leads by 42 and will back chauka; seat 1 may stake 45 at most: only a khal of its own passes the leader.
        KaudaState behind = KaudaState.of(5, true, 5, 3, 0, 78, 120, 90);
        // Seat 1, 5 behind, will back chauka with 30: seat 2 stays ahead only by backing chauka too.
        KaudaState ahead = KaudaState.of(5, true, 5, 3, 0, 120, 125, 90);
        for (long seed = 1; seed <= 3; seed++) {
            int chase = strong.choose(behind, 1, new Rng(seed), Budget.iterations(300));
            assertThat(KaudaState.khalOf(chase)).as("seed %d: %s", seed, behind.moveText(chase))
                    .isIn(Khal.TIYA, Khal.CHHAKKA);
            assertThat(KaudaState.amountOf(chase)).as("seed %d", seed).isGreaterThan(42);
            int hold = strong.choose(ahead, 2, new Rng(seed), Budget.iterations(300));
            assertThat(KaudaState.khalOf(hold)).as("seed %d: %s", seed, ahead.moveText(hold)).isEqualTo(Khal.CHAUKA);
        }
    }

    @Test
    @DisplayName("strong's playouts take a seat that showed the likeliest khal, or nothing yet, as sensible, and one that showed another as random")
    void opponentsModelledFromShownStakes() {
        KaudaState state = KaudaState.of(5, true, 1, 1, 0, 100, 100, 100);
        assertThat(KaudaOpponents.of(state, 1).random(2)).isFalse();
        state.play(2, KaudaState.stake(Khal.CHAUKA, 5));
        state.play(3, KaudaState.stake(Khal.CHHAKKA, 5));
        state.applyChance(0b111);
        KaudaOpponents opponents = KaudaOpponents.of(state.viewFor(1), 1);
        assertThat(opponents.random(2)).isFalse();
        assertThat(opponents.random(3)).isTrue();
    }

    @Test
    @DisplayName("good stakes the least when ahead and more when behind, the most when far behind")
    void goodSizesByTheStandings() {
        KaudaState state = KaudaState.of(5, false, 5, 1, 0, 100, 130, 70);
        Bot good = new KaudaStakes(Level.GOOD);
        assertThat(KaudaState.amountOf(good.choose(state, 2, new Rng(1)))).isEqualTo(5);
        assertThat(KaudaState.amountOf(good.choose(state, 3, new Rng(1)))).isEqualTo(50);
        KaudaState close = KaudaState.of(5, false, 5, 1, 0, 100, 100, 95);
        assertThat(KaudaState.amountOf(good.choose(close, 3, new Rng(1)))).isBetween(6, 49);
    }

    @Test
    @DisplayName("simple, not a table level, is refused; strong thinks for at most 25 ms in play, the others need one iteration")
    void levelsAndBudgets() {
        assertThatThrownBy(() -> new KaudaStakes(Level.SIMPLE)).isInstanceOf(IllegalArgumentException.class);
        Budget strong = new KaudaStakes(Level.STRONG).playBudget();
        assertThat(strong.timed()).isTrue();
        assertThat(strong.nanos()).isLessThanOrEqualTo(Duration.ofMillis(25).toNanos());
        assertThat(new KaudaStakes(Level.GOOD).playBudget()).isEqualTo(Budget.iterations(1));
        assertThat(new KaudaStakes(Level.BEGINNER).playBudget()).isEqualTo(Budget.iterations(1));
    }

    @Test
    @DisplayName("strong wins more than a third against two simple seats (95% Wilson lower bound; 3 players, defaults)")
    void strongBeatsTwoSimpleSeats() {
        KaudaDuel.Score score = KaudaDuel.duel(new KaudaStakes(Level.STRONG), new SimpleBot(), 3, 5, true, 1, 100,
                Budget.iterations(30));
        assertThat(score.low()).as("%s", score).isGreaterThan(1.0 / 3);
    }

    @Test
    @DisplayName("good wins more than a third against two simple seats and against two beginners (Wilson lower bounds)")
    void goodBeatsSimpleAndBeginner() {
        Bot good = new KaudaStakes(Level.GOOD);
        KaudaDuel.Score simple = KaudaDuel.duel(good, new SimpleBot(), 3, 5, true, 1, 500, QUICK);
        KaudaDuel.Score beginner = KaudaDuel.duel(good, new KaudaStakes(Level.BEGINNER), 3, 5, true, 1, 2000, QUICK);
        assertThat(simple.low()).as("against simple: %s", simple).isGreaterThan(1.0 / 3);
        assertThat(beginner.low()).as("against beginner: %s", beginner).isGreaterThan(1.0 / 3);
    }
}
