package chautari.engine.chess;

import chautari.engine.GameException;

/**
 * Forsyth-Edwards Notation in and out. A position read must be one a game could be in (RULINGS
 * "Chess" 3): one king a side, the side not to move not in check, no pawn on the first or last
 * rank; castling rights need their king and rook at home, and an en passant square the pawn
 * that has just stepped past it. Anything else is refused with the reason.
 */
public final class Fen {
    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String PIECES = "PNBRQKpnbrqk";
    private static final String RIGHTS = "KQkq";
    private static final int[][] RIGHT_SQUARES = {{4, 7}, {4, 0}, {60, 63}, {60, 56}};

    private Fen() {
    }

    public static Position read(String fen) {
        String[] fields = fen.strip().split(" +");
        if (fields.length != 6 && fields.length != 4) {
            throw refused(fen, "it has " + fields.length + " fields, not six (pieces, side to move, castling,"
                    + " en passant, halfmove clock, move number)");
        }
        Position p = new Position();
        readPieces(p, fen, fields[0]);
        readSide(p, fen, fields[1]);
        readCastling(p, fen, fields[2]);
        int enPassant = readEnPassant(p, fen, fields[3]);
        if (fields.length == 6) {
            p.halfmoves = number(fen, fields[4], "halfmove clock", 0);
            p.fullmoves = number(fen, fields[5], "move number", 1);
        }
        if (p.otherSideInCheck()) {
            throw refused(fen, name(p.side ^ 1) + " is in check with " + name(p.side)
                    + " to move, which no game can reach");
        }
        if (enPassant != Position.NONE) {
            p.setEnPassantIfLegal(enPassant);
        }
        return p;
    }

    private static void readPieces(Position p, String fen, String field) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 8) {
            throw refused(fen, "the pieces need 8 ranks separated by '/', not " + ranks.length);
        }
        for (int r = 0; r < 8; r++) {
            int rank = 7 - r;
            int file = 0;
            for (char c : ranks[r].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else if (PIECES.indexOf(c) >= 0 && file < 8) {
                    p.put(PIECES.indexOf(c), rank * 8 + file++);
                } else if (PIECES.indexOf(c) < 0) {
                    throw refused(fen, "'" + c + "' is not a piece (PNBRQK for White, pnbrqk for Black) nor a count of empty squares");
                } else {
                    file = 9;
                }
            }
            if (file != 8) {
                throw refused(fen, "rank " + (rank + 1) + " does not fill exactly 8 squares");
            }
        }
        for (int colour = 0; colour < 2; colour++) {
            int kings = Long.bitCount(p.pieces(colour, Position.KING));
            if (kings != 1) {
                throw refused(fen, "each side needs exactly one king, and " + name(colour) + " has " + kings);
            }
        }
        long edgePawns = (p.pieces(Position.WHITE, Position.PAWN) | p.pieces(Position.BLACK, Position.PAWN)) & 0xFF000000000000FFL;
        if (edgePawns != 0) {
            throw refused(fen, "a pawn stands on " + Move.square(Long.numberOfTrailingZeros(edgePawns))
                    + ", and no pawn can be on the first or last rank");
        }
    }

    private static void readSide(Position p, String fen, String field) {
        if (!field.equals("w") && !field.equals("b")) {
            throw refused(fen, "the side to move is w or b, not '" + field + "'");
        }
        p.side = field.equals("w") ? Position.WHITE : Position.BLACK;
        if (p.side == Position.BLACK) {
            p.key ^= Zobrist.BLACK_TO_MOVE;
        }
    }

    private static void readCastling(Position p, String fen, String field) {
        int last = -1;
        for (char c : field.equals("-") ? new char[0] : field.toCharArray()) {
            int right = RIGHTS.indexOf(c);
            if (right <= last) {
                throw refused(fen, "castling rights are '-' or some of KQkq in that order, not '" + field + "'");
            }
            last = right;
            int colour = right / 2;
            int king = RIGHT_SQUARES[right][0];
            int rook = RIGHT_SQUARES[right][1];
            if (p.pieceAt(king) != colour * 6 + Position.KING || p.pieceAt(rook) != colour * 6 + Position.ROOK) {
                throw refused(fen, "castling right " + c + " needs the " + name(colour) + " king on " + Move.square(king)
                        + " and a " + name(colour) + " rook on " + Move.square(rook));
            }
            p.castling |= 1 << right;
        }
        p.key ^= Zobrist.castling(p.castling);
    }

    /** The en passant square given, checked against the pawn that must have just stepped past it; NONE for '-'. */
    private static int readEnPassant(Position p, String fen, String field) {
        if (field.equals("-")) {
            return Position.NONE;
        }
        int sq = field.length() == 2 ? Move.square(field, 0) : -1;
        int rank = p.side == Position.WHITE ? 5 : 2;
        if (sq < 0 || sq >>> 3 != rank) {
            throw refused(fen, "the en passant square is '-' or a square on rank " + (rank + 1) + " with "
                    + name(p.side) + " to move, not '" + field + "'");
        }
        int pushed = sq ^ 8;
        int start = p.side == Position.WHITE ? sq + 8 : sq - 8;
        if (p.pieceAt(pushed) != (p.side ^ 1) * 6 + Position.PAWN || p.pieceAt(sq) != Position.NONE
                || p.pieceAt(start) != Position.NONE) {
            throw refused(fen, "en passant on " + field + " needs a " + name(p.side ^ 1) + " pawn on "
                    + Move.square(pushed) + " that has just stepped two squares from " + Move.square(start));
        }
        return sq;
    }

    private static int number(String fen, String field, String what, int least) {
        if (!field.matches("\\d{1,6}") || Integer.parseInt(field) < least) {
            throw refused(fen, "the " + what + " is a whole number from " + least + ", not '" + field + "'");
        }
        return Integer.parseInt(field);
    }

    private static String name(int colour) {
        return colour == Position.WHITE ? "White" : "Black";
    }

    private static GameException refused(String fen, String reason) {
        return new GameException("the FEN '" + fen + "' is refused: " + reason);
    }

    public static String write(Position p) {
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = p.pieceAt(rank * 8 + file);
                if (piece == Position.NONE) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(PIECES.charAt(piece));
            }
            if (empty > 0) {
                fen.append(empty);
            }
            fen.append(rank > 0 ? "/" : "");
        }
        fen.append(p.side == Position.WHITE ? " w " : " b ");
        for (int right = 0; right < 4; right++) {
            if ((p.castling & 1 << right) != 0) {
                fen.append(RIGHTS.charAt(right));
            }
        }
        fen.append(p.castling == 0 ? "-" : "");
        fen.append(' ').append(p.enPassant == Position.NONE ? "-" : Move.square(p.enPassant));
        return fen.append(' ').append(p.halfmoves).append(' ').append(p.fullmoves).toString();
    }
}
