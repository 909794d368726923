package chautari.cli;

import chautari.bots.Level;
import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.Games;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintStream;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(name = "arena", sortOptions = false, mixinStandardHelpOptions = true,
        description = {"Plays level A against level B and prints A's score, its Elo difference and the think times.",
            "Games come in pairs with the same throws and the seats swapped; with 3 or 4 seats, in rounds that seat"
                + " the one A at every seat (Pasa's partnerships swap sides). --ladder plays every game with decisions,"
                + " beginner-simple, good-beginner, strong-good and strong-simple, into one table."},
        customSynopsis = {
            "./chautari arena --game G --a LEVEL --b LEVEL --games N [--seconds S]",
            "    [--a-seconds S] [--b-seconds S] [--b-options NAME=VALUE,...] (chess: --b uci:COMMAND)",
            "    [--iterations N] [--players P] [--options JSON] [--seed X] [--threads T]",
            "./chautari arena --ladder [--game G] [--games N] [--seconds S] [--iterations N]",
            "    [--seed X] [--threads T]"})
final class ArenaCommand implements Callable<Integer> {
    static final int LADDER_GAMES = 100;
    private static final ObjectMapper JSON = new ObjectMapper();

    @Spec
    CommandSpec spec;

    @Option(names = "--game", paramLabel = "G", description = "The game, by its id (kimasai, chess, dots, ...); with --ladder, only its steps of the ladder.")
    String game;

    @Option(names = "--a", paramLabel = "LEVEL", description = "Level A, whose score is shown: simple, beginner, good, strong.")
    String a;

    @Option(names = "--b", paramLabel = "LEVEL", description = "Level B, A's opponent (every other seat); in chess also uci:COMMAND, an outside UCI engine.")
    String b;

    @Option(names = "--b-options", paramLabel = "NAME=VALUE,...",
            description = "For --b uci:COMMAND (an outside UCI chess engine): its UCI options, such as UCI_LimitStrength=true,UCI_Elo=1800.")
    String bOptions;

    @Option(names = "--games", paramLabel = "N",
            description = "Games per pairing, rounded up to whole pairs or rotations (the ladder: " + LADDER_GAMES + ").")
    Integer games;

    @Option(names = "--seconds", paramLabel = "S",
            description = "Each think's time, more than 0 and at most 60, in place of each level's own (a level keeps its iterations).")
    Double seconds;

    @Option(names = "--a-seconds", paramLabel = "S",
            description = "A's think time, in place of --seconds for A alone: a time handicap, such as strong at 0.1 against good at 1.")
    Double aSeconds;

    @Option(names = "--b-seconds", paramLabel = "S", description = "B's think time, in place of --seconds for B alone.")
    Double bSeconds;

    @Option(names = "--iterations", paramLabel = "N",
            description = "Each think's iterations, in place of each level's own: with no --seconds, the same seed gives the same games.")
    Long iterations;

    @Option(names = "--players", paramLabel = "P", description = "Players (default: the fewest the game allows).")
    Integer players;

    @Option(names = "--options", paramLabel = "JSON", description = "The game's options, such as '{\"cells\":25}'.")
    String options;

    @Option(names = "--seed", paramLabel = "X", description = "The seed of every throw (default: a random one, printed).")
    Long seed;

    @Option(names = "--threads", paramLabel = "T", description = "Games played at once (default: the processors, ${DEFAULT-VALUE}).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--ladder", description = "Every game with decisions, every step of the ladder, one table.")
    boolean ladder;

    private final PrintStream out;
    private final PrintStream progress;

    ArenaCommand() {
        this(System.out, System.err);
    }

    ArenaCommand(PrintStream out, PrintStream progress) {
        this.out = out;
        this.progress = progress;
    }

    @Override
    public Integer call() throws InterruptedException {
        List<Pairing> pairings = pairings();
        if (threads < 1) {
            throw usage("--threads must be 1 or more, not " + threads);
        }
        long throwSeed = seed != null ? seed : new SecureRandom().nextLong();
        progress.printf(Locale.ROOT, "arena: %d pairings, seed %d, threads: %d%n", pairings.size(), throwSeed, threads);
        List<PairingResult> results = new Arena(threads, throwSeed, progress).run(pairings);
        ArenaReport.print(results, heading(throwSeed), out);
        return 0;
    }

    List<Pairing> pairings() {
        if (games != null && games < 1) {
            throw usage("--games must be 1 or more, not " + games);
        }
        try {
            if (ladder) {
                if (a != null || b != null || players != null || options != null || aSeconds != null || bSeconds != null) {
                    throw usage("--ladder chooses its own levels, players and options: drop --a, --b, --a-seconds, --b-seconds,"
                            + " --players and --options");
                }
                String only = game == null ? null : Games.byName(game).id();
                return Ladder.pairings(games == null ? LADDER_GAMES : games, seconds, iterations,
                        g -> only == null || g.id().equals(only));
            }
            if (game == null || a == null || b == null || games == null) {
                throw usage("arena needs --game, --a, --b and --games (or --ladder)");
            }
            Game chosen = Games.byName(game);
            Setup setup = Setup.of(chosen, players == null ? chosen.minPlayers() : players, options());
            if (b.startsWith(Contender.UCI) && !chosen.id().equals("chess")) {
                throw usage("an outside UCI engine (--b uci:COMMAND) plays chess only");
            }
            return List.of(new Pairing(setup, Contender.of(Level.of(a), secondsOf(aSeconds), iterations),
                    Contender.of(b, uciOptions(), secondsOf(bSeconds), iterations), games));
        } catch (GameException e) {
            throw usage(e.getMessage());
        }
    }

    private Double secondsOf(Double side) {
        return side != null ? side : seconds;
    }

    /** The --b-options, NAME=VALUE pairs separated by commas, in their order. */
    private Map<String, String> uciOptions() {
        Map<String, String> given = new LinkedHashMap<>();
        if (bOptions == null) {
            return given;
        }
        for (String pair : bOptions.split(",")) {
            int equals = pair.indexOf('=');
            if (equals < 1) {
                throw usage("--b-options are NAME=VALUE pairs separated by commas, as UCI_LimitStrength=true,UCI_Elo=1800; not '" + pair + "'");
            }
            given.put(pair.substring(0, equals).trim(), pair.substring(equals + 1).trim());
        }
        return given;
    }

    private Map<String, Object> options() {
        if (options == null) {
            return Map.of();
        }
        String example = "--options must be a JSON object, such as '{\"cells\":25}'";
        Map<String, Object> given;
        try {
            given = JSON.readValue(options, new TypeReference<Map<String, Object>>() {
            });
        } catch (JacksonException e) {
            throw usage(example + ": " + e.getOriginalMessage());
        }
        if (given == null) {
            throw usage(example);
        }
        return given;
    }

    private String heading(long throwSeed) {
        String budget = aSeconds == null && bSeconds == null ? budget(seconds)
                : "A: " + budget(secondsOf(aSeconds)) + "; B: " + budget(secondsOf(bSeconds));
        return String.format(Locale.ROOT, "Arena: seed %d, %s, threads: %d.", throwSeed, budget, threads);
    }

    private String budget(Double think) {
        return think == null && iterations == null ? "each level's own play budget"
                : (think == null ? "" : think + " s") + (think != null && iterations != null ? " or " : "")
                        + (iterations == null ? "" : iterations + " iterations") + " a think";
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
