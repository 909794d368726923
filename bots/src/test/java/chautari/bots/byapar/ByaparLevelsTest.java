package chautari.bots.byapar;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Rng;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What every level does in seeded games of three seats of that level (rules 10, 13, 15, 17, 19, 20).
 * Three, not two: between two seats weighing alike every trade is a loss to one of them, so good and
 * strong offer none there in a game with a round limit.
 */
class ByaparLevelsTest {
    private static final int GAMES = 20;

    @ParameterizedTest(name = "{0}")
    @EnumSource(Level.class)
    @DisplayName("Byapar rulings 10, 13, 15, 17, 19, 20: every level buys, builds, mortgages, pays its way out of jail, offers trades and answers them")
    void everyLevelPlaysEveryPart(Level level) {
        Map<String, Integer> made = new HashMap<>();
        for (int g = 0; g < GAMES; g++) {
            Bot[] bots = {Bots.byLevel(level), Bots.byLevel(level), Bots.byLevel(level)};
            GameState state = ByaparGames.start(3);
            Rng dice = new Rng(300 + g);
            Rng[] rngs = {new Rng(301 + g), new Rng(302 + g), new Rng(303 + g)};
            while (!state.isOver()) {
                if (state.phase() == Phase.THROW) {
                    state.applyChance(state.sampleChance(dice));
                    continue;
                }
                int seat = state.toMove();
                int move = bots[seat - 1].choose(state.viewFor(seat), seat, rngs[seat - 1], ByaparGames.BUDGET);
                String text = state.moveText(move);
                made.merge(text.contains(":") ? text.substring(0, text.indexOf(':')) : text, 1, Integer::sum);
                state.play(seat, move);
            }
        }
        assertThat(made).as("moves made by %s in %d games", level, GAMES)
                .containsKeys("buy", "build", "mortgage", "pay-fine", "trade");
        assertThat(made.getOrDefault("accept", 0) + made.getOrDefault("refuse", 0)).isPositive();
    }
}
