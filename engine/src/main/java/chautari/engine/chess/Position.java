package chautari.engine.chess;

import java.util.Arrays;

/**
 * A chess position on bitboards, changed in place: {@link #make} plays a move and
 * {@link #unmake} takes it back, so a search never copies. A bitboard a piece type and
 * colour, one a colour, a square-to-piece table, the castling rights, the en passant square
 * (set only while an en passant capture is legal, as FIDE's position identity counts it), the
 * halfmove clock and move number, and the Zobrist key kept up move by move. The keys of the
 * positions played through are kept for the repetition rule.
 */
public final class Position {
    public static final int WHITE = 0;
    public static final int BLACK = 1;
    public static final int PAWN = 0;
    public static final int KNIGHT = 1;
    public static final int BISHOP = 2;
    public static final int ROOK = 3;
    public static final int QUEEN = 4;
    public static final int KING = 5;
    public static final int NONE = -1;
    /** The most legal moves any chess position has is 218. */
    public static final int MAX_MOVES = 256;
    static final int WHITE_KINGSIDE = 1;
    static final int WHITE_QUEENSIDE = 2;
    static final int BLACK_KINGSIDE = 4;
    static final int BLACK_QUEENSIDE = 8;
    /** What {@link #movesPlayed} holds for a search's pass: no move goes from a square to itself. */
    private static final int NULL_MOVE = 0;
    private static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
    /** The castling rights a move from or to the square leaves. */
    private static final int[] RIGHTS_KEPT = new int[64];

    static {
        Arrays.fill(RIGHTS_KEPT, 15);
        RIGHTS_KEPT[4] = ~(WHITE_KINGSIDE | WHITE_QUEENSIDE) & 15;
        RIGHTS_KEPT[7] = ~WHITE_KINGSIDE & 15;
        RIGHTS_KEPT[0] = ~WHITE_QUEENSIDE & 15;
        RIGHTS_KEPT[60] = ~(BLACK_KINGSIDE | BLACK_QUEENSIDE) & 15;
        RIGHTS_KEPT[63] = ~BLACK_KINGSIDE & 15;
        RIGHTS_KEPT[56] = ~BLACK_QUEENSIDE & 15;
    }

    /** By piece ({@code colour * 6 + type}). */
    final long[] pieces = new long[12];
    final long[] colours = new long[2];
    long occupied;
    /** By square: the piece there, or {@link #NONE}. */
    final int[] board = new int[64];
    int side;
    int castling;
    int enPassant = NONE;
    int halfmoves;
    int fullmoves = 1;
    long key;
    /** Per move played: the key before it, and what it took away (captured piece, rights, en passant, clock). */
    private long[] keys = new long[64];
    private long[] undo = new long[64];
    /** Per move played: the move, {@link #NULL_MOVE} for a search's pass. */
    private int[] played = new int[64];
    private int ply;

    Position() {
        Arrays.fill(board, NONE);
    }

    public Position copy() {
        Position c = new Position();
        System.arraycopy(pieces, 0, c.pieces, 0, 12);
        c.colours[0] = colours[0];
        c.colours[1] = colours[1];
        c.occupied = occupied;
        System.arraycopy(board, 0, c.board, 0, 64);
        c.side = side;
        c.castling = castling;
        c.enPassant = enPassant;
        c.halfmoves = halfmoves;
        c.fullmoves = fullmoves;
        c.key = key;
        c.keys = Arrays.copyOf(keys, Math.max(64, ply + 16));
        c.undo = Arrays.copyOf(undo, c.keys.length);
        c.played = Arrays.copyOf(played, c.keys.length);
        c.ply = ply;
        return c;
    }

    public int sideToMove() {
        return side;
    }

    public long key() {
        return key;
    }

    public int halfmoveClock() {
        return halfmoves;
    }

    /** The piece on the square ({@code colour * 6 + type}), or {@link #NONE}. */
    public int pieceAt(int sq) {
        return board[sq];
    }

    /** The squares of a colour's pieces of a type, as a bitboard. */
    public long pieces(int colour, int type) {
        return pieces[colour * 6 + type];
    }

    public int kingSquare(int colour) {
        return Long.numberOfTrailingZeros(pieces[colour * 6 + KING]);
    }

    /** Whether a move of the side to move, not yet made, is castling: the king's two-square step. */
    public boolean isCastling(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        return board[from] == side * 6 + KING && (to - from == 2 || from - to == 2);
    }

    /** Whether a move of the side to move, not yet made, takes en passant: a pawn's diagonal step to an empty square. */
    public boolean isEnPassant(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        return board[from] == side * 6 + PAWN && ((from ^ to) & 7) != 0 && board[to] == NONE;
    }

