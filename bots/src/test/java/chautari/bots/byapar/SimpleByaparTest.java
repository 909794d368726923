package chautari.bots.byapar;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Rng;
import chautari.engine.byapar.Byapar;
import chautari.engine.byapar.ByaparState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Byapar's simple level, {@link SimpleByapar}: one ply of look-ahead, random offers, coin-flip answers. */
class SimpleByaparTest {
    private static final int RNG_SEEDS = 200;
    private static final int MOVE_CAP = 50_000;

    /** What a test does with each position where a seat is to move, before the move chosen is played. */
    private interface Watch {
        void seen(ByaparState s, int seat, int move);
    }

    @Test
    @DisplayName("Bots.byLevel(simple) plays Byapar as SimpleByapar does")
    void isTheLaddersSimple() {
        ByaparState s = ByaparTradeTest.splitGroupA();
        for (int seed = 1; seed <= 20; seed++) {
            assertThat(Bots.byLevel(Level.SIMPLE).choose(s.viewFor(1), 1, new Rng(seed), ByaparGames.BUDGET))
                    .isEqualTo(new SimpleByapar().choose(s.viewFor(1), 1, new Rng(seed), ByaparGames.BUDGET));
        }
    }

    @Test
    @DisplayName("simple never accepts an offer handing the proposer a whole group for nothing (s2 for 1 or for 70), whatever its generator")
    void neverAcceptsAGroupForNothing() {
        for (String offer : new String[] {"trade:2:give=1:take=s2", "trade:2:give=70:take=s2"}) {
            assertThat(answers(offer)).as(offer).containsOnly(ByaparState.REFUSE);
        }
    }

    @Test
    @DisplayName("simple answers other offers by a coin flip: s2 for 600 (over twice the group's prices) and s1 for s2 both accepted and refused")
    void answersOtherOffersAtRandom() {
        for (String offer : new String[] {"trade:2:give=600:take=s2", "trade:2:give=s1:take=s2"}) {
            List<Integer> answers = answers(offer);
            assertThat(answers).as(offer).containsOnly(ByaparState.ACCEPT, ByaparState.REFUSE);
            assertThat(answers.stream().filter(a -> a == ByaparState.ACCEPT).count()).as("%s accepted of %d", offer, RNG_SEEDS)
                    .isBetween((long) RNG_SEEDS / 2 - 30, (long) RNG_SEEDS / 2 + 30);
        }
    }

    /** Simple's answers at seat 2, with generators seeded 1 to {@link #RNG_SEEDS}, to seat 1's offer in {@link ByaparTradeTest#splitGroupA}. */
    private static List<Integer> answers(String offer) {
        ByaparState s = ByaparTradeTest.splitGroupA();
        s.play(1, s.parseMove(offer));
        List<Integer> answers = new ArrayList<>();
        for (int seed = 1; seed <= RNG_SEEDS; seed++) {
            answers.add(new SimpleByapar().choose(s.viewFor(2), 2, new Rng(seed), ByaparGames.BUDGET));
        }
        return answers;
    }

    @Test
    @DisplayName("in a game's last after phase simple ends at once when ending wins, and while behind never ends while another move is left")
    void takesTheWinAndAvoidsTheLoss() {
        int[] seen = new int[2];
        for (long g = 1; g <= 40 && (seen[0] == 0 || seen[1] == 0); g++) {
            long game = g;
            Bot[] bots = {new SimpleByapar(), new SimpleByapar()};
            play(bots, game, Byapar.GAME.start(2, Byapar.GAME.options(Map.of("rounds", 20))), ByaparGames.BUDGET, (s, seat, move) -> {
                if (!s.stageName().equals("after")) {
                    return;
                }
                ByaparState ended = s.copy();
                ended.play(seat, ByaparState.END);
                if (!ended.isOver()) {
                    return;
                }
                boolean wins = ended.result().winners().contains(seat);
                boolean other = s.legalMoveTextsWithoutOffers(seat).length > 1;
                for (int seed = 1; seed <= 20; seed++) {
                    int chosen = new SimpleByapar().choose(s.viewFor(seat), seat, new Rng(seed), ByaparGames.BUDGET);
                    if (wins) {
                        assertThat(chosen).as("game %d, seed %d: ending wins", game, seed).isEqualTo(ByaparState.END);
                    } else if (other) {
                        assertThat(chosen).as("game %d, seed %d: ending loses", game, seed).isNotEqualTo(ByaparState.END);
                    }
                }
                seen[wins ? 0 : 1] += wins || other ? 1 : 0;
            });
        }
        assertThat(seen[0]).as("positions where ending wins").isPositive();
        assertThat(seen[1]).as("positions where ending loses and another move is left").isPositive();
    }

    @Test
    @DisplayName("simple makes offers in a seeded game against strong, none handing strong a whole group for nothing, and the game ends")
    void makesOffersAndTheGameEnds() {
        int[] offers = new int[1];
        Bot[] bots = {new SimpleByapar(), new ByaparBot(Level.STRONG)};
        GameState state = ByaparGames.start(2);
        play(bots, 5, state, Budget.iterations(20), (s, seat, move) -> {
            if (seat == 1 && move >= ByaparState.OFFERS_FROM) {
                offers[0]++;
                Trade t = Trade.parse(s.moveText(move));
                assertThat(Valuation.handsOverMonopoly(new Holdings(s), 1, t, 1)).as(s.moveText(move)).isFalse();
            }
        });
        assertThat(state.isOver()).isTrue();
        assertThat(offers[0]).as("offers simple made").isPositive();
    }

    /** Plays a seeded game from {@code state} to its end, at most {@link #MOVE_CAP} moves, showing each move to {@code watch} first. */
    private static void play(Bot[] bots, long seed, GameState state, Budget budget, Watch watch) {
        Rng dice = new Rng(seed);
        Rng[] rngs = new Rng[bots.length];
        for (int i = 0; i < bots.length; i++) {
            rngs[i] = new Rng(seed * 31 + i + 1);
        }
        for (int moves = 0; !state.isOver(); moves++) {
            assertThat(moves).as("moves in game %d", seed).isLessThan(MOVE_CAP);
            if (state.phase() == Phase.THROW) {
                state.applyChance(state.sampleChance(dice));
                continue;
            }
            int seat = state.toMove();
            int move = bots[seat - 1].choose(state.viewFor(seat), seat, rngs[seat - 1], budget);
            assertThat(state.isLegal(seat, move)).isTrue();
            watch.seen((ByaparState) state, seat, move);
            state.play(seat, move);
        }
    }
}
