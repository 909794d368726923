package chautari.engine.chess;

import chautari.engine.Rng;

/** Fixed random numbers whose XOR over a position's features is its hash, kept up move by move. */
final class Zobrist {
    private static final long[] PIECE = new long[12 * 64];
    private static final long[] CASTLING = new long[16];
    private static final long[] EN_PASSANT_FILE = new long[8];
    static final long BLACK_TO_MOVE;

    static {
        Rng rng = new Rng(0x436865737342L);
        for (int i = 0; i < PIECE.length; i++) {
            PIECE[i] = rng.nextLong();
        }
        for (int i = 0; i < CASTLING.length; i++) {
            CASTLING[i] = rng.nextLong();
        }
        for (int i = 0; i < EN_PASSANT_FILE.length; i++) {
            EN_PASSANT_FILE[i] = rng.nextLong();
        }
        BLACK_TO_MOVE = rng.nextLong();
    }

    private Zobrist() {
    }

    static long piece(int piece, int sq) {
        return PIECE[piece << 6 | sq];
    }

    static long castling(int rights) {
        return CASTLING[rights];
    }

    /** For an en passant square, set only while an en passant capture is legal; 0 for none (-1). */
    static long enPassant(int sq) {
        return sq < 0 ? 0 : EN_PASSANT_FILE[sq & 7];
    }
}
