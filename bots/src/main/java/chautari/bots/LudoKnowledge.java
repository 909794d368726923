package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.ludo.LudoState;

/**
 * Ludo for a search: a race in which a captured token loses all its progress. Each seat's
 * standing is its tokens' progress, with a token out of the yard worth the sixes it waited
 * for, less what its tokens on squares that are not safe may lose to a token of another colour
 * one to six squares behind; the chance of winning follows the lead measured against the luck
 * still to come.
 */
final class LudoKnowledge implements Knowledge {
    private static final int HOME = 57;
    private static final int LAST_TRACK = 51;
    /** What being out of the yard is worth in squares: about the throws a 6 takes to come. */
    private static final double OUT = 10;
    /** Squares a turn moves on average, counting the throws a 6 earns. */
    private static final double TURN_MEAN = 4.2;
    private static final double TURN_VARIANCE = 3.5;

    @Override
    public void evaluate(GameState state, double[] out) {
        LudoState s = (LudoState) state;
        int players = s.players();
        int[][] progress = new int[players + 1][];
        for (int seat = 1; seat <= players; seat++) {
            progress[seat] = s.progress(seat);
        }
        double[][] hit = threats(s, progress);
        double[] standing = new double[players + 1];
        double left = 0;
        for (int seat = 1; seat <= players; seat++) {
            double riskWeight = s.toMove() == seat ? 0.5 : 0.9;
            for (int p : progress[seat]) {
                left += HOME - p;
                if (p == 0) {
                    continue;
                }
                double worth = p + OUT;
                standing[seat] += worth;
                int square = s.trackIndex(seat, p);
                if (square >= 0 && !LudoState.safe(square)) {
                    double chance = 0;
                    for (int attacker = 1; attacker <= players; attacker++) {
                        chance += attacker == seat ? 0 : hit[attacker][square];
                    }
                    standing[seat] -= riskWeight * Math.min(1, chance) * worth;
                }
            }
        }
        double turns = left / players / TURN_MEAN;
        double spread = Math.sqrt(2 * Math.max(1, turns) * TURN_VARIANCE) * 2;
        double best = Double.NEGATIVE_INFINITY;
        for (int seat = 1; seat <= players; seat++) {
            best = Math.max(best, standing[seat]);
        }
        double sum = 0;
        for (int seat = 1; seat <= players; seat++) {
            out[seat - 1] = Math.exp(1.7 * (standing[seat] - best) / spread);
            sum += out[seat - 1];
        }
        for (int seat = 1; seat <= players; seat++) {
            out[seat - 1] /= sum;
        }
    }

    /** For each seat and track square, the chance one of its tokens lands there with its next throw. */
    private static double[][] threats(LudoState s, int[][] progress) {
        int players = s.players();
        double[][] hit = new double[players + 1][52];
        for (int seat = 1; seat <= players; seat++) {
            for (int p : progress[seat]) {
                if (p == 0 || p > LAST_TRACK) {
                    continue;
                }
                for (int d = 1; d <= 6 && p + d <= LAST_TRACK; d++) {
                    hit[seat][s.trackIndex(seat, p + d)] += 1 / 6.0;
                }
            }
        }
        return hit;
    }
}
