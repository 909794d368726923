package chautari.engine.ludo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

/** Ludo positions set up by square names, in each seat's own colour, and moves played by their text. */
final class Positions {
    static final String[] YARD = {"y", "y", "y", "y"};

    private Positions() {
    }

    /** Four squares of one seat: {@code y}, {@code t1}..{@code t52}, {@code h1}..{@code h5}, {@code H}. */
    static String[] seat(String... squares) {
        return squares;
    }

    /** Seat 1 (red) to move with this die, no earlier sixes but the one in hand. */
    static LudoState position(int die, String[]... seats) {
        return at(1, die, die == 6 ? 1 : 0, seats);
    }

    /** A position with the seat to act, the die in hand (0: a throw awaited) and the sixes in a row. */
    static LudoState at(int seatToAct, int die, int sixes, String[]... seats) {
        int players = seats.length;
        LudoState colours = LudoState.of(players, new int[players][4], 1, 0, 0);
        int[][] progress = new int[players][4];
        for (int o = 0; o < players; o++) {
            int c = colours.colourOf(o + 1);
            for (int i = 0; i < 4; i++) {
                progress[o][i] = Track.progress(c, seats[o][i]);
                assertThat(progress[o][i]).as("a square of seat %d: %s", o + 1, seats[o][i]).isNotNegative();
            }
        }
        return LudoState.of(players, progress, seatToAct, die, sixes);
    }

    static List<String> legal(LudoState state) {
        return List.of(state.legalMoveTexts(state.toMove()));
    }

    /** Plays a move of the seat to act given as text, which must be legal. */
    static void play(LudoState state, String move) {
        int seat = state.toMove();
        int code = state.parseMove(move);
        assertThat(state.isLegal(seat, code)).as("%s is legal; legal are %s", move, legal(state)).isTrue();
        state.play(seat, code);
    }

    static boolean isLegal(LudoState state, String move) {
        return state.isLegal(state.toMove(), state.parseMove(move));
    }

    static void throwDie(LudoState state, int face) {
        state.applyChance(state.parseOutcome(String.valueOf(face)));
    }

    /** Throws the die, then plays the move (which must be legal). */
    static void turn(LudoState state, int face, String move) {
        throwDie(state, face);
        play(state, move);
    }

    @SuppressWarnings("unchecked")
    static List<String> squares(LudoState state, int seat) {
        return ((java.util.Map<String, List<String>>) state.board().get("tokens")).get(String.valueOf(seat));
    }
}
