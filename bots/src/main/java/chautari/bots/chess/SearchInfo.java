package chautari.bots.chess;

/**
 * What a finished iteration found: its best move and score (centipawns for the side to move,
 * or a mate score beyond {@link ChessSearch#MATE_BOUND}), the principal variation and the work done.
 */
public record SearchInfo(int depth, int score, long nodes, long nanos, int[] pv) {

    public int move() {
        return pv[0];
    }

    public boolean isMate() {
        return Math.abs(score) >= ChessSearch.MATE_BOUND;
    }

    /** Moves to mate (UCI's count: positive when the side to move mates, negative when it is mated). */
    public int mateIn() {
        int plies = ChessSearch.MATE - Math.abs(score);
        return score > 0 ? (plies + 1) / 2 : -(plies / 2);
    }
}
