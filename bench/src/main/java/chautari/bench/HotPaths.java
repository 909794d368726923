package chautari.bench;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Phase;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The engine's hot paths, each a benchmark, for every bench case of every game (the labels
 * {@code ./chautari bench} prints): listing the legal moves, playing a move (on a copy, so
 * {@link #copy} is measured too), hashing the position, and a whole random playout from the
 * start. The positions are those seeded random games pass through where a seat is to move or
 * stake, cycled through so that no one position's branches are learnt.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class HotPaths {
    private static final int POSITIONS = 1 << 12;

    /** A bench case's label; one game's: {@code -p benchCase="kasimala cells=17"}. */
    @Param({"kasimala cells=17", "kasimala cells=25", "pasa 2 players", "pasa 3 players", "pasa 4 partners",
            "pasa 4 each for themselves", "kauda 2 players", "kauda 4 players", "kauda 6 players", "kimasai",
            "baghchal", "shologuti", "chess", "checkers", "tictactoe size=3", "tictactoe size=15", "dots 3x3",
            "dots 5x5", "dots 7x7", "chinese checkers 2 players", "chinese checkers 6 players", "byapar 2 players",
            "byapar 6 players", "ludo 2 players", "ludo 4 players", "snakes 2 players", "snakes 6 players"})
    public String benchCase;

    private GameState start;
    private GameState[] positions;
    private int[] seats;
    private int[] moves;
    private int[] buffer;
    private int next;
    private RandomPlayer player;

    @Setup
    public void setUp() {
        requireEveryCaseListed();
        start = start(benchCase);
        buffer = new int[start.maxMoves()];
        List<GameState> seen = new ArrayList<>();
        Rng rng = new Rng(20261204L);
        RandomPlayer walker = new RandomPlayer(rng);
        while (seen.size() < POSITIONS) {
            GameState state = start.copy();
            while (!state.isOver() && seen.size() < POSITIONS) {
                if (state.phase() != Phase.THROW && rng.nextInt(4) == 0) {
                    seen.add(state.copy());
                }
                walker.step(state);
            }
        }
        positions = seen.toArray(GameState[]::new);
        seats = new int[POSITIONS];
        moves = new int[POSITIONS];
        for (int i = 0; i < POSITIONS; i++) {
            seats[i] = awaited(positions[i]);
            int n = positions[i].legalMoves(seats[i], buffer);
            moves[i] = buffer[rng.nextInt(n)];
        }
        player = new RandomPlayer(new Rng(1));
    }

    /** {@link #benchCase}'s list is written out, as JMH needs: a game's case missing from it fails here, not unmeasured. */
    static void requireEveryCaseListed() {
        Set<String> listed;
        try {
            listed = Set.of(HotPaths.class.getField("benchCase").getAnnotation(Param.class).value());
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
        List<String> missing = Games.all().stream().flatMap(g -> g.benchCases().stream()).map(Game.Case::label)
                .filter(label -> !listed.contains(label)).toList();
        if (!missing.isEmpty()) {
            throw new IllegalStateException("bench cases missing from HotPaths' @Param list: " + missing);
        }
    }

    /** The starting position of the game and options of the bench case with this label. */
    static GameState start(String label) {
        for (Game game : Games.all()) {
            for (Game.Case c : game.benchCases()) {
                if (c.label().equals(label)) {
                    return game.start(c.players(), game.options(c.options()));
                }
            }
        }
        throw new IllegalArgumentException("no bench case '" + label + "'");
    }

    /** The first seat the position awaits a move or a stake from. */
    private static int awaited(GameState state) {
        for (int seat = 1; seat <= state.players(); seat++) {
            if (state.awaits(seat)) {
                return seat;
            }
        }
        throw new IllegalStateException("no seat is awaited");
    }

    private int nextIndex() {
        int i = next;
        next = i + 1 & POSITIONS - 1;
        return i;
    }

    @Benchmark
    public int legalMoves() {
        int i = nextIndex();
        return positions[i].legalMoves(seats[i], buffer);
    }

    @Benchmark
    public GameState copy() {
        return positions[nextIndex()].copy();
    }

    @Benchmark
    public GameState play() {
        int i = nextIndex();
        GameState after = positions[i].copy();
        after.playLegal(seats[i], moves[i]);
        return after;
    }

    @Benchmark
    public long positionHash() {
        return positions[nextIndex()].positionHash();
    }

    @Benchmark
    public GameState playout() {
        GameState state = start.copy();
        player.playOut(state);
        return state;
    }
}