    void put(int piece, int sq) {
        long bit = 1L << sq;
        pieces[piece] |= bit;
        colours[piece / 6] |= bit;
        occupied |= bit;
        board[sq] = piece;
        key ^= Zobrist.piece(piece, sq);
    }

    private void remove(int sq) {
        int piece = board[sq];
        long bit = 1L << sq;
        pieces[piece] &= ~bit;
        colours[piece / 6] &= ~bit;
        occupied &= ~bit;
        board[sq] = NONE;
        key ^= Zobrist.piece(piece, sq);
    }

    private void shift(int from, int to) {
        int piece = board[from];
        long bits = 1L << from | 1L << to;
        pieces[piece] ^= bits;
        colours[piece / 6] ^= bits;
        occupied ^= bits;
        board[from] = NONE;
        board[to] = piece;
        key ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to);
    }

    /** Plays a legal move. */
    public void make(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = board[from];
        int type = piece - side * 6;
        int captured = board[to];
        boolean takesEnPassant = isEnPassant(move);
        boolean castles = isCastling(move);
        remember(move, captured);
        key ^= Zobrist.enPassant(enPassant);
        enPassant = NONE;
        halfmoves++;
        if (captured != NONE) {
            remove(to);
            halfmoves = 0;
        }
        if (type == PAWN) {
            halfmoves = 0;
            if (takesEnPassant) {
                remove(to ^ 8);
            }
            if (Move.promotion(move) != 0) {
                remove(from);
                put(side * 6 + Move.promotion(move), to);
            } else {
                shift(from, to);
            }
        } else {
            if (castles) {
                shift(to > from ? to + 1 : to - 2, (from + to) >>> 1);
            }
            shift(from, to);
        }
        int rights = castling & RIGHTS_KEPT[from] & RIGHTS_KEPT[to];
        key ^= Zobrist.castling(castling) ^ Zobrist.castling(rights);
        castling = rights;
        side ^= 1;
        key ^= Zobrist.BLACK_TO_MOVE;
        if (side == WHITE) {
            fullmoves++;
        }
        if (type == PAWN && (to - from == 16 || from - to == 16)) {
            setEnPassantIfLegal((from + to) >>> 1);
        }
    }

    /** Saves what {@link #unmake} needs to take the move back. */
    private void remember(int move, int captured) {
        if (ply == keys.length) {
            keys = Arrays.copyOf(keys, ply * 2);
            undo = Arrays.copyOf(undo, ply * 2);
            played = Arrays.copyOf(played, ply * 2);
        }
        keys[ply] = key;
        played[ply] = move;
        undo[ply++] = (captured + 1) | castling << 4 | (enPassant + 1) << 8 | (long) halfmoves << 16;
    }

    /**
     * Passes the turn, for a search's null move: nothing moves and the en passant square goes. The
     * halfmove clock starts again, so no repetition is counted across the pass.
     */
    public void makeNull() {
        remember(NULL_MOVE, NONE);
        key ^= Zobrist.enPassant(enPassant) ^ Zobrist.BLACK_TO_MOVE;
        enPassant = NONE;
        halfmoves = 0;
        side ^= 1;
        if (side == WHITE) {
            fullmoves++;
        }
    }

    /** Takes back {@link #makeNull}. */
    public void unmakeNull() {
        long saved = undo[--ply];
        side ^= 1;
        if (side == BLACK) {
            fullmoves--;
        }
        enPassant = (int) (saved >>> 8 & 127) - 1;
        halfmoves = (int) (saved >>> 16);
        key = keys[ply];
    }

    /** The moves played since this position was read, in order. */
    public int[] movesPlayed() {
        return Arrays.copyOf(played, ply);
    }

    /** The position this one was read as, before the moves played since. */
    public Position start() {
        Position start = copy();
        for (int i = ply - 1; i >= 0; i--) {
            start.unmake(played[i]);
        }
        return start;
    }

    /** Takes back the last move made, which must be {@code move}. */
    public void unmake(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        long saved = undo[--ply];
        side ^= 1;
        if (side == BLACK) {
            fullmoves--;
        }
        int captured = (int) (saved & 15) - 1;
        if (Move.promotion(move) != 0) {
            remove(to);
            put(side * 6 + PAWN, from);
        } else {
            shift(to, from);
        }
        int type = board[from] - side * 6;
        if (captured != NONE) {
            put(captured, to);
        } else if (type == PAWN && ((from ^ to) & 7) != 0) {
            put((side ^ 1) * 6 + PAWN, to ^ 8);
        } else if (type == KING && (to - from == 2 || from - to == 2)) {
            shift((from + to) >>> 1, to > from ? to + 1 : to - 2);
        }
        castling = (int) (saved >>> 4 & 15);
        enPassant = (int) (saved >>> 8 & 127) - 1;
        halfmoves = (int) (saved >>> 16);
        key = keys[ply];
    }

    /** After a double step: the square passed becomes the en passant square if a capture there is legal. */
    void setEnPassantIfLegal(int sq) {
        for (long from = Attacks.pawn(side ^ 1, sq) & pieces(side, PAWN); from != 0; from &= from - 1) {
            if (enPassantLegal(Long.numberOfTrailingZeros(from), sq)) {
                enPassant = sq;
                key ^= Zobrist.enPassant(sq);
                return;
            }
        }
    }

    /** Whether the side to move's pawn on {@code from} may take en passant on {@code sq}: its king is safe after. */
    private boolean enPassantLegal(int from, int sq) {
        long taken = 1L << (sq ^ 8);
        long after = occupied ^ 1L << from ^ taken | 1L << sq;
        return (attackers(kingSquare(side), side ^ 1, after) & ~taken) == 0;
    }

    /** The pieces of colour {@code by} that attack the square, with the board occupied as given. */
    long attackers(int sq, int by, long occupiedSquares) {
        int base = by * 6;
        return Attacks.pawn(by ^ 1, sq) & pieces[base + PAWN]
                | Attacks.knight(sq) & pieces[base + KNIGHT]
                | Attacks.king(sq) & pieces[base + KING]
                | Attacks.bishop(sq, occupiedSquares) & (pieces[base + BISHOP] | pieces[base + QUEEN])
                | Attacks.rook(sq, occupiedSquares) & (pieces[base + ROOK] | pieces[base + QUEEN]);
    }

    public boolean inCheck() {
        return attackers(kingSquare(side), side ^ 1, occupied) != 0;
    }

    /** Whether the side not to move is in check: a position no game reaches. */
    boolean otherSideInCheck() {
        return attackers(kingSquare(side ^ 1), side, occupied) != 0;
    }

    /** Writes the legal moves into {@code out} (room for {@link #MAX_MOVES}) and returns how many. */
    public int legalMoves(int[] out) {
        int us = side;
        int them = us ^ 1;
        long own = colours[us];
        int king = kingSquare(us);
        long checkers = attackers(king, them, occupied);
        int n = 0;
        long withoutKing = occupied ^ 1L << king;
        for (long to = Attacks.king(king) & ~own; to != 0; to &= to - 1) {
            int sq = Long.numberOfTrailingZeros(to);
            if (attackers(sq, them, withoutKing) == 0) {
                out[n++] = Move.of(king, sq);
            }
        }
        if (Long.bitCount(checkers) > 1) {
            return n;
        }
        long targets = checkers == 0 ? ~own : Attacks.between(king, Long.numberOfTrailingZeros(checkers)) | checkers;
        long pinned = pinned(king, us);
        n = pawnMoves(out, n, king, pinned, targets);
        for (long from = pieces(us, KNIGHT) & ~pinned; from != 0; from &= from - 1) {
            int sq = Long.numberOfTrailingZeros(from);
            n = add(out, n, sq, Attacks.knight(sq) & targets);
        }
        long diagonal = pieces(us, BISHOP) | pieces(us, QUEEN);
        for (long from = diagonal; from != 0; from &= from - 1) {
            int sq = Long.numberOfTrailingZeros(from);
            n = add(out, n, sq, Attacks.bishop(sq, occupied) & targets & pinLine(king, sq, pinned));
        }
        long straight = pieces(us, ROOK) | pieces(us, QUEEN);
        for (long from = straight; from != 0; from &= from - 1) {
            int sq = Long.numberOfTrailingZeros(from);
            n = add(out, n, sq, Attacks.rook(sq, occupied) & targets & pinLine(king, sq, pinned));
        }
        if (checkers == 0) {
            n = castlings(out, n, them);
        }
        return n;
    }

    /** Where a piece on the square may go for its pin: anywhere unless pinned, else along the pin's line. */
    private static long pinLine(int king, int sq, long pinned) {
        return (pinned & 1L << sq) == 0 ? -1L : Attacks.line(king, sq);
    }

    /** The colour's pieces that stand alone between its king and an enemy slider aimed at it. */
    private long pinned(int king, int us) {
        int them = (us ^ 1) * 6;
        long snipers = Attacks.rook(king, 0) & (pieces[them + ROOK] | pieces[them + QUEEN])
                | Attacks.bishop(king, 0) & (pieces[them + BISHOP] | pieces[them + QUEEN]);
        long pinned = 0;
        for (; snipers != 0; snipers &= snipers - 1) {
            long between = Attacks.between(king, Long.numberOfTrailingZeros(snipers)) & occupied;
            if (Long.bitCount(between) == 1) {
                pinned |= between & colours[us];
            }
        }
        return pinned;
    }

    private static int add(int[] out, int n, int from, long to) {
        for (; to != 0; to &= to - 1) {
            out[n++] = Move.of(from, Long.numberOfTrailingZeros(to));
        }
        return n;
    }

    private int pawnMoves(int[] out, int n, int king, long pinned, long targets) {
        int us = side;
        int forward = us == WHITE ? 8 : -8;
        int startRank = us == WHITE ? 1 : 6;
        int promotionRank = us == WHITE ? 6 : 1;
        long enemies = colours[us ^ 1];
        for (long pawns = pieces(us, PAWN); pawns != 0; pawns &= pawns - 1) {
            int from = Long.numberOfTrailingZeros(pawns);
            long allowed = targets & pinLine(king, from, pinned);
            long to = Attacks.pawn(us, from) & enemies;
            int one = from + forward;
            if ((occupied & 1L << one) == 0) {
                to |= 1L << one;
                if (from >>> 3 == startRank && (occupied & 1L << (one + forward)) == 0) {
                    to |= 1L << (one + forward);
                }
            }
            to &= allowed;
            if (from >>> 3 == promotionRank) {
                for (; to != 0; to &= to - 1) {
                    int sq = Long.numberOfTrailingZeros(to);
                    for (int piece = QUEEN; piece >= KNIGHT; piece--) {
                        out[n++] = Move.of(from, sq, piece);
                    }
                }
            } else {
                n = add(out, n, from, to);
            }
        }
        if (enPassant != NONE) {
            for (long from = Attacks.pawn(us ^ 1, enPassant) & pieces(us, PAWN); from != 0; from &= from - 1) {
                int sq = Long.numberOfTrailingZeros(from);
                if (enPassantLegal(sq, enPassant)) {
                    out[n++] = Move.of(sq, enPassant);
                }
            }
        }
        return n;
    }

    private int castlings(int[] out, int n, int them) {
        int base = side == WHITE ? 0 : 56;
        int kingside = side == WHITE ? WHITE_KINGSIDE : BLACK_KINGSIDE;
        int queenside = side == WHITE ? WHITE_QUEENSIDE : BLACK_QUEENSIDE;
        if ((castling & kingside) != 0 && (occupied & 0x60L << base) == 0
                && attackers(base + 5, them, occupied) == 0 && attackers(base + 6, them, occupied) == 0) {
            out[n++] = Move.of(base + 4, base + 6);
        }
        if ((castling & queenside) != 0 && (occupied & 0xEL << base) == 0
                && attackers(base + 3, them, occupied) == 0 && attackers(base + 2, them, occupied) == 0) {
            out[n++] = Move.of(base + 4, base + 2);
        }
        return n;
    }

    /** How many times this position occurred before, with the same side to move, since the last capture or pawn move. */
    public int earlierOccurrences() {
        int count = 0;
        for (int i = ply - 4; i >= 0 && i >= ply - halfmoves; i -= 2) {
            if (keys[i] == key) {
                count++;
            }
        }
        return count;
    }

    /** Neither side can ever mate: bare kings, one minor piece alone, or kings and bishops all on one colour of square. */
    public boolean deadMaterial() {
        long heavy = pieces[PAWN] | pieces[ROOK] | pieces[QUEEN] | pieces[6 + PAWN] | pieces[6 + ROOK] | pieces[6 + QUEEN];
        if (heavy != 0) {
            return false;
        }
        long knights = pieces[KNIGHT] | pieces[6 + KNIGHT];
        long bishops = pieces[BISHOP] | pieces[6 + BISHOP];
        if (Long.bitCount(knights | bishops) <= 1) {
            return true;
        }
        return knights == 0 && ((bishops & LIGHT_SQUARES) == 0 || (bishops & ~LIGHT_SQUARES) == 0);
    }

    /** Whether the colour has only its king, or its king and one bishop or one knight. */
    public boolean bareOrOneMinor(int colour) {
        long others = colours[colour] & ~pieces[colour * 6 + KING];
        return others == 0 || Long.bitCount(others) == 1 && (others & (pieces(colour, BISHOP) | pieces(colour, KNIGHT))) != 0;
    }

    /** Counts the leaf positions {@code depth} moves on, as perft does, by making and unmaking; the last ply's moves are counted, not played. */
    public long perft(int depth) {
        return depth == 0 ? 1 : perft(depth, new int[depth + 1][MAX_MOVES], false);
    }

    /** {@link #perft}, with the last ply's moves played and taken back too (what a search pays for each position). */
    public long perftPlayingLeaves(int depth) {
        return depth == 0 ? 1 : perft(depth, new int[depth + 1][MAX_MOVES], true);
    }

    private long perft(int depth, int[][] buffers, boolean playLeaves) {
        int[] moves = buffers[depth];
        int n = legalMoves(moves);
        if (depth == 1 && !playLeaves) {
            return n;
        }
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            make(moves[i]);
            nodes += depth == 1 ? 1 : perft(depth - 1, buffers, playLeaves);
            unmake(moves[i]);
        }
        return nodes;
    }
}
