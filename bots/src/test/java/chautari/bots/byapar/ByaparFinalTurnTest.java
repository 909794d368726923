package chautari.bots.byapar;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Bot;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Rng;
import chautari.engine.byapar.Byapar;
import chautari.engine.byapar.ByaparState;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ByaparFinalTurnTest {
    @Test
    @DisplayName("in its last after phase strong does not end its turn while it could still build with the cash it holds")
    void buildsInItsLastAfterPhase() {
        int seen = 0;
        for (long seed = 1; seed <= 40 && seen == 0; seed++) {
            seen += finalAfterPhasesWithCashToBuild(seed);
        }
        assertThat(seen).as("final after phases with a build affordable").isPositive();
    }

    /** Plays a 20-round game, strong at seat 1, checking strong's every choice in its last round's after phase. */
    private static int finalAfterPhasesWithCashToBuild(long seed) {
        GameState state = Byapar.GAME.start(2, Byapar.GAME.options(Map.of("rounds", 20)));
        Bot[] bots = {new ByaparBot(Level.STRONG), new SimpleByapar()};
        Rng dice = new Rng(seed);
        Rng[] rngs = {new Rng(seed * 31 + 1), new Rng(seed * 31 + 2)};
        int seen = 0;
        while (!state.isOver()) {
            if (state.phase() == Phase.THROW) {
                state.applyChance(state.sampleChance(dice));
                continue;
            }
            int seat = state.toMove();
            ByaparState s = (ByaparState) state;
            int move = bots[seat - 1].choose(state.viewFor(seat), seat, rngs[seat - 1], ByaparGames.BUDGET);
            if (seat == 1 && s.currentRound() == 20 && s.stageName().equals("after") && affordableBuild(s)) {
                seen++;
                assertThat(state.moveText(move)).as("seed " + seed).isNotEqualTo("end");
            }
            state.play(seat, move);
        }
        return seen;
    }

    /** Whether seat 1 may build a house it can pay for keeping 20 for a card (C7) the other seat may draw. */
    private static boolean affordableBuild(ByaparState s) {
        return Arrays.stream(s.legalMoveTextsWithoutOffers(1)).anyMatch(text -> text.startsWith("build:")
                && s.cashOf(1) - ByaparState.houseCostOf(Integer.parseInt(text.substring("build:s".length()))) >= 20);
    }
}
