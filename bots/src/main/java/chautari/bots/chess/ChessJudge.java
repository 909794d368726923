package chautari.bots.chess;

import chautari.bots.Judge;
import chautari.engine.chess.ChessState;
import chautari.engine.chess.Position;

/**
 * The review's valuation of a chess move ({@link chautari.bots.Judge}): the strong level's search finds the move it
 * prefers, then the move chosen and the one preferred are both valued by one full-window search of equal depth, and
 * each value in centipawns becomes a chance of winning by the curve lichess publishes (a mate is a certain end).
 */
public final class ChessJudge {
    private static final int TABLE_BITS = 16;
    /** Deeper than this the equal searches of the two moves would cost more than the review should. */
    private static final int MAX_VALUE_DEPTH = 8;
    private static final double CURVE = 0.00368208;

    private ChessJudge() {
    }

    /** Judges {@code chosen}, a legal move of {@code seat}, the side to move in {@code before}, within the positions and time given. */
    public static Judge.Verdict judge(ChessState before, int seat, int chosen, long positions, long nanos) {
        Position position = before.position();
        ChessSearch search = new ChessSearch(TABLE_BITS);
        SearchInfo found = search.search(position, new SearchLimits(ChessSearch.MAX_PLY - 1, positions, nanos), move -> 0,
                info -> { }, () -> false);
        int preferred = found.move();
        int depth = Math.clamp(found.depth(), 1, MAX_VALUE_DEPTH);
        if (preferred == chosen) {
            double chance = chance(search.valueEach(position, new int[] {chosen}, 1, depth)[0]);
            return new Judge.Verdict(seat, chosen, preferred, chance, chance);
        }
        int[] values = search.valueEach(position, new int[] {preferred, chosen}, 2, depth);
        return new Judge.Verdict(seat, chosen, preferred, chance(values[1]), chance(values[0]));
    }

    /** The chance of winning that a value in centipawns for the side to move gives it: 1 or 0 for a mate found. */
    static double chance(int centipawns) {
        if (Math.abs(centipawns) >= ChessSearch.MATE_BOUND) {
            return centipawns > 0 ? 1 : 0;
        }
        return 1 / (1 + Math.exp(-CURVE * centipawns));
    }
}
