package chautari.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * Which side sits at each seat, game by game. The games come in rounds of {@link #cycle()}
 * lineups that share one throw seed: two seats swap; three or more rotate one A through every
 * seat against B everywhere else; Pasa's partnerships (seats 1+3 against 2+4) swap sides.
 */
final class Seating {
    private final List<Side[]> lineups;

    private Seating(List<Side[]> lineups) {
        this.lineups = lineups;
    }

    static Seating of(int players, boolean partners) {
        List<Side[]> lineups = new ArrayList<>();
        if (partners) {
            lineups.add(new Side[] {Side.A, Side.B, Side.A, Side.B});
            lineups.add(new Side[] {Side.B, Side.A, Side.B, Side.A});
            return new Seating(lineups);
        }
        for (int aSeat = 0; aSeat < players; aSeat++) {
            Side[] lineup = new Side[players];
            for (int seat = 0; seat < players; seat++) {
                lineup[seat] = seat == aSeat ? Side.A : Side.B;
            }
            lineups.add(lineup);
        }
        return new Seating(lineups);
    }

    /** Games in one round: the games that share a throw seed. */
    int cycle() {
        return lineups.size();
    }

    int players() {
        return lineups.get(0).length;
    }

    /** The round a game belongs to: its throw seed's index. */
    int round(int game) {
        return game / cycle();
    }

    /** Each seat's side in the game (index 0 is seat 1). */
    Side[] lineup(int game) {
        return lineups.get(game % cycle()).clone();
    }

    Side at(int game, int seat) {
        return lineups.get(game % cycle())[seat - 1];
    }

    /** The first seat A holds in the game. */
    int firstSeatOfA(int game) {
        Side[] lineup = lineups.get(game % cycle());
        int seat = 0;
        while (lineup[seat] != Side.A) {
            seat++;
        }
        return seat + 1;
    }

    /** How many seats A holds in every game. */
    int aSeats() {
        int count = 0;
        for (Side side : lineups.get(0)) {
            if (side == Side.A) {
                count++;
            }
        }
        return count;
    }

    /** The smallest number of whole rounds that holds at least {@code games} games. */
    int roundUp(int games) {
        return (games + cycle() - 1) / cycle() * cycle();
    }
}
