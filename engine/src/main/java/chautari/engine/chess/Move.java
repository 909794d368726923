package chautari.engine.chess;

import chautari.engine.GameException;

/**
 * A move as an int: bits 0..5 the from square, 6..11 the to square (a1 = 0, h8 = 63), 12..14
 * the promotion piece ({@link Position#KNIGHT} .. {@link Position#QUEEN}; 0 for none).
 * Castling is the king's two-square move and en passant the pawn's diagonal step to the empty
 * square: the position tells them apart, so the text {@code e2e4} alone gives the move.
 */
public final class Move {
    private static final String PROMOTIONS = ".nbrq";

    private Move() {
    }

    static int of(int from, int to) {
        return from | to << 6;
    }

    static int of(int from, int to, int promotion) {
        return from | to << 6 | promotion << 12;
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return move >>> 6 & 63;
    }

    /** The promotion piece type, 0 for none. */
    public static int promotion(int move) {
        return move >>> 12 & 7;
    }

    static String square(int sq) {
        return "" + (char) ('a' + (sq & 7)) + (char) ('1' + (sq >>> 3));
    }

    /** A square's index from its name, or -1 when the name is not one. */
    static int square(String text, int at) {
        if (text.length() < at + 2) {
            return -1;
        }
        int file = text.charAt(at) - 'a';
        int rank = text.charAt(at + 1) - '1';
        return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? rank * 8 + file : -1;
    }

    /** UCI's long algebraic text: {@code e2e4}, {@code e7e8q}, castling {@code e1g1}. */
    public static String text(int move) {
        if (move < 0 || move >= 1 << 15 || promotion(move) > Position.QUEEN) {
            throw new IllegalArgumentException("not a chess move: " + move);
        }
        String text = square(from(move)) + square(to(move));
        return promotion(move) == 0 ? text : text + PROMOTIONS.charAt(promotion(move));
    }

    /** Reads UCI's long algebraic text; anything else is a {@link GameException}. */
    public static int parse(String text) {
        int from = square(text, 0);
        int to = square(text, 2);
        int promotion = text.length() == 5 ? PROMOTIONS.indexOf(text.charAt(4)) : 0;
        if (from < 0 || to < 0 || from == to || text.length() > 5 || promotion < 1 && text.length() == 5) {
            throw new GameException("'" + text + "' is not a chess move: write the from and to squares, as e2e4,"
                    + " and a promotion's piece in lower case, as e7e8q (castling is the king's move, e1g1)");
        }
        return of(from, to, promotion);
    }
}
