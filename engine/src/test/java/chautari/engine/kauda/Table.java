package chautari.engine.kauda;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Phase;

/** Compact set-ups for Kauda tests: positions, stakes written as text, throws of a given count. */
final class Table {
    private Table() {
    }

    /** Five rounds, doubling on, round 1, no streak: the holder and each seat's chips. */
    static KaudaState position(int holder, int... chips) {
        return KaudaState.of(5, true, 1, holder, 0, chips);
    }

    /** Plays a stake that must be legal. */
    static void stake(KaudaState state, int seat, String text) {
        int move = state.parseMove(text);
        assertThat(state.isLegal(seat, move)).as("seat %d stakes %s", seat, text).isTrue();
        state.play(seat, move);
    }

    /** Every seat still to stake stakes in turn, as given: seat, text, seat, text, ... */
    static void stakes(KaudaState state, Object... seatsAndStakes) {
        for (int i = 0; i < seatsAndStakes.length; i += 2) {
            stake(state, (Integer) seatsAndStakes[i], (String) seatsAndStakes[i + 1]);
        }
        assertThat(state.phase()).as("everyone has staked").isEqualTo(Phase.THROW);
    }

    /** A throw with the given number of shells mouth up (the first ones). */
    static void throwCount(KaudaState state, int mouthsUp) {
        state.applyChance((1 << mouthsUp) - 1);
    }

    static int[] chips(KaudaState state) {
        int[] chips = new int[state.players()];
        for (int seat = 1; seat <= chips.length; seat++) {
            chips[seat - 1] = state.chips(seat);
        }
        return chips;
    }
}
