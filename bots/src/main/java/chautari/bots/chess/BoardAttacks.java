package chautari.bots.chess;

/**
 * The squares pieces attack, for the evaluation (the engine's own tables are its private
 * business): leapers from tables, sliders by cutting each ray at its first occupied square.
 */
final class BoardAttacks {
    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    /** The eight directions, those that raise the square index first: east, north, north-east, north-west. */
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}, {-1, 0}, {0, -1}, {-1, -1}, {1, -1}};
    /** {@code [direction][sq]}: the squares from the square to the edge that way. */
    private static final long[][] RAYS = new long[8][64];

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, knightSteps);
            KING[sq] = steps(sq, kingSteps);
            for (int d = 0; d < 8; d++) {
                RAYS[d][sq] = ray(sq, DIRECTIONS[d]);
            }
        }
    }

    private BoardAttacks() {
    }

    static long knight(int sq) {
        return KNIGHT[sq];
    }

    static long king(int sq) {
        return KING[sq];
    }

    static long bishop(int sq, long occupied) {
        return slide(2, sq, occupied) | slide(3, sq, occupied) | slide(6, sq, occupied) | slide(7, sq, occupied);
    }

    static long rook(int sq, long occupied) {
        return slide(0, sq, occupied) | slide(1, sq, occupied) | slide(4, sq, occupied) | slide(5, sq, occupied);
    }

    /** The ray's squares up to and including the first occupied one. */
    private static long slide(int direction, int sq, long occupied) {
        long ray = RAYS[direction][sq];
        long blockers = ray & occupied;
        if (blockers == 0) {
            return ray;
        }
        int first = direction < 4 ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
        return ray ^ RAYS[direction][first];
    }

    /** The squares the colour's pawns attack. */
    static long pawns(int colour, long pawns) {
        long notA = 0xFEFEFEFEFEFEFEFEL;
        long notH = 0x7F7F7F7F7F7F7F7FL;
        return colour == 0 ? (pawns & notH) << 9 | (pawns & notA) << 7 : (pawns & notA) >>> 9 | (pawns & notH) >>> 7;
    }

    private static long steps(int sq, int[][] steps) {
        long set = 0;
        for (int[] step : steps) {
            int file = (sq & 7) + step[0];
            int rank = (sq >>> 3) + step[1];
            if (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                set |= 1L << (rank * 8 + file);
            }
        }
        return set;
    }

    private static long ray(int sq, int[] d) {
        long set = 0;
        int file = (sq & 7) + d[0];
        int rank = (sq >>> 3) + d[1];
        while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
            set |= 1L << (rank * 8 + file);
            file += d[0];
            rank += d[1];
        }
        return set;
    }
}
