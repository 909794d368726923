package chautari.bots;

import chautari.engine.GameState;
import java.util.Arrays;

/**
 * The moves of each ply (as {@link MoveLists} gives them), ordered: the table's move, then by
 * the knowledge's score, then killers and history.
 */
final class MoveOrder {
    private static final int NO_MOVE = TranspositionTable.NO_MOVE;
    private static final int HISTORY_SIZE = 1 << 12;
    private final Knowledge knowledge;
    private final MoveLists lists;
    private final int[][] moves;
    private final double[][] primary;
    private final double[][] secondary;
    private final int[][] killers;
    private final long[][] history = new long[2][HISTORY_SIZE];

    /** Buffers for {@code plies} plies of moves, each of {@code bufferSize} ({@link MoveLists#bufferSize}). */
    MoveOrder(Knowledge knowledge, MoveLists lists, int bufferSize, int plies) {
        this.knowledge = knowledge;
        this.lists = lists;
        moves = new int[plies][bufferSize];
        primary = new double[plies][bufferSize];
        secondary = new double[plies][bufferSize];
        killers = new int[plies][2];
        for (int[] pair : killers) {
            Arrays.fill(pair, NO_MOVE);
        }
    }

    int[] moves(int ply) {
        return moves[ply];
    }

    /** Lists the mover's moves into {@link #moves}{@code (ply)} in search order and returns how many. */
    int generate(GameState state, int mover, int ply, int tableMove) {
        int[] list = moves[ply];
        double[] first = primary[ply];
        double[] second = secondary[ply];
        int n = lists.fill(state, mover, list);
        long[] moverHistory = history[(mover - 1) & 1];
        for (int i = 0; i < n; i++) {
            int move = list[i];
            first[i] = move == tableMove ? AlphaBeta.INFINITY : knowledge.moveScore(state, mover, move);
            double killerBonus = move == killers[ply][0] ? 2e15 : move == killers[ply][1] ? 1e15 : 0;
            second[i] = killerBonus + moverHistory[move & (HISTORY_SIZE - 1)];
        }
        for (int i = 1; i < n; i++) {
            int move = list[i];
            double a = first[i];
            double b = second[i];
            int j = i - 1;
            while (j >= 0 && (first[j] < a || first[j] == a && second[j] < b)) {
                list[j + 1] = list[j];
                first[j + 1] = first[j];
                second[j + 1] = second[j];
                j--;
            }
            list[j + 1] = move;
            first[j + 1] = a;
            second[j + 1] = b;
        }
        return n;
    }

    void cutoff(int ply, int mover, int move, int depth) {
        if (killers[ply][0] != move) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = move;
        }
        history[(mover - 1) & 1][move & (HISTORY_SIZE - 1)] += (long) depth * depth;
    }
}
