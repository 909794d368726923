package chautari.engine.chess;

import chautari.engine.GameException;

/**
 * Standard Algebraic Notation, as chess books and PGN write moves: {@code Nf3}, {@code exd5},
 * {@code O-O}, {@code e8=Q+}, {@code Rad1}, {@code Qh4#}. A piece's move names its file when
 * another piece of the same kind could go to the same square, its rank when the file does not
 * tell them apart, both when neither does.
 */
public final class San {
    private static final String LETTERS = "PNBRQK";

    private San() {
    }

    /** The SAN of a legal move in the position, with {@code +} or {@code #}; the position is left as it was. */
    public static String write(Position p, int move) {
        int[] moves = new int[Position.MAX_MOVES];
        String text = withoutCheck(p, move, moves, p.legalMoves(moves));
        p.make(move);
        if (p.inCheck()) {
            text += p.legalMoves(new int[Position.MAX_MOVES]) == 0 ? "#" : "+";
        }
        p.unmake(move);
        return text;
    }

    /** The SAN without its check mark, {@code moves} holding the position's {@code n} legal moves. */
    private static String withoutCheck(Position p, int move, int[] moves, int n) {
        int from = Move.from(move);
        int to = Move.to(move);
        int type = p.pieceAt(from) % 6;
        boolean capture = p.pieceAt(to) != Position.NONE || type == Position.PAWN && ((from ^ to) & 7) != 0;
        if (type == Position.KING && (to - from == 2 || from - to == 2)) {
            return to > from ? "O-O" : "O-O-O";
        }
        String square = Move.square(to);
        if (type == Position.PAWN) {
            String text = capture ? (char) ('a' + (from & 7)) + "x" + square : square;
            return Move.promotion(move) == 0 ? text : text + "=" + LETTERS.charAt(Move.promotion(move));
        }
        return LETTERS.charAt(type) + disambiguation(p, move, moves, n) + (capture ? "x" : "") + square;
    }

    private static String disambiguation(Position p, int move, int[] moves, int n) {
        int from = Move.from(move);
        boolean rivals = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < n; i++) {
            int other = Move.from(moves[i]);
            if (other != from && Move.to(moves[i]) == Move.to(move) && p.pieceAt(other) == p.pieceAt(from)) {
                rivals = true;
                sameFile |= (other & 7) == (from & 7);
                sameRank |= other >>> 3 == from >>> 3;
            }
        }
        if (!rivals) {
            return "";
        }
        String square = Move.square(from);
        return !sameFile ? square.substring(0, 1) : !sameRank ? square.substring(1) : square;
    }

    /**
     * Reads SAN for the position: the legal move it names. Check and mate marks and the
     * annotations {@code !} and {@code ?} are optional, castling may be written with zeros, a
     * promotion without its {@code =}. A text that names no legal move is a {@link GameException}.
     */
    public static int read(Position p, String text) {
        String bare = text.strip().replaceAll("[+#!?]+$", "").replace('0', 'O');
        int[] moves = new int[Position.MAX_MOVES];
        int n = p.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            if (!bare.contains(Move.square(Move.to(moves[i]))) && !bare.startsWith("O-O")) {
                continue;
            }
            String san = withoutCheck(p, moves[i], moves, n);
            if (san.equals(bare) || san.replace("=", "").equals(bare)) {
                return moves[i];
            }
        }
        throw new GameException("'" + text + "' is not a legal move here in SAN (such as e4, Nf3, exd5, O-O, e8=Q)");
    }
}
