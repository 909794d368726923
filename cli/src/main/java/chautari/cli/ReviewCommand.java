package chautari.cli;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Judge;
import chautari.bots.Level;
import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.GameRecord;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Match;
import chautari.engine.Phase;
import chautari.engine.Rng;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(name = "review", mixinStandardHelpOptions = true,
        description = {"Judges every decision of a game with the strong level, as a table's review does (the same budget"
            + " a search), and prints each seat's accuracy, the marked moves and how long the judging took.",
            "The game is a record FILE, or one beginner levels play from --seed (--game G [--players P])."})
final class ReviewCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "0..1", description = "A game record (GET /api/tables/{id}/record).")
    Path file;

    @Option(names = "--game", paramLabel = "G", description = "Without FILE: a game of this game between beginner levels.")
    String game;

    @Option(names = "--players", paramLabel = "P", description = "The players of that game (default: the fewest the game takes).")
    Integer players;

    @Option(names = "--seed", paramLabel = "X", description = "The seed of that game's throws and of the judging (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--threads", paramLabel = "T", description = "Decisions judged at once (default: the processors, ${DEFAULT-VALUE}).")
    int threads = Runtime.getRuntime().availableProcessors();

    private final PrintStream out;

    ReviewCommand() {
        this(System.out);
    }

    ReviewCommand(PrintStream out) {
        this.out = out;
    }

    /** A decision of the game: the position it was made in, its event number, seat and move. */
    private record Decision(int event, int seat, String text, GameState before) {
    }

    @Override
    public Integer call() throws Exception {
        if (threads < 1) {
            throw usage("--threads must be 1 or more, not " + threads);
        }
        GameRecord record = record();
        List<Decision> decisions = decisions(record);
        long started = System.nanoTime();
        List<Judge.Verdict> verdicts = judge(decisions);
        double seconds = (System.nanoTime() - started) / 1e9;
        int judged = (int) verdicts.stream().filter(v -> v != null).count();
        out.printf(Locale.ROOT, "review of %s (%d players), %d events: %d decisions judged in %.1f s on %d threads (%.0f ms a decision)%n",
                record.game(), record.players(), record.events().size(), judged, seconds, threads, judged == 0 ? 0 : seconds * 1000 / judged);
        printSeats(verdicts);
        printMarked(decisions, verdicts);
        return 0;
    }

    private GameRecord record() {
        if ((file == null) == (game == null)) {
            throw usage("review needs a record FILE or --game G, not both");
        }
        try {
            return file != null ? GameRecord.parse(Files.readString(file, StandardCharsets.UTF_8)) : selfPlay(Games.byName(game));
        } catch (IOException e) {
            throw usage("cannot read " + file + ": " + e.getMessage());
        } catch (GameException e) {
            throw usage(e.getMessage());
        }
    }

    private GameRecord selfPlay(Game chosen) {
        int seats = players != null ? players : chosen.minPlayers();
        if (seats < chosen.minPlayers() || seats > chosen.maxPlayers()) {
            throw usage(chosen.id() + " takes " + chosen.minPlayers() + " to " + chosen.maxPlayers() + " players, not " + seats);
        }
        Match match = Match.start(chosen, seats, chosen.options(Map.of()), seed);
        Bot beginner = Bots.byLevel(Level.BEGINNER);
        Rng rng = new Rng(seed);
        while (!match.state().isOver()) {
            GameState state = match.state();
            if (state.phase() == Phase.THROW) {
                match.throwRandom();
            } else if (state.phase() == Phase.STAKE) {
                for (int seat = 1; seat <= state.players(); seat++) {
                    if (match.state().awaits(seat)) {
                        match.play(seat, beginner.chooseText(match.state().viewFor(seat), seat, rng));
                    }
                }
            } else {
                int seat = state.toMove();
                match.play(seat, beginner.chooseText(state.viewFor(seat), seat, rng));
            }
        }
        return match.record();
    }

    private static List<Decision> decisions(GameRecord record) {
        Match match = Match.begin(record);
        List<Decision> decisions = new ArrayList<>();
        int n = 0;
        for (GameRecord.Event e : record.events()) {
            n++;
            if (e.kind() == GameRecord.Kind.MOVE) {
                decisions.add(new Decision(n, e.seat(), e.text(), match.state().copy()));
            }
            match.replay(e);
        }
        return decisions;
    }

    private List<Judge.Verdict> judge(List<Decision> decisions) throws Exception {
        Judge judge = new Judge(Judge.TABLE_BUDGET);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Judge.Verdict>> futures = new ArrayList<>();
            for (Decision d : decisions) {
                Rng rng = new Rng(seed * 31 + d.event());
                futures.add(pool.submit(() -> judge.judge(d.before(), d.seat(), d.before().parseMove(d.text()), rng)));
            }
            List<Judge.Verdict> verdicts = new ArrayList<>();
            for (Future<Judge.Verdict> f : futures) {
                verdicts.add(f.get());
            }
            return verdicts;
        } finally {
            pool.shutdownNow();
        }
    }

    private void printSeats(List<Judge.Verdict> verdicts) {
        Map<Integer, List<Judge.Verdict>> bySeat = new TreeMap<>();
        verdicts.stream().filter(v -> v != null).forEach(v -> bySeat.computeIfAbsent(v.seat(), s -> new ArrayList<>()).add(v));
        out.println();
        out.println("| seat | moves judged | accuracy | inaccuracies | mistakes | blunders |");
        out.println("|---|--:|--:|--:|--:|--:|");
        bySeat.forEach((seat, vs) -> {
            Judge.Summary s = Judge.Summary.of(vs);
            out.printf(Locale.ROOT, "| %d | %d | %.1f | %d | %d | %d |%n", seat, s.moves(), s.accuracy(), s.inaccuracies(), s.mistakes(),
                    s.blunders());
        });
    }

    private void printMarked(List<Decision> decisions, List<Judge.Verdict> verdicts) {
        out.println();
        out.println("| event | seat | move | mark | chance | best | preferred |");
        out.println("|--:|--:|---|---|--:|--:|---|");
        for (int i = 0; i < decisions.size(); i++) {
            Judge.Verdict v = verdicts.get(i);
            if (v != null && v.mark() != Judge.Mark.NONE) {
                Decision d = decisions.get(i);
                out.printf(Locale.ROOT, "| %d | %d | %s | %s | %.3f | %.3f | %s |%n", d.event(), d.seat(), d.text(),
                        v.mark().name().toLowerCase(Locale.ROOT), v.chosenChance(), v.preferredChance(), d.before().moveText(v.preferred()));
            }
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
