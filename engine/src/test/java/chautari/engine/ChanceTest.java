package chautari.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The throw objects, their outcomes enumerated: exact chances, texts that read back, groups that add up. */
class ChanceTest {
    private static final List<Chance> ALL = List.of(Die.SIX, Strips.FOUR, Shells.SIXTEEN, DiceSet.LONG_DICE,
            new Shells(1), new Strips(3), new DiceSet(2, "123456"));

    @Test
    @DisplayName("every outcome's text is one face an object, reads back to the outcome, and no two outcomes share a text")
    void textsReadBack() {
        for (Chance chance : ALL) {
            Set<String> texts = new HashSet<>();
            for (int outcome = 0; outcome < chance.outcomeCount(); outcome++) {
                String text = chance.text(outcome);
                assertThat(text).hasSize(chance.count());
                assertThat(text.chars()).allMatch(c -> chance.faces().indexOf(c) >= 0);
                assertThat(chance.parse(text)).as("%s %s", chance.kind(), text).isEqualTo(outcome);
                texts.add(text);
            }
            assertThat(texts).hasSize(chance.outcomeCount());
            assertThat(Math.pow(chance.faces().length(), chance.count())).isEqualTo(chance.outcomeCount());
        }
    }

    @Test
    @DisplayName("each group's chance is a whole number of the equally likely outcomes, and the groups hold them all")
    void groupsAddUp() {
        for (Chance chance : ALL) {
            long outcomes = 0;
            for (int group = 0; group < chance.groupCount(); group++) {
                double ways = chance.groupProbability(group) * chance.outcomeCount();
                assertThat(ways).as("%s group %d", chance.kind(), group).isEqualTo(Math.rint(ways)).isPositive();
                outcomes += Math.round(ways);
                assertThat(chance.groupOutcome(group)).isBetween(0, chance.outcomeCount() - 1);
            }
            assertThat(outcomes).as(chance.kind()).isEqualTo(chance.outcomeCount());
        }
    }

    @Test
    @DisplayName("Kasimala's strips group by how many fell face up, kasi to chya then ngha: 4, 6, 4, 1 and 1 of 16")
    void stripsGroups() {
        Strips strips = Strips.FOUR;
        assertThat(strips.groupCount()).isEqualTo(5);
        int[] outcomes = new int[5];
        double[] chances = new double[5];
        for (int group = 0; group < 5; group++) {
            outcomes[group] = strips.groupOutcome(group);
            chances[group] = strips.groupProbability(group);
        }
        assertThat(outcomes).containsExactly(0b1000, 0b1100, 0b1110, 0b1111, 0b0000);
        assertThat(chances).containsExactly(4 / 16.0, 6 / 16.0, 4 / 16.0, 1 / 16.0, 1 / 16.0);
        assertThat(strips.text(11)).isEqualTo("1011");
    }

    @Test
    @DisplayName("Pasa's three long dice make 20 sets, each as likely as the orders that throw it: 1, 3 or 6 of 64")
    void diceSets() {
        DiceSet dice = DiceSet.LONG_DICE;
        assertThat(dice.outcomeCount()).isEqualTo(64);
        assertThat(dice.groupCount()).isEqualTo(20);
        assertThat(dice.parse("152")).isEqualTo(0 << 4 | 2 << 2 | 1);
        assertThat(dice.text(0 << 4 | 2 << 2 | 1)).isEqualTo("152");
        for (int group = 0; group < 20; group++) {
            assertThat(dice.groupProbability(group) * 64).isIn(1.0, 3.0, 6.0);
        }
    }

    @Test
    @DisplayName("a malformed throw is a GameException that shows how one is written")
    void malformedThrows() {
        assertThatThrownBy(() -> Strips.FOUR.parse("102")).isInstanceOf(GameException.class)
                .hasMessageContaining("four strips").hasMessageContaining("such as 1011");
        assertThatThrownBy(() -> Shells.SIXTEEN.parse("01")).isInstanceOf(GameException.class)
                .hasMessageContaining("write sixteen shells");
        assertThatThrownBy(() -> DiceSet.LONG_DICE.parse("12")).isInstanceOf(GameException.class)
                .hasMessageContaining("three dice in throw order, as 152");
        assertThatThrownBy(() -> DiceSet.LONG_DICE.parse("153")).isInstanceOf(GameException.class)
                .hasMessageContaining("1, 2, 5 or 6");
        assertThatThrownBy(() -> Die.SIX.parse("7")).isInstanceOf(GameException.class)
                .hasMessageContaining("the die's face, 1 to 6");
    }

    @Test
    @DisplayName("a game without chance answers no throw: its state has no chance object and reads no outcome")
    void noChance() {
        Game kimasai = Games.byName("kimasai");
        GameState state = kimasai.start(2, kimasai.options(java.util.Map.of()));
        assertThat(state.chance()).isNull();
        assertThat(state.chanceOutcomeCount()).isZero();
        assertThatThrownBy(() -> state.parseOutcome("1")).isInstanceOf(GameException.class).hasMessageContaining("no throws");
        assertThatThrownBy(() -> state.applyChance(0)).isInstanceOf(GameException.class);
    }
}
