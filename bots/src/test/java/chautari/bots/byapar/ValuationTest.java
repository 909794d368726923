package chautari.bots.byapar;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.byapar.ByaparState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ValuationTest {
    private static final Valuation ODDS = new Valuation(Landing.PER_TURN);

    @Test
    @DisplayName("the third house adds the most rent of any building on every place, so strong builds it first")
    void thirdHouseBest() {
        for (int sq = 0; sq < Holdings.SQUARES; sq++) {
            if (!Holdings.isPlace(sq)) {
                continue;
            }
            int[] rent = Holdings.RENT[sq];
            for (int built = 1; built <= 5; built++) {
                if (built != 3) {
                    assertThat(rent[3] - rent[2]).as("s%d, building %d", sq, built).isGreaterThan(rent[built] - rent[built - 1]);
                }
            }
        }
    }

    @Test
    @DisplayName("a group completed is worth more to its holder than its places apart: s2 is worth more to the holder of s1")
    void completingAGroup() {
        ByaparState s = ByaparTradeTest.splitGroupA();
        Holdings h = new Holdings(s);
        double before = ODDS.value(h, 1);
        Holdings after = h.copy();
        after.owner[2] = 1;
        double gainToOne = ODDS.value(after, 1) - before;
        assertThat(gainToOne).isGreaterThan(Holdings.PRICE[2] + 50);
        assertThat(Valuation.monopolies(after, 1)).isEqualTo(1);
    }

    @Test
    @DisplayName("the orange group (D) is valued above the maroon (A) per rupee: it is landed on more and rents more")
    void orangeOverMaroon() {
        double orange = perRupee(3);
        double maroon = perRupee(0);
        assertThat(orange).isGreaterThan(maroon);
    }

    private static double perRupee(int group) {
        double rent = 0;
        int cost = 0;
        for (int sq : Holdings.GROUP_SQUARES[group]) {
            rent += Landing.PER_TURN[sq] * Holdings.RENT[sq][3];
            cost += Holdings.PRICE[sq] + 3 * Holdings.HOUSE_COST[sq];
        }
        return rent / cost;
    }
}
