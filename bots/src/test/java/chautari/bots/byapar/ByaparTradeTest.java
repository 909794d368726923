package chautari.bots.byapar;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Bots;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.byapar.ByaparState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ByaparTradeTest {
    /**
     * Seat 1 holds s1 (via C16, back to s1) and seat 2 holds s2: group A (s1, s2) is split between them.
     * Seat 1 has just thrown to s7, declined it, and is in its after phase.
     */
    static ByaparState splitGroupA() {
        GameState s = ByaparGames.start(2);
        throwAndPlay(s, "12");
        s.applyChance(s.parseOutcome("C16"));
        play(s, 1, "buy");
        play(s, 1, "end");
        throwAndPlay(s, "11");
        play(s, 2, "buy");
        throwAndPlay(s, "13");
        play(s, 2, "decline");
        play(s, 2, "end");
        throwAndPlay(s, "13");
        play(s, 1, "decline");
        ByaparState state = (ByaparState) s;
        assertThat(state.ownerOf(1)).isEqualTo(1);
        assertThat(state.ownerOf(2)).isEqualTo(2);
        assertThat(state.stageName()).isEqualTo("after");
        return state;
    }

    private static void throwAndPlay(GameState s, String dice) {
        s.applyChance(s.parseOutcome(dice));
    }

    private static void play(GameState s, int seat, String move) {
        s.play(seat, s.parseMove(move));
    }

    private static String answer(ByaparState s, Level level) {
        int move = Bots.byLevel(level).choose(s.viewFor(2), 2, new Rng(5), ByaparGames.BUDGET);
        return s.moveText(move);
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Level.class)
    @DisplayName("no level accepts a trade that hands the other seat a whole group for nothing (s2 for 1 rupee) or for its mere price (70)")
    void refusesMonopolyForNothing(Level level) {
        for (String offer : new String[] {"trade:2:give=1:take=s2", "trade:2:give=70:take=s2"}) {
            ByaparState s = splitGroupA();
            play(s, 1, offer);
            assertThat(s.stageName()).isEqualTo("offer");
            assertThat(answer(s, level)).as(offer).isEqualTo("refuse");
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(value = Level.class, names = {"GOOD", "STRONG"})
    @DisplayName("good and strong accept s2 for 600, well over twice the group's prices")
    void acceptsFairMonopolyPrice(Level level) {
        ByaparState s = splitGroupA();
        play(s, 1, "trade:2:give=600:take=s2");
        assertThat(answer(s, level)).isEqualTo("accept");
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Level.class)
    @DisplayName("a seat with a lone square of a group the other could finish never offers it away for its price")
    void neverOffersTheMonopoly(Level level) {
        ByaparState s = splitGroupA();
        int move = Bots.byLevel(level).choose(s.viewFor(1), 1, new Rng(9), ByaparGames.BUDGET);
        String text = s.moveText(move);
        assertThat(text).isNotEqualTo("trade:2:give=s1:take=60");
    }
}
