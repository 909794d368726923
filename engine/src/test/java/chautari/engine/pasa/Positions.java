package chautari.engine.pasa;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

/** A compact way to set up Pasa positions and play moves by their text. */
final class Positions {
    private Positions() {
    }

    /** Four progress numbers of one seat. */
    static int[] seat(int a, int b, int c, int d) {
        return new int[] {a, b, c, d};
    }

    /** A partnership game (with four players) without the capture bonus, seat 1 to act with these dice. */
    static PasaState position(String dice, int[]... seats) {
        return PasaState.of(seats.length, true, false, seats, 1, dice);
    }

    static PasaState eachForThemselves(String dice, int[]... seats) {
        return PasaState.of(seats.length, false, false, seats, 1, dice);
    }

    static PasaState withCaptureBonus(String dice, int[]... seats) {
        return PasaState.of(seats.length, true, true, seats, 1, dice);
    }

    /** The progress of a piece of the given arm (0..3 for S, E, N, W) standing on a track square. */
    static int on(int arm, String square) {
        for (int p = 8; p <= 76; p++) {
            if (Cloth.name(arm, p).equals(square)) {
                return p;
            }
        }
        throw new IllegalArgumentException(square + " is not on the track");
    }

    static final int S = 0;
    static final int E = 1;
    static final int N = 2;
    static final int W = 3;

    static List<String> legal(PasaState state) {
        return List.of(state.legalMoveTexts(state.toMove()));
    }

    /** Plays a move of the seat to act given as text, which must be legal. */
    static void play(PasaState state, String move) {
        int seat = state.toMove();
        int code = state.parseMove(move);
        assertThat(state.isLegal(seat, code)).as("%s is legal; legal are %s", move, legal(state)).isTrue();
        state.play(seat, code);
    }

    static boolean isLegal(PasaState state, String move) {
        return state.isLegal(state.toMove(), state.parseMove(move));
    }

    static void throwDice(PasaState state, String dice) {
        state.applyChance(state.parseOutcome(dice));
    }
}
