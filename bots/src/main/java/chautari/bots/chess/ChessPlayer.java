package chautari.bots.chess;

import chautari.bots.Level;
import chautari.engine.Rng;
import chautari.engine.chess.Fen;
import chautari.engine.chess.Position;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * How a level plays chess on {@link ChessSearch}: how deep it may look, how much it varies its
 * opening (a bonus of up to a few centipawns a root move, drawn from its generator, for the first
 * moves of a game), and for beginner how often it makes a human mistake: a move up to
 * {@value #MISTAKE_MARGIN} centipawns worse than its best, which may leave a piece hanging, but
 * never when a mate is on the board for either side, and never one that allows mate.
 */
public final class ChessPlayer {
    private static final int MISTAKE_MARGIN = 350;
    private static final int MISTAKE_DEPTH = 2;

    /** A level's settings: depth, table size, the chance of a mistake, the opening's variety in centipawns and how many moves it lasts. */
    record Settings(int maxDepth, int tableBits, double mistakeChance, int varietyCentipawns, int varietyMoves) {
    }

    private final Settings settings;
    private final ChessSearch search;

    /** The level with its own table size, small enough to allocate for every move at a table. */
    public ChessPlayer(Level level) {
        this(level, 0);
    }

    /** The level with a table of {@code 2^tableBits} entries (0: the level's own), as a long-lived engine wants. */
    public ChessPlayer(Level level, int tableBits) {
        settings = switch (level) {
            case BEGINNER -> new Settings(2, 14, 0.2, 40, 10);
            case GOOD -> new Settings(5, 17, 0, 15, 6);
            case STRONG -> new Settings(ChessSearch.MAX_PLY, 18, 0, 8, 6);
            default -> throw new IllegalArgumentException("not a chess search level: " + level);
        };
        search = new ChessSearch(tableBits > 0 ? tableBits : settings.tableBits());
    }

    /** The level's deepest search. */
    public int maxDepth() {
        return settings.maxDepth();
    }

    /**
     * Chooses a move for the position (which has legal moves; it is left as it was) within the
     * limits, capped at the level's depth; reports each finished iteration; stops soon once
     * {@code halt} turns true. The answer's first move is the move chosen.
     */
    public SearchInfo think(Position position, Rng rng, SearchLimits limits, Consumer<SearchInfo> onIteration, BooleanSupplier halt) {
        long seed = rng.nextLong();
        int variety = fullmoveNumber(position) <= settings.varietyMoves() ? settings.varietyCentipawns() : 0;
        SearchLimits capped = new SearchLimits(Math.min(limits.maxDepth(), settings.maxDepth()), limits.maxNodes(), limits.nanos());
        SearchInfo found = search.search(position, capped, move -> variety == 0 ? 0 : (int) Math.floorMod(mix(seed ^ move), variety + 1),
                onIteration, halt);
        if (settings.mistakeChance() > 0 && !found.isMate() && rng.nextInt(1000) < settings.mistakeChance() * 1000) {
            return mistake(position, found, rng);
        }
        return found;
    }

    private SearchInfo mistake(Position position, SearchInfo found, Rng rng) {
        int[] moves = new int[Position.MAX_MOVES];
        int n = position.legalMoves(moves);
        int[] values = search.valueEach(position, moves, n, MISTAKE_DEPTH);
        int best = Integer.MIN_VALUE;
        for (int value : values) {
            best = Math.max(best, value);
        }
        if (Math.abs(best) >= ChessSearch.MATE_BOUND) {
            return found;
        }
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (values[i] >= best - MISTAKE_MARGIN && values[i] > -ChessSearch.MATE_BOUND) {
                moves[count] = moves[i];
                values[count++] = values[i];
            }
        }
        int pick = rng.nextInt(count);
        return new SearchInfo(found.depth(), values[pick], found.nodes(), found.nanos(), new int[] {moves[pick]});
    }

    private static int fullmoveNumber(Position position) {
        String fen = Fen.write(position);
        return Integer.parseInt(fen.substring(fen.lastIndexOf(' ') + 1));
    }

    private static long mix(long x) {
        x = (x ^ x >>> 33) * 0xff51afd7ed558ccdL;
        x = (x ^ x >>> 33) * 0xc4ceb9fe1a85ec53L;
        return x ^ x >>> 33;
    }
}
