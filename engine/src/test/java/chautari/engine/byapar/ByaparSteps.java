package chautari.engine.byapar;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Phase;
import java.util.Map;

/** The steps the rulings tests take on a Byapar table: a start with options, a throw given as its dice, a move by its text. */
final class ByaparSteps {
    private ByaparSteps() {
    }

    static ByaparState start(int players) {
        return start(players, Map.of());
    }

    static ByaparState start(int players, Map<String, Object> options) {
        return (ByaparState) Byapar.GAME.start(players, Byapar.GAME.options(options));
    }

    static void roll(ByaparState s, String dice) {
        assertThat(s.phase()).as("a throw is awaited").isEqualTo(Phase.THROW);
        s.applyChance(s.parseOutcome(dice));
    }

    static void play(ByaparState s, String move) {
        s.play(s.toMove(), s.parseMove(move));
    }
}
