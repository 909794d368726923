package chautari.bots.chess;

import chautari.engine.chess.Position;

/**
 * A position's value in centipawns for the side to move: material and piece-square tables,
 * each with a middlegame and an endgame value blended by the material left (the phase);
 * pawn structure (doubled, isolated, passed); king safety (the pawn shield, and the pieces
 * aimed at the squares round the king); mobility; the bishop pair; rooks on open files.
 * The tables read from White's side with rank 8 first; Black reads them mirrored.
 */
final class ChessEval {
    static final int[] VALUE = {100, 320, 330, 500, 950, 0};
    private static final int[] MG_VALUE = {82, 337, 365, 477, 1025, 0};
    private static final int[] EG_VALUE = {94, 281, 297, 512, 936, 0};
    private static final int[] PHASE = {0, 1, 1, 2, 4, 0};
    private static final int FULL_PHASE = 24;
    private static final int[][] MG_TABLE = {
        {0, 0, 0, 0, 0, 0, 0, 0, 50, 50, 50, 50, 50, 50, 50, 50, 10, 10, 20, 30, 30, 20, 10, 10, 5, 5, 10, 25, 25, 10, 5, 5,
            0, 0, 0, 20, 20, 0, 0, 0, 5, -5, -10, 0, 0, -10, -5, 5, 5, 10, 10, -20, -20, 10, 10, 5, 0, 0, 0, 0, 0, 0, 0, 0},
        {-50, -40, -30, -30, -30, -30, -40, -50, -40, -20, 0, 0, 0, 0, -20, -40, -30, 0, 10, 15, 15, 10, 0, -30,
            -30, 5, 15, 20, 20, 15, 5, -30, -30, 0, 15, 20, 20, 15, 0, -30, -30, 5, 10, 15, 15, 10, 5, -30,
            -40, -20, 0, 5, 5, 0, -20, -40, -50, -40, -30, -30, -30, -30, -40, -50},
        {-20, -10, -10, -10, -10, -10, -10, -20, -10, 0, 0, 0, 0, 0, 0, -10, -10, 0, 5, 10, 10, 5, 0, -10,
            -10, 5, 5, 10, 10, 5, 5, -10, -10, 0, 10, 10, 10, 10, 0, -10, -10, 10, 10, 10, 10, 10, 10, -10,
            -10, 5, 0, 0, 0, 0, 5, -10, -20, -10, -10, -10, -10, -10, -10, -20},
        {0, 0, 0, 0, 0, 0, 0, 0, 5, 10, 10, 10, 10, 10, 10, 5, -5, 0, 0, 0, 0, 0, 0, -5, -5, 0, 0, 0, 0, 0, 0, -5,
            -5, 0, 0, 0, 0, 0, 0, -5, -5, 0, 0, 0, 0, 0, 0, -5, -5, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 5, 5, 0, 0, 0},
        {-20, -10, -10, -5, -5, -10, -10, -20, -10, 0, 0, 0, 0, 0, 0, -10, -10, 0, 5, 5, 5, 5, 0, -10,
            -5, 0, 5, 5, 5, 5, 0, -5, 0, 0, 5, 5, 5, 5, 0, -5, -10, 5, 5, 5, 5, 5, 0, -10,
            -10, 0, 5, 0, 0, 0, 0, -10, -20, -10, -10, -5, -5, -10, -10, -20},
        {-30, -40, -40, -50, -50, -40, -40, -30, -30, -40, -40, -50, -50, -40, -40, -30, -30, -40, -40, -50, -50, -40, -40, -30,
            -30, -40, -40, -50, -50, -40, -40, -30, -20, -30, -30, -40, -40, -30, -30, -20, -10, -20, -20, -20, -20, -20, -20, -10,
            20, 20, 0, 0, 0, 0, 20, 20, 20, 30, 10, 0, 0, 10, 30, 20}};
    private static final int[] KING_EG = {
        -50, -40, -30, -20, -20, -30, -40, -50, -30, -20, -10, 0, 0, -10, -20, -30, -30, -10, 20, 30, 30, 20, -10, -30,
        -30, -10, 30, 40, 40, 30, -10, -30, -30, -10, 30, 40, 40, 30, -10, -30, -30, -10, 20, 30, 30, 20, -10, -30,
        -30, -30, 0, 0, 0, 0, -30, -30, -50, -30, -30, -30, -30, -30, -30, -50};
    private static final int[] PAWN_EG_BY_RANK = {0, 0, 5, 10, 20, 35, 55, 0};
    private static final int[] PASSED_MG = {0, 5, 10, 15, 25, 45, 70, 0};
    private static final int[] PASSED_EG = {0, 10, 20, 35, 60, 100, 150, 0};
    private static final int[] KING_ATTACK_WEIGHT = {0, 2, 2, 3, 5, 0};
    /** Per piece type: the mobility bonus a square (middlegame, endgame) and the squares counted as average. */
    private static final int[][] MOBILITY = {{0, 0, 0}, {4, 4, 4}, {5, 5, 6}, {2, 4, 7}, {1, 2, 13}, {0, 0, 0}};
    private static final long FILE_A = 0x0101010101010101L;
    /** {@code [colour][sq]}: the squares ahead of a pawn on its file and the two beside it. */
    private static final long[][] PASSED_SPAN = new long[2][64];
    private static final long[] ADJACENT_FILES = new long[8];

