package chautari.bots.chinesecheckers;

/**
 * How far a seat still has to go, in steps: its marbles' distances to its target's tip (the least
 * this can be is {@value #FILLED}, the target full), and a penalty for each marble left more than
 * {@value #STRAGGLER_SLACK} steps behind the seat's average, which will find nothing to hop over
 * once the others have gone.
 */
final class Evaluation {
    /** The summed distance of ten marbles filling their target: 0 + 2 × 1 + 3 × 2 + 4 × 3. */
    static final int FILLED = 20;
    static final int STRAGGLER_SLACK = 3;
    static final int STRAGGLER_WEIGHT = 2;

    private Evaluation() {
    }

    /** The seat's way still to go: 0 when its target is full. */
    static int cost(Marbles m, int seat) {
        int sum = m.distances[seat];
        int[] distance = Star.DISTANCE[m.target[seat]];
        int limit = sum / Math.max(1, m.at[seat].length) + STRAGGLER_SLACK;
        int behind = 0;
        for (int hole : m.at[seat]) {
            behind += Math.max(0, distance[hole] - limit);
        }
        return sum - FILLED + STRAGGLER_WEIGHT * behind;
    }
}
