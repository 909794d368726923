package chautari.cli;

import chautari.cli.load.LoadCommand;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "chautari", mixinStandardHelpOptions = true,
        description = "Chautari: traditional games of Nepal and East Africa.",
        subcommands = {Main.Engine.class, Main.Uci.class, Main.Bench.class, ArenaCommand.class, VerifyCommand.class, ReviewCommand.class, LoadCommand.class})
public final class Main {

    public static void main(String[] args) {
        System.exit(new CommandLine(new Main()).execute(args));
    }

    @Command(name = "engine", description = "Speak the engine protocol (JSON lines) on standard input and output.")
    static final class Engine implements Callable<Integer> {
        @Override
        public Integer call() throws Exception {
            var in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            var out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
            new EngineProtocol().run(in, out);
            return 0;
        }
    }

    @Command(name = "uci", description = "Play chess as a UCI engine on standard input and output (option Level: beginner, good, strong).")
    static final class Uci implements Callable<Integer> {
        @Override
        public Integer call() throws Exception {
            var in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            var out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
            new UciSession(out, new SecureRandom().nextLong()).run(in);
            return 0;
        }
    }

    @Command(name = "bench", description = "Random self-play speed of every game, as a table, and chess's perft speed.")
    static final class Bench implements Callable<Integer> {
        @Option(names = "--seconds", description = "Measured seconds per row (default ${DEFAULT-VALUE}).", defaultValue = "3")
        double seconds;

        @Option(names = "--game", description = "Only this game.")
        String game;

        @Override
        public Integer call() {
            new SelfPlayBench(seconds, System.out).run(game);
            if (game == null || game.equals("chess")) {
                new ChessPerftBench(System.out).run();
            }
            return 0;
        }
    }
}