    static {
        for (int file = 0; file < 8; file++) {
            ADJACENT_FILES[file] = (file > 0 ? FILE_A << (file - 1) : 0) | (file < 7 ? FILE_A << (file + 1) : 0);
        }
        for (int sq = 0; sq < 64; sq++) {
            long files = ADJACENT_FILES[sq & 7] | FILE_A << (sq & 7);
            int rank = sq >>> 3;
            long above = rank == 7 ? 0 : -1L << ((rank + 1) * 8);
            long below = rank == 0 ? 0 : -1L >>> ((8 - rank) * 8);
            PASSED_SPAN[0][sq] = files & above;
            PASSED_SPAN[1][sq] = files & below;
        }
    }

    private ChessEval() {
    }

    static int evaluate(Position position) {
        long[] pieces = new long[12];
        for (int sq = 0; sq < 64; sq++) {
            int piece = position.pieceAt(sq);
            if (piece != Position.NONE) {
                pieces[piece] |= 1L << sq;
            }
        }
        long[] colours = new long[2];
        for (int piece = 0; piece < 12; piece++) {
            colours[piece / 6] |= pieces[piece];
        }
        int[] mg = new int[2];
        int[] eg = new int[2];
        int phase = 0;
        for (int colour = 0; colour < 2; colour++) {
            for (int type = 0; type < 6; type++) {
                for (long set = pieces[colour * 6 + type]; set != 0; set &= set - 1) {
                    int sq = Long.numberOfTrailingZeros(set);
                    int index = colour == 0 ? sq ^ 56 : sq;
                    phase += PHASE[type];
                    mg[colour] += MG_VALUE[type] + MG_TABLE[type][index];
                    eg[colour] += EG_VALUE[type] + endgameTable(type, index, colour == 0 ? sq >>> 3 : 7 - (sq >>> 3));
                }
            }
            pawns(pieces, colour, mg, eg);
            pieces(pieces, colours, colour, mg, eg);
            if (Long.bitCount(pieces[colour * 6 + Position.BISHOP]) >= 2) {
                mg[colour] += 30;
                eg[colour] += 50;
            }
        }
        phase = Math.min(phase, FULL_PHASE);
        int white = ((mg[0] - mg[1]) * phase + (eg[0] - eg[1]) * (FULL_PHASE - phase)) / FULL_PHASE;
        int tempo = 10;
        return (position.sideToMove() == Position.WHITE ? white : -white) + tempo;
    }

    private static int endgameTable(int type, int index, int relativeRank) {
        return switch (type) {
            case Position.PAWN -> PAWN_EG_BY_RANK[relativeRank];
            case Position.KING -> KING_EG[index];
            case Position.ROOK, Position.QUEEN -> MG_TABLE[type][index] / 2;
            default -> MG_TABLE[type][index];
        };
    }

