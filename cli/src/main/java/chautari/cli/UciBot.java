package chautari.cli;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.chess.ChessState;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * An outside UCI chess engine as an arena side: one process a thread, started on first use with
 * {@code setoption name Threads value 1} and the options given, told the game's moves from its
 * start ({@code position fen ... moves ...}, so it sees repetitions) and asked {@code go movetime M}
 * with the think's time. The processes end with the arena's JVM.
 */
final class UciBot implements Bot {
    private static final Budget DEFAULT_BUDGET = Budget.seconds(0.3);
    private final List<String> command;
    private final Map<String, String> options;
    private final List<Process> processes = Collections.synchronizedList(new ArrayList<>());
    private final ThreadLocal<Engine> engines = ThreadLocal.withInitial(this::start);

    private record Engine(Process process, BufferedReader in, PrintStream out) {
        void send(String line) {
            out.println(line);
            out.flush();
        }

        /** Reads lines until one starts with {@code prefix}, and returns it. */
        String await(String prefix) {
            try {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    if (line.startsWith(prefix)) {
                        return line;
                    }
                }
            } catch (IOException e) {
                throw new IllegalStateException("the outside engine could not be read: " + e.getMessage(), e);
            }
            throw new IllegalStateException("the outside engine ended before answering '" + prefix + "'");
        }
    }

    UciBot(String command, Map<String, String> options) {
        this.command = Arrays.asList(command.trim().split("\\s+"));
        this.options = options;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> processes.forEach(Process::destroy)));
    }

    @Override
    public Budget playBudget() {
        return DEFAULT_BUDGET;
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        if (!(state instanceof ChessState chess)) {
            throw new IllegalArgumentException("an outside UCI engine plays chess only");
        }
        Engine engine = engines.get();
        engine.send("position " + chess.uciPosition());
        engine.send("go movetime " + Math.max(1, budget.nanos() / 1_000_000));
        String[] answer = engine.await("bestmove").split("\\s+");
        if (answer.length < 2) {
            throw new IllegalStateException("the outside engine answered '" + String.join(" ", answer) + "'");
        }
        return chess.parseMove(answer[1]);
    }

    private Engine start() {
        Process process;
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new GameException("could not start the outside engine " + command + ": " + e.getMessage());
        }
        processes.add(process);
        Engine engine = new Engine(process,
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)),
                new PrintStream(process.getOutputStream(), false, StandardCharsets.UTF_8));
        engine.send("uci");
        engine.await("uciok");
        engine.send("setoption name Threads value 1");
        options.forEach((name, value) -> engine.send("setoption name " + name + " value " + value));
        engine.send("ucinewgame");
        engine.send("isready");
        engine.await("readyok");
        return engine;
    }
}
