package chautari.engine.kasimala;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

/** Compact set-up for tests: positions in the notation of {@link KasimalaState#of}, throws by value, moves as text. */
final class Positions {
    /** An outcome text for each value 1..5: kasi, dwadi, sudi, chya, ngha. */
    private static final String[] OUTCOME = {null, "0100", "1010", "1101", "1111", "0000"};

    private Positions() {
    }

    /** A position on the board of 17, the seat to throw. */
    static KasimalaState at(String pieces, int seatToThrow) {
        return KasimalaState.of(17, pieces, seatToThrow);
    }

    /** The seat to move throws a strip pattern of this value (1 kasi .. 5 ngha). */
    static KasimalaState thrown(KasimalaState state, int value) {
        state.applyChance(state.parseOutcome(OUTCOME[value]));
        return state;
    }

    /** A position, the seat to throw having thrown this value. */
    static KasimalaState at(String pieces, int seat, int value) {
        return thrown(at(pieces, seat), value);
    }

    static List<String> legal(KasimalaState state) {
        return List.of(state.legalMoveTexts(state.toMove()));
    }

    /** Plays a move of the seat to move, which must be legal. */
    static KasimalaState play(KasimalaState state, String move) {
        int code = state.parseMove(move);
        assertThat(state.isLegal(state.toMove(), code)).as("%s is legal in %s", move, state.layout()).isTrue();
        state.play(state.toMove(), code);
        return state;
    }

    /** Throws a value and plays the move. */
    static KasimalaState turn(KasimalaState state, int value, String move) {
        return play(thrown(state, value), move);
    }
}