    private static void pawns(long[] pieces, int colour, int[] mg, int[] eg) {
        long own = pieces[colour * 6 + Position.PAWN];
        long enemy = pieces[(colour ^ 1) * 6 + Position.PAWN];
        for (int file = 0; file < 8; file++) {
            int count = Long.bitCount(own & FILE_A << file);
            if (count > 1) {
                mg[colour] -= 10 * (count - 1);
                eg[colour] -= 20 * (count - 1);
            }
            if (count > 0 && (own & ADJACENT_FILES[file]) == 0) {
                mg[colour] -= 10 * count;
                eg[colour] -= 15 * count;
            }
        }
        for (long set = own; set != 0; set &= set - 1) {
            int sq = Long.numberOfTrailingZeros(set);
            if ((PASSED_SPAN[colour][sq] & enemy) == 0 && (PASSED_SPAN[colour][sq] & own & FILE_A << (sq & 7)) == 0) {
                int rank = colour == 0 ? sq >>> 3 : 7 - (sq >>> 3);
                mg[colour] += PASSED_MG[rank];
                eg[colour] += PASSED_EG[rank];
            }
        }
    }

    /** Mobility, rooks on open files, and this colour's pressure on the other king. */
    private static void pieces(long[] pieces, long[] colours, int colour, int[] mg, int[] eg) {
        int them = colour ^ 1;
        long occupied = colours[0] | colours[1];
        long ownPawns = pieces[colour * 6 + Position.PAWN];
        long enemyPawns = pieces[them * 6 + Position.PAWN];
        long safe = ~colours[colour] & ~BoardAttacks.pawns(them, enemyPawns);
        int enemyKing = Long.numberOfTrailingZeros(pieces[them * 6 + Position.KING]);
        long zone = BoardAttacks.king(enemyKing) | 1L << enemyKing;
        int attackers = 0;
        int units = 0;
        for (int type = Position.KNIGHT; type <= Position.QUEEN; type++) {
            for (long set = pieces[colour * 6 + type]; set != 0; set &= set - 1) {
                int sq = Long.numberOfTrailingZeros(set);
                long attacks = switch (type) {
                    case Position.KNIGHT -> BoardAttacks.knight(sq);
                    case Position.BISHOP -> BoardAttacks.bishop(sq, occupied);
                    case Position.ROOK -> BoardAttacks.rook(sq, occupied);
                    default -> BoardAttacks.bishop(sq, occupied) | BoardAttacks.rook(sq, occupied);
                };
                int squares = Long.bitCount(attacks & safe) - MOBILITY[type][2];
                mg[colour] += MOBILITY[type][0] * squares;
                eg[colour] += MOBILITY[type][1] * squares;
                if ((attacks & zone) != 0) {
                    attackers++;
                    units += KING_ATTACK_WEIGHT[type] * Long.bitCount(attacks & zone);
                }
                if (type == Position.ROOK) {
                    long file = FILE_A << (sq & 7);
                    if ((file & ownPawns) == 0) {
                        mg[colour] += (file & enemyPawns) == 0 ? 20 : 10;
                        eg[colour] += (file & enemyPawns) == 0 ? 10 : 5;
                    }
                }
            }
        }
        if (attackers >= 2) {
            mg[them] -= Math.min(500, units * units * 2);
        }
        mg[them] += shield(enemyKing, them, enemyPawns);
    }

    /** The bonus for the king's own pawns just in front of it, on its file and the two beside it. */
    private static int shield(int king, int colour, long pawns) {
        int rank = king >>> 3;
        if (colour == 0 ? rank > 1 : rank < 6) {
            return 0;
        }
        long files = ADJACENT_FILES[king & 7] | FILE_A << (king & 7);
        long oneAhead = colour == 0 ? 0xFFL << ((rank + 1) * 8) : 0xFFL << ((rank - 1) * 8);
        long twoAhead = colour == 0 ? oneAhead << 8 : oneAhead >>> 8;
        return 12 * Long.bitCount(pawns & files & oneAhead) + 6 * Long.bitCount(pawns & files & twoAhead);
    }
}
