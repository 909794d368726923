package chautari.bots.byapar;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Bot;
import chautari.bots.Level;
import chautari.engine.Result;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ByaparBotTest {
    @ParameterizedTest(name = "{0}")
    @EnumSource(Level.class)
    @DisplayName("every level answers legal moves through whole seeded games of 2, 4 and 6 players")
    void legalThroughWholeGames(Level level) {
        for (int players : new int[] {2, 4, 6}) {
            Bot[] bots = new Bot[players];
            for (int i = 0; i < players; i++) {
                bots[i] = new ByaparBot(level);
            }
            Result result = ByaparGames.play(bots, 100 + players);
            assertThat(result).isNotNull();
        }
    }
}
