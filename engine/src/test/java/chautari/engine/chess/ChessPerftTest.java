package chautari.engine.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import chautari.engine.Perft;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft against the counts the Chess Programming Wiki publishes ("Perft Results": the start,
 * Kiwipete and positions 3 to 6), by make and unmake on the position. Each depth of the plain
 * run takes well under a second; the deeper ones (marked slow) run under -Pthorough.
 */
class ChessPerftTest {
    private static final boolean THOROUGH = Boolean.getBoolean("chautari.thorough");

    @ParameterizedTest(name = "{0}, depth {2}: {3}")
    @CsvSource(delimiter = ';', value = {
        "start; rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 1; 20; quick",
        "start; rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 2; 400; quick",
        "start; rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 3; 8902; quick",
        "start; rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 4; 197281; quick",
        "start; rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 5; 4865609; quick",
        "start; rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 6; 119060324; slow",
        "Kiwipete; r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -; 1; 48; quick",
        "Kiwipete; r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -; 2; 2039; quick",
        "Kiwipete; r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -; 3; 97862; quick",
        "Kiwipete; r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -; 4; 4085603; quick",
        "Kiwipete; r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -; 5; 193690690; slow",
        "position 3; 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -; 1; 14; quick",
        "position 3; 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -; 2; 191; quick",
        "position 3; 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -; 3; 2812; quick",
        "position 3; 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -; 4; 43238; quick",
        "position 3; 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -; 5; 674624; quick",
        "position 3; 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -; 6; 11030083; quick",
        "position 3; 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -; 7; 178633661; slow",
        "position 4; r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 1; 6; quick",
        "position 4; r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 2; 264; quick",
        "position 4; r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 3; 9467; quick",
        "position 4; r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 4; 422333; quick",
        "position 4; r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 5; 15833292; quick",
        "position 4; r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 6; 706045033; slow",
        "position 5; rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 1; 44; quick",
        "position 5; rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 2; 1486; quick",
        "position 5; rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 3; 62379; quick",
        "position 5; rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 4; 2103487; quick",
        "position 5; rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 5; 89941194; slow",
        "position 6; r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 1; 46; quick",
        "position 6; r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 2; 2079; quick",
        "position 6; r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 3; 89890; quick",
        "position 6; r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 4; 3894594; quick",
        "position 6; r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 5; 164075551; slow"})
    @DisplayName("perft matches the Chess Programming Wiki's counts, and leaves the position as it was")
    void publishedCounts(String name, String fen, int depth, long nodes, String speed) {
        assumeTrue(THOROUGH || speed.equals("quick"), "deeper counts run under -Pthorough");
        Position position = Fen.read(fen);
        String before = Fen.write(position);
        long key = position.key();
        assertThat(position.perft(depth)).as(name).isEqualTo(nodes);
        if (speed.equals("quick") && nodes < 1_000_000) {
            assertThat(position.perftPlayingLeaves(depth)).as(name + ", every leaf played").isEqualTo(nodes);
        }
        assertThat(Fen.write(position)).isEqualTo(before);
        assertThat(position.key()).isEqualTo(key);
    }

    @Test
    @DisplayName("the engine protocol's perft (copying the state a move) counts as make and unmake do")
    void protocolPerftAgrees() {
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        ChessState state = (ChessState) Chess.GAME.start(2, Chess.GAME.options(Map.of("fen", kiwipete)));
        assertThat(Perft.count(state, 3)).isEqualTo(97862);
        assertThat(Perft.count(ChessRulingsTest.opening(), 4)).isEqualTo(197281);
    }

    @Test
    @DisplayName("the Zobrist key kept move by move equals the key of the same position read afresh from its FEN")
    void incrementalKeyMatchesFreshKey() {
        assertThat(keysAgree(Fen.read("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"), 2)).isTrue();
        assertThat(keysAgree(Fen.read("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"), 3)).isTrue();
    }

    private static boolean keysAgree(Position position, int depth) {
        if (Fen.read(Fen.write(position)).key() != position.key()) {
            return false;
        }
        if (depth == 0) {
            return true;
        }
        int[] moves = new int[Position.MAX_MOVES];
        int n = position.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            position.make(moves[i]);
            boolean agree = keysAgree(position, depth - 1);
            position.unmake(moves[i]);
            if (!agree) {
                return false;
            }
        }
        return true;
    }
}
