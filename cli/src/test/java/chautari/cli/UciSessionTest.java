package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.chess.Fen;
import chautari.engine.chess.Move;
import chautari.engine.chess.Position;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.OutputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A UCI conversation, line by line: each command written, each answer read as it comes. */
class UciSessionTest {
    private PrintStream toEngine;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private Thread engine;

    /** The engine's output as whole lines, for the test to wait on one by one (from any writing thread). */
    private static final class LineQueue extends OutputStream {
        private final BlockingQueue<String> lines;
        private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

        LineQueue(BlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(pending.toString(StandardCharsets.UTF_8));
                pending.reset();
            } else {
                pending.write(b);
            }
        }
    }

    @BeforeEach
    void start() throws IOException {
        PipedOutputStream commands = new PipedOutputStream();
        BufferedReader engineIn = new BufferedReader(new InputStreamReader(new PipedInputStream(commands), StandardCharsets.UTF_8));
        PrintStream engineOut = new PrintStream(new LineQueue(answers), true, StandardCharsets.UTF_8);
        toEngine = new PrintStream(commands, true, StandardCharsets.UTF_8);
        engine = Thread.ofPlatform().start(() -> {
            try {
                new UciSession(engineOut, 29).run(engineIn);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            engineOut.close();
        });
    }

    @AfterEach
    void quit() throws InterruptedException {
        send("quit");
        engine.join();
    }

    private void send(String line) {
        toEngine.println(line);
    }

    private String read() throws IOException {
        try {
            String line = answers.poll(60, TimeUnit.SECONDS);
            assertThat(line).as("the engine answered").isNotNull();
            return line;
        } catch (InterruptedException e) {
            throw new IOException(e);
        }
    }

    /** The info lines up to the bestmove, then the bestmove line last. */
    private List<String> readSearch() throws IOException {
        List<String> lines = new ArrayList<>();
        String line;
        do {
            line = read();
            lines.add(line);
        } while (!line.startsWith("bestmove"));
        return lines;
    }

    private static boolean legal(String fen, String move) {
        Position position = Fen.read(fen);
        int[] moves = new int[Position.MAX_MOVES];
        int n = position.legalMoves(moves);
        return Arrays.stream(moves, 0, n).anyMatch(m -> Move.text(m).equals(move));
    }

    @Test
    @DisplayName("uci names the engine and its Level option; isready is readyok")
    void handshake() throws IOException {
        send("uci");
        assertThat(read()).isEqualTo("id name Chautari");
        assertThat(read()).startsWith("id author ");
        assertThat(read()).isEqualTo("option name Level type combo default strong var beginner var good var strong");
        assertThat(read()).isEqualTo("uciok");
        send("isready");
        assertThat(read()).isEqualTo("readyok");
    }

    @Test
    @DisplayName("go depth answers an info line a depth (depth, score, nodes, nps, pv) and a legal bestmove")
    void goDepth() throws IOException {
        send("ucinewgame");
        send("position startpos moves e2e4 e7e5");
        send("go depth 4");
        List<String> lines = readSearch();
        assertThat(lines).hasSize(5);
        for (int depth = 1; depth <= 4; depth++) {
            assertThat(lines.get(depth - 1)).matches("info depth " + depth + " score cp -?\\d+ nodes \\d+ nps \\d+ time \\d+ pv( [a-h][1-8][a-h][1-8][nbrq]?)+");
        }
        String best = lines.getLast().substring("bestmove ".length());
        assertThat(legal("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", best)).as(best).isTrue();
        assertThat(lines.get(3)).contains(" pv " + best);
    }

    @Test
    @DisplayName("A mate in one is scored 'mate 1' at every level and played")
    void mateInOne() throws IOException {
        for (String level : List.of("beginner", "good", "strong")) {
            send("setoption name Level value " + level);
            send("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
            send("go depth 3");
            List<String> lines = readSearch();
            assertThat(lines.getFirst()).contains("score mate 1");
            assertThat(lines.getLast()).as(level).isEqualTo("bestmove d1d8");
        }
    }

    @Test
    @DisplayName("go infinite thinks until stop: isready is answered meanwhile, bestmove only after stop")
    void infiniteAndStop() throws IOException {
        send("position startpos");
        send("go infinite");
        send("isready");
        String line;
        do {
            line = read();
            assertThat(line).doesNotStartWith("bestmove");
        } while (!line.equals("readyok"));
        send("stop");
        List<String> rest = readSearch();
        assertThat(legal(Fen.START, rest.getLast().substring("bestmove ".length()))).isTrue();
        send("isready");
        assertThat(read()).isEqualTo("readyok");
    }

    @Test
    @DisplayName("A clock gives a move its share: go wtime/btime answers within it")
    void clockGo() throws IOException {
        send("position startpos moves e2e4");
        send("go wtime 100 btime 3000 winc 0 binc 0");
        List<String> lines = readSearch();
        assertThat(legal("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", lines.getLast().substring(9))).isTrue();
    }

    @Test
    @DisplayName("Bad commands are answered with info string and change nothing")
    void badInput() throws IOException {
        send("position startpos moves e2e4");
        send("position startpos moves e2e5");
        assertThat(read()).startsWith("info string 'e2e5' is not a legal move");
        send("setoption name Level value grandmaster");
        assertThat(read()).startsWith("info string unknown level 'grandmaster'");
        send("setoption name Hash value 16");
        assertThat(read()).startsWith("info string unknown option 'Hash'");
        send("go sideways");
        assertThat(read()).startsWith("info string go does not know 'sideways'");
        send("frobnicate");
        assertThat(read()).isEqualTo("info string unknown command 'frobnicate'");
        send("go depth 1");
        List<String> lines = readSearch();
        assertThat(legal("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", lines.getLast().substring(9))).isTrue();
    }

    @Test
    @DisplayName("The clock's share: a thirtieth of the time left and most of the increment, within the time left less a reserve")
    void timeShare() {
        assertThat(UciTime.limits(Map.of("wtime", 60_000L, "winc", 1_000L), true, false).nanos()).isEqualTo(2_800_000_000L);
        assertThat(UciTime.limits(Map.of("wtime", 60_000L, "btime", 30_000L), false, false).nanos()).isEqualTo(1_000_000_000L);
        assertThat(UciTime.limits(Map.of("wtime", 40L, "winc", 5_000L), true, false).nanos()).isEqualTo(10_000_000L);
        assertThat(UciTime.limits(Map.of("movetime", 500L), true, false).nanos()).isEqualTo(470_000_000L);
        assertThat(UciTime.limits(Map.of("depth", 6L), true, false).maxDepth()).isEqualTo(6);
        assertThat(UciTime.limits(Map.of("depth", 6L), true, true).maxDepth()).isEqualTo(Integer.MAX_VALUE);
    }
}
