package chautari.cli;

import chautari.engine.chess.ChessState;
import java.util.List;

/**
 * The arena's chess openings: a few moves each of well-known balanced lines, so that games
 * between two searches differ. Round r plays opening r modulo their number; a round's two games
 * play it with the colours swapped.
 */
final class ChessOpenings {
    static final List<String> LINES = List.of(
            "e2e4 e7e5 g1f3 b8c6",
            "e2e4 c7c5 g1f3 d7d6",
            "e2e4 e7e6 d2d4 d7d5",
            "e2e4 c7c6 d2d4 d7d5",
            "d2d4 d7d5 c2c4 e7e6",
            "d2d4 g8f6 c2c4 g7g6",
            "c2c4 e7e5 b1c3 g8f6",
            "d2d4 d7d5 c2c4 c7c6",
            "g1f3 d7d5 g2g3 g8f6",
            "e2e4 e7e5 f1c4 g8f6");

    private ChessOpenings() {
    }

    static void play(ChessState state, int round) {
        for (String move : LINES.get(Math.floorMod(round, LINES.size())).split(" ")) {
            state.play(state.toMove(), state.parseMove(move));
        }
    }
}
