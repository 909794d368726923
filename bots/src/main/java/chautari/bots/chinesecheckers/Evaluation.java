package chautari.bots.chinesecheckers;

/**
 * How far a seat still has to go: twice its marbles' summed distances (in steps) to its target's
 * tip, and once more the distance of its hindmost marble, which will find nothing to hop over once
 * the others have gone. It is 0 when the target is full; every step forward lowers it, a step of the
 * hindmost marble the most.
 */
final class Evaluation {
    /** The summed distance of ten marbles filling their target: 0 + 2 × 1 + 3 × 2 + 4 × 3. */
    static final int FILLED = 20;
    /** The hindmost marble's distance when the target is full. */
    static final int FILLED_HINDMOST = 3;

    private Evaluation() {
    }

    /** The seat's way still to go: 0 when its target is full. */
    static int cost(Marbles m, int seat) {
        int[] distance = Star.DISTANCE[m.target[seat]];
        int hindmost = 0;
        for (int hole : m.at[seat]) {
            hindmost = Math.max(hindmost, distance[hole]);
        }
        return 2 * (m.distances[seat] - FILLED) + hindmost - FILLED_HINDMOST;
    }
}
