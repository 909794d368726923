package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.tictactoe.TicTacToeState;

/**
 * What a search knows of tic-tac-toe and five in a row. A position is weighed by its windows,
 * the runs of {@link LineBoard#line} cells: each holding marks of one side only counts for that
 * side, more the fuller it is. So an open three, which lies in three such windows, outweighs a
 * three closed at one end (two windows) and a dead one (none), and a four open at both ends,
 * in two windows of four, outweighs one closed. A side to move with a cell to win on has won,
 * and one with two such cells against it has lost. On the large board only cells within two of
 * a mark are searched, and the threat search ({@link Threats}) looks for wins by fours and threes.
 */
public final class TicTacToeKnowledge implements Knowledge {
    /** The weight of a window holding n marks of one side and none of the other's, by n, on each board. */
    private static final double[] SMALL_WINDOWS = {0, 1, 6};
    private static final double[] LARGE_WINDOWS = {0, 1, 6, 40, 300};
    /** For move order: what a mark adds to a window of n of its side's marks, and takes from one of n of the other's. */
    private static final double[] SMALL_ATTACK = {1, 4, 1e5};
    private static final double[] SMALL_DEFENCE = {0.5, 3, 2e4};
    private static final double[] LARGE_ATTACK = {1, 4, 20, 400, 1e5};
    private static final double[] LARGE_DEFENCE = {0.5, 3, 15, 100, 2e4};
    /** The weight of being to move, against the same windows of the other side. */
    private static final double TEMPO = 1.3;
    /** The window edge at which a side's share is 73%, per board. */
    private static final double SMALL_SCALE = 6;
    private static final double LARGE_SCALE = 150;
    /** The share of a side that wins next move whatever the other does. */
    private static final double WON = 0.98;
    /** Cells within this many files and ranks of a mark are the large board's candidates. */
    private static final int NEAR = 2;
    private static final long THREAT_NODES = 20_000;

    private LineBoard board;
    private long boardHash;

    private LineBoard board(GameState state) {
        long hash = state.positionHash();
        if (board == null || hash != boardHash) {
            board = new LineBoard((TicTacToeState) state);
            boardHash = hash;
        }
        return board;
    }

    @Override
    public void evaluate(GameState state, double[] out) {
        LineBoard b = board(state);
        int mover = state.toMove();
        Tally tally = new Tally(b, b.line == 3 ? SMALL_WINDOWS : LARGE_WINDOWS);
        b.windows(-1, tally);
        double share;
        if (tally.wins[mover] > 0) {
            share = WON;
        } else if (tally.wins[3 - mover] > 1) {
            share = 1 - WON;
        } else {
            double edge = TEMPO * tally.weight[mover] - tally.weight[3 - mover];
            share = 1 / (1 + Math.exp(-edge / (b.line == 3 ? SMALL_SCALE : LARGE_SCALE)));
        }
        out[mover - 1] = share;
        out[2 - mover] = 1 - share;
    }

    /** Each side's window weight and the distinct cells it would win on. */
    private static final class Tally implements LineBoard.WindowVisitor {
        private final LineBoard board;
        private final double[] weights;
        final double[] weight = new double[3];
        final int[] wins = new int[3];
        private final int[] firstWin = {-1, -1, -1};

        Tally(LineBoard board, double[] weights) {
            this.board = board;
            this.weights = weights;
        }

        @Override
        public void window(int x, int o, int first, int step) {
            int side = o == 0 ? 1 : x == 0 ? 2 : 0;
            int marks = x + o;
            if (side == 0 || marks == 0) {
                return;
            }
            weight[side] += weights[marks];
            if (marks < board.line - 1) {
                return;
            }
            int empty = first;
            while (!board.isEmpty(empty)) {
                empty += step;
            }
            if (wins[side] == 0 || empty != firstWin[side] && wins[side] == 1) {
                wins[side]++;
                firstWin[side] = wins[side] == 1 ? empty : firstWin[side];
            }
        }
    }

    /** What the mark adds to its side's windows through the cell and takes from the other's. */
    @Override
    public double moveScore(GameState state, int seat, int move) {
        LineBoard b = board(state);
        double[] attack = b.line == 3 ? SMALL_ATTACK : LARGE_ATTACK;
        double[] defence = b.line == 3 ? SMALL_DEFENCE : LARGE_DEFENCE;
        double[] score = new double[1];
        b.windows(move, (x, o, first, step) -> {
            int own = seat == 1 ? x : o;
            int other = seat == 1 ? o : x;
            score[0] += other == 0 ? attack[own] : own == 0 ? defence[other] : 0;
        });
        return score[0];
    }

    /** On the large board the centre to start, then the empty cells near a mark; every empty cell on the small one. */
    @Override
    public int candidates(GameState state, int seat, int[] out) {
        LineBoard b = board(state);
        if (b.line == 3) {
            return state.legalMoves(seat, out);
        }
        if (b.stones() == 0) {
            out[0] = b.cell(b.size / 2, b.size / 2);
            return 1;
        }
        int n = 0;
        for (int cell = 0; cell < b.cells(); cell++) {
            if (b.isEmpty(cell) && b.near(cell, NEAR)) {
                out[n++] = cell;
            }
        }
        return n;
    }

    @Override
    public int forcedWin(GameState state, int seat, int ownMoves) {
        LineBoard b = board(state);
        return b.line == 3 ? NO_WIN : new Threats(b, seat, THREAT_NODES).winningMove(ownMoves);
    }
}
