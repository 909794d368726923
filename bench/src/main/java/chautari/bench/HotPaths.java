package chautari.bench;

import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The engine's hot paths for one game, each a benchmark: listing the legal moves, playing a
 * move (on a copy, so {@link #copy} is measured too), hashing the position, and a whole random
 * playout from the start. The positions are those seeded random games pass through where a
 * seat is to move, cycled through so that no one position's branches are learnt.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public abstract class HotPaths {
    private static final int POSITIONS = 1 << 12;

    private GameState start;
    private GameState[] positions;
    private int[] seats;
    private int[] moves;
    private int[] buffer;
    private int next;
    private RandomPlayer player;

    /** The game's starting position, for the benchmark's parameters. */
    protected abstract GameState start();

    @Setup
    public void setUp() {
        start = start();
        buffer = new int[start.maxMoves()];
        List<GameState> seen = new ArrayList<>();
        Rng rng = new Rng(20261204L);
        RandomPlayer walker = new RandomPlayer(rng);
        for (int game = 0; seen.size() < POSITIONS; game++) {
            GameState state = start.copy();
            while (!state.isOver() && seen.size() < POSITIONS) {
                if (state.phase() == Phase.MOVE && rng.nextInt(4) == 0) {
                    seen.add(state.copy());
                }
                walker.step(state);
            }
        }
        positions = seen.toArray(GameState[]::new);
        seats = new int[POSITIONS];
        moves = new int[POSITIONS];
        for (int i = 0; i < POSITIONS; i++) {
            seats[i] = positions[i].toMove();
            int n = positions[i].legalMoves(seats[i], buffer);
            moves[i] = buffer[rng.nextInt(n)];
        }
        player = new RandomPlayer(new Rng(1));
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
