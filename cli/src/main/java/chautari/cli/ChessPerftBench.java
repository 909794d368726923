package chautari.cli;

import chautari.engine.chess.Fen;
import chautari.engine.chess.Position;
import java.io.PrintStream;
import java.util.Locale;

/**
 * Chess's move generator on one thread: perft from the start (depth 6, as Stockfish's
 * {@code go perft 6} counts it) and from Kiwipete (depth 5), nodes a second counted two ways:
 * the last ply's moves counted without playing them, as Stockfish does, and every leaf played.
 */
final class ChessPerftBench {
    private record Row(String name, String fen, int depth) {
    }

    private static final Row[] ROWS = {
        new Row("start", Fen.START, 6),
        new Row("Kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5),
    };

    private final PrintStream out;

    ChessPerftBench(PrintStream out) {
        this.out = out;
    }

    void run() {
        out.println("## chess perft, one thread (a warm-up at one depth less first)");
        out.printf(Locale.ROOT, "%-10s %5s %14s %16s %18s%n", "position", "depth", "nodes", "nodes/s counted", "nodes/s all played");
        for (Row row : ROWS) {
            Position position = Fen.read(row.fen());
            position.perft(row.depth() - 1);
            position.perftPlayingLeaves(row.depth() - 1);
            long begin = System.nanoTime();
            long nodes = position.perft(row.depth());
            double counted = nodes / ((System.nanoTime() - begin) / 1e9);
            begin = System.nanoTime();
            position.perftPlayingLeaves(row.depth());
            double played = nodes / ((System.nanoTime() - begin) / 1e9);
            out.printf(Locale.ROOT, "%-10s %5d %,14d %,16.0f %,18.0f%n", row.name(), row.depth(), nodes, counted, played);
        }
        out.println();
    }
}
