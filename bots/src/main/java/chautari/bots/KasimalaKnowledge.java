package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.kasimala.KasimalaState;

/**
 * Kasimala for a search: pieces count most, then the pieces each side can lose to the next
 * throw (an enemy piece the thrown count behind, not on a laiga). Playouts capture when
 * they can, the most pieces first.
 */
final class KasimalaKnowledge implements Knowledge {
    /** The chance of each throw value 1 (kasi) .. 5 (ngha). */
    private static final double[] VALUE_CHANCE = {0, 4 / 16.0, 6 / 16.0, 4 / 16.0, 1 / 16.0, 1 / 16.0};
    private static final double[] MASK_CHANCE = new double[1 << 6];
    private static final double RISK_TO_MOVER = 0.5;
    private static final double RISK_TO_WAITER = 0.9;
    private static final double PIECES_SCALE = 3.0;

    static {
        for (int mask = 0; mask < MASK_CHANCE.length; mask++) {
            for (int v = 1; v <= 5; v++) {
                if ((mask & 1 << v) != 0) {
                    MASK_CHANCE[mask] += VALUE_CHANCE[v];
                }
            }
        }
    }

    @Override
    public void evaluate(GameState state, double[] out) {
        KasimalaState s = (KasimalaState) state;
        double lead = s.pieces(1) - s.pieces(2);
        int mover = s.toMove();
        double risk1 = risk(s, 1) * (mover == 1 ? RISK_TO_MOVER : RISK_TO_WAITER);
        double risk2 = risk(s, 2) * (mover == 2 ? RISK_TO_MOVER : RISK_TO_WAITER);
        double x = (lead + risk2 - risk1) / PIECES_SCALE;
        out[0] = 0.5 + 0.25 * Math.tanh(x);
        out[1] = 1 - out[0];
    }

    /** The pieces of the seat the other side is expected to take with its next throw. */
    static double risk(KasimalaState s, int seat) {
        int enemy = 3 - seat;
        int enemySign = enemy == 1 ? 1 : -1;
        int cells = s.cellCount();
        int[] hits = new int[cells];
        int kasiMoves = s.waiting(enemy) > 0 ? 0 : 1;
        for (int cell = 0; cell < cells; cell++) {
            if (s.signedCount(cell) * enemySign > 0 && s.isStarted(enemy, cell)) {
                for (int v = 2 - kasiMoves; v <= 5; v++) {
                    int to = s.landing(enemy, cell, v);
                    if (!s.isLaiga(to)) {
                        hits[to] |= 1 << v;
                    }
                }
            }
        }
        double expected = 0;
        for (int cell = 0; cell < cells; cell++) {
            int mine = -s.signedCount(cell) * enemySign;
            if (mine > 0 && hits[cell] != 0) {
                expected += mine * MASK_CHANCE[hits[cell]];
            }
        }
        return expected;
    }

    @Override
    public double moveScore(GameState state, int seat, int move) {
        KasimalaState s = (KasimalaState) state;
        int to = KasimalaState.moveTo(move);
        if (to < 0) {
            return 0;
        }
        return captured(s, seat, to) + (s.isLaiga(to) ? 0.5 : 0);
    }

    @Override
    public int playoutMove(GameState state, int seat, Rng rng, int[] buffer) {
        KasimalaState s = (KasimalaState) state;
        int n = s.legalMoves(seat, buffer);
        int best = -1;
        int most = 0;
        for (int i = 0; i < n; i++) {
            int to = KasimalaState.moveTo(buffer[i]);
            int taken = to < 0 ? 0 : captured(s, seat, to);
            if (taken > most) {
                most = taken;
                best = buffer[i];
            }
        }
        return best >= 0 ? best : buffer[rng.nextInt(n)];
    }

    private static int captured(KasimalaState s, int seat, int to) {
        int count = s.signedCount(to) * (seat == 1 ? 1 : -1);
        return count < 0 ? -count : 0;
    }
}
