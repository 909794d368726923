package chautari.bots.chinesecheckers;

/**
 * How far a seat still has to go: twice its marbles' summed distances (in steps) to its target's
 * tip, and once more the distance of its hindmost marble, which will find nothing to hop over once
 * the others have gone. It is 0 when the target is full; every step forward lowers it, a step of the
 * hindmost marble the most.
 *
 * <p>A marble of another seat that has moved and stands in the seat's target, with no empty hole
 * next to it, costs {@value #TRAPPED} more: the seat cannot win while it stays, and it cannot leave
 * until the seat opens a way. A search counts this for its own seat only: counted for the others,
 * it would teach the seat to wall in their targets rather than race.
 */
final class Evaluation {
    /** The summed distance of ten marbles filling their target: 0 + 2 × 1 + 3 × 2 + 4 × 3. */
    static final int FILLED = 20;
    /** The hindmost marble's distance when the target is full. */
    static final int FILLED_HINDMOST = 3;
    static final int TRAPPED = 8;

    private Evaluation() {
    }

    /** The seat's way still to go, its trapped blockers counted: 0 when its target is full. */
    static int cost(Marbles m, int seat) {
        return race(m, seat) + TRAPPED * trapped(m, seat);
    }

    /** The seat's way still to go, blockers aside. */
    static int race(Marbles m, int seat) {
        int[] distance = Star.DISTANCE[m.target[seat]];
        int hindmost = 0;
        for (int hole : m.at[seat]) {
            hindmost = Math.max(hindmost, distance[hole]);
        }
        return 2 * (m.distances[seat] - FILLED) + hindmost - FILLED_HINDMOST;
    }

    /** The moved marbles of other seats in the seat's target with no empty hole next to them. */
    private static int trapped(Marbles m, int seat) {
        int count = 0;
        for (int hole : Star.POINT_HOLES[m.target[seat]]) {
            int there = m.cells[hole];
            if (there != 0 && there != seat && !m.unmoved[hole] && !m.canStep(hole)) {
                count++;
            }
        }
        return count;
    }
}
