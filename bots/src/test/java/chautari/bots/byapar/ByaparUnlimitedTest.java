package chautari.bots.byapar;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Bot;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Rng;
import chautari.engine.byapar.ByaparState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Byapar ruling 1 and 26: with {@code rounds} 0 a game ends only by bankruptcy, so tables of good and
 * strong players must gather the split groups by trade and build until one seat is left. The round cap
 * is only a failure detector (seeded games end by round 255 at most, most by round 80).
 */
class ByaparUnlimitedTest {
    private static final boolean THOROUGH = Boolean.getBoolean("chautari.thorough");
    private static final int ROUND_CAP = 400;

    @ParameterizedTest(name = "{0}, {1} players")
    @CsvSource({"strong, 2", "good, 2", "strong good, 2", "strong good, 4", "strong good, 6"})
    @DisplayName("Byapar ruling 26: games without a round limit between good and strong players end with one seat left")
    void unlimitedGamesEnd(String levels, int players) {
        String[] names = levels.split(" ");
        int games = THOROUGH ? 200 : 6;
        for (int g = 0; g < games; g++) {
            Bot[] bots = new Bot[players];
            for (int i = 0; i < players; i++) {
                bots[i] = new ByaparBot(Level.of(names[(i + g) % names.length]));
            }
            ByaparState state = playCapped(bots, g + 1);
            assertThat(state.isOver()).as("seed %d still going at round %d", g + 1, state.currentRound()).isTrue();
            assertThat(state.result().winners()).hasSize(1);
        }
    }

    private static ByaparState playCapped(Bot[] bots, long seed) {
        GameState state = ByaparGames.startUnlimited(bots.length);
        Rng dice = new Rng(seed);
        Rng[] rngs = new Rng[bots.length];
        for (int i = 0; i < bots.length; i++) {
            rngs[i] = new Rng(seed * 31 + i + 1);
        }
        while (!state.isOver() && ((ByaparState) state).currentRound() <= ROUND_CAP) {
            if (state.phase() == Phase.THROW) {
                state.applyChance(state.sampleChance(dice));
                continue;
            }
            int seat = state.toMove();
            int move = bots[seat - 1].choose(state.viewFor(seat), seat, rngs[seat - 1], ByaparGames.BUDGET);
            assertThat(state.isLegal(seat, move)).isTrue();
            state.play(seat, move);
        }
        return (ByaparState) state;
    }
}
