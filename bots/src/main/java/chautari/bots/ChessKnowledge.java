package chautari.bots;

import chautari.engine.GameState;
import chautari.engine.chess.ChessState;
import chautari.engine.chess.Position;

/**
 * Chess for the shared alpha-beta search until chess has a search of its own: material only (pawn 1,
 * knight and bishop 3, rook 5, queen 9), White's lead against Black's.
 */
final class ChessKnowledge implements Knowledge {
    private static final double[] VALUE = {1, 3, 3, 5, 9, 0};
    private static final double POINTS_SCALE = 6.0;

    @Override
    public void evaluate(GameState state, double[] out) {
        Position position = ((ChessState) state).position();
        double lead = 0;
        for (int sq = 0; sq < 64; sq++) {
            int piece = position.pieceAt(sq);
            if (piece != Position.NONE) {
                lead += piece / 6 == Position.WHITE ? VALUE[piece % 6] : -VALUE[piece % 6];
            }
        }
        out[0] = 0.5 + 0.4 * Math.tanh(lead / POINTS_SCALE);
        out[1] = 1 - out[0];
    }
}
