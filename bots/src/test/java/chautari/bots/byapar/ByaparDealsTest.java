package chautari.bots.byapar;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.Rng;
import chautari.engine.byapar.ByaparState;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Strong's offers completing a group ({@link Deals}) and the playouts it weighs them by ({@link Rollouts}, {@link Playouts}). */
class ByaparDealsTest {
    @Test
    @DisplayName("Byapar ruling 19: the deal for the other half of group A pays at least twice the group's prices, leaves the other seat what is asked, is legal, and beginner accepts it")
    void dealForSplitGroup() {
        ByaparState s = ByaparTradeTest.splitGroupA();
        List<Trade> deals = Deals.completing(new Holdings(s), 1, 420);
        assertThat(deals).isNotEmpty();
        for (Trade t : deals) {
            assertThat(t.takeSquares()).isEqualTo(1L << 2);
            assertThat(t.giveMoney()).isGreaterThanOrEqualTo(2 * (60 + 70));
            assertThat(Valuation.handsOverMonopoly(new Holdings(s), 1, t, 2)).isFalse();
            assertThat(new Valuation(Landing.UNIFORM_PER_TURN).gain(new Holdings(s), 1, t, 2)).isGreaterThan(420);
        }
        String text = Deals.text(deals.get(0));
        s.play(1, s.parseMove(text));
        int answer = new ByaparBot(Level.BEGINNER).choose(s.viewFor(2), 2, new Rng(3), ByaparGames.BUDGET);
        assertThat(s.moveText(answer)).as(text).isEqualTo("accept");
    }

    @Test
    @DisplayName("Byapar ruling 19: asked for less, the deal costs less")
    void askingLessCostsLess() {
        ByaparState s = ByaparTradeTest.splitGroupA();
        Trade generous = Deals.completing(new Holdings(s), 1, 420).get(0);
        Trade mean = Deals.completing(new Holdings(s), 1, 20).get(0);
        assertThat(mean.giveMoney()).isLessThanOrEqualTo(generous.giveMoney());
    }

    @Test
    @DisplayName("playouts play a game to its end, scoring the seat's share of the win, the same for the same seed")
    void playoutsEnd() {
        ByaparState start = (ByaparState) ByaparGames.start(2);
        double[] first = Playouts.means(start, 1, List.of(new int[0]), new Rng(8), Budget.iterations(20));
        double[] again = Playouts.means(start, 1, List.of(new int[0]), new Rng(8), Budget.iterations(20));
        assertThat(first[0]).isBetween(0.0, 1.0).isEqualTo(again[0]);
        ByaparState copy = (ByaparState) start.copy();
        double score = new Rollouts(copy.maxMoves()).playOut(copy, 2, new Rng(4));
        assertThat(copy.isOver()).isTrue();
        assertThat(score).isIn(0.0, 0.5, 1.0);
    }

    @Test
    @DisplayName("a game without a round limit is played out at most thirty rounds on, then judged by worth")
    void unlimitedPlayoutsStop() {
        ByaparState start = (ByaparState) ByaparGames.startUnlimited(2);
        ByaparState copy = (ByaparState) start.copy();
        double score = new Rollouts(copy.maxMoves()).playOut(copy, 1, new Rng(6));
        assertThat(copy.isOver() || copy.currentRound() > 30).isTrue();
        assertThat(score).isIn(0.0, 0.5, 1.0);
    }
}
