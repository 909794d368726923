package chautari.bots.byapar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Level;
import chautari.engine.Result;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ByaparBotTest {
    @ParameterizedTest(name = "{0}")
    @EnumSource(Level.class)
    @DisplayName("every level (as Bots.byLevel gives it) answers legal moves through whole seeded games of 2, 4 and 6 players")
    void legalThroughWholeGames(Level level) {
        for (int players : new int[] {2, 4, 6}) {
            Bot[] bots = new Bot[players];
            for (int i = 0; i < players; i++) {
                bots[i] = Bots.byLevel(level);
            }
            Result result = ByaparGames.play(bots, 100 + players);
            assertThat(result).isNotNull();
        }
    }

    @org.junit.jupiter.api.Test
    @DisplayName("a table of every level at once, 6 players with two strong, plays to its end")
    void mixedTable() {
        Bot[] bots = {new SimpleByapar(), new ByaparBot(Level.BEGINNER), new ByaparBot(Level.GOOD),
            new ByaparBot(Level.STRONG), new ByaparBot(Level.STRONG), new ByaparBot(Level.GOOD)};
        assertThat(ByaparGames.play(bots, 77).winners()).isNotEmpty();
    }

    @org.junit.jupiter.api.Test
    @DisplayName("strong wins most seeded games against simple, seats taking turns")
    void strongBeatsSimple() {
        int wins = 0;
        for (int g = 0; g < 10; g++) {
            int seat = g % 2 + 1;
            Bot[] bots = seat == 1 ? new Bot[] {new ByaparBot(Level.STRONG), new SimpleByapar()}
                    : new Bot[] {new SimpleByapar(), new ByaparBot(Level.STRONG)};
            wins += ByaparGames.play(bots, 700 + g).winners().contains(seat) ? 1 : 0;
        }
        assertThat(wins).isGreaterThanOrEqualTo(8);
    }

    @org.junit.jupiter.api.Test
    @DisplayName("ByaparBot plays the table levels only: simple is SimpleByapar")
    void noSimpleByaparBot() {
        assertThatThrownBy(() -> new ByaparBot(Level.SIMPLE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("SimpleByapar");
    }
}
