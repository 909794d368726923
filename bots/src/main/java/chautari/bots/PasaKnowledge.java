package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.pasa.PasaState;

/**
 * Pasa for a search: a race in which a captured piece loses all its progress. Each side's
 * standing is its progress less what its exposed pieces may lose to the next turn; the
 * chance of winning follows the lead measured against the luck still to come.
 */
final class PasaKnowledge implements Knowledge {
    private static final int HOME = 84;
    private static final int REACH = 18;
    private static final double[] DISTANCE_CHANCE = distanceChances();
    private static final double TURN_MEAN = 10.5;
    private static final double TURN_VARIANCE = 12.75;

    /** The chance that some of a throw's three dice add up to each distance. */
    private static double[] distanceChances() {
        int[] faces = {1, 2, 5, 6};
        double[] chance = new double[REACH + 1];
        for (int a : faces) {
            for (int b : faces) {
                for (int c : faces) {
                    boolean[] reach = new boolean[REACH + 1];
                    int[] sums = {a, b, c, a + b, a + c, b + c, a + b + c};
                    for (int sum : sums) {
                        reach[sum] = true;
                    }
                    for (int d = 1; d <= REACH; d++) {
                        if (reach[d]) {
                            chance[d] += 1 / 64.0;
                        }
                    }
                }
            }
        }
        return chance;
    }

    @Override
    public void evaluate(GameState state, double[] out) {
        PasaState s = (PasaState) state;
        int players = s.players();
        double[] standing = new double[players + 1];
        double[] left = new double[players + 1];
        double[][] hit = threats(s);
        int[][] stack = stacks(s);
        for (int seat = 1; seat <= players; seat++) {
            int side = s.sideOf(seat);
            double riskWeight = s.sideOf(Math.max(1, s.toMove())) == side ? 0.5 : 0.9;
            for (int p : s.progress(seat)) {
                standing[side] += p;
                left[side] += HOME - p;
                int square = exposed(s, seat, p);
                if (square >= 0 && stack[side][square] == 1) {
                    standing[side] -= riskWeight * hit[side][square] * p;
                }
            }
        }
        winChances(s, standing, left, out);
    }

    private static int exposed(PasaState s, int seat, int progress) {
        return progress == 0 || progress == HOME ? -1 : s.exposedSquare(seat, progress);
    }

    /** How many pieces of each side stand on each track square where pieces can be taken (two or more cannot). */
    private static int[][] stacks(PasaState s) {
        int[][] stack = new int[s.players() + 1][68];
        for (int seat = 1; seat <= s.players(); seat++) {
            for (int p : s.progress(seat)) {
                int square = exposed(s, seat, p);
                if (square >= 0) {
                    stack[s.sideOf(seat)][square]++;
                }
            }
        }
        return stack;
    }

    /** For each side and track square, the chance another side's piece lands there next turn. */
    private static double[][] threats(PasaState s) {
        int players = s.players();
        double[][] hit = new double[players + 1][68];
        for (int seat = 1; seat <= players; seat++) {
            int side = s.sideOf(seat);
            for (int p : s.progress(seat)) {
                if (p == HOME) {
                    continue;
                }
                for (int d = 1; d <= REACH && p + d < HOME; d++) {
                    int square = s.exposedSquare(seat, p + d);
                    if (square >= 0) {
                        for (int other = 1; other <= players; other++) {
                            if (other != side) {
                                hit[other][square] = Math.max(hit[other][square], DISTANCE_CHANCE[d]);
                            }
                        }
                    }
                }
            }
        }
        return hit;
    }

    /** Each seat's chance that its side wins: a softmax of the standings over the luck to come. */
    private static void winChances(PasaState s, double[] standing, double[] left, double[] out) {
        int players = s.players();
        double totalLeft = 0;
        int sides = 0;
        for (int side = 1; side <= players; side++) {
            if (left[side] > 0 || standing[side] > 0) {
                totalLeft += left[side];
                sides++;
            }
        }
        double turns = totalLeft / sides / TURN_MEAN;
        double spread = Math.sqrt(2 * Math.max(1, turns) * TURN_VARIANCE);
        double[] weight = new double[players + 1];
        double sum = 0;
        double best = Double.NEGATIVE_INFINITY;
        for (int side = 1; side <= players; side++) {
            if (s.sideOf(side) == side) {
                best = Math.max(best, standing[side]);
            }
        }
        for (int side = 1; side <= players; side++) {
            if (s.sideOf(side) == side) {
                weight[side] = Math.exp(1.7 * (standing[side] - best) / spread);
                sum += weight[side];
            }
        }
        for (int seat = 1; seat <= players; seat++) {
            out[seat - 1] = weight[s.sideOf(seat)] / sum;
        }
    }

    @Override
    public int playoutMove(GameState state, int seat, Rng rng, int[] buffer) {
        return state.randomMove(seat, rng, buffer);
    }
}
