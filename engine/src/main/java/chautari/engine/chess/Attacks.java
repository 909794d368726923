package chautari.engine.chess;

/**
 * Where pieces attack, as bitboards (bit {@code rank * 8 + file}, a1 = 0, h8 = 63), worked out
 * once. Sliding pieces read a table indexed by the occupied squares on their rays, gathered
 * into a dense index by {@link Long#compress} (the processor's PEXT where it has one): the
 * same tables magic bitboards build, without the magic numbers.
 */
final class Attacks {
    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    /** By colour: the squares a pawn of that colour on the square attacks. */
    private static final long[][] PAWN = new long[2][64];
    private static final long[] ROOK_MASK = new long[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final int[] ROOK_BASE = new int[64];
    private static final int[] BISHOP_BASE = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_TABLE;
    /** {@code [a * 64 + b]}: the squares strictly between two squares on one line, else 0. */
    private static final long[] BETWEEN = new long[64 * 64];
    /** {@code [a * 64 + b]}: the whole line through two squares (edge to edge), else 0. */
    private static final long[] LINE = new long[64 * 64];
    private static final int[][] ROOK_STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_STEPS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, knightSteps);
            KING[sq] = steps(sq, kingSteps);
            PAWN[0][sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[1][sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
        }
        ROOK_TABLE = slidingTable(ROOK_STEPS, ROOK_MASK, ROOK_BASE);
        BISHOP_TABLE = slidingTable(BISHOP_STEPS, BISHOP_MASK, BISHOP_BASE);
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                long ends = 1L << a | 1L << b;
                if ((rook(a, 0) & 1L << b) != 0) {
                    BETWEEN[a * 64 + b] = rook(a, 1L << b) & rook(b, 1L << a);
                    LINE[a * 64 + b] = rook(a, 0) & rook(b, 0) | ends;
                } else if ((bishop(a, 0) & 1L << b) != 0) {
                    BETWEEN[a * 64 + b] = bishop(a, 1L << b) & bishop(b, 1L << a);
                    LINE[a * 64 + b] = bishop(a, 0) & bishop(b, 0) | ends;
                }
            }
        }
    }

    private Attacks() {
    }

    static long knight(int sq) {
        return KNIGHT[sq];
    }

    static long king(int sq) {
        return KING[sq];
    }

    static long pawn(int colour, int sq) {
        return PAWN[colour][sq];
    }

    static long rook(int sq, long occupied) {
        return ROOK_TABLE[ROOK_BASE[sq] + (int) Long.compress(occupied, ROOK_MASK[sq])];
    }

    static long bishop(int sq, long occupied) {
        return BISHOP_TABLE[BISHOP_BASE[sq] + (int) Long.compress(occupied, BISHOP_MASK[sq])];
    }

    static long between(int a, int b) {
        return BETWEEN[a * 64 + b];
    }

    static long line(int a, int b) {
        return LINE[a * 64 + b];
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

    /** Rays from the square, stopping at the first occupied square (included) or the edge. */
    private static long rays(int sq, long occupied, int[][] directions) {
        long set = 0;
        for (int[] d : directions) {
            int file = (sq & 7) + d[0];
            int rank = (sq >>> 3) + d[1];
            while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                long bit = 1L << (rank * 8 + file);
                set |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                file += d[0];
                rank += d[1];
            }
        }
        return set;
    }

    /** The squares whose occupancy matters to a slider: its rays without the last square of each. */
    private static long relevant(int sq, int[][] directions) {
        long set = 0;
        for (int[] d : directions) {
            int file = (sq & 7) + d[0];
            int rank = (sq >>> 3) + d[1];
            while (file + d[0] >= 0 && file + d[0] < 8 && rank + d[1] >= 0 && rank + d[1] < 8) {
                set |= 1L << (rank * 8 + file);
                file += d[0];
                rank += d[1];
            }
        }
        return set;
    }

    private static long[] slidingTable(int[][] directions, long[] masks, int[] bases) {
        int size = 0;
        for (int sq = 0; sq < 64; sq++) {
            masks[sq] = relevant(sq, directions);
            bases[sq] = size;
            size += 1 << Long.bitCount(masks[sq]);
        }
        long[] table = new long[size];
        for (int sq = 0; sq < 64; sq++) {
            int subsets = 1 << Long.bitCount(masks[sq]);
            for (int i = 0; i < subsets; i++) {
                table[bases[sq] + i] = rays(sq, Long.expand(i, masks[sq]), directions);
            }
        }
        return table;
    }
}
